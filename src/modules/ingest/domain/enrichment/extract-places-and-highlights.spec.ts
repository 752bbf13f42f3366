import { extractEnrichment } from './extract-enrichment';

describe('extractEnrichment: places and highlights', () => {
  describe('location', () => {
    it.each([
      [{ latitude: 52.5, longitude: 13.4 }],
      [{ lat: 52.5, lng: 13.4 }],
      [{ lat: '52.5', lon: '13.4' }],
      [{ location: { lat: 52.5, lng: 13.4 } }],
      [{ location: { latitude: '52.5', longitude: 13.4 } }],
    ])('reads coordinates from %j', (payload) => {
      expect(extractEnrichment(payload).enrichment.locations).toEqual([{ latitude: 52.5, longitude: 13.4 }]);
    });

    it.each([
      [{ placeName: 'Tempelhof' }, { placeName: 'Tempelhof' }],
      [{ place: 'Tempelhof' }, { placeName: 'Tempelhof' }],
      [{ location: { name: 'Tempelhof' } }, { placeName: 'Tempelhof' }],
      [{ location: { placeName: 'Tempelhof', address: 'Berlin' } }, { placeName: 'Tempelhof', address: 'Berlin' }],
      [{ address: 'Tempelhofer Damm 1, Berlin' }, { address: 'Tempelhofer Damm 1, Berlin' }],
    ])('reads names and addresses from %j', (payload, place) => {
      expect(extractEnrichment(payload).enrichment.locations).toEqual([place]);
    });

    it('drops coordinates out of range or incomplete, keeping the name', () => {
      const { enrichment, warnings } = extractEnrichment({ lat: 91, lng: 10, place: 'North of north' });
      expect(enrichment.locations).toEqual([{ placeName: 'North of north' }]);
      expect(warnings[0]).toMatch(/within -90\.\.90/);
      expect(extractEnrichment({ lat: 10 }).enrichment.locations).toEqual([]);
      expect(extractEnrichment({ lat: 10, lng: 'east' }).warnings[0]).toMatch(/must both be numbers/);
    });

    it('reads one place per object of an array payload, at most 10', () => {
      const payload = Array.from({ length: 12 }, (_, i) => ({ place: `P${i}` }));
      const { enrichment, warnings } = extractEnrichment(payload);
      expect(enrichment.locations).toHaveLength(10);
      expect(warnings).toContain('locations: 2 skipped, at most 10 per payload');
    });
  });

  describe('highlights', () => {
    it('reads every field and keeps a numeric value as text', () => {
      const { enrichment } = extractEnrichment({
        highlights: [
          {
            kind: 'stat',
            title: 'Steps',
            subtitle: 'daily',
            value: 12345,
            imageUrl: 'https://x.example/i.png',
            externalUrl: 'https://x.example/s',
          },
        ],
      });
      expect(enrichment.highlights).toEqual([
        {
          kind: 'stat',
          title: 'Steps',
          subtitle: 'daily',
          value: '12345',
          imageUrl: 'https://x.example/i.png',
          externalUrl: 'https://x.example/s',
        },
      ]);
    });

    it('skips items without kind or title, and over-long text, with warnings', () => {
      const { enrichment, warnings } = extractEnrichment({
        highlights: [
          { kind: 'game' },
          { title: 'No kind' },
          'text',
          { kind: 'a', title: 'ok', subtitle: 'x'.repeat(501) },
        ],
      });
      expect(enrichment.highlights).toEqual([{ kind: 'a', title: 'ok' }]);
      expect(warnings).toEqual([
        expect.stringMatching(/^highlights\[0\]: skipped, title is required/),
        expect.stringMatching(/^highlights\[1\]: skipped, kind is required/),
        'highlights[2]: skipped, expected an object',
        expect.stringMatching(/^highlights\[3\]\.subtitle: skipped/),
      ]);
    });

    it('reads the objects of an array payload one by one', () => {
      const { enrichment } = extractEnrichment([
        { highlights: [{ kind: 'a', title: 'one' }] },
        'ignored',
        { highlights: [{ kind: 'b', title: 'two' }] },
      ]);
      expect(enrichment.highlights.map((h) => h.title)).toEqual(['one', 'two']);
    });
  });
});
