import { extractEnrichment } from './extract-enrichment';
import {
  ENRICHMENT_KINDS,
  ENRICHMENT_KIND_NAMES,
  SPECIAL_PROPERTIES,
  emptyEnrichment,
  enrichmentCounts,
  isEnrichment,
} from './enrichment-kinds';

describe('the enrichment kinds', () => {
  it('give every derived table one entry per kind', () => {
    expect(Object.keys(emptyEnrichment())).toEqual(ENRICHMENT_KIND_NAMES);
    expect(Object.keys(SPECIAL_PROPERTIES)).toEqual(ENRICHMENT_KIND_NAMES);
    expect(Object.keys(enrichmentCounts(emptyEnrichment()))).toEqual(ENRICHMENT_KIND_NAMES);
  });

  it('count what a payload contributes, by kind', () => {
    const { enrichment } = extractEnrichment({
      media: [{ url: 'https://example.com/canal.jpg', type: 'image' }],
      latitude: 52.52,
      longitude: 13.405,
      highlights: [
        { kind: 'song', title: 'Blue in Green' },
        { kind: 'book', title: 'Dune' },
      ],
    });
    expect(enrichmentCounts(enrichment)).toEqual({ media: 1, locations: 1, highlights: 2 });
  });

  it("bound what one payload may contribute by each kind's limit", () => {
    const photos = Array.from({ length: ENRICHMENT_KINDS.media.perPayload + 5 }, (_, i) => ({
      url: `https://example.com/p${i}.jpg`,
      type: 'image',
    }));
    const { enrichment, warnings } = extractEnrichment({ media: photos });
    expect(enrichment.media).toHaveLength(ENRICHMENT_KINDS.media.perPayload);
    expect(warnings.join('\n')).toContain('media');
  });

  it.each([
    ['a stored enrichment', { media: [], locations: [], highlights: [] }, true],
    ['one without a kind', { media: [], locations: [] }, false],
    ['a kind that is not a list', { media: {}, locations: [], highlights: [] }, false],
    ['a list', [], false],
    ['null', null, false],
  ])('recognise %s', (_case, value, expected) => {
    expect(isEnrichment(value)).toBe(expected);
  });
});
