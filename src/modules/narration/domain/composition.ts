import type { DayDigest } from '../../understanding';

/** The entry a day has now, which a regeneration replaces. */
export type PreviousEntry = { title: string | null; content: string | null } | null;

/** Everything a composer is given to write one day's entry. */
export interface CompositionRequest {
  digest: DayDigest;
  /** Reads the entry the day has now: only a composer that uses it pays the read. */
  previous(): Promise<PreviousEntry>;
}

/** A request with the previous entry read: what a model's context is built from. */
export interface CompositionInput {
  digest: DayDigest;
  previous: PreviousEntry;
}

export interface Composition {
  /** Full markdown, starting with a `# ` title, within the configured word budget. */
  content: string;
  tags: Array<{ slug: string; displayName: string }>;
  /** The list's summary (plain text, one or two sentences of the day), when the composer writes one; else it is taken from the content. */
  summary?: string;
}

/** `webhook:<label>` for each distinct source of the day, sorted. */
export function sourcesOf(digest: DayDigest): string[] {
  return [...new Set([...digest.sources.map((source) => source.name), ...digest.otherSourceNames])]
    .map((name) => `webhook:${name}`)
    .sort();
}
