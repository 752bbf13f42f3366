import { Client } from 'pg';
import { EntryRepository } from '../src/modules/diary';
import { eventually } from './support/expectations';
import { importEntries, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { TEST_DATABASE_DIRECT_URL, usesPostgres } from './support/test-database';
import { createToken, postWebhook } from './support/webhook';

jest.setTimeout(180_000);

/** Every table that holds an account's rows. */
const OWNED_ROWS = `
  SELECT (SELECT count(*) FROM accounts WHERE id = $1) + (SELECT count(*) FROM api_keys WHERE account_id = $1)
       + (SELECT count(*) FROM webhook_tokens WHERE account_id = $1) + (SELECT count(*) FROM entries WHERE account_id = $1)
       + (SELECT count(*) FROM tags WHERE account_id = $1) + (SELECT count(*) FROM entry_tags WHERE account_id = $1)
       + (SELECT count(*) FROM artifacts WHERE account_id = $1) + (SELECT count(*) FROM generation_jobs WHERE account_id = $1) AS n`;

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** Answers a writer may give when it raced an erasure: done, refused because the account (or its token) is gone, or retry later. */
function expectRaceAnswer(kind: string, answer: Answer, allowed: number[]): void {
  expect(`${kind} ${answer.statusCode} ${answer.body.slice(0, 300)}`).toMatch(
    new RegExp(`^${kind} (${[...allowed, 503].join('|')}) `),
  );
  if (answer.statusCode === 503) expect(answer.headers['retry-after']).toBeDefined();
}

describe("erasure racing the account's writers (deliveries, generations, imports)", () => {
  let t: TestApp;
  let operator: string;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        GENERATION_QUIET_PERIOD_SECONDS: '0',
        GENERATION_POLL_INTERVAL_MS: '50',
        ADMIN_RATE_LIMIT_PER_MINUTE: '1000000',
        INGEST_RATE_LIMIT_PER_MINUTE: '1000000',
        // Writers whose account is erased meanwhile fail to authenticate, from one address: not guessing.
        AUTH_FAILURE_LIMIT_PER_MINUTE: '1000000',
      },
    });
    operator = ((await t.admin.run('operators.create', { name: 'Race' })) as { token: string }).token;
  });
  afterAll(() => t.close());

  const admin = (method: 'POST' | 'DELETE', url: string, body?: unknown) =>
    t.inject({
      method,
      url: `/admin/v1${url}`,
      headers: { authorization: `Bearer ${operator}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      payload: body ? JSON.stringify(body) : undefined,
    });
  const erase = (accountId: string) => admin('DELETE', `/accounts/${accountId}?confirm=${accountId}`);
  const generate = (accountId: string, date: string) => admin('POST', `/accounts/${accountId}/generate`, { date });
  const importDay = (accountId: string, date: string, n: number) =>
    admin('POST', `/accounts/${accountId}/entries`, {
      entries: [{ date, content: `# Imported ${n}\n\nText ${n}.`, tags: ['walks', `tag-${n % 3}`, 'weather'] }],
    });
  const rowsOf = async (accountId: string) => Number((await t.query<{ n: string }>(OWNED_ROWS, [accountId]))[0].n);

  /** A session of the service's pool waiting for a lock (PostgreSQL) in a statement like one of these patterns. */
  const waitingIn = async (...patterns: string[]) =>
    eventually(async () => {
      const [{ n }] = await t.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'diary' AND wait_event_type = 'Lock' AND query ILIKE ANY($1)`,
        [patterns],
      );
      return Number(n) > 0 ? true : undefined;
    }, 10_000);
  // The erasure waits in its delete, or before it for the account's lock.
  const ERASURE = ['%DELETE FROM%accounts%', '%pg_advisory_xact_lock(%'];

  (usesPostgres() ? it : it.skip)(
    'takes locks in one order: an import holding its entry and waiting on a tag, then the erasure, end without a deadlock',
    async () => {
      const { accountId } = await seedAccount(t);
      const today = t.clock.now().toISOString().slice(0, 10);
      await importEntries(t, accountId, [{ date: today, content: '# Walk\n\nA walk.', tags: ['walks'] }]);
      // Another session holds the tag for a moment (another import naming it does).
      const holder = new Client({ connectionString: TEST_DATABASE_DIRECT_URL });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(`SELECT 1 FROM tags WHERE account_id = $1 AND slug = 'walks' FOR UPDATE`, [accountId]);
        const imported = importDay(accountId, today, 1);
        // Its entry is held; its tags' counts (a trigger) or links wait on the tag.
        await waitingIn('%INSERT INTO tags%', '%DELETE FROM entry_tags%');
        const erased = erase(accountId);
        await waitingIn(...ERASURE);
        await holder.query('ROLLBACK');
        const [importAnswer, eraseAnswer] = await Promise.all([imported, erased]);
        expect(`${eraseAnswer.statusCode} ${eraseAnswer.body}`).toMatch(/^200 /);
        expect(JSON.parse(eraseAnswer.body)).toMatchObject({ id: accountId });
        expectRaceAnswer('import', importAnswer, [200, 404]);
        expect(await rowsOf(accountId)).toBe(0);
      } finally {
        await holder.end();
      }
    },
  );

  (usesPostgres()
    ? it.each([
        [
          'keys create',
          'api_keys',
          (id: string) => admin('POST', `/accounts/${id}/keys`, { name: 'late', scopes: ['entries:read'] }),
          [404],
        ],
        // Token creation locks the account row first (its 10-token limit): it finishes before the erasure, which then takes the token too.
        [
          'tokens create',
          'webhook_tokens',
          (id: string) => admin('POST', `/accounts/${id}/tokens`, { name: 'late' }),
          [201, 404],
        ],
        [
          'generate',
          'generation_jobs',
          (id: string) => generate(id, t.clock.now().toISOString().slice(0, 10)),
          [200, 404],
        ],
      ] as const)
    : it.skip.each([['', '', () => undefined, []]]))(
    'answers %s that lost the race to an erasure 404, never 500',
    async (_name, table, write, allowed) => {
      const { accountId } = await seedAccount(t);
      const token = await createToken(t, accountId, 'Phone');
      expect((await postWebhook(t, token.token, { note: 'material' })).statusCode).toBe(200);
      // The writer has checked that the account exists and waits to write its row; the erasure comes meanwhile.
      const holder = new Client({ connectionString: TEST_DATABASE_DIRECT_URL });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(`LOCK TABLE ${table} IN SHARE MODE`);
        const writing = write(accountId) as Promise<Answer>;
        await waitingIn(`%INSERT INTO%${table}%`);
        const erased = erase(accountId);
        await waitingIn(...ERASURE);
        await holder.query('ROLLBACK');
        const [answer, erasure] = await Promise.all([writing, erased]);
        expect(erasure.statusCode).toBe(200);
        expectRaceAnswer(_name, answer, [...allowed]);
        if (answer.statusCode === 404)
          expect(JSON.parse(answer.body)).toMatchObject({ status: 404, detail: `No account with id ${accountId}.` });
        expect(await rowsOf(accountId)).toBe(0);
      } finally {
        await holder.end();
      }
    },
  );

  it('answers a writer whose account was erased 404 (the account), never 500 with a foreign-key violation', async () => {
    const { accountId } = await seedAccount(t);
    const today = t.clock.now().toISOString().slice(0, 10);
    // The rows go without the use cases' checks, as in the moment between a writer's check and its write.
    const entries = t.app.get(EntryRepository);
    await t.query('DELETE FROM accounts WHERE id = $1', [accountId]);
    const saving = entries.save(accountId, [
      {
        date: today,
        title: 'Late',
        content: '# Late',
        summary: 'Late',
        tags: [{ slug: 'walks', displayName: 'Walks' }],
        sources: [],
        wordCount: 1,
        enrichment: { media: [], locations: [], highlights: [] },
        generatedAt: new Date(),
        origin: 'imported',
      },
    ]);
    await expect(saving).rejects.toMatchObject({ kind: 'not-found', message: `No account with id ${accountId}.` });
  });

  it('erases accounts while their deliveries, generations and imports run: every erasure succeeds, no writer answers 500', async () => {
    const ACCOUNTS = 6;
    const today = t.clock.now().toISOString().slice(0, 10);
    const accounts = await Promise.all(
      Array.from({ length: ACCOUNTS }, async (_, i) => {
        const { accountId } = await seedAccount(t);
        const token = await createToken(t, accountId, `Phone ${i}`);
        for (let n = 0; n < 20; n++)
          await postWebhook(t, token.token, { note: `reading ${n}`, tags: ['walks'], steps: 1000 + n });
        await importEntries(t, accountId, [
          { date: '2026-01-01', content: '# Old\n\nOld.', tags: ['walks', 'weather'] },
        ]);
        return { accountId, token: token.token };
      }),
    );
    const answers: Array<{ kind: string; answer: Answer }> = [];
    const erasures: Answer[] = [];
    // A cap, not a pace: each account's writers stop 15 writes after its erasure (on a loaded machine that takes a while).
    const deadline = Date.now() + 90_000;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
    await Promise.all(
      accounts.map(async ({ accountId, token }, i) => {
        let erased = false;
        let after = 0;
        const done = new Map<string, number>();
        const running = () => Date.now() < deadline && (!erased || after++ < 15);
        const loop = async (kind: string, write: (n: number) => Promise<Answer>) => {
          for (let n = 0; running(); n++) {
            answers.push({ kind, answer: await write(n) });
            done.set(kind, (done.get(kind) ?? 0) + 1);
          }
        };
        await Promise.all([
          loop(
            'delivery',
            async (n) => (await pause(), postWebhook(t, token, { note: `racing ${n}`, tags: ['walks', `t${n % 4}`] })),
          ),
          loop(
            'delivery',
            async (n) => (
              await pause(),
              postWebhook(t, token, { note: `keyed ${n}` }, { 'idempotency-key': `race-${i}-${n}` })
            ),
          ),
          loop('generate', () => generate(accountId, today)),
          loop('generate', () => generate(accountId, today)),
          loop('import', (n) => importDay(accountId, today, n)),
          loop('import', (n) => importDay(accountId, '2026-01-01', n)),
          (async () => {
            // Once every kind of writer has finished something, while the next ones are in flight.
            await eventually(
              async () =>
                ['delivery', 'generate', 'import'].every((kind) => (done.get(kind) ?? 0) >= 1) ? true : undefined,
              60_000,
              5,
            ).catch((error: Error) => {
              const last = answers
                .slice(-6)
                .map(({ kind, answer }) => `${kind} ${answer.statusCode} ${answer.body.slice(0, 120)}`);
              throw new Error(
                `${error.message}: writes done ${JSON.stringify(Object.fromEntries(done))}; last answers ${JSON.stringify(last)}`,
              );
            });
            await new Promise((resolve) => setTimeout(resolve, 10 * i));
            erasures.push(await erase(accountId));
            erased = true;
          })(),
        ]);
      }),
    );
    expect(erasures.map((answer) => `${answer.statusCode} ${answer.body.slice(0, 200)}`)).toEqual(
      accounts.map(() => expect.stringMatching(/^200 /)),
    );
    for (const { kind, answer } of answers)
      expectRaceAnswer(kind, answer, kind === 'delivery' ? [200, 401] : [200, 404]);
    // Some writers did lose the race (the test raced something).
    expect(answers.filter(({ answer }) => answer.statusCode !== 200).length).toBeGreaterThan(0);
    for (const { accountId } of accounts) expect(await rowsOf(accountId)).toBe(0);
  });
});
