import { ERRORS } from './support/expectations';
import { bearer, createKey, importEntries, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';

describe('read API: HTTP behaviour', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('X-Request-Id', () => {
    it('is a new UUID on every response, errors included', async () => {
      const { key } = await seedAccount(t);
      for (const response of [
        await t.inject({ url: '/api/v1/tags', headers: bearer(key) }),
        await t.inject('/api/v1/tags'),
        await t.inject('/healthz'),
      ]) {
        expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it('echoes a safe client value and replaces an unsafe one', async () => {
      const echoed = await t.inject({ url: '/api/v1/tags', headers: { 'x-request-id': 'client-123.abc_DEF' } });
      expect(echoed.headers['x-request-id']).toBe('client-123.abc_DEF');
      expect(echoed.json().requestId).toBe('client-123.abc_DEF');
      const replaced = await t.inject({ url: '/api/v1/tags', headers: { 'x-request-id': 'bad id\u0000<script>' } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('CORS', () => {
    it('answers a preflight with 204, allowing GET and Authorization', async () => {
      const response = await t.inject({
        method: 'OPTIONS',
        url: '/api/v1/entries',
        headers: {
          origin: 'https://app.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-methods']).toContain('GET');
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(response.headers['x-request-id']).toBeDefined();
    });

    it('allows any origin and exposes the rate-limit and request headers, on success and on errors', async () => {
      const { key } = await seedAccount(t);
      for (const response of [
        await t.inject({ url: '/api/v1/tags', headers: bearer(key) }),
        await t.inject('/api/v1/entries/nope'),
      ]) {
        expect(response.headers['access-control-allow-origin']).toBe('*');
        const exposed = String(response.headers['access-control-expose-headers']);
        for (const header of [
          'X-Request-Id',
          'X-RateLimit-Limit',
          'X-RateLimit-Remaining',
          'X-RateLimit-Reset',
          'Retry-After',
          'RateLimit',
          'RateLimit-Policy',
          'ETag',
        ]) {
          expect(exposed).toContain(header);
        }
      }
    });
  });

  describe('conditional requests', () => {
    it('gives a strong ETag and answers 304 to a matching If-None-Match', async () => {
      const { key, accountId } = await seedAccount(t);
      await importEntries(t, accountId, [{ date: '2026-03-01', content: '# A' }]);
      const first = await t.inject({ url: '/api/v1/entries/2026-03-01', headers: bearer(key) });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await t.inject({
        url: '/api/v1/entries/2026-03-01',
        headers: { ...bearer(key), 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(Number(again.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);

      await importEntries(t, accountId, [{ date: '2026-03-01', content: '# B' }]);
      const changed = await t.inject({
        url: '/api/v1/entries/2026-03-01',
        headers: { ...bearer(key), 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  describe('rate limit', () => {
    it('allows 120 requests a minute per key across all routes, then answers 429 with a Problem', async () => {
      const { key, accountId } = await seedAccount(t);
      const routes = ['/api/v1/entries', '/api/v1/tags', '/api/v1/entries/2026-01-01'];
      for (let i = 1; i <= 120; i++) {
        const response = await t.inject({ url: routes[i % 3], headers: bearer(key) });
        expect(response.statusCode).not.toBe(429);
        expect(response.headers['x-ratelimit-limit']).toBe('120');
        expect(response.headers['x-ratelimit-remaining']).toBe(String(120 - i));
        expect(response.headers['ratelimit-policy']).toBe('"default";q=120;w=60');
        expect(response.headers.ratelimit).toMatch(new RegExp(`^"default";r=${120 - i};t=\\d+$`));
      }
      const limited = await t.inject({ url: '/api/v1/tags', headers: bearer(key) });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers['x-ratelimit-remaining']).toBe('0');
      expect(limited.headers['x-ratelimit-reset']).toBe(String(retryAfter));
      expect(limited.json()).toMatchObject({
        type: `${ERRORS}/rate-limit-exceeded`,
        title: 'Too Many Requests',
        status: 429,
        detail: `Rate limit of 120 requests per minute exceeded. Retry in ${retryAfter} seconds.`,
      });

      const otherKey = await createKey(t, accountId, ['tags:read']);
      expect((await t.inject({ url: '/api/v1/tags', headers: bearer(otherKey.key) })).statusCode).toBe(200);
    });
  });

  describe('routes and methods', () => {
    it('answers unknown routes under /api/v1 with a 404 not-found problem', async () => {
      const response = await t.inject('/api/v1/nothing-here');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ type: `${ERRORS}/not-found`, title: 'Not Found', status: 404 });
    });

    it('answers other methods on read routes with 405 and Allow', async () => {
      const response = await t.inject({ method: 'DELETE', url: '/api/v1/entries/2026-01-01' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, OPTIONS');
      expect(response.json()).toMatchObject({ type: `${ERRORS}/method-not-allowed`, title: 'Method Not Allowed' });
    });

    it('answers other methods 405 whatever their body, and undecodable URLs with Problem Details too', async () => {
      const form = await t.inject({
        method: 'POST',
        url: '/api/v1/tags',
        headers: { 'content-type': 'application/xml' },
        payload: '<x/>',
      });
      expect(form.statusCode).toBe(405);
      expect(form.headers['content-type']).toMatch(/^application\/problem\+json/);
      const badUrl = await t.inject('/%E0%A4%A');
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json()).toMatchObject({ type: `${ERRORS}/bad-request`, title: 'Bad Request', status: 400 });
      expect(badUrl.headers['x-request-id']).toBeDefined();
    });

    it('serves a page for every problem type', async () => {
      const response = await t.inject('/errors/insufficient-scope');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('scope');
      expect((await t.inject('/errors/no-such-type')).statusCode).toBe(404);
    });

    it('styles each page with what the error means and what to do, code as code, links to the index and the docs', async () => {
      const page = (await t.inject('/errors/invalid-webhook-signature')).body;
      expect(page).toContain('<style>');
      expect(page).toContain('401 Unauthorized');
      expect(page).toContain('<h2>What it means</h2>');
      expect(page).toContain('<h2>What to do</h2>');
      expect(page).toContain('<code>webhook-id</code>');
      expect(page).not.toContain('`');
      expect(page).toContain('<a href="/errors">All error types</a>');
      expect(page).toContain('<a href="/docs">API documentation</a>');
      expect(page).not.toMatch(/<link|<script|https?:\/\/(?!diary)/);
    });

    it('lists every error type at /errors and /errors/', async () => {
      for (const url of ['/errors', '/errors/']) {
        const index = await t.inject(url);
        expect([url, index.statusCode]).toEqual([url, 200]);
        for (const type of ['invalid-api-key', 'rate-limit-exceeded', 'invalid-operator-token', 'payload-too-large'])
          expect(index.body).toContain(`href="/errors/${type}"`);
      }
    });

    it("gives OpenAPI examples on this server's own error pages", async () => {
      const document = (await t.inject('/api/v1/openapi.json')).json();
      expect(document.components.schemas.ProblemDocument.properties.type.example).toBe(`${ERRORS}/invalid-api-key`);
      expect(JSON.stringify(document)).not.toContain('diary.example');
    });
  });

  describe('health', () => {
    it('is alive and ready while the database answers', async () => {
      expect((await t.inject('/healthz')).json()).toEqual({ status: 'ok' });
      expect((await t.inject('/readyz')).json()).toEqual({ status: 'ready' });
    });
  });
});
