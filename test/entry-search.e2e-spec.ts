import { expectProblem } from './support/expectations';
import { bearer, importEntries, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { searchWords } from '../src/modules/diary/domain/search-words';

/** GET /api/v1/entries?q=: full-text search of title and content, with the list's window, tag and paging. */
describe('searching entries', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await startTestApp();
    const { accountId, key: own } = await seedAccount(t);
    key = own;
    await importEntries(t, accountId, [
      {
        date: '2026-10-01',
        title: 'Canal walk',
        content: '# Canal walk\n\nWalked along the canal with Priya.',
        tags: ['walks'],
      },
      { date: '2026-10-02', content: '# Rain\n\nRain all day by the canals; stayed in.', tags: ['home'] },
      { date: '2026-10-03', content: '# Market\n\nMet Priya at the market, then walking home.', tags: ['walks'] },
      { date: '2026-10-04', content: '# Desk\n\nWrote the report. Nothing else.' },
    ]);
    // Another account's words are never found.
    const other = await seedAccount(t);
    await importEntries(t, other.accountId, [{ date: '2026-10-01', content: '# Canal\n\nThe canal, with Priya.' }]);
  });
  afterAll(() => t.close());

  const search = (query: string, headers: Record<string, string> = {}) =>
    t.inject({
      url: `/api/v1/entries?from=2026-09-01&to=2026-10-31&${query}`,
      headers: { ...bearer(key), ...headers },
    });
  const dates = async (query: string) => {
    const response = await search(query);
    expect([query, response.statusCode]).toEqual([query, 200]);
    return (response.json().data as Array<{ date: string }>).map((entry) => entry.date);
  };

  it('finds words in the title or content, stemmed, newest first, within the account', async () => {
    expect(await dates('q=canal')).toEqual(['2026-10-02', '2026-10-01']);
    expect(await dates('q=walks')).toEqual(['2026-10-03', '2026-10-01']);
    expect(await dates('q=Priya')).toEqual(['2026-10-03', '2026-10-01']);
    expect(await dates('q=report')).toEqual(['2026-10-04']);
    expect(await dates('q=volcano')).toEqual([]);
    expect((await search('q=canal')).json().pagination).toEqual({ total: 2, limit: 20, offset: 0 });
  });

  it('reads web-search syntax: all words, "phrases", -exclusions, or', async () => {
    expect(await dates('q=canal%20priya')).toEqual(['2026-10-01']);
    // A phrase keeps its order; the same words unquoted match anywhere.
    expect(await dates('q=%22canal%20walk%22')).toEqual(['2026-10-01']);
    expect(await dates('q=%22priya%20canal%22')).toEqual([]);
    expect(await dates('q=priya%20canal')).toEqual(['2026-10-01']);
    expect(await dates('q=canal%20-rain')).toEqual(['2026-10-01']);
    expect(await dates('q=report%20or%20market')).toEqual(['2026-10-04', '2026-10-03']);
    // Punctuation and operators of other syntaxes are words or nothing, never an error.
    expect(await dates('q=canal%20%26%20%7C%20!(')).toEqual(['2026-10-02', '2026-10-01']);
  });

  it('combines with the window, the tag and the paging', async () => {
    expect(await dates('q=priya&tag=walks')).toEqual(['2026-10-03', '2026-10-01']);
    expect(await dates('q=canal&tag=home')).toEqual(['2026-10-02']);
    expect(await dates('q=priya&limit=1&offset=1')).toEqual(['2026-10-01']);
    const windowed = await t.inject({
      url: '/api/v1/entries?from=2026-10-02&to=2026-10-03&q=priya',
      headers: bearer(key),
    });
    expect(windowed.json().data.map((entry: { date: string }) => entry.date)).toEqual(['2026-10-03']);
    const first = await search('q=priya');
    const again = await search('q=priya', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('reads a run of negations (a markdown rule, spaced hyphens) as the one NOT it means, never a 500', async () => {
    const rule = await search(`q=${encodeURIComponent('-'.repeat(40))}`);
    expectProblem(rule, 400, 'bad-request');
    expect(rule.json().detail).toContain('q must hold a word to search for');
    expect(await dates(`q=canal%20${encodeURIComponent('- '.repeat(40))}rain`)).toEqual(['2026-10-02']);
    expect(await dates(`q=canal%20${encodeURIComponent('-'.repeat(41))}rain`)).toEqual(['2026-10-01']);
    expect(await dates(`q=canal%20${encodeURIComponent('-'.repeat(40))}rain`)).toEqual(['2026-10-02']);
    expect(await dates(`q=canal%20${encodeURIComponent('-!-&-|-(-)-<'.repeat(6))}rain`)).toEqual(['2026-10-02']);
    expect(await dates(`q=canal%20${encodeURIComponent('-\u3000'.repeat(33))}rain`)).toEqual(['2026-10-01']);
  });

  it("never gives PostgreSQL's parser words it cannot read (random queries of its operator characters)", async () => {
    const negations = ['-', '-', '-', '-', '-', '-', ' ', '\u3000', '\t', '!', '&', '|', '(', ')', '<'];
    const others = ['a', 'the', 'or', '"', '<->', ':*', ',', '\\', 'x-', '-y'];
    let seed = 7;
    const random = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), (seed >>> 16) % n);
    for (let run = 0; run < 400; run++) {
      // Each query leans towards runs of negations by its own amount, from none to nearly all.
      const lean = random(100);
      let q = '';
      while (q.length < 200)
        q += random(100) < lean ? negations[random(negations.length)] : others[random(others.length)];
      q = q.slice(0, 1 + random(200));
      await expect(
        t.query(`SELECT websearch_to_tsquery('english', $1)::text`, [searchWords(q)]),
      ).resolves.toBeDefined();
    }
  });

  it.each([
    ['q=the', 'q must hold a word to search for'],
    ['q=%20%20', 'q: must be 1 to 200 characters'],
    ['q=', 'q: must be 1 to 200 characters'],
    [`q=${'a'.repeat(201)}`, 'q: must be 1 to 200 characters'],
    ['q=canal%00', 'q: must be 1 to 200 characters'],
    ['q=canal&q=rain', 'q'],
  ])('refuses ?%s with 400 naming the parameter', async (query, says) => {
    const response = await search(query);
    expectProblem(response, 400, 'bad-request');
    expect(response.json().detail).toContain(says);
  });
});
