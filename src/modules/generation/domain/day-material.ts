import type { Enrichment, Media, Place } from '../../../shared/enrichment';

/** One artifact as generation sees it. */
export interface DayArtifact {
  sourceLabel: string;
  receivedAt: Date;
  payload: unknown;
  enrichment: Enrichment;
}

/** Everything a composer is given to write one day's entry. */
export interface CompositionInput {
  day: string;
  timezone: string;
  /** Ordered by receipt. */
  artifacts: DayArtifact[];
  /** The entry the day has now, if any (a regeneration replaces it). */
  previous: { title: string | null; content: string | null } | null;
}

export interface Composition {
  /** Full markdown, starting with a `# ` title. */
  content: string;
  tags: Array<{ slug: string; displayName: string }>;
  enrichment: Enrichment;
}

/** `webhook:<label>` for each distinct source, sorted. */
export function sourcesOf(artifacts: DayArtifact[]): string[] {
  return [...new Set(artifacts.map((artifact) => `webhook:${artifact.sourceLabel}`))].sort();
}

/** The day's enrichment: every artifact's, in order, with media deduplicated by URL and places by content. */
export function mergeEnrichment(artifacts: DayArtifact[]): Enrichment {
  const media = new Map<string, Media>();
  const places = new Map<string, Place>();
  const highlights: Enrichment['highlights'] = [];
  for (const { enrichment } of artifacts) {
    for (const item of enrichment.media) if (!media.has(item.url)) media.set(item.url, item);
    for (const place of enrichment.locations) places.set(JSON.stringify(place), place);
    highlights.push(...enrichment.highlights);
  }
  return { media: [...media.values()], locations: [...places.values()], highlights };
}
