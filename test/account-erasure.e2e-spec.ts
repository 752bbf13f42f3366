import Redis, { Cluster } from 'ioredis';
import { eventually, expectProblem } from './support/expectations';
import { bearer, importEntries, seedAccount } from './support/fixtures';
import { runCliInProcess } from './support/run-cli';
import { TestApp, startTestApp } from './support/test-app';
import { TEST_REDIS_URL, usesPostgres } from './support/test-database';
import { createToken, postWebhook } from './support/webhook';

const REDIS_URL = TEST_REDIS_URL;

/** Every table that holds an account's rows, and how to find them. */
const OWNED_ROWS = [
  'SELECT count(*) AS n FROM accounts WHERE id = $1',
  'SELECT count(*) AS n FROM api_keys WHERE account_id = $1',
  'SELECT count(*) AS n FROM webhook_tokens WHERE account_id = $1',
  'SELECT count(*) AS n FROM entries WHERE account_id = $1',
  'SELECT count(*) AS n FROM tags WHERE account_id = $1',
  'SELECT count(*) AS n FROM entry_tags WHERE account_id = $1',
  'SELECT count(*) AS n FROM artifacts WHERE account_id = $1',
  'SELECT count(*) AS n FROM ingest_deliveries d JOIN webhook_tokens t ON t.id = d.token_id WHERE t.account_id = $1',
  'SELECT count(*) AS n FROM generation_jobs WHERE account_id = $1',
];

describe('accounts delete (erasure)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { ...(REDIS_URL ? { REDIS_URL } : {}), GENERATION_QUIET_PERIOD_SECONDS: '3600' } });
  });
  afterAll(() => t.close());

  const cli = (...args: string[]) =>
    runCliInProcess(args, { run: (name, input) => t.admin.run(name, input), close: async () => undefined });
  const rowsOf = async (accountId: string) =>
    Promise.all(OWNED_ROWS.map(async (sql) => Number((await t.query<{ n: string }>(sql, [accountId]))[0].n)));

  /** An account with a bit of everything: two keys, a token, imported entries with tags, artifacts with a delivery key, a pending job. */
  async function populated() {
    const account = await seedAccount(t);
    await t.admin.run('keys.create', { accountId: account.accountId, name: 'second', scopes: ['tags:read'] });
    const token = await createToken(t, account.accountId, 'Phone');
    await importEntries(t, account.accountId, [
      { date: '2026-01-01', content: '# New year\n\nA walk.', tags: ['walks'] },
      { date: '2026-01-02', content: '# Second day\n\nRain.', tags: ['walks', 'weather'] },
    ]);
    for (let i = 0; i < 3; i++)
      expect(
        (await postWebhook(t, token.token, { note: `note ${i}` }, { 'idempotency-key': `k${i}` })).statusCode,
      ).toBe(200);
    // The deliveries' generation job is scheduled off the request path.
    await eventually(
      async () =>
        Number(
          (
            await t.query<{ n: string }>('SELECT count(*) AS n FROM generation_jobs WHERE account_id = $1', [
              account.accountId,
            ])
          )[0].n,
        ) === 1
          ? true
          : undefined,
      5_000,
    );
    // The key has counted against its rate limit.
    expect((await t.inject({ url: '/api/v1/tags', headers: bearer(account.key) })).statusCode).toBe(200);
    return { ...account, token };
  }

  it('refuses a missing or different --confirm with a usage error (exit 2) and deletes nothing', async () => {
    const { accountId } = await populated();
    const before = await rowsOf(accountId);
    const missing = await cli('accounts', 'delete', accountId, '--json');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--confirm');
    const other = await seedAccount(t);
    const wrong = await cli('accounts', 'delete', accountId, '--confirm', other.accountId, '--json');
    expect(wrong.code).toBe(2);
    expect(wrong.stdout).toBe('');
    expect(await rowsOf(accountId)).toEqual(before);
  });

  it('removes the account and every row it owns, says how much, and leaves other accounts alone', async () => {
    const erased = await populated();
    const kept = await populated();
    const keptBefore = await rowsOf(kept.accountId);

    const result = await cli('accounts', 'delete', erased.accountId, '--confirm', erased.accountId, '--json');
    expect(result.code).toBe(0);
    expect(result.json()).toEqual({ id: erased.accountId, deleted: { entries: 2, artifacts: 3, keys: 2, tokens: 1 } });
    expect(await rowsOf(erased.accountId)).toEqual(OWNED_ROWS.map(() => 0));
    expect(await rowsOf(kept.accountId)).toEqual(keptBefore);

    // Its key and token are refused at once (they were cached on this instance); the other account's work.
    expectProblem(await t.inject({ url: '/api/v1/tags', headers: bearer(erased.key) }), 401, 'invalid-api-key');
    expectProblem(await postWebhook(t, erased.token.token, { note: 'late' }), 401, 'invalid-webhook-token');
    expect((await t.inject({ url: '/api/v1/entries/2026-01-01', headers: bearer(kept.key) })).statusCode).toBe(200);

    // A second erasure finds nothing.
    const again = await cli('accounts', 'delete', erased.accountId, '--confirm', erased.accountId, '--json');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`No account with id ${erased.accountId}`);
  });

  it('answers a delivery that races the erasure (token still cached) 401, not 500, on both insert paths', async () => {
    const { accountId } = await seedAccount(t);
    const token = await createToken(t, accountId, 'Phone');
    expect((await postWebhook(t, token.token, { note: 'caches the token' })).statusCode).toBe(200);
    // The rows go without the announcement, as in the moment between the delete and the notification.
    await t.query('DELETE FROM accounts WHERE id = $1', [accountId]);
    expectProblem(await postWebhook(t, token.token, { note: 'plain' }), 401, 'invalid-webhook-token');
    expectProblem(
      await postWebhook(t, token.token, { note: 'keyed' }, { 'idempotency-key': 'race-1' }),
      401,
      'invalid-webhook-token',
    );
  });

  (REDIS_URL ? it : it.skip)('drops the rate-limit counters of its keys and tokens from Redis', async () => {
    const account = await populated();
    // A cluster (CI's second pass) is asked through a cluster client; each bucket is one key on its own slot.
    const node = new URL(REDIS_URL!);
    const redis = REDIS_URL!.startsWith('redis+cluster:')
      ? new Cluster([{ host: node.hostname, port: Number(node.port) }])
      : new Redis(REDIS_URL!);
    const existing = async (keys: string[]) =>
      (await Promise.all(keys.map((key) => redis.exists(key)))).reduce((sum, n) => sum + n, 0);
    try {
      const counters = [`diary:rl:{api-key:${account.keyId}}`, `diary:rl:{webhook-token:${account.token.id}}`];
      expect(await existing(counters)).toBe(2);
      await t.admin.run('accounts.delete', { accountId: account.accountId, confirm: account.accountId });
      await eventually(async () => ((await existing(counters)) === 0 ? true : undefined), 2_000);
      expect(await existing(counters)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});

(usesPostgres() && REDIS_URL ? describe : describe.skip)('accounts delete seen from a second instance', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp({ env: { REDIS_URL: REDIS_URL! } });
    b = await startTestApp({ env: { REDIS_URL: REDIS_URL! }, keepData: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("refuses the erased account's key and token on the other instance within 5 s, cached answers included", async () => {
    const { accountId, key } = await seedAccount(a);
    const token = await createToken(a, accountId, 'Phone');
    await importEntries(a, accountId, [{ date: '2026-02-01', content: '# Cached\n\nText.' }]);
    // B verifies both credentials and caches the entry (stored at the second ask).
    for (let ask = 0; ask < 2; ask++)
      expect((await b.inject({ url: '/api/v1/entries/2026-02-01', headers: bearer(key) })).statusCode).toBe(200);
    expect((await postWebhook(b, token.token, { note: 'before' })).statusCode).toBe(200);

    const erasedAt = Date.now();
    await a.admin.run('accounts.delete', { accountId, confirm: accountId });
    // B hears of the erasure on two channels (credentials, entries) in either order: until the
    // credential event arrives, the key may still pass and find the entry gone (404). Refusal must follow.
    const seen = new Set<number>();
    await eventually(async () => {
      const answer = (await b.inject({ url: '/api/v1/entries/2026-02-01', headers: bearer(key) })).statusCode;
      seen.add(answer);
      return answer === 401 ? answer : undefined;
    }, 5_000);
    expect(Date.now() - erasedAt).toBeLessThan(5_000);
    expect([...seen].filter((answer) => answer !== 200 && answer !== 404 && answer !== 401)).toEqual([]);
    expectProblem(await b.inject({ url: '/api/v1/entries/2026-02-01', headers: bearer(key) }), 401, 'invalid-api-key');
    expectProblem(await postWebhook(b, token.token, { note: 'after' }), 401, 'invalid-webhook-token');
  });
});
