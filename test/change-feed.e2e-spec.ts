import { Client } from 'pg';
import { EntryChangeLog } from '../src/modules/diary';
import { bearer, createKey, importEntries, seedAccount } from './support/fixtures';
import { TEST_DATABASE_DIRECT_URL, usesPostgres } from './support/test-database';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

type Change = { date: string; change: 'written' | 'removed'; at: string };

describe('the change feed (GET /api/v1/changes)', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        GENERATION_QUIET_PERIOD_SECONDS: '3600',
        ADMIN_RATE_LIMIT_PER_MINUTE: '1000000',
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
    });
    operator = ((await t.admin.run('operators.create', { name: 'Feed' })) as { token: string }).token;
  });
  afterAll(() => t.close());

  const page = async (key: string, query = '') => {
    const response = await t.inject({ url: `/api/v1/changes${query}`, headers: bearer(key) });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  /**
   * Drains from `cursor` until at least `count` changes have arrived: a change appears once every transaction older
   * than it has ended, anywhere on the server (the other suites' too).
   */
  const drainUntil = async (key: string, cursor: string | null, count: number, limit = 2) => {
    const changes: Change[] = [];
    const deadline = Date.now() + 15_000;
    for (;;) {
      const next = await drain(key, cursor, limit);
      changes.push(...next.changes);
      cursor = next.cursor;
      if (changes.length >= count) return { changes, cursor };
      if (Date.now() > deadline) throw new Error(`${changes.length} of ${count} changes within 15 s`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  /** Everything from `cursor` on, page by page; the cursor to resume from. */
  const drain = async (key: string, cursor: string | null, limit = 2) => {
    const changes: Change[] = [];
    for (;;) {
      const { body } = await page(key, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      changes.push(...(body.data as Change[]));
      cursor = body.nextCursor as string;
      if ((body.data as Change[]).length < limit) return { changes, cursor };
    }
  };

  it('tells every write and removal once, in order, and resumes from the cursor it gave', async () => {
    const { accountId, key } = await seedAccount(t);
    const start = await page(key);
    expect(start).toMatchObject({ status: 200, body: { data: [] } });
    await importEntries(t, accountId, [
      { date: '2026-11-01', content: '# One' },
      { date: '2026-11-02', content: '# Two' },
    ]);
    const phone = await createToken(t, accountId, 'Phone');
    const delivered = (await postWebhook(t, phone.token, { note: 'Walked by the canal' })).json();
    await t.admin.run('generate', { accountId, date: delivered.day });
    const removed = await t.inject({
      method: 'DELETE',
      url: `/admin/v1/artifacts/${delivered.id}`,
      headers: bearer(operator),
    });
    expect(removed.statusCode).toBe(200);

    const first = await drainUntil(key, start.body.nextCursor, 4);
    expect(first.changes.map(({ date, change }) => `${change} ${date}`)).toEqual([
      'written 2026-11-01',
      'written 2026-11-02',
      `written ${delivered.day}`,
      `removed ${delivered.day}`,
    ]);
    expect(first.changes.every((change) => !Number.isNaN(Date.parse(change.at)))).toBe(true);
    // Nothing new: the same cursor again, and an empty page.
    expect((await page(key, `?cursor=${first.cursor}`)).body).toEqual({ data: [], nextCursor: first.cursor });
    await importEntries(t, accountId, [{ date: '2026-11-01', content: '# One, again' }]);
    expect((await drainUntil(key, first.cursor, 1)).changes.map((c) => `${c.change} ${c.date}`)).toEqual([
      'written 2026-11-01',
    ]);
  });

  it('pages in commit order when the change ids grow a digit (99 to 100), for the feed and for the events outbox', async () => {
    const { accountId, key } = await seedAccount(t);
    const start = (await page(key)).body.nextCursor as string;
    // The next ids end three short of a power of ten: 6 changes cross it (as text, "100" sorts before "98").
    await t.query(
      `SELECT setval('entry_changes_id_seq', (10::numeric ^ length((last_value + 3)::text))::bigint - 3) FROM entry_changes_id_seq`,
    );
    const dates = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06'];
    await importEntries(
      t,
      accountId,
      dates.map((date) => ({ date, content: `# ${date}` })),
    );
    const feed = await drainUntil(key, start, 6);
    expect(feed.changes.map((change) => change.date)).toEqual(dates);

    const log = t.app.get(EntryChangeLog);
    const ids = (
      await t.query<{ id: string }>(
        'SELECT id::text AS id FROM entry_changes WHERE account_id = $1 ORDER BY entry_changes.id',
        [accountId],
      )
    ).map((row) => row.id);
    const before = await t.query<{ era: number; txid: string; id: string }>(
      'SELECT era, txid::text AS txid, (id - 1)::text AS id FROM entry_changes WHERE id = $1::bigint',
      [ids[0]],
    );
    const outbox: string[] = [];
    for (let position = before[0]; ;) {
      const changes = (await log.after(position, 2)).filter((change) => change.accountId === accountId);
      if (changes.length === 0) break;
      outbox.push(...changes.map((change) => change.date));
      position = changes[changes.length - 1].position;
    }
    expect(outbox).toEqual(dates);
  });

  it('tells an account only its own changes', async () => {
    const mine = await seedAccount(t);
    const theirs = await seedAccount(t);
    await importEntries(t, theirs.accountId, [{ date: '2026-11-03', content: '# Theirs' }]);
    expect((await drain(mine.key, null)).changes).toEqual([]);
  });

  it('misses nothing and repeats nothing while writes commit concurrently', async () => {
    const { accountId, key } = await seedAccount(t);
    const WRITERS = 6;
    const EACH = 8;
    let writing = true;
    const collected: Change[] = [];
    let cursor: string | null = null;
    const consumer = (async () => {
      while (writing) {
        const result: { changes: Change[]; cursor: string } = await drain(key, cursor, 3);
        collected.push(...result.changes);
        cursor = result.cursor;
        // The writers' turn (the embedded database serves one statement at a time).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        for (let n = 0; n < EACH; n++) {
          const date = `2026-10-${String(n + 1).padStart(2, '0')}`;
          await importEntries(t, accountId, [{ date, content: `# Writer ${w}, day ${n}`, tags: [`w${w}`] }]);
        }
      }),
    );
    writing = false;
    await consumer;
    collected.push(...(await drainUntil(key, cursor, WRITERS * EACH - collected.length, 3)).changes);
    expect(collected).toHaveLength(WRITERS * EACH);
    const perDate = new Map<string, number>();
    for (const change of collected) perDate.set(change.date, (perDate.get(change.date) ?? 0) + 1);
    expect([...perDate.values()]).toEqual(Array.from({ length: EACH }, () => WRITERS));
  });

  (usesPostgres() ? it : it.skip)(
    'holds back a change committed after an older one that is still running, and tells both in commit order once it ends',
    async () => {
      const { accountId, key } = await seedAccount(t);
      const { cursor } = await drain(key, null);
      // A writer whose transaction began first and is still open (its change recorded, not committed).
      const slow = new Client({ connectionString: TEST_DATABASE_DIRECT_URL });
      await slow.connect();
      try {
        await slow.query('BEGIN');
        await slow.query(`INSERT INTO entry_changes (account_id, date, change) VALUES ($1, '2026-09-01', 'written')`, [
          accountId,
        ]);
        await importEntries(t, accountId, [{ date: '2026-09-02', content: '# Committed first' }]);
        const meanwhile = await drain(key, cursor);
        expect(meanwhile.changes).toEqual([]);
        await slow.query('COMMIT');
        const after = await drainUntil(key, meanwhile.cursor, 2);
        expect(after.changes.map((change) => change.date)).toEqual(['2026-09-01', '2026-09-02']);
      } finally {
        await slow.end();
      }
    },
  );

  it.each([
    ['a cursor it did not give', '?cursor=bm9wZQ', 'cursor'],
    [
      'a cursor whose change id is past bigint',
      `?cursor=${Buffer.from('1.9223372036854775808').toString('base64url')}`,
      'cursor',
    ],
    [
      'a cursor whose transaction id is past xid8',
      `?cursor=${Buffer.from('18446744073709551616.1').toString('base64url')}`,
      'cursor',
    ],
    [
      'a cursor ahead of every change',
      `?cursor=${Buffer.from('18446744073709551615.1').toString('base64url')}`,
      'ahead',
    ],
    ['a cursor of 129 characters', `?cursor=${'A'.repeat(129)}`, 'cursor'],
    ['a limit of 0', '?limit=0', 'limit'],
    ['a limit past 1,000', '?limit=1001', 'limit'],
    ['an unknown parameter', '?since=2026-11-01', 'since'],
  ])('answers %s with a 400 naming the parameter', async (_case, query, parameter) => {
    const { key } = await seedAccount(t);
    const { status, body, headers } = await page(key, query);
    expect(status).toBe(400);
    expect(headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(body)).toContain(parameter);
  });

  it("refuses another account's cursor and an altered one, and still reads a cursor of the first form", async () => {
    const mine = await seedAccount(t);
    const theirs = await seedAccount(t);
    await importEntries(t, mine.accountId, [
      { date: '2026-11-05', content: '# Five' },
      { date: '2026-11-06', content: '# Six' },
    ]);
    const theirCursor = (await page(theirs.key)).body.nextCursor as string;
    expect((await page(mine.key, `?cursor=${theirCursor}`)).status).toBe(400);
    const flipped = Buffer.from(theirCursor, 'base64url');
    flipped[30] ^= 4;
    expect((await page(theirs.key, `?cursor=${flipped.toString('base64url')}`)).status).toBe(400);

    const [first] = await t.query<{ txid: string; id: string }>(
      'SELECT txid::text AS txid, id::text AS id FROM entry_changes WHERE account_id = $1 ORDER BY id LIMIT 1',
      [mine.accountId],
    );
    const legacy = Buffer.from(`${first.txid}.${first.id}`).toString('base64url');
    const after = await drainUntil(mine.key, legacy, 1);
    expect(after.changes.map((change) => change.date)).toEqual(['2026-11-06']);
  });

  it('answers with an ETag and 304 for a page that has not changed, as the other read routes do', async () => {
    const { key } = await seedAccount(t);
    const first = await t.inject({ url: '/api/v1/changes', headers: bearer(key) });
    expect(first.headers.etag).toBeDefined();
    expect(first.headers['x-request-id']).toBeDefined();
    const again = await t.inject({
      url: '/api/v1/changes',
      headers: { ...bearer(key), 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('needs the entries:list scope', async () => {
    const { accountId } = await seedAccount(t);
    const reader = await createKey(t, accountId, ['entries:read']);
    expect((await page(reader.key)).status).toBe(403);
  });
});
