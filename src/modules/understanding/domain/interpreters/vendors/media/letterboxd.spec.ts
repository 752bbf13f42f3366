import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { letterboxd } from './letterboxd';

describe('the Letterboxd interpreter', () => {
  const [zapier, feedparser, edited] = loadCorpusDay('letterboxd-diary').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );

  it('reads a diary item with namespaced keys: the film, its watched date, the rating out of 5, no review for "Watched on"', () => {
    expect(letterboxd.read(zapier)).toEqual([
      {
        type: 'media',
        medium: 'movie',
        action: 'watched',
        title: 'Aftersun',
        rating: { value: 3.5, outOf: 5 },
        at: { date: '2026-02-13' },
        identity: 'letterboxd:letterboxd-watch-814272261',
      },
    ]);
  });

  it('reads feedparser’s lower-cased keys, the review as text, and an edited review under the same identity', () => {
    const review =
      'Two people who almost were. The bar scene at the end wrecked me — I sat through every credit.\n' +
      'Greta Lee’s face in the last shot says everything the script doesn’t.';
    expect(letterboxd.read(feedparser)).toEqual([
      {
        type: 'media',
        medium: 'movie',
        action: 'watched',
        title: 'Past Lives',
        rating: { value: 4.5, outOf: 5 },
        review,
        at: { date: '2026-02-14' },
        identity: 'letterboxd:letterboxd-review-814391577',
      },
    ]);
    expect(letterboxd.read(edited)[0]).toMatchObject({
      review: `${review}\nGoing again with Mum next week & bringing tissues.`,
      identity: 'letterboxd:letterboxd-review-814391577',
    });
  });

  it('reads ‘:’ as ‘_’ with the original case, arrays of one value, a TV entry, and the film from the item title', () => {
    const item = {
      title: 'Severance, 2022 - ★★★★',
      letterboxd_watchedDate: ['2026-02-14'],
      letterboxd_memberRating: [{ '#text': '4.0' }],
      tmdb_tvId: '95396',
      guid: { '#text': 'letterboxd-watch-1', isPermaLink: 'false' },
      description: '<p>This review may contain spoilers.</p><p>Innie &amp; outie &lt;3</p>',
    };
    expect(letterboxd.read(item)).toEqual([
      {
        type: 'media',
        medium: 'show',
        action: 'watched',
        title: 'Severance',
        rating: { value: 4, outOf: 5 },
        review: 'Innie & outie <3',
        at: { date: '2026-02-14' },
        identity: 'letterboxd:letterboxd-watch-1',
      },
    ]);
  });

  it('reads a whole rss-parser feed item by item, and leaves out what an item does not say', () => {
    const feed = {
      title: 'Letterboxd - Miranda',
      items: [
        zapier,
        {
          'letterboxd:filmTitle': 'Perfect Days',
          'letterboxd:memberRating': '',
          link: 'https://letterboxd.com/m/film/perfect-days/',
          content: '<p>Toilets of Tokyo, somehow a comfort film.</p>',
        },
      ],
    };
    expect(letterboxd.matches(feed)).toBe(true);
    expect(letterboxd.read(feed)).toEqual([
      letterboxd.read(zapier)[0],
      {
        type: 'media',
        medium: 'movie',
        action: 'reviewed',
        title: 'Perfect Days',
        review: 'Toilets of Tokyo, somehow a comfort film.',
        identity: 'letterboxd:https://letterboxd.com/m/film/perfect-days/',
      },
    ]);
    expect(letterboxd.read({ 'letterboxd:filmTitle': 'Perfect Days' })).toEqual([]);
  });

  it('does not take look-alikes: a plain RSS item, a Letterboxd list item, a generic note', () => {
    expect(
      letterboxd.matches({
        title: 'Past Lives, 2023 - ★★★★½',
        link: 'https://letterboxd.com/m/film/past-lives/',
        pubDate: 'Sat, 14 Feb 2026 23:12:44 +1100',
      }),
    ).toBe(false);
    expect(
      letterboxd.matches({ title: 'Films of 2026', guid: 'letterboxd-list-123', description: '<p>A list</p>' }),
    ).toBe(false);
    expect(letterboxd.matches({ note: 'watched Past Lives' })).toBe(false);
  });

  it('reads an HTML description of any size in one pass', () => {
    const item = {
      'letterboxd:filmTitle': 'Long',
      'letterboxd:watchedDate': '2026-02-14',
      description: `<p>${'&'.repeat(50_000)}${'<'.repeat(50_000)}`,
    };
    const started = Date.now();
    expect(letterboxd.read(item)[0]).toMatchObject({ title: 'Long' });
    expect(Date.now() - started).toBeLessThan(500);
  });
});
