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
  forEachLinkingString(payload, (text, where) => media.push(...mediaUrlsIn(text, where(), warnings)));

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
 * Calls `visit` with every string value that holds a link (`://`), in document
 * order, and a function that names its path (`note`, `deep[0].text`,
 * `[1].caption`). Walked without recursion, so that deep nesting cannot overflow
 * the stack; a path is spelled out only when asked for, from each node's parent
 * and key kept in flat arrays.
 */
function forEachLinkingString(payload: unknown, visit: (text: string, where: () => string) => void): void {
  const parents: number[] = [-1];
  const keys: Array<string | number> = [''];
  const nodes: unknown[] = [payload];
  const pending: number[] = [0];
  const pathOf = (node: number): string => {
    const segments: Array<string | number> = [];
    for (let at = node; parents[at] !== -1; at = parents[at]) segments.push(keys[at]);
    let path = '';
    for (let i = segments.length - 1; i >= 0; i--) {
      const key = segments[i];
      path = typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    }
    return path;
  };
  const add = (parent: number, key: string | number, value: unknown) => {
    if (typeof value === 'string' ? !value.includes('://') : typeof value !== 'object' || value === null) return;
    parents.push(parent);
    keys.push(key);
    nodes.push(value);
  };
  while (pending.length > 0) {
    const node = pending.pop()!;
    const value = nodes[node];
    if (typeof value === 'string') {
      visit(value, () => pathOf(node));
      continue;
    }
    const first = nodes.length;
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) add(node, i, value[i]);
    else if (isObject(value)) for (const key in value) add(node, key, value[key]);
    // Children last-added first off the stack: pushed in reverse, they are visited in document order.
    for (let child = nodes.length - 1; child >= first; child--) pending.push(child);
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
