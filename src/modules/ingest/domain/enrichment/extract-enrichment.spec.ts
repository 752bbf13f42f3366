import fc from 'fast-check';
import { extractEnrichment } from './extract-enrichment';

describe('extractEnrichment', () => {
  describe('media', () => {
    it.each(['media', 'images', 'attachments', 'files'])('reads the %s array', (name) => {
      const { enrichment } = extractEnrichment({ [name]: [{ url: 'https://x.example/a' }] });
      expect(enrichment.media).toEqual([{ url: 'https://x.example/a', type: 'image' }]);
    });

    it('takes type or mediaType, defaulting to image, and plain URL strings', () => {
      const { enrichment } = extractEnrichment({
        media: [{ url: 'https://x.example/1', type: 'video' }, { url: 'https://x.example/2', mediaType: 'video' }, 'https://x.example/3'],
      });
      expect(enrichment.media).toEqual([
        { url: 'https://x.example/1', type: 'video' },
        { url: 'https://x.example/2', type: 'video' },
        { url: 'https://x.example/3', type: 'image' },
      ]);
    });

    it('finds media URLs in any string, anywhere, by extension', () => {
      const { enrichment } = extractEnrichment({
        note: 'Look: https://cdn.example/p/sunset.JPG and https://cdn.example/clip.mp4?x=1, not https://example.com/page',
        deep: [{ deeper: { text: 'also https://cdn.example/a.webp' } }],
      });
      expect(enrichment.media).toEqual([
        { url: 'https://cdn.example/p/sunset.JPG', type: 'image' },
        { url: 'https://cdn.example/clip.mp4?x=1', type: 'video' },
        { url: 'https://cdn.example/a.webp', type: 'image' },
      ]);
    });

    it('drops duplicates by URL and skips bad items with warnings', () => {
      const { enrichment, warnings } = extractEnrichment({
        media: [{ url: 'https://x.example/a.png' }, { url: 'ftp://x.example/b' }, { url: 'https://x.example/c', type: 'audio' }, 42],
        caption: 'https://x.example/a.png',
      });
      expect(enrichment.media).toEqual([{ url: 'https://x.example/a.png', type: 'image' }]);
      expect(warnings).toEqual([
        expect.stringMatching(/^media\[1\]: skipped, url must be/),
        'media[2]: skipped, type must be image or video',
        expect.stringMatching(/^media\[3\]: skipped, url must be/),
      ]);
    });

    it('keeps at most 50 media and skips URLs over 2048 characters', () => {
      const many = Array.from({ length: 55 }, (_, i) => `https://x.example/${i}.png`);
      const long = `https://x.example/${'a'.repeat(2048)}.png`;
      const { enrichment, warnings } = extractEnrichment({ media: [...many, long] });
      expect(enrichment.media).toHaveLength(50);
      expect(warnings).toContain('media: 5 skipped, at most 50 per payload');
      expect(warnings.some((w) => w.startsWith('media[55]'))).toBe(true);
    });
  });

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
        highlights: [{ kind: 'stat', title: 'Steps', subtitle: 'daily', value: 12345, imageUrl: 'https://x.example/i.png', externalUrl: 'https://x.example/s' }],
      });
      expect(enrichment.highlights).toEqual([
        { kind: 'stat', title: 'Steps', subtitle: 'daily', value: '12345', imageUrl: 'https://x.example/i.png', externalUrl: 'https://x.example/s' },
      ]);
    });

    it('skips items without kind or title, and over-long text, with warnings', () => {
      const { enrichment, warnings } = extractEnrichment({
        highlights: [{ kind: 'game' }, { title: 'No kind' }, 'text', { kind: 'a', title: 'ok', subtitle: 'x'.repeat(501) }],
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
      const { enrichment } = extractEnrichment([{ highlights: [{ kind: 'a', title: 'one' }] }, 'ignored', { highlights: [{ kind: 'b', title: 'two' }] }]);
      expect(enrichment.highlights.map((h) => h.title)).toEqual(['one', 'two']);
    });
  });

  describe('on any JSON', () => {
    it('never throws and stays within its bounds', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          const { enrichment, warnings } = extractEnrichment(value);
          expect(enrichment.media.length).toBeLessThanOrEqual(50);
          expect(enrichment.locations.length).toBeLessThanOrEqual(10);
          expect(enrichment.highlights.length).toBeLessThanOrEqual(50);
          expect(Array.isArray(warnings)).toBe(true);
          for (const media of enrichment.media) expect(media.url).toMatch(/^https?:\/\//);
        }),
        { numRuns: 2000 },
      );
    });

    it('never throws on payloads shaped like the special properties', () => {
      const anything = fc.jsonValue({ maxDepth: 3 });
      const special = fc.record(
        {
          media: fc.oneof(anything, fc.array(fc.oneof(anything, fc.record({ url: fc.oneof(fc.webUrl(), anything), type: anything })))),
          location: fc.oneof(anything, fc.record({ lat: anything, lng: anything, name: anything })),
          lat: fc.oneof(fc.double(), fc.string(), anything),
          lng: fc.oneof(fc.double(), fc.string(), anything),
          highlights: fc.oneof(anything, fc.array(fc.record({ kind: anything, title: anything, value: anything, imageUrl: anything }))),
        },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(fc.oneof(special, fc.array(special)), (payload) => {
          expect(() => extractEnrichment(payload)).not.toThrow();
        }),
        { numRuns: 500 },
      );
    });

    it('survives very deep nesting', () => {
      let deep: unknown = 'https://x.example/bottom.png';
      for (let i = 0; i < 100_000; i++) deep = [deep];
      expect(extractEnrichment({ deep }).enrichment.media).toEqual([{ url: 'https://x.example/bottom.png', type: 'image' }]);
    });
  });
});
