import type * as net from 'node:net';
import { bearer, seedAccount } from './support/fixtures';
import { exchangeRaw as exchange, rawProblem as problemOf } from './support/raw-socket';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

describe('HTTP edges: stalled bodies, methods, errors before routing, encodings', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  let key: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '2' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as net.AddressInfo).port;
    const seeded = await seedAccount(t);
    key = seeded.key;
    token = (await createToken(t, seeded.accountId, 'Phone')).token;
  });
  afterAll(() => t.close());

  const webhookHead = (headers: string) =>
    `POST /webhooks/ingest HTTP/1.1\r\nHost: diary.test\r\n${headers}Content-Type: application/json\r\nContent-Length: 102400\r\n\r\n`;

  it('answers a webhook without a valid token 401 before reading the body, and closes the connection', async () => {
    for (const authorization of [
      '',
      'Authorization: Bearer whk_not_a_token\r\n',
      `Authorization: Bearer ${token}\r\nAuthorization: Bearer ${token}\r\n`,
    ]) {
      const { response, status, closedAfterMs } = await exchange(
        port,
        `${webhookHead(authorization)}{"note": "${'x'.repeat(90_000)}`,
      );
      expect(status).toBe(401);
      expect(problemOf(response).type).toBe('https://diary.test/errors/invalid-webhook-token');
      expect(closedAfterMs).not.toBe('open');
    }
  });

  it('closes a stalled body of an authenticated request once the request timeout passes, with 408 Problem Details', async () => {
    const { response, status, closedAfterMs } = await exchange(
      port,
      `${webhookHead(`Authorization: Bearer ${token}\r\n`)}{"note": "stalled`,
      6_000,
    );
    expect(status).toBe(408);
    expect(problemOf(response).type).toBe('https://diary.test/errors/request-timeout');
    // CORS only on the read API's answers: the webhook is not called from browsers.
    expect(response).not.toMatch(/Access-Control-Allow-Origin/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(2_000);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it.each([
    ['application/json; charset=iso-8859-1', {}, 'charset'],
    ['application/json; charset="windows-1252"', {}, 'charset'],
    ['application/json', { 'content-encoding': 'gzip' }, 'Content-Encoding'],
    ['application/json', { 'content-encoding': 'br' }, 'Content-Encoding'],
  ])('refuses %s %j with 415 and stores nothing', async (type, headers, word) => {
    const response = await postWebhook(t, token, { note: 'caf\u00e9' }, { 'content-type': type, ...headers });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toContain(word);
    if (word === 'Content-Encoding') expect(response.headers['accept-encoding']).toBe('identity');
  });

  it.each(['application/json; charset=utf-8', 'application/json; charset=UTF8', 'application/cloudevents+json'])(
    'accepts %s',
    async (type) => {
      expect(
        (await postWebhook(t, token, { note: 'fine' }, { 'content-type': type, 'content-encoding': 'identity' }))
          .statusCode,
      ).toBe(200);
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND', 'MKCOL'])(
    'answers %s on a read route 405 with Allow before reading any body',
    async (method) => {
      for (const url of ['/api/v1/entries', '/api/v1/entries/2026-11-21', '/api/v1/tags']) {
        const response = await t.inject({
          method: method as 'POST',
          url,
          headers: { 'content-type': 'text/plain' },
          payload: 'not json at all',
        });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe('GET, OPTIONS');
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    },
  );

  it('knows the read routes from the controllers: another method on a path no controller serves is 404, not 405', async () => {
    for (const url of ['/api/v1/nothing', '/api/v1/entries/2026-11-21/more', '/api/v1/tags/x']) {
      const response = await t.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ type: expect.stringMatching(/\/not-found$/) });
    }
  });

  it('keeps idle connections alive for 72 s and closes silent ones after 60 s (as configured, on the server itself)', async () => {
    const server = t.app.getHttpServer();
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.timeout).toBe(60_000);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.headers.get('keep-alive')).toBe('timeout=72');
  });

  it('answers CONNECT with 405 Problem Details instead of dropping the socket', async () => {
    const { response, status } = await exchange(
      port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(status).toBe(405);
    expect(problemOf(response).type).toBe('https://diary.test/errors/method-not-allowed');
  });

  it('answers errors raised before routing with their own types, CORS and short details', async () => {
    const long = await t.inject({ url: `/api/v1/entries/${'2'.repeat(10_000)}`, headers: bearer(key) });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({
      type: 'https://diary.test/errors/uri-too-long',
      detail: 'The request URL is too long.',
    });
    expect(long.headers['access-control-allow-origin']).toBe('*');
    expect(long.body.length).toBeLessThan(400 + 10_000);
    expect(long.json().detail.length).toBeLessThan(100);

    const undecodable = await t.inject({ url: '/api/v1/entries/%', headers: bearer(key) });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.headers['access-control-allow-origin']).toBe('*');

    const { response, status } = await exchange(
      port,
      `GET /api/v1/tags HTTP/1.1\r\nHost: diary.test\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
    );
    expect(status).toBe(431);
    expect(problemOf(response).type).toBe('https://diary.test/errors/request-header-fields-too-large');
    expect(response).toMatch(/Access-Control-Allow-Origin: \*/);
  });

  it('takes two Authorization headers as invalid credentials on the read API too', async () => {
    const { response, status } = await exchange(
      port,
      `GET /api/v1/tags HTTP/1.1\r\nHost: diary.test\r\nAuthorization: Bearer ${key}\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\n\r\n`,
    );
    expect(status).toBe(401);
    expect(problemOf(response).type).toBe('https://diary.test/errors/invalid-api-key');
    expect((await t.inject({ url: '/api/v1/tags', headers: bearer(key) })).statusCode).toBe(200);
  });
});
