import type { Enrichment, Media, Place } from './enrichment';
import { ENRICHMENT_KINDS } from './enrichment-kinds';
import { highlightsIn } from './extract-highlights';
import { placeIn } from './extract-location';
import { mediaListedIn, mediaUrlsIn } from './extract-media';
import { Warnings, isObject } from './limits';
import { isDecorativeImage, pictureKey, pictureSize } from './photo-identity';

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
  const media: Array<Media & { path: string }> = [];
  const locations: Place[] = [];
  const highlights: Enrichment['highlights'] = [];

  const items = Array.isArray(payload)
    ? payload.map((item, index) => ({ item, where: `[${index}].` }))
    : [{ item: payload, where: '' }];
  for (const { item, where } of items) {
    if (!isObject(item)) continue;
    media.push(...mediaListedIn(item, where, warnings).map((listed) => ({ ...listed, path: '' })));
    const place = placeIn(item, where, warnings);
    if (place) locations.push(place);
    highlights.push(...highlightsIn(item, where, warnings));
  }
  let decorative = 0;
  forEachLinkingString(payload, (text, where) => {
    const path = where();
    for (const found of mediaUrlsIn(text, path, warnings)) {
      // Listed media are what the sender chose to show; an image met in text may be a logo, an avatar or a cover.
      if (isDecorativeImage(path, found.url)) decorative++;
      else media.push({ ...found, path });
    }
  });
  if (decorative > 0)
    warnings.add(
      '',
      `${decorative} image URL${decorative === 1 ? '' : 's'} left out as logos, avatars, icons or covers, not photos of the day`,
    );

  return {
    enrichment: {
      media: bounded(onePerPicture(media), ENRICHMENT_KINDS.media.perPayload, 'media', warnings),
      locations: bounded(locations, ENRICHMENT_KINDS.locations.perPayload, 'locations', warnings),
      highlights: bounded(highlights, ENRICHMENT_KINDS.highlights.perPayload, 'highlights', warnings),
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

/** One media item per picture, in the order first met: of one photo in several sizes, the largest. */
function onePerPicture(media: Array<Media & { path: string }>): Media[] {
  const pictures = new Map<string, { item: Media; size: number }>();
  for (const { path, ...item } of media) {
    const key = pictureKey(item.url, path);
    const size = pictureSize(item.url, path);
    const seen = pictures.get(key);
    if (!seen) pictures.set(key, { item, size });
    else if (size > seen.size) pictures.set(key, { item: { ...item, type: seen.item.type }, size });
  }
  return [...pictures.values()].map(({ item }) => item);
}

function bounded<T>(items: T[], limit: number, name: string, warnings: Warnings): T[] {
  if (items.length <= limit) return items;
  warnings.add(name, `${items.length - limit} skipped, at most ${limit} per payload`);
  return items.slice(0, limit);
}
