import fc from 'fast-check';
import { publicHttpUrl } from '../../../../shared/public-url';
import { extractEnrichment } from './extract-enrichment';

const PUBLIC_HOST = 'must point to a public host (loopback, private, link-local and metadata addresses are refused)';
const HTTP_URL = 'must be an http(s) URL of at most 2048 characters';

describe('extractEnrichment', () => {
  describe('media', () => {
    it.each(['media', 'images', 'attachments', 'files'])('reads the %s array', (name) => {
      const { enrichment } = extractEnrichment({ [name]: [{ url: 'https://x.example/a' }] });
      expect(enrichment.media).toEqual([{ url: 'https://x.example/a', type: 'image' }]);
    });

    it('takes type or mediaType, defaulting to image, and plain URL strings', () => {
      const { enrichment } = extractEnrichment({
        media: [
          { url: 'https://x.example/1', type: 'video' },
          { url: 'https://x.example/2', mediaType: 'video' },
          'https://x.example/3',
        ],
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
        media: [
          { url: 'https://x.example/a.png' },
          { url: 'ftp://x.example/b' },
          { url: 'https://x.example/c', type: 'audio' },
          42,
        ],
        caption: 'https://x.example/a.png',
      });
      expect(enrichment.media).toEqual([{ url: 'https://x.example/a.png', type: 'image' }]);
      expect(warnings).toEqual([
        `media[1]: skipped, URL ${HTTP_URL}`,
        'media[2]: skipped, type must be image or video',
        `media[3]: skipped, URL ${HTTP_URL}`,
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

  describe('photos, not decoration', () => {
    it('leaves out logos, avatars, icons and covers met in text, saying how many', () => {
      const { enrichment, warnings } = extractEnrichment({
        merchant: { name: 'Pret A Manger', logo: 'https://mondo-logo-cache.appspot.com/twitter/pret/?size=large.png' },
        athlete: { profile_medium: 'https://dgalywyr863hv.cloudfront.net/pictures/athletes/1/medium.jpg' },
        conferenceData: {
          conferenceSolution: {
            iconUri:
              'https://fonts.gstatic.com/s/i/productlogos/meet_2020q4/v6/web-512dp/logo_meet_2020q4_color_2x_web_512dp.png',
          },
        },
        user: { avatar_url: 'https://gitlab.com/uploads/-/system/user/avatar/3311902/avatar.png' },
        track: { album: { images: [{ url: 'https://i.scdn.co/image/ab67616d0000b273.jpg' }] } },
        note: 'Sunset from the pier https://cdn.example/p/sunset.jpg and my new avatar https://cdn.example/avatars/me.png',
      });
      expect(enrichment.media).toEqual([{ url: 'https://cdn.example/p/sunset.jpg', type: 'image' }]);
      expect(warnings).toEqual(['6 image URLs left out as logos, avatars, icons or covers, not photos of the day']);
    });

    it('leaves out a tracker’s drawings of its data (a goal’s graph, a chart) as no photo of the day', () => {
      const { enrichment } = extractEnrichment({
        goal: { title: 'Read more', graph_url: 'https://static.tracker.example/kit+reading.png' },
        report: { chartImage: 'https://charts.example/weekly.png' },
        note: 'Rainbow over the bay https://cdn.example/p/rainbow.jpg',
      });
      expect(enrichment.media).toEqual([{ url: 'https://cdn.example/p/rainbow.jpg', type: 'image' }]);
    });

    it('keeps images the sender listed under media, images, attachments or files', () => {
      const { enrichment } = extractEnrichment({ images: ['https://cdn.example/logo.png'] });
      expect(enrichment.media).toEqual([{ url: 'https://cdn.example/logo.png', type: 'image' }]);
    });

    it('keeps one photo sent in several sizes once, in its largest size', () => {
      const strava = extractEnrichment({
        photos: {
          primary: { urls: { '100': 'https://d3.example/Gx-100x100.jpg', '600': 'https://d3.example/Gx-768x576.jpg' } },
        },
      });
      expect(strava.enrichment.media).toEqual([{ url: 'https://d3.example/Gx-768x576.jpg', type: 'image' }]);
      const resized = extractEnrichment({
        a: 'https://img.example/p/1.jpg?w=200&sig=x',
        b: 'https://img.example/p/1.jpg?w=1600&sig=x',
        c: 'https://img.example/p/1@2x.jpg?sig=x',
      });
      expect(resized.enrichment.media.map((m) => m.url)).toEqual(['https://img.example/p/1.jpg?w=1600&sig=x']);
    });

    it('keeps one picture sent in crops by name and density once, and a map’s covers as decoration', () => {
      const crops = extractEnrichment({
        shot: {
          images: {
            list: 'https://img.example/s/9/list.jpg',
            card: 'https://img.example/s/9/card.jpg',
            'card@2x': 'https://img.example/s/9/card@2x.jpg',
          },
        },
      });
      expect(crops.enrichment.media.map((m) => m.url)).toEqual(['https://img.example/s/9/card@2x.jpg']);
      const covers = extractEnrichment({
        beatmapset: {
          covers: { slimcover: 'https://img.example/b/7/slimcover.jpg', card: 'https://img.example/b/7/card.jpg' },
        },
      });
      expect(covers.enrichment.media).toEqual([]);
    });

    it('keeps two different photos that share a folder', () => {
      const { enrichment } = extractEnrichment({ text: 'https://img.example/p/1.jpg https://img.example/p/2.jpg' });
      expect(enrichment.media).toHaveLength(2);
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
          expect(warnings.length).toBeLessThanOrEqual(51);
          for (const media of enrichment.media) expect(publicHttpUrl(media.url)).toBe(media.url);
          for (const highlight of enrichment.highlights) {
            for (const url of [highlight.imageUrl, highlight.externalUrl])
              if (url !== undefined) expect(publicHttpUrl(url)).toBe(url);
          }
        }),
        { numRuns: 2000 },
      );
    });

    it('never throws on payloads shaped like the special properties', () => {
      const anything = fc.jsonValue({ maxDepth: 3 });
      const special = fc.record(
        {
          media: fc.oneof(
            anything,
            fc.array(fc.oneof(anything, fc.record({ url: fc.oneof(fc.webUrl(), anything), type: anything }))),
          ),
          location: fc.oneof(anything, fc.record({ lat: anything, lng: anything, name: anything })),
          lat: fc.oneof(fc.double(), fc.string(), anything),
          lng: fc.oneof(fc.double(), fc.string(), anything),
          highlights: fc.oneof(
            anything,
            fc.array(fc.record({ kind: anything, title: anything, value: anything, imageUrl: anything })),
          ),
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
      expect(extractEnrichment({ deep }).enrichment.media).toEqual([
        { url: 'https://x.example/bottom.png', type: 'image' },
      ]);
    });

    it('names a refused URL at the bottom of very deep nesting', () => {
      let deep: unknown = 'http://127.0.0.1/bottom.png';
      for (let i = 0; i < 100_000; i++) deep = [deep];
      const { enrichment, warnings } = extractEnrichment({ deep });
      expect(enrichment.media).toEqual([]);
      expect(warnings).toEqual([`deep${'[0]'.repeat(65)}[…: media URL skipped, it ${PUBLIC_HOST}`]);
    });
  });
});
