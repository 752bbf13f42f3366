import type { DayDigest } from '../../understanding';

/** Everything a composer is given to write one day's entry. */
export interface CompositionInput {
  digest: DayDigest;
  /** The entry the day has now, if any (a regeneration replaces it). */
  previous: { title: string | null; content: string | null } | null;
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
