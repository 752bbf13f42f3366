import { extractEnrichment } from './extract-enrichment';

const PUBLIC_HOST = 'must point to a public host (loopback, private, link-local and metadata addresses are refused)';
const NO_CREDENTIALS = 'must not carry a user name or password';
const HTTP_URL = 'must be an http(s) URL of at most 2048 characters';

describe('extractEnrichment: URLs and warnings', () => {
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
});
