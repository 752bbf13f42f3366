import { randomBytes } from 'node:crypto';
import { eventually, expectProblem } from './support/expectations';
import { EventReceiver } from './support/event-receiver';
import { bearer, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

const SCRAPE_TOKEN = 'scrape-secret-0123456789abcdef0123456789';

/** The value of one series in Prometheus text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}{`) && wanted.every((label) => candidate.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('is not served unless METRICS_ENABLED=true', async () => {
    const t = await startTestApp();
    try {
      expect((await t.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  describe('enabled, with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        env: {
          METRICS_ENABLED: 'true',
          METRICS_TOKEN: SCRAPE_TOKEN,
          RATE_LIMIT_PER_MINUTE: '2',
          SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
          EVENT_DELIVERY_ALLOWED_HOSTS: '127.0.0.1',
        },
      });
    });
    afterAll(() => t.close());

    const scrape = async () => {
      const response = await t.inject({ url: '/metrics', headers: bearer(SCRAPE_TOKEN) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.body;
    };

    it('answers only the scraper that sends the token', async () => {
      expectProblem(await t.inject('/metrics'), 401, 'invalid-metrics-token');
      expectProblem(await t.inject({ url: '/metrics', headers: bearer('wrong') }), 401, 'invalid-metrics-token');
      expect((await t.inject({ url: '/metrics', headers: bearer(SCRAPE_TOKEN) })).statusCode).toBe(200);
    });

    it('counts requests by route pattern and status, rate-limit rejections, webhook outcomes, jobs and the pool', async () => {
      const { accountId, key } = await seedAccount(t);
      const before = await scrape();
      const route = { route: '/api/v1/entries/:date', method: 'GET' };
      const count = (text: string, status: string) =>
        sample(text, 'diary_http_requests_total', { ...route, status }) ?? 0;
      for (const date of ['2026-01-01', '2026-01-02', '2026-01-03'])
        await t.inject({ url: `/api/v1/entries/${date}`, headers: bearer(key) });
      const token = await createToken(t, accountId, 'Phone');
      const receipt = await postWebhook(t, token.token, { note: 'counted' });
      expect(receipt.statusCode).toBe(200);
      expect((await postWebhook(t, token.token, '{"broken":')).statusCode).toBe(400);
      // The delivery's job is written off the request path.
      await eventually(
        async () =>
          (await t.query('SELECT 1 FROM generation_jobs WHERE account_id = $1', [accountId])).length ? true : undefined,
        5_000,
      );

      const after = await scrape();
      // Two answered 404 (no entry), the third 429 (2 a minute): one series per pattern, not per date.
      expect(count(after, '404') - count(before, '404')).toBe(2);
      expect(count(after, '429') - count(before, '429')).toBe(1);
      expect(after).not.toContain('2026-01-0');
      expect(
        (sample(after, 'diary_rate_limit_rejections_total', { route: route.route }) ?? 0) -
          (sample(before, 'diary_rate_limit_rejections_total', { route: route.route }) ?? 0),
      ).toBe(1);
      expect(
        sample(after, 'diary_http_request_duration_seconds_count', { ...route, status: '404' }),
      ).toBeGreaterThanOrEqual(2);
      expect(sample(after, 'diary_webhook_receipts_total', { outcome: 'accepted' })).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'diary_webhook_receipts_total', { outcome: '400' })).toBeGreaterThanOrEqual(1);
      expect(after).toMatch(/diary_generation_jobs\{state="pending"\} [1-9]\d*/);
      expect(after).not.toContain('diary_generation_latency_seconds{');
      expect(after).toMatch(/diary_database_pool_connections\{state="idle"\} \d+/);
      expect(after).toContain('diary_process_resident_memory_bytes');
    });

    it('shows a day generated since as done, with its latency', async () => {
      const { accountId } = await seedAccount(t);
      const token = await createToken(t, accountId, 'Phone');
      const receipt = await postWebhook(t, token.token, { note: 'to generate' });
      await eventually(
        async () =>
          (await t.query('SELECT 1 FROM generation_jobs WHERE account_id = $1', [accountId])).length ? true : undefined,
        5_000,
      );
      await t.admin.run('generate', { accountId, date: (receipt.json() as { day: string }).day });
      const text = await scrape();
      expect(text).toMatch(/diary_generation_jobs\{state="done"\} [1-9]\d*/);
      expect(sample(text, 'diary_generation_latency_seconds', { quantile: '0.5' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'diary_generation_latency_seconds', { quantile: '0.95' })).toBeGreaterThanOrEqual(0);
    });

    it('counts event delivery attempts by outcome with their latency, and the delivery queue by state', async () => {
      const receiver = await EventReceiver.start();
      try {
        const { accountId } = await seedAccount(t);
        const endpoint = (await t.admin.run('endpoints.create', { accountId, url: receiver.url })) as { id: string };
        const before = await scrape();
        const attempts = (text: string, outcome: string) =>
          sample(text, 'diary_event_delivery_attempts_total', { outcome }) ?? 0;
        receiver.answer({ status: 500 });
        await t.admin.run('endpoints.test', { id: endpoint.id });
        await t.admin.run('endpoints.test', { id: endpoint.id });
        const after = await scrape();
        expect(attempts(after, 'failed') - attempts(before, 'failed')).toBe(1);
        expect(attempts(after, 'delivered') - attempts(before, 'delivered')).toBe(1);
        expect(
          sample(after, 'diary_event_delivery_duration_seconds_count', { outcome: 'delivered' }),
        ).toBeGreaterThanOrEqual(1);
        expect(sample(after, 'diary_event_deliveries', { state: 'failed' })).toBeGreaterThanOrEqual(1);
        expect(sample(after, 'diary_event_deliveries', { state: 'pending' })).toBeGreaterThanOrEqual(0);
      } finally {
        await receiver.close();
      }
    });
  });
});
