import { eventually } from './support/expectations';
import { bearer, importEntries, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { TEST_REDIS_URL, usesPostgres } from './support/test-database';

const REDIS_URL = TEST_REDIS_URL;

// Several instances need a database they can share (PostgreSQL; embedded PGlite belongs
// to one process) and, for one rate-limit budget, Redis. CI provides both.
const describeInstances = usesPostgres() && REDIS_URL ? describe : describe.skip;

describeInstances('read API on two instances sharing PostgreSQL and Redis', () => {
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

  it('counts one budget of 120 per key across both instances', async () => {
    const { key } = await seedAccount(a);
    for (let i = 1; i <= 120; i++) {
      const instance = i % 2 === 0 ? a : b;
      const response = await instance.inject({ url: '/api/v1/tags', headers: bearer(key) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(120 - i));
    }
    for (const instance of [a, b]) {
      const response = await instance.inject({ url: '/api/v1/tags', headers: bearer(key) });
      expect(response.statusCode).toBe(429);
      expect(response.json().type).toMatch(/\/rate-limit-exceeded$/);
    }
  });

  it('stops a revoked key on the other instance within 5 seconds', async () => {
    const { key, keyId } = await seedAccount(a);
    // Both instances verify the key and cache it.
    expect((await a.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode).toBe(200);
    expect((await b.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode).toBe(200);

    const revokedAt = Date.now();
    await a.admin.run('keys.revoke', { id: keyId });
    expect((await a.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode).toBe(401);

    const status = await eventually(async () => {
      const answer = (await b.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode;
      return answer === 200 ? undefined : answer;
    }, 5_000);
    expect(status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(5000);
  });

  it('stops a key rotated with a grace of 0 on the other instance within 5 seconds; the new key works on both', async () => {
    const { key, keyId } = await seedAccount(a);
    expect((await b.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode).toBe(200);
    const rotated = (await a.admin.run('keys.rotate', { id: keyId, graceHours: 0 })) as { key: string };
    const rotatedAt = Date.now();
    const status = await eventually(async () => {
      const answer = (await b.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode;
      return answer === 200 ? undefined : answer;
    }, 5_000);
    expect(status).toBe(401);
    expect(Date.now() - rotatedAt).toBeLessThan(5000);
    for (const instance of [a, b])
      expect((await instance.inject({ url: '/api/v1/tags', headers: bearer(rotated.key) })).statusCode).toBe(200);
  });

  it('sees a plan change made on the other instance', async () => {
    const { key, accountId } = await seedAccount(a);
    expect((await b.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode).toBe(200);
    await a.admin.run('accounts.set-plan', { accountId, plan: 'free' });
    const changedAt = Date.now();
    const status = await eventually(async () => {
      const answer = (await b.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode;
      return answer === 200 ? undefined : answer;
    }, 5_000);
    expect(status).toBe(403);
    expect(Date.now() - changedAt).toBeLessThan(5000);
  });

  it('drops cached answers on every instance when entries change on one (list, single entry and tags)', async () => {
    const { key, accountId } = await seedAccount(a);
    await importEntries(a, accountId, [{ date: '2026-11-21', content: '# First version\n\nBefore.', tags: ['walk'] }]);
    const read = (instance: TestApp) =>
      Promise.all([
        instance.inject({ url: '/api/v1/entries/2026-11-21', headers: bearer(key) }).then((r) => r.json().title),
        instance
          .inject({ url: '/api/v1/entries?from=2026-11-01&to=2026-11-30', headers: bearer(key) })
          .then((r) => r.json().data[0].title),
        instance.inject({ url: '/api/v1/tags', headers: bearer(key) }).then((r) =>
          r
            .json()
            .data.map((t: { slug: string }) => t.slug)
            .join(','),
        ),
      ]);
    // Both instances answer and cache (a result is stored at the second ask).
    for (let ask = 0; ask < 2; ask++) {
      expect(await read(a)).toEqual(['First version', 'First version', 'walk']);
      expect(await read(b)).toEqual(['First version', 'First version', 'walk']);
    }

    await a.admin.run('entries.import', {
      accountId,
      entries: [{ date: '2026-11-21', content: '# Second version\n\nAfter.', tags: ['run'] }],
    });
    expect(await read(a)).toEqual(['Second version', 'Second version', 'run']);
    const changedAt = Date.now();
    const seen = await eventually(async () => {
      const answer = await read(b);
      return answer[0] === 'Second version' ? answer : undefined;
    }, 5_000);
    expect(seen).toEqual(['Second version', 'Second version', 'run']);
    expect(Date.now() - changedAt).toBeLessThan(5000);
  });
});
