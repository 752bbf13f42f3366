import { EntryRepository, toEntryResponse } from '../src/modules/diary';
import { bearer, importEntries, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

/**
 * The read API's answers are JSON built by PostgreSQL (SqlEntryDocuments), the admin `generate` answer by
 * toEntryResponse in process: both must say the same of an entry, whatever its text holds.
 */
describe('read API documents rendered by the database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600' } });
  });
  afterAll(() => t.close());

  /** Text that JSON must escape or keep as it is: quotes, backslashes, controls, line separators, non-BMP, right-to-left. */
  const AWKWARD = 'Quote " backslash \\ tab \t bell \u0007 line\u2028sep \u2029 emoji 🍜 Ω é 中文 עברית </script><b>';

  it('serves the single entry exactly as the in-process mapper writes it, enrichment included', async () => {
    const { accountId, key } = await seedAccount(t, { timezone: 'Asia/Tokyo' });
    // Names refuse control characters; the rest of the awkward text is allowed.
    const { token } = await createToken(t, accountId, 'Phone "quoted" \\ 🍜 עברית </script>');
    const receipt = (
      await postWebhook(t, token, {
        note: AWKWARD,
        images: ['https://cdn.example/a.jpg', { url: 'https://cdn.example/b.mp4', type: 'video' }],
        location: { lat: '35.6764', lng: 139.65, name: `Yoyogi ${AWKWARD}` },
        highlights: [
          {
            kind: 'achievement',
            title: `Best ${AWKWARD}`,
            subtitle: 'sub',
            value: 24.13,
            imageUrl: 'https://cdn.example/c.png',
            externalUrl: 'https://example.org/x',
          },
        ],
      })
    ).json();
    const generated = await t.admin.run('generate', { accountId, date: receipt.day });
    await importEntries(t, accountId, [
      {
        date: '2026-01-02',
        content: `# ${AWKWARD}\n\n${AWKWARD}`,
        tags: ['walks', { slug: 'odd', displayName: AWKWARD }],
        sources: [AWKWARD],
        generatedAt: '2026-01-02T03:04:05.006Z',
      },
      { date: '0001-01-01', content: 'No heading, so no title.', generatedAt: '0001-01-01T00:00:00.000Z' },
    ]);
    const entries = t.app.get(EntryRepository, { strict: false });

    for (const date of [receipt.day, '2026-01-02', '0001-01-01']) {
      const answer = await t.inject({ url: `/api/v1/entries/${date}`, headers: bearer(key) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      const expected = toEntryResponse((await entries.findByDate(accountId, date))!);
      expect(answer.body).toBe(JSON.stringify(expected));
    }
    expect((await t.inject({ url: `/api/v1/entries/${receipt.day}`, headers: bearer(key) })).body).toBe(
      JSON.stringify(generated),
    );
    const single = (await t.inject({ url: '/api/v1/entries/2026-01-02', headers: bearer(key) })).json();
    expect(single).toMatchObject({
      content: `# ${AWKWARD}\n\n${AWKWARD}`,
      sources: [AWKWARD],
      tags: ['odd', 'walks'],
      generatedAt: '2026-01-02T03:04:05.006Z',
    });
    expect((await t.inject({ url: '/api/v1/entries/0001-01-01', headers: bearer(key) })).json()).toMatchObject({
      title: null,
      generatedAt: '0001-01-01T00:00:00.000Z',
    });
  });

  it('lists items and tags with exactly their documented fields, in order, and an empty page past the end', async () => {
    const { accountId, key } = await seedAccount(t);
    await importEntries(t, accountId, [
      {
        date: '2026-03-01',
        content: `# One\n\n${AWKWARD}`,
        summary: AWKWARD,
        tags: ['b-tag', { slug: 'a-tag', displayName: AWKWARD }],
        generatedAt: '2026-03-01T10:00:00.000Z',
      },
      { date: '2026-03-02', content: '# Two\n\nText.', tags: ['b-tag'], generatedAt: '2026-03-02T10:00:00.000Z' },
    ]);
    const list = await t.inject({
      url: '/api/v1/entries?from=2026-03-01&to=2026-03-31&limit=1&offset=1',
      headers: bearer(key),
    });
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    // Compact, fields in their documented order: as JSON.stringify writes the object.
    expect(list.body).toBe(
      JSON.stringify({
        data: [
          {
            date: '2026-03-01',
            title: 'One',
            content: AWKWARD,
            tags: ['a-tag', 'b-tag'],
            generatedAt: '2026-03-01T10:00:00.000Z',
          },
        ],
        pagination: { total: 2, limit: 1, offset: 1 },
      }),
    );
    const page = (
      await t.inject({ url: '/api/v1/entries?from=2026-03-01&to=2026-03-31', headers: bearer(key) })
    ).json();
    expect(page.data.map((item: { date: string }) => item.date)).toEqual(['2026-03-02', '2026-03-01']);
    const past = (
      await t.inject({ url: '/api/v1/entries?from=2026-03-01&to=2026-03-31&offset=5&tag=b-tag', headers: bearer(key) })
    ).body;
    expect(past).toBe(JSON.stringify({ data: [], pagination: { total: 2, limit: 20, offset: 5 } }));

    const tags = (await t.inject({ url: '/api/v1/tags', headers: bearer(key) })).body;
    expect(tags).toBe(
      JSON.stringify({
        data: [
          { slug: 'b-tag', displayName: 'B tag', entryCount: 2 },
          { slug: 'a-tag', displayName: AWKWARD, entryCount: 1 },
        ],
      }),
    );
    const { key: emptyKey } = await seedAccount(t);
    expect((await t.inject({ url: '/api/v1/tags', headers: bearer(emptyKey) })).body).toBe('{"data":[]}');
    expect((await t.inject({ url: '/api/v1/entries', headers: bearer(emptyKey) })).body).toBe(
      '{"data":[],"pagination":{"total":0,"limit":20,"offset":0}}',
    );
  });
});
