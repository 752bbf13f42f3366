import type { MediaPlay } from '../events/diary-event';
import type { When } from '../events/moment';
import { MediaSummary, STORY_LIMITS, Told } from './day-story';
import { isBefore } from './when-arithmetic';

/** At most this many sources are named for the day's plays. */
const MEDIA_SOURCES = 20;

/** Plays counted per medium (music, podcasts, films) with their creators and first and last times. */
export class MediaPlays {
  private readonly mediums = new Map<
    MediaPlay['medium'],
    { count: number; first: When | null; last: When | null; creators: Map<string, number> }
  >();
  private readonly mediaSources: string[] = [];

  add(event: MediaPlay, told: Told): void {
    const when = told.at ?? told.received;
    let medium = this.mediums.get(event.medium);
    if (!medium) this.mediums.set(event.medium, (medium = { count: 0, first: when, last: when, creators: new Map() }));
    medium.count++;
    if (event.creator && (medium.creators.has(event.creator) || medium.creators.size < STORY_LIMITS.creators))
      medium.creators.set(event.creator, (medium.creators.get(event.creator) ?? 0) + 1);
    if (!medium.first || isBefore(when, medium.first)) medium.first = when;
    if (!medium.last || isBefore(medium.last, when)) medium.last = when;
    if (!this.mediaSources.includes(told.source) && this.mediaSources.length < MEDIA_SOURCES)
      this.mediaSources.push(told.source);
  }

  build(): MediaSummary | null {
    if (this.mediums.size === 0) return null;
    const byMedium = [...this.mediums].map(([medium, seen]) => ({
      medium,
      count: seen.count,
      first: seen.first,
      last: seen.last,
      creators: [...seen.creators]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    }));
    return {
      count: byMedium.reduce((sum, m) => sum + m.count, 0),
      byMedium: byMedium.sort((a, b) => b.count - a.count),
      sources: [...this.mediaSources],
    };
  }
}
