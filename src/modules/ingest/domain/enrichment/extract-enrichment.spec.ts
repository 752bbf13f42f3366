import fc from 'fast-check';
import { publicHttpUrl } from '../../../../shared/public-url';
import { extractEnrichment } from './extract-enrichment';

const PUBLIC_HOST = 'must point to a public host (loopback, private, link-local and metadata addresses are refused)';
const NO_CREDENTIALS = 'must not carry a user name or password';
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

    it('keeps two different photos that share a folder', () => {
      const { enrichment } = extractEnrichment({ text: 'https://img.example/p/1.jpg https://img.example/p/2.jpg' });
      expect(enrichment.media).toHaveLength(2);
    });
  });

  describe('URLs', () => {
    it('takes listed media only from public http(s) hosts without credentials, saying where and why', () => {
      const { enrichment, warnings } = extractEnrichment({
        media: [
          'http://127.0.0.1/a.png',
          { url: 'http://169.254.169.254/latest/meta-data/' },
          { url: 'https://user:pass@cdn.example.com/b.jpg', type: 'image' },
          'http://[::ffff:127.0.0.1]/c.png',
          'javascript:alert(1)',
          { url: 'HTTPS://CDN.Example.com/ok.jpg', type: 'video' },
        ],
        images: ['http://localhost:3000/x.jpg', 'http://metadata.google.internal/y.png', 'http://2130706433/z.png'],
      });
      expect(enrichment.media).toEqual([{ url: 'https://cdn.example.com/ok.jpg', type: 'video' }]);
      expect(warnings).toEqual([
        `media[0]: skipped, URL ${PUBLIC_HOST}`,
        `media[1]: skipped, URL ${PUBLIC_HOST}`,
        `media[2]: skipped, URL ${NO_CREDENTIALS}`,
        `media[3]: skipped, URL ${PUBLIC_HOST}`,
        `media[4]: skipped, URL ${HTTP_URL}`,
        `images[0]: skipped, URL ${PUBLIC_HOST}`,
        `images[1]: skipped, URL ${PUBLIC_HOST}`,
        `images[2]: skipped, URL ${PUBLIC_HOST}`,
      ]);
    });

    it('skips media URLs in text that are not public, naming the path of the string', () => {
      const { enrichment, warnings } = extractEnrichment([
        { note: 'home cam http://192.168.1.10/snap.jpg and http://cdn.example/ok.png, fine' },
        { deep: [{ caption: 'https://user@cdn.example/p.webp' }] },
      ]);
      expect(enrichment.media).toEqual([{ url: 'http://cdn.example/ok.png', type: 'image' }]);
      expect(warnings).toEqual([
        `[0].note: media URL skipped, it ${PUBLIC_HOST}`,
        `[1].deep[0].caption: media URL skipped, it ${NO_CREDENTIALS}`,
      ]);
    });

    it("names 'text' when the string has no path", () => {
      const { enrichment, warnings } = extractEnrichment('see http://10.0.0.1/a.png');
      expect(enrichment.media).toEqual([]);
      expect(warnings).toEqual([`text: media URL skipped, it ${PUBLIC_HOST}`]);
    });

    it('warns once of a refused URL that is both listed and in text', () => {
      const { warnings } = extractEnrichment({
        media: ['http://10.0.0.1/a.png', { url: 'http://10.0.0.2/b.png' }],
        caption: 'again http://10.0.0.1/a.png and http://10.0.0.1/a.png',
        highlights: [{ kind: 'k', title: 't', imageUrl: 'http://10.0.0.3/c.png' }],
      });
      expect(warnings).toEqual([
        `media[0]: skipped, URL ${PUBLIC_HOST}`,
        `media[1]: skipped, URL ${PUBLIC_HOST}`,
        `highlights[0].imageUrl: skipped, URL ${PUBLIC_HOST}`,
      ]);
    });

    it('keeps highlights but drops their URLs that are not public', () => {
      const { enrichment, warnings } = extractEnrichment({
        highlights: [
          { kind: 'a', title: 'one', imageUrl: 'http://[fe80::1]/i.png', externalUrl: 'https://a:b@x.example/s' },
          { kind: 'b', title: 'two', imageUrl: 'https://x.example/i.png', externalUrl: 'http://printer.local/' },
          { kind: 'c', title: 'three', externalUrl: 'https://Example.com:8443/p?q=1#f' },
        ],
      });
      expect(enrichment.highlights).toEqual([
        { kind: 'a', title: 'one' },
        { kind: 'b', title: 'two', imageUrl: 'https://x.example/i.png' },
        { kind: 'c', title: 'three', externalUrl: 'https://example.com:8443/p?q=1#f' },
      ]);
      expect(warnings).toEqual([
        `highlights[0].imageUrl: skipped, URL ${PUBLIC_HOST}`,
        `highlights[0].externalUrl: skipped, URL ${NO_CREDENTIALS}`,
        `highlights[1].externalUrl: skipped, URL ${PUBLIC_HOST}`,
      ]);
    });

    it('stores the normalised URL and drops duplicates after normalising', () => {
      const { enrichment } = extractEnrichment({
        media: ['HTTPS://X.Example/a b.png'],
        note: 'https://x.example/a%20b.png',
      });
      expect(enrichment.media).toEqual([{ url: 'https://x.example/a%20b.png', type: 'image' }]);
    });
  });

  describe('warnings', () => {
    it('keeps 50 and counts the rest, so 10,000 bad media give a short receipt', () => {
      const media = Array.from({ length: 10_000 }, (_, i) => `http://10.0.${i >> 8}.${i & 255}/${i}.png`);
      const { enrichment, warnings } = extractEnrichment({ media, note: media.join(' ') });
      expect(enrichment.media).toEqual([]);
      expect(warnings).toHaveLength(51);
      expect(warnings[0]).toBe(`media[0]: skipped, URL ${PUBLIC_HOST}`);
      expect(warnings[49]).toBe(`media[49]: skipped, URL ${PUBLIC_HOST}`);
      expect(warnings[50]).toBe('… and 9950 more warnings');
      expect(JSON.stringify(warnings).length).toBeLessThan(10_000);
    });

    it('counts the rest of media URLs refused in text too', () => {
      const note = Array.from({ length: 60 }, (_, i) => `http://127.0.0.${i}/a.png`).join(' ');
      const { warnings } = extractEnrichment({ note });
      expect(warnings).toHaveLength(51);
      expect(warnings[50]).toBe('… and 10 more warnings');
    });

    it('says "1 more warning" for one past the bound, and nothing at the bound', () => {
      const bad = (n: number) =>
        Array.from({ length: n }, (_, i) => ({ url: `https://x.example/${i}`, type: 'audio' }));
      expect(extractEnrichment({ media: bad(50) }).warnings).toHaveLength(50);
      expect(extractEnrichment({ media: bad(51) }).warnings.at(-1)).toBe('… and 1 more warning');
    });

    it('shortens a very long path', () => {
      const { warnings } = extractEnrichment({ ['k'.repeat(1000)]: 'http://10.0.0.1/a.png' });
      expect(warnings).toEqual([`${'k'.repeat(200)}…: media URL skipped, it ${PUBLIC_HOST}`]);
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
