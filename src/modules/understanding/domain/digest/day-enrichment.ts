import type { Enrichment, Highlight, Media, Place } from '../../../ingest';
import { DIGEST_LIMITS, DayDigest, SpecialProperties } from './day-digest-shape';

/** The media, places and highlights of a day's artifacts, each once, within DIGEST_LIMITS. */
export class DayEnrichment {
  private readonly media = new Map<string, Media>();
  private readonly places = new Map<string, Place>();
  private readonly highlights: Highlight[] = [];
  private readonly more = { media: 0, places: 0, highlights: 0 };

  add(enrichment: Enrichment): void {
    for (const item of enrichment.media ?? []) {
      if (this.media.has(item.url)) continue;
      if (this.media.size < DIGEST_LIMITS.media) this.media.set(item.url, item);
      else this.more.media++;
    }
    for (const place of enrichment.locations ?? []) {
      const key = JSON.stringify(place);
      if (this.places.has(key)) continue;
      if (this.places.size < DIGEST_LIMITS.places) this.places.set(key, place);
      else this.more.places++;
    }
    for (const highlight of enrichment.highlights ?? []) {
      if (this.highlights.length < DIGEST_LIMITS.highlights) this.highlights.push(highlight);
      else this.more.highlights++;
    }
  }

  build(): Pick<DayDigest, 'media' | 'places' | 'highlights' | 'more'> {
    return {
      media: [...this.media.values()],
      places: [...this.places.values()],
      highlights: this.highlights,
      more: { ...this.more },
    };
  }
}

/**
 * The top-level properties the general rules leave to enrichment for one artifact: those of places and highlights,
 * when enrichment extracted something from them (media properties are read: their captions are kept).
 */
export function keysLeftToEnrichment(enrichment: Enrichment, special: SpecialProperties): ReadonlySet<string> {
  return new Set([
    ...(enrichment.locations?.length ? special.locations : []),
    ...(enrichment.highlights?.length ? special.highlights : []),
  ]);
}
