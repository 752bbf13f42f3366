import { eventually } from './support/expectations';
import { bearer, importEntries, seedAccount } from './support/fixtures';
import { TcpProxy } from './support/tcp-proxy';
import { TestApp, startTestApp } from './support/test-app';
import { TEST_DATABASE_URL } from './support/test-database';
import { createToken, postWebhook } from './support/webhook';

// Cutting the connection needs a database reached over TCP: PostgreSQL mode.
const describeOutage = TEST_DATABASE_URL ? describe : describe.skip;

describeOutage('when the database becomes unreachable', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL!);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(TEST_DATABASE_URL!);
    viaProxy.port = String(proxy.port);
    t = await startTestApp({ env: { DATABASE_URL: viaProxy.toString() } });
  });
  afterAll(async () => {
    await t.close();
    await proxy.cut();
  });

  it('answers 503 Problem Details within 2 s, says not ready, and serves again once it is back', async () => {
    const { key, accountId } = await seedAccount(t);
    const { token } = await createToken(t, accountId, 'Outage');
    await importEntries(t, accountId, [{ date: '2026-01-01', content: '# Before' }]);
    expect((await t.inject({ url: '/api/v1/entries/2026-01-01', headers: bearer(key) })).statusCode).toBe(200);
    expect((await postWebhook(t, token, { before: true })).statusCode).toBe(200);

    await proxy.cut();
    for (const request of [
      () => t.inject('/readyz'),
      () => t.inject({ url: '/api/v1/entries/2026-01-01', headers: bearer(key) }),
      () => t.inject({ url: '/api/v1/tags', headers: bearer(key) }),
      () => postWebhook(t, token, { during: true }),
    ]) {
      const started = Date.now();
      const response = await request();
      expect(Date.now() - started).toBeLessThan(2500);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        status: 503,
        title: 'Service Unavailable',
        type: 'https://diary.test/errors/service-unavailable',
      });
    }
    expect((await t.inject('/healthz')).statusCode).toBe(200);

    await proxy.start();
    const ready = await eventually(
      async () => ((await t.inject('/readyz')).statusCode === 200 ? 200 : undefined),
      10_000,
      200,
    );
    expect(ready).toBe(200);
    expect((await t.inject({ url: '/api/v1/entries/2026-01-01', headers: bearer(key) })).statusCode).toBe(200);
    expect((await postWebhook(t, token, { after: true })).statusCode).toBe(200);
  });
});
