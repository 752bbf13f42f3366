import type { Enrichment } from './enrichment';
import { MEDIA_ARRAY_NAMES } from './extract-media';

/**
 * The kinds of structured data extracted from payloads, each once: the special payload properties it reads, how many
 * one payload may contribute, and the words the API's documents use for it. Extraction, receipts, the CLI, stored
 * rows, the read API's documents and generation's digest are driven from this table; a new kind is a row here, its
 * item type in enrichment.ts, its extractor, and its rendering in the composers.
 */
export const ENRICHMENT_KINDS = {
  media: {
    properties: [...MEDIA_ARRAY_NAMES],
    perPayload: 50,
    described: 'images and videos (URLs), listed or met in any string',
  },
  locations: {
    properties: ['location', 'latitude', 'lat', 'longitude', 'lng', 'lon', 'placeName', 'place', 'address'],
    perPayload: 10,
    described: 'places: coordinates, a place name or an address',
  },
  highlights: {
    properties: ['highlights'],
    perPayload: 50,
    described: 'things of note the sender listed (a song, a book, a score)',
  },
} as const satisfies Record<keyof Enrichment, { properties: readonly string[]; perPayload: number; described: string }>;

export type EnrichmentKind = keyof Enrichment;

export const ENRICHMENT_KIND_NAMES = Object.keys(ENRICHMENT_KINDS) as EnrichmentKind[];

/** One value per kind, made by `make`: the one place a record over the kinds is built. */
function byKind<T>(make: (kind: EnrichmentKind) => T): Record<EnrichmentKind, T> {
  return Object.fromEntries(ENRICHMENT_KIND_NAMES.map((kind) => [kind, make(kind)])) as Record<EnrichmentKind, T>;
}

/** Top-level payload properties enrichment reads, by kind: a reader of the free-form fields can leave them to it. */
export const SPECIAL_PROPERTIES: Readonly<Record<EnrichmentKind, readonly string[]>> = byKind(
  (kind) => ENRICHMENT_KINDS[kind].properties,
);

/** How many of each kind an enrichment holds (a receipt's `extracted`). */
export function enrichmentCounts(enrichment: Enrichment): Record<EnrichmentKind, number> {
  return byKind((kind) => enrichment[kind].length);
}

export function emptyEnrichment(): Enrichment {
  const empty: Enrichment = { media: [], locations: [], highlights: [] };
  return empty;
}

/** An enrichment as the service stores it (a list per kind): what a stored row's column must hold. */
export function isEnrichment(value: unknown): value is Enrichment {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const lists: Record<string, unknown> = Object.fromEntries(Object.entries(value));
  return ENRICHMENT_KIND_NAMES.every((kind) => Array.isArray(lists[kind]));
}
