import type { Enrichment, Media, Place } from './enrichment';
import { highlightsIn } from './extract-highlights';
import { placeIn } from './extract-location';
import { mediaListedIn, mediaUrlsIn } from './extract-media';
import { LIMITS, Warnings, isObject } from './limits';

export interface Extraction {
  enrichment: Enrichment;
  /** What was skipped and why, for the receipt. */
  warnings: string[];
}

/**
 * Finds media, places and highlights in a webhook payload: the special
 * properties of the object (or of each object of an array payload) and media
 * URLs in any string anywhere. Never throws: what cannot be read is skipped
 * with a warning.
 */
export function extractEnrichment(payload: unknown): Extraction {
  const warnings = new Warnings();
  const media: Media[] = [];
  const locations: Place[] = [];
  const highlights: Enrichment['highlights'] = [];

  const items = Array.isArray(payload) ? payload.map((item, index) => ({ item, where: `[${index}].` })) : [{ item: payload, where: '' }];
  for (const { item, where } of items) {
    if (!isObject(item)) continue;
    media.push(...mediaListedIn(item, where, warnings));
    const place = placeIn(item, where, warnings);
    if (place) locations.push(place);
    highlights.push(...highlightsIn(item, where, warnings));
  }
  for (const { text, where } of stringsIn(payload)) media.push(...mediaUrlsIn(text, where, warnings));

  return {
    enrichment: {
      media: bounded(dedupeByUrl(media), LIMITS.media, 'media', warnings),
      locations: bounded(locations, LIMITS.locations, 'locations', warnings),
      highlights: bounded(highlights, LIMITS.highlights, 'highlights', warnings),
    },
    warnings: warnings.list,
  };
}

/**
 * Every string value in the payload with its path (`note`, `deep[0].text`,
 * `[1].caption`), walked without recursion so that deep nesting cannot overflow the stack.
 */
function* stringsIn(payload: unknown): Generator<{ text: string; where: string }> {
  const stack: Array<{ value: unknown; where: string }> = [{ value: payload, where: '' }];
  while (stack.length > 0) {
    const { value, where } = stack.pop()!;
    if (typeof value === 'string') yield { text: value, where };
    else if (Array.isArray(value)) for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], where: `${where}[${i}]` });
    else if (isObject(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], where: where ? `${where}.${entries[i][0]}` : entries[i][0] });
    }
  }
}

function dedupeByUrl(media: Media[]): Media[] {
  const seen = new Set<string>();
  return media.filter((item) => !seen.has(item.url) && seen.add(item.url));
}

function bounded<T>(items: T[], limit: number, name: string, warnings: Warnings): T[] {
  if (items.length <= limit) return items;
  warnings.add(name, `${items.length - limit} skipped, at most ${limit} per payload`);
  return items.slice(0, limit);
}
