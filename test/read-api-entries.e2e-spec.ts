import { ERRORS } from './support/expectations';
import fc from 'fast-check';
import { addDays, calendarDayIn } from '../src/shared/calendar';
import { bearer, createKey, importEntries, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';

describe('read API: entries and tags', () => {
  let t: TestApp;
  let key: string;
  let accountId: string;
  const today = calendarDayIn('UTC');
  const day = (offset: number) => addDays(today, offset);

  beforeAll(async () => {
    t = await startTestApp();
    ({ key, accountId } = await seedAccount(t));
    await importEntries(t, accountId, [
      {
        date: day(0),
        content: `# Today\n\nA **long** walk by the river with ${'many '.repeat(100)}words.`,
        tags: ['walk', 'river'],
        sources: ['webhook:phone', 'webhook:garmin'],
      },
      { date: day(-1), content: '# Yesterday\n\nRain all day.', tags: ['walk'] },
      { date: day(-2), content: 'No heading, just a note.', tags: [{ slug: 'reading', displayName: 'Reading' }] },
      { date: day(-30), content: '# Edge of the window', tags: ['walk'] },
      { date: day(-31), content: '# Outside the default window', tags: ['walk', 'archive'] },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.inject({ url, headers: bearer(key) });

  describe('GET /api/v1/entries', () => {
    it('lists the last 30 days newest first, with summaries and pagination', async () => {
      const response = await get('/api/v1/entries');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      expect(body.pagination).toEqual({ total: 4, limit: 20, offset: 0 });
      expect(body.data.map((e: { date: string }) => e.date)).toEqual([day(0), day(-1), day(-2), day(-30)]);
      expect(body.data[0]).toEqual({
        date: day(0),
        title: 'Today',
        content: expect.stringMatching(/^A long walk by the river/),
        tags: ['river', 'walk'],
        generatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(body.data[0].content.length).toBeLessThanOrEqual(280);
      expect(body.data[0].content).toMatch(/…$/);
      expect(body.data[2].title).toBeNull();
    });

    it('filters by tag, and an unknown tag is simply no match', async () => {
      const walk = (await get('/api/v1/entries?tag=walk')).json();
      expect(walk.data.map((e: { date: string }) => e.date)).toEqual([day(0), day(-1), day(-30)]);
      expect(walk.pagination.total).toBe(3);
      const unknown = await get('/api/v1/entries?tag=never-used');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ data: [], pagination: { total: 0, limit: 20, offset: 0 } });
    });

    it('pages with limit and offset, keeping the total', async () => {
      const page = (await get('/api/v1/entries?limit=2&offset=1')).json();
      expect(page.data.map((e: { date: string }) => e.date)).toEqual([day(-1), day(-2)]);
      expect(page.pagination).toEqual({ total: 4, limit: 2, offset: 1 });
      const past = (await get('/api/v1/entries?offset=50')).json();
      expect(past).toEqual({ data: [], pagination: { total: 4, limit: 20, offset: 50 } });
    });

    it('takes an explicit window, bounds included', async () => {
      const body = (await get(`/api/v1/entries?from=${day(-31)}&to=${day(-30)}`)).json();
      expect(body.data.map((e: { date: string }) => e.date)).toEqual([day(-30), day(-31)]);
    });

    it("counts today in the account's time zone", async () => {
      const ahead = await seedAccount(t, { timezone: 'Pacific/Kiritimati' });
      const behind = await seedAccount(t, { timezone: 'Pacific/Pago_Pago' });
      const aheadToday = calendarDayIn('Pacific/Kiritimati');
      for (const account of [ahead, behind])
        await importEntries(t, account.accountId, [{ date: aheadToday, content: '# Kiritimati today' }]);
      const seenAhead = (await t.inject({ url: '/api/v1/entries', headers: bearer(ahead.key) })).json();
      const seenBehind = (await t.inject({ url: '/api/v1/entries', headers: bearer(behind.key) })).json();
      expect(seenAhead.pagination.total).toBe(1);
      // UTC+14 and UTC-11 are never on the same day: for Pago Pago it is tomorrow, outside the window.
      expect(seenBehind.pagination.total).toBe(0);
    });

    it.each([
      ['from=2026-02-30', 'from'],
      ['from=2026-2-01', 'from'],
      ['to=yesterday', 'to'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=1.5', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1e2', 'limit'],
      ['limit=', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=99999999999999999999', 'offset'],
      ['tag=Not%20A%20Slug', 'tag'],
      [`tag=${'a'.repeat(65)}`, 'tag'],
      ['tag=double--hyphen', 'tag'],
      ['limit=1&limit=2', 'limit'],
    ])('answers 400 bad-request for %s, naming the parameter', async (query, parameter) => {
      const response = await get(`/api/v1/entries?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = response.json();
      expect(body).toMatchObject({ type: `${ERRORS}/bad-request`, title: 'Bad Request', status: 400 });
      expect(body.detail).toContain(parameter);
      expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ parameter })]));
    });

    it('refuses a window whose from is later than its to, naming both', async () => {
      const body = (await get('/api/v1/entries?from=2026-02-02&to=2026-02-01')).json();
      expect(body.status).toBe(400);
      expect(body.detail).toMatch(/from.*to/);
      expect(body.errors.map((e: { parameter: string }) => e.parameter).sort()).toEqual(['from', 'to']);
    });

    it('refuses unknown query parameters by name', async () => {
      const body = (await get('/api/v1/entries?page=2')).json();
      expect(body).toMatchObject({ status: 400, detail: 'Unknown query parameter page.' });
      expect((await get('/api/v1/tags?sort=name')).json()).toMatchObject({
        status: 400,
        detail: 'Unknown query parameter sort.',
      });
    });
  });

  describe('query parameters on every route', () => {
    const ROUTES = ['/api/v1/entries', '/api/v1/tags', '/api/v1/entries/2026-01-01'];
    const INHERITED = [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'isPrototypeOf',
      'propertyIsEnumerable',
      'toLocaleString',
      '__defineGetter__',
      'prototype',
      'length',
      'name',
    ];
    let mine: { key: string; accountId: string };

    beforeAll(async () => {
      mine = await seedAccount(t);
      await importEntries(t, mine.accountId, [{ date: '2026-01-01', content: '# New year' }]);
    });
    /** A new key for each test keeps the 120 a minute of one key out of the way. */
    const withNewKey = async () => {
      const { key: fresh } = await createKey(t, mine.accountId, ['entries:list', 'entries:read', 'tags:read']);
      return (url: string) => t.inject({ url, headers: bearer(fresh) });
    };
    const expectUnknown = (response: { statusCode: number; json(): any }, name: string, shown = name) => {
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({
        type: `${ERRORS}/bad-request`,
        status: 400,
        detail: `Unknown query parameter ${shown}.`,
      });
      expect(body.errors).toEqual([{ parameter: name, message: 'is not a known parameter' }]);
    };

    it.each(INHERITED)('refuses %s, a name every object inherits, on every route', async (name) => {
      const request = await withNewKey();
      for (const route of ROUTES) expectUnknown(await request(`${route}?${name}=1`), name);
    });

    it('refuses any parameter on the single entry, which takes none, and still serves it without one', async () => {
      const request = await withNewKey();
      expectUnknown(await request('/api/v1/entries/2026-01-01?x=1'), 'x');
      expectUnknown(await request('/api/v1/entries/2026-01-01?from=2026-01-01'), 'from');
      expectUnknown(await request('/api/v1/entries/2026-01-01?limit=1'), 'limit');
      expect((await request('/api/v1/entries/2026-01-01')).statusCode).toBe(200);
      expect((await request('/api/v1/entries/2026-01-01?')).statusCode).toBe(200);
    });

    it('refuses a repeated parameter, naming it', async () => {
      const request = await withNewKey();
      for (const query of [
        'limit=1&limit=2',
        'from=2026-01-01&from=2026-01-01',
        'tag=walk&tag=run',
        'to=2026-01-01&to=2026-01-02',
      ]) {
        const name = query.split('=')[0];
        const response = await request(`/api/v1/entries?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          detail: `The query parameter ${name} is given more than once.`,
          errors: [{ parameter: name, message: 'is given more than once' }],
        });
      }
    });

    it.each([
      ['an empty name', '=1', '', '""'],
      ['a name alone', 'flag', 'flag', 'flag'],
      ['a space', 'a%20b=1', 'a b', '"a b"'],
      ['U+0000', 'a%00b=1', 'a\u0000b', '"a\\u0000b"'],
      ['brackets', 'limit[]=1', 'limit[]', 'limit[]'],
      ['a different case', 'Limit=1', 'Limit', 'Limit'],
      ['undecodable percent-encoding', '%E0%A4%A=1', '%E0%A4%A', '"%E0%A4%A"'],
      ['200 characters', `${'n'.repeat(200)}=1`, `${'n'.repeat(64)}…`, `"${'n'.repeat(64)}…"`],
    ])('refuses a parameter named with %s, quoting it', async (_label, query, parameter, shown) => {
      const request = await withNewKey();
      for (const route of ROUTES) expectUnknown(await request(`${route}?${query}`), parameter, shown);
    });
  });

  describe('dates are years 0001 to 9999', () => {
    let edges: { key: string };

    beforeAll(async () => {
      const account = await seedAccount(t);
      edges = account;
      await importEntries(t, account.accountId, [
        { date: '0001-01-01', content: '# First day' },
        { date: '0001-01-09', content: '# Ninth day' },
        { date: '9999-12-01', content: '# Last month' },
        { date: '9999-12-31', content: '# Last day' },
      ]);
    });

    const getEdges = (url: string) => t.inject({ url, headers: bearer(edges.key) });
    const dates = (body: { data: Array<{ date: string }> }) => body.data.map((e) => e.date);

    it.each([
      ['/api/v1/entries/0000-01-01', 'date'],
      ['/api/v1/entries/0000-12-31', 'date'],
      ['/api/v1/entries?from=0000-01-01', 'from'],
      ['/api/v1/entries?to=0000-01-01', 'to'],
      ['/api/v1/entries?from=0000-12-31&to=0001-01-01', 'from'],
      ['/api/v1/entries?to=10000-01-01', 'to'],
      ['/api/v1/entries?from=-0001-01-01', 'from'],
      ['/api/v1/entries?to=%2B2026-01-01', 'to'],
    ])('answers 400 bad-request for %s, naming %s', async (url, parameter) => {
      const response = await getEdges(url);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ type: `${ERRORS}/bad-request`, status: 400 });
      expect(body.detail).toContain(parameter);
      expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ parameter })]));
    });

    it('stops a default window at 0001-01-01 and at 9999-12-31', async () => {
      const early = await getEdges('/api/v1/entries?to=0001-01-10');
      expect(early.statusCode).toBe(200);
      expect(dates(early.json())).toEqual(['0001-01-09', '0001-01-01']);
      expect(dates((await getEdges('/api/v1/entries?to=0001-01-01')).json())).toEqual(['0001-01-01']);
      expect(dates((await getEdges('/api/v1/entries?to=9999-12-31')).json())).toEqual(['9999-12-31', '9999-12-01']);
      expect(dates((await getEdges('/api/v1/entries?from=9999-12-31&to=9999-12-31')).json())).toEqual(['9999-12-31']);
      expect(dates((await getEdges('/api/v1/entries?from=0001-01-01&to=9999-12-31')).json())).toEqual([
        '9999-12-31',
        '9999-12-01',
        '0001-01-09',
        '0001-01-01',
      ]);
      expect((await getEdges('/api/v1/entries/0001-01-01')).json()).toMatchObject({
        date: '0001-01-01',
        title: 'First day',
      });
      expect((await getEdges('/api/v1/entries/9999-12-31')).json()).toMatchObject({
        date: '9999-12-31',
        title: 'Last day',
      });
    });

    it('answers 200 or 400, never another status, to any from/to/limit/offset, and lists only days of the window', async () => {
      const { accountId } = await seedAccount(t);
      await importEntries(t, accountId, [
        { date: '0001-01-01', content: 'a' },
        { date: '9999-12-31', content: 'b' },
        { date: today, content: 'c' },
      ]);
      // A fresh key every 100 requests keeps the rate limit out of the way.
      let key = '';
      let used = 100;
      const day = fc.oneof(
        fc
          .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        fc.constantFrom(
          '0000-01-01',
          '0000-12-31',
          '0001-01-01',
          '0001-01-10',
          '0001-01-31',
          '9999-12-31',
          '9999-12-01',
          '2026-02-30',
          today,
          '10000-01-01',
          '',
        ),
      );
      const integer = fc.oneof(
        fc.integer({ min: -1, max: 120 }).map(String),
        fc.constantFrom('2147483647', '2147483648', '99999999999999999999', '1.5', '1e2', ''),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.record({ from: day, to: day, limit: integer, offset: integer }, { requiredKeys: [] }),
          async (query) => {
            if (used >= 100) {
              key = (await createKey(t, accountId, ['entries:list'])).key;
              used = 0;
            }
            used++;
            const response = await t.inject({ url: '/api/v1/entries', query, headers: bearer(key) });
            expect([200, 400]).toContain(response.statusCode);
            const body = response.json();
            if (response.statusCode === 400) {
              expect(body.type).toBe(`${ERRORS}/bad-request`);
              return;
            }
            const window = { from: query.from ?? '0001-01-01', to: query.to ?? today };
            for (const entry of body.data as Array<{ date: string }>) {
              expect(entry.date >= window.from && entry.date <= window.to).toBe(true);
            }
          },
        ),
        { numRuns: 250 },
      );
    });
  });

  describe('GET /api/v1/entries/:date', () => {
    it('returns the whole entry', async () => {
      const response = await get(`/api/v1/entries/${day(0)}`);
      expect(response.statusCode).toBe(200);
      const entry = response.json();
      expect(entry).toEqual({
        date: day(0),
        title: 'Today',
        content: expect.stringContaining('# Today\n\nA **long** walk'),
        tags: ['river', 'walk'],
        sources: ['webhook:garmin', 'webhook:phone'],
        generatedAt: expect.any(String),
        wordCount: 109,
        enrichment: { media: [], locations: [], highlights: [] },
      });
    });

    it('answers 404 entry-not-found for a day without an entry', async () => {
      const response = await get('/api/v1/entries/2001-01-01');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        type: `${ERRORS}/entry-not-found`,
        title: 'Not Found',
        detail: 'ENTRY_NOT_FOUND',
        instance: '/api/v1/entries/2001-01-01',
      });
    });

    it.each(['2026-02-30', 'today', '2026-1-1', '20260101'])('answers 400 for the date %s', async (date) => {
      const body = (await get(`/api/v1/entries/${date}`)).json();
      expect(body).toMatchObject({ status: 400, type: `${ERRORS}/bad-request` });
      expect(body.detail).toContain('date');
    });

    it("never shows another account's entry", async () => {
      const other = await seedAccount(t);
      expect((await t.inject({ url: `/api/v1/entries/${day(0)}`, headers: bearer(other.key) })).statusCode).toBe(404);
    });

    it('replaces an entry when its date is imported again, and tag counts follow', async () => {
      const mine = await seedAccount(t);
      await importEntries(t, mine.accountId, [{ date: '2026-01-01', content: '# First', tags: ['a', 'b'] }]);
      await importEntries(t, mine.accountId, [{ date: '2026-01-01', content: '# Second', tags: ['b', 'c'] }]);
      const entry = (await t.inject({ url: '/api/v1/entries/2026-01-01', headers: bearer(mine.key) })).json();
      expect(entry).toMatchObject({ title: 'Second', tags: ['b', 'c'] });
      const tags = (await t.inject({ url: '/api/v1/tags', headers: bearer(mine.key) })).json();
      expect(tags.data.map((tag: { slug: string }) => tag.slug)).toEqual(['b', 'c']);
    });

    it('keeps a tag the entry keeps linked once, and a tag named twice in one entry counts once', async () => {
      const mine = await seedAccount(t);
      await importEntries(t, mine.accountId, [{ date: '2026-01-01', content: '# First', tags: ['a', 'b'] }]);
      await importEntries(t, mine.accountId, [
        { date: '2026-01-01', content: '# Again', tags: ['b', { slug: 'b', displayName: 'Bee' }, 'a'] },
      ]);
      await importEntries(t, mine.accountId, [{ date: '2026-01-02', content: '# Next', tags: ['b'] }]);
      const entry = (await t.inject({ url: '/api/v1/entries/2026-01-01', headers: bearer(mine.key) })).json();
      expect(entry.tags).toEqual(['a', 'b']);
      const tags = (await t.inject({ url: '/api/v1/tags', headers: bearer(mine.key) })).json();
      expect(tags.data).toEqual([
        { slug: 'b', displayName: 'B', entryCount: 2 },
        { slug: 'a', displayName: 'A', entryCount: 1 },
      ]);
    });
  });

  describe('GET /api/v1/tags', () => {
    it('lists used tags with counts over all entries, by count then slug', async () => {
      const response = await get('/api/v1/tags');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { slug: 'walk', displayName: 'Walk', entryCount: 4 },
          { slug: 'archive', displayName: 'Archive', entryCount: 1 },
          { slug: 'reading', displayName: 'Reading', entryCount: 1 },
          { slug: 'river', displayName: 'River', entryCount: 1 },
        ],
      });
    });
  });
});
