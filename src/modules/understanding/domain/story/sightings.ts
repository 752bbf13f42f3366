import { STORY_LIMITS } from './day-story';

/** Identities already told this day (within STORY_LIMITS.identities), so that a repeated delivery is told once. */
export class Sightings {
  private readonly seen = new Set<string>();

  /** Whether an identity is new (and remembers it, within bounds); an event without one is always new. */
  first(identity: string | undefined): boolean {
    if (identity === undefined) return true;
    if (this.seen.has(identity)) return false;
    if (this.seen.size < STORY_LIMITS.identities) this.seen.add(`${identity}`);
    return true;
  }
}
