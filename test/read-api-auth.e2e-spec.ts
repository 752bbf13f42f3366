import { ERRORS, expectProblem as expectAnyProblem } from './support/expectations';
import { bearer, createKey, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';

/** The read API's problems carry CORS too, for browser clients. */
function expectProblem(
  response: Parameters<typeof expectAnyProblem>[0],
  status: number,
  slug: string,
  detail?: string,
) {
  const body = expectAnyProblem(response, status, slug, detail);
  expect(response.headers['access-control-allow-origin']).toBe('*');
  return body;
}

describe('read API authentication and authorisation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 missing-api-key with WWW-Authenticate when there is no Authorization header', async () => {
    const response = await t.inject('/api/v1/entries');
    const body = expectProblem(response, 401, 'missing-api-key', 'MISSING_API_KEY');
    expect(body.instance).toBe('/api/v1/entries');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['a non-bearer scheme', (key: string) => `Basic ${key}`],
    ['an empty bearer', () => 'Bearer '],
    ['a webhook token', () => 'Bearer whk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a wrong checksum', (key: string) => `Bearer ${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`],
    ['a truncated key', (key: string) => `Bearer ${key.slice(0, 20)}`],
  ])('answers 401 invalid-api-key for %s', async (_case, header) => {
    const { key } = await seedAccount(t);
    const response = await t.inject({ url: '/api/v1/tags', headers: { authorization: header(key) } });
    expectProblem(response, 401, 'invalid-api-key', 'INVALID_API_KEY');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 invalid-api-key for a well-formed key that was never issued', async () => {
    const { key } = await seedAccount(t);
    await t.query('DELETE FROM api_keys');
    // The key is well formed but no longer known to the database (and not yet cached).
    expectProblem(
      await t.inject({ url: '/api/v1/tags', headers: bearer(key) }),
      401,
      'invalid-api-key',
      'INVALID_API_KEY',
    );
  });

  it('stops accepting a key at once when it is revoked', async () => {
    const { key, keyId } = await seedAccount(t);
    expect((await t.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode).toBe(200);
    await t.admin.run('keys.revoke', { id: keyId });
    expectProblem(
      await t.inject({ url: '/api/v1/tags', headers: bearer(key) }),
      401,
      'invalid-api-key',
      'INVALID_API_KEY',
    );
  });

  it('refuses a key once it expires, even while it is cached', async () => {
    const { accountId } = await seedAccount(t);
    const soon = await createKey(t, accountId, ['tags:read'], new Date(Date.now() + 1500).toISOString());
    expect((await t.inject({ url: '/api/v1/tags', headers: bearer(soon.key) })).statusCode).toBe(200);
    t.clock.advance(1600);
    expectProblem(
      await t.inject({ url: '/api/v1/tags', headers: bearer(soon.key) }),
      401,
      'invalid-api-key',
      'INVALID_API_KEY',
    );
  });

  it('refuses a key whose expiry has passed before its first use', async () => {
    const { accountId } = await seedAccount(t);
    const expired = await createKey(t, accountId, ['tags:read'], new Date(Date.now() + 60_000).toISOString());
    await t.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.id]);
    expectProblem(await t.inject({ url: '/api/v1/tags', headers: bearer(expired.key) }), 401, 'invalid-api-key');
  });

  it('answers 403 public-api-requires-the-advanced-plan for an account on the free plan', async () => {
    const { key } = await seedAccount(t, { plan: 'free' });
    expectProblem(
      await t.inject({ url: '/api/v1/entries', headers: bearer(key) }),
      403,
      'public-api-requires-the-advanced-plan',
      'PLAN_REQUIRED',
    );
  });

  it('sees a plan change at once, although the key is cached', async () => {
    const { key, accountId } = await seedAccount(t);
    expect((await t.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode).toBe(200);
    await t.admin.run('accounts.set-plan', { accountId, plan: 'free' });
    expectProblem(
      await t.inject({ url: '/api/v1/tags', headers: bearer(key) }),
      403,
      'public-api-requires-the-advanced-plan',
    );
    await t.admin.run('accounts.set-plan', { accountId, plan: 'advanced' });
    expect((await t.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode).toBe(200);
  });

  it.each([
    ['/api/v1/entries', 'entries:list'],
    ['/api/v1/entries/2026-11-01', 'entries:read'],
    ['/api/v1/tags', 'tags:read'],
  ])('answers 403 insufficient-scope on %s without %s', async (url, scope) => {
    const others = ['entries:list', 'entries:read', 'tags:read'].filter((s) => s !== scope);
    const { key } = await seedAccount(t, { scopes: others });
    expectProblem(await t.inject({ url, headers: bearer(key) }), 403, 'insufficient-scope', 'INSUFFICIENT_SCOPE');
    const { key: scoped } = await seedAccount(t, { scopes: [scope] });
    expect((await t.inject({ url, headers: bearer(scoped) })).statusCode).not.toBe(403);
  });

  it('checks authentication, then plan, then scope, then validation', async () => {
    const { key: freeWithoutScope } = await seedAccount(t, { plan: 'free', scopes: ['tags:read'] });
    expectProblem(
      await t.inject({ url: '/api/v1/entries?limit=0', headers: bearer(freeWithoutScope) }),
      403,
      'public-api-requires-the-advanced-plan',
    );
    const { key: withoutScope } = await seedAccount(t, { scopes: ['tags:read'] });
    expectProblem(
      await t.inject({ url: '/api/v1/entries?limit=0', headers: bearer(withoutScope) }),
      403,
      'insufficient-scope',
    );
    expectProblem(await t.inject('/api/v1/entries?limit=0'), 401, 'missing-api-key');
  });

  it('keeps the failed-authentication budget (30 a minute by default) whatever the keys may send', async () => {
    const generous = await startTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000' },
      keepData: true,
      dataDir: undefined,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push(
          (
            await generous.inject({
              url: '/api/v1/tags',
              headers: { authorization: `Bearer diary_sk_wrong${i}` },
              remoteAddress: '10.0.0.9',
            })
          ).statusCode,
        );
      expect(statuses).toEqual([...Array(30).fill(401), 429]);
    } finally {
      await generous.close();
    }
  });

  it('limits failed authentications per client address', async () => {
    const limited = await startTestApp({
      env: { AUTH_FAILURE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_PER_MINUTE: '100000' },
      keepData: true,
      dataDir: undefined,
    });
    try {
      const wrong = { authorization: 'Bearer diary_sk_wrong' };
      for (let i = 0; i < 5; i++)
        expect(
          (await limited.inject({ url: '/api/v1/tags', headers: wrong, remoteAddress: '10.0.0.7' })).statusCode,
        ).toBe(401);
      const blocked = await limited.inject({ url: '/api/v1/tags', headers: wrong, remoteAddress: '10.0.0.7' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ type: `${ERRORS}/rate-limit-exceeded` });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await limited.inject({ url: '/api/v1/tags', headers: wrong, remoteAddress: '10.0.0.8' })).statusCode,
      ).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
