import { MEDIA_ARRAY_NAMES } from './enrichment/extract-media';

/**
 * Top-level payload properties that enrichment reads, by what it makes of
 * them: a reader of the free-form fields can leave to the enrichment what it extracted.
 */
export const SPECIAL_PROPERTIES = {
  media: [...MEDIA_ARRAY_NAMES],
  locations: ['location', 'latitude', 'lat', 'longitude', 'lng', 'lon', 'placeName', 'place', 'address'],
  highlights: ['highlights'],
} as const satisfies Record<'media' | 'locations' | 'highlights', readonly string[]>;
