import { ERRORS, expectProblem as expectAnyProblem } from './support/expectations';
import * as net from 'node:net';
import { calendarDayIn } from '../src/shared/calendar';
import { createKey, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

/** The webhook's problems name the webhook as their instance. */
function expectProblem(response: Parameters<typeof expectAnyProblem>[0], status: number, slug: string) {
  const body = expectAnyProblem(response, status, slug);
  expect(body.instance).toBe('/webhooks/ingest');
  return body;
}

describe('POST /webhooks/ingest', () => {
  let t: TestApp;
  let accountId: string;
  let token: string;
  let tokenId: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600' } });
    ({ accountId } = await seedAccount(t, { timezone: 'Pacific/Kiritimati' }));
    ({ token, id: tokenId } = await createToken(t, accountId, 'Strava'));
  });
  afterAll(() => t.close());

  const artifacts = (id: string) =>
    t.query<{ source_label: string; day: string; payload: unknown; enrichment: any; token_id: string }>(
      'SELECT source_label, day::text AS day, payload, enrichment, token_id FROM artifacts WHERE id = $1',
      [id],
    );
  const count = async () => Number((await t.query<{ n: string }>('SELECT count(*) AS n FROM artifacts'))[0].n);

  describe('accepting', () => {
    it('stores an object payload with its source label, day and enrichment, and answers the receipt', async () => {
      const payload = {
        timestamp: '2026-11-21T07:00:00Z',
        note: 'Morning run, photo: https://cdn.example/run.jpg',
        location: { lat: 52.48, lng: 13.4, name: 'Tempelhofer Feld' },
        highlights: [{ kind: 'achievement', title: '5 km personal best', value: 1453 }, { kind: 'stat' }],
      };
      const response = await postWebhook(t, token, payload);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-request-id']).toBeDefined();
      expect(response.headers['x-ratelimit-limit']).toBe('600');
      const receipt = response.json();
      expect(receipt).toEqual({
        received: true,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        day: calendarDayIn('Pacific/Kiritimati'),
        extracted: { media: 1, locations: 1, highlights: 1 },
        warnings: [expect.stringMatching(/^highlights\[1\]: skipped, title is required/)],
      });
      const [stored] = await artifacts(receipt.id);
      expect(stored).toMatchObject({ source_label: 'Strava', day: receipt.day, payload, token_id: tokenId });
      expect(stored.enrichment.locations).toEqual([
        { latitude: 52.48, longitude: 13.4, placeName: 'Tempelhofer Feld' },
      ]);
      expect(stored.enrichment.highlights).toEqual([
        { kind: 'achievement', title: '5 km personal best', value: '1453' },
      ]);
    });

    it('stores an array payload, reading its objects one by one', async () => {
      const response = await postWebhook(t, token, [{ place: 'Home' }, { images: ['https://x.example/a.png'] }, 7]);
      expect(response.statusCode).toBe(200);
      expect(response.json().extracted).toEqual({ media: 1, locations: 1, highlights: 0 });
      const [stored] = await artifacts(response.json().id);
      expect(stored.payload).toEqual([{ place: 'Home' }, { images: ['https://x.example/a.png'] }, 7]);
    });

    it('takes media and links only from public http(s) hosts without credentials, naming each one refused', async () => {
      const publicHost =
        'must point to a public host (loopback, private, link-local and metadata addresses are refused)';
      const payload = {
        media: [
          'http://127.0.0.1/a.png',
          { url: 'http://169.254.169.254/latest/meta-data/b.jpg' },
          'https://user:pass@cdn.example.com/c.jpg',
          { url: 'HTTPS://CDN.Example.com/ok.jpg', type: 'image' },
        ],
        images: ['http://[::ffff:10.0.0.1]/d.png', 'http://metadata.google.internal/e.png'],
        caption: 'From the home camera: http://192.168.1.10/cam.jpg',
        highlights: [
          {
            kind: 'photo',
            title: 'Sunrise',
            imageUrl: 'http://localhost:3000/f.png',
            externalUrl: 'https://admin:secret@cdn.example.com/g',
          },
        ],
      };
      const response = await postWebhook(t, token, payload);
      expect(response.statusCode).toBe(200);
      const receipt = response.json();
      expect(receipt.extracted).toEqual({ media: 1, locations: 0, highlights: 1 });
      expect(receipt.warnings).toEqual([
        `media[0]: skipped, URL ${publicHost}`,
        `media[1]: skipped, URL ${publicHost}`,
        'media[2]: skipped, URL must not carry a user name or password',
        `images[0]: skipped, URL ${publicHost}`,
        `images[1]: skipped, URL ${publicHost}`,
        `highlights[0].imageUrl: skipped, URL ${publicHost}`,
        'highlights[0].externalUrl: skipped, URL must not carry a user name or password',
        `caption: media URL skipped, it ${publicHost}`,
      ]);
      const [stored] = await artifacts(receipt.id);
      expect(stored.payload).toEqual(payload);
      expect(stored.enrichment.media).toEqual([{ url: 'https://cdn.example.com/ok.jpg', type: 'image' }]);
      expect(stored.enrichment.highlights).toEqual([{ kind: 'photo', title: 'Sunrise' }]);
    });

    it('answers a short receipt to a payload of thousands of refused media', async () => {
      const media = Array.from({ length: 3000 }, (_, i) => `http://10.0.0.1/${i}.png`);
      const response = await postWebhook(t, token, { media });
      expect(response.statusCode).toBe(200);
      const { extracted, warnings } = response.json();
      expect(extracted.media).toBe(0);
      expect(warnings).toHaveLength(51);
      expect(warnings[50]).toBe('… and 2950 more warnings');
    });

    it('reads coordinates given as strings only when they are decimal numbers, warning of the rest', async () => {
      const hex = (
        await postWebhook(
          t,
          token,
          { location: { lat: '0x10', lng: '13.4', name: 'Hex' } },
          {},
          '/webhooks/ingest?dryRun=true',
        )
      ).json();
      expect(hex.extracted.locations).toBe(1);
      expect(hex.warnings).toEqual([
        'location: coordinates skipped, latitude and longitude must both be numbers; latitude "0x10" is not a decimal number',
      ]);
      const decimal = await postWebhook(t, token, { lat: '-52.5', lng: '1.34e1' });
      const [stored] = await artifacts(decimal.json().id);
      expect(stored.enrichment.locations).toEqual([{ latitude: -52.5, longitude: 13.4 }]);
    });

    it('makes every POST its own artifact', async () => {
      const before = await count();
      const first = (await postWebhook(t, token, { n: 1 })).json();
      const second = (await postWebhook(t, token, { n: 1 })).json();
      expect(first.id).not.toBe(second.id);
      expect(await count()).toBe(before + 2);
    });

    it('accepts application/json with a charset and application/*+json', async () => {
      expect(
        (await postWebhook(t, token, { a: 1 }, { 'content-type': 'application/json; charset=utf-8' })).statusCode,
      ).toBe(200);
      expect(
        (await postWebhook(t, token, { a: 1 }, { 'content-type': 'application/cloudevents+json' })).statusCode,
      ).toBe(200);
    });

    it('accepts a body of exactly 102400 bytes and refuses one byte more with 413', async () => {
      const exactly = JSON.stringify({ text: 'x'.repeat(102400 - '{"text":""}'.length) });
      expect(Buffer.byteLength(exactly)).toBe(102400);
      expect((await postWebhook(t, token, exactly)).statusCode).toBe(200);
      const tooLarge = JSON.stringify({ text: 'x'.repeat(102401 - '{"text":""}'.length) });
      const before = await count();
      expectProblem(await postWebhook(t, token, tooLarge), 413, 'payload-too-large');
      expect(await count()).toBe(before);
    });
  });

  describe('refusing', () => {
    it('answers 413 to a chunked body as soon as it passes the limit, without waiting for the rest', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.getHttpServer().address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.write(
        `POST /webhooks/ingest HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = `{"a":"${'x'.repeat(16_000)}`;
      // About 112 KB sent; the body would go on for ever: the answer must not wait for its end.
      for (let i = 0; i < 7; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      const deadline = Date.now() + 5000;
      while (!answer.includes('\r\n\r\n') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/content-type: application\/problem\+json/i);
    });

    it.each([
      ['no Authorization header', null],
      ['a malformed token', 'whk_short'],
      ['an API key', 'diary_sk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ['an unknown well-formed token', 'whk_0000000000000000000000000000000000000000'.slice(0, 42)],
    ])('answers 401 invalid-webhook-token for %s', async (_case, secret) => {
      const response = await postWebhook(t, secret, { a: 1 });
      const body = expectProblem(response, 401, 'invalid-webhook-token');
      expect(body.detail).toBe('INVALID_WEBHOOK_TOKEN');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it('never accepts a real API key, nor a token on the read API', async () => {
      const key = await createKey(t, accountId, ['tags:read']);
      expectProblem(await postWebhook(t, key.key, { a: 1 }), 401, 'invalid-webhook-token');
      const read = await t.inject({ url: '/api/v1/tags', headers: { authorization: `Bearer ${token}` } });
      expect(read.statusCode).toBe(401);
      expect(read.json().type).toBe(`${ERRORS}/invalid-api-key`);
    });

    it('stops accepting a revoked token at once', async () => {
      const revocable = await createToken(t, accountId, 'Temporary');
      expect((await postWebhook(t, revocable.token, { a: 1 })).statusCode).toBe(200);
      await t.admin.run('tokens.revoke', { id: revocable.id });
      expectProblem(await postWebhook(t, revocable.token, { a: 1 }), 401, 'invalid-webhook-token');
    });

    it('answers 403 webhook-requires-the-advanced-plan for a free account', async () => {
      const free = await seedAccount(t, { plan: 'free' });
      const freeToken = await createToken(t, free.accountId, 'Free');
      const body = expectProblem(
        await postWebhook(t, freeToken.token, { a: 1 }),
        403,
        'webhook-requires-the-advanced-plan',
      );
      expect(body.detail).toBe('PLAN_REQUIRED');
    });

    it.each([
      ['{"a": ', 'invalid-json'],
      ['{"a": 1}}', 'invalid-json'],
      ['', 'invalid-json'],
      ['"just a string"', 'invalid-payload'],
      ['42', 'invalid-payload'],
      ['null', 'invalid-payload'],
      ['true', 'invalid-payload'],
      ['['.repeat(513) + ']'.repeat(513), 'invalid-payload'],
      ['['.repeat(40_000) + ']'.repeat(40_000), 'invalid-payload'],
    ])('answers 400 for the body %#', async (body, slug) => {
      const before = await count();
      expectProblem(await postWebhook(t, token, body), 400, slug);
      expect(await count()).toBe(before);
    });

    it('answers 415 for a body that is not JSON, and for a missing content type', async () => {
      expectProblem(
        await postWebhook(t, token, 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        'unsupported-media-type',
      );
      expectProblem(
        await postWebhook(t, token, 'hello', { 'content-type': 'text/plain' }),
        415,
        'unsupported-media-type',
      );
      const noType = await t.inject({
        method: 'POST',
        url: '/webhooks/ingest',
        headers: { authorization: `Bearer ${token}` },
      });
      expectProblem(noType, 415, 'unsupported-media-type');
    });

    it('refuses unknown query parameters, so that a mistyped dryRun stores nothing', async () => {
      const before = await count();
      const body = expectProblem(
        await postWebhook(t, token, { a: 1 }, {}, '/webhooks/ingest?dryrun=true'),
        400,
        'bad-request',
      );
      expect(body.detail).toBe('Unknown query parameter dryrun.');
      expect(await count()).toBe(before);
    });

    it.each([
      'toString=x',
      'constructor=1',
      '__proto__=1',
      'hasOwnProperty=1',
      'valueOf=1',
      'dryRun=true&toString=x',
      '=1',
      'dry%20run=true',
    ])('refuses ?%s by name and stores nothing', async (query) => {
      const before = await count();
      const body = expectProblem(
        await postWebhook(t, token, { a: 1 }, {}, `/webhooks/ingest?${query}`),
        400,
        'bad-request',
      );
      expect(body.detail).toMatch(/^Unknown query parameter /);
      expect(body.errors).toEqual([expect.objectContaining({ message: 'is not a known parameter' })]);
      expect(await count()).toBe(before);
    });

    it('refuses a repeated dryRun, which could be read either way, and stores nothing', async () => {
      const before = await count();
      for (const query of ['dryRun=true&dryRun=false', 'dryRun=false&dryRun=false']) {
        const body = expectProblem(
          await postWebhook(t, token, { a: 1 }, {}, `/webhooks/ingest?${query}`),
          400,
          'bad-request',
        );
        expect(body.detail).toBe('The query parameter dryRun is given more than once.');
      }
      expect(await count()).toBe(before);
    });
  });

  describe('dry run', () => {
    it('answers the receipt with received false and stores nothing', async () => {
      const before = await count();
      const response = await postWebhook(
        t,
        token,
        { media: [{ url: 'https://x.example/v.mp4', type: 'video' }] },
        {},
        '/webhooks/ingest?dryRun=true',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        received: false,
        id: null,
        day: expect.any(String),
        extracted: { media: 1, locations: 0, highlights: 0 },
        warnings: [],
      });
      expect(await count()).toBe(before);
    });
  });

  describe('idempotency', () => {
    it('answers a repeated Idempotency-Key with the first receipt and stores nothing new', async () => {
      const first = await postWebhook(t, token, { run: 1 }, { 'idempotency-key': 'delivery-1' });
      const before = await count();
      const again = await postWebhook(t, token, { run: 1 }, { 'idempotency-key': 'delivery-1' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await count()).toBe(before);
    });

    it('treats webhook-id like Idempotency-Key, per token', async () => {
      const other = await createToken(t, accountId, 'Garmin');
      const first = (await postWebhook(t, token, { x: 1 }, { 'webhook-id': 'msg_1' })).json();
      expect((await postWebhook(t, token, { x: 1 }, { 'webhook-id': 'msg_1' })).json().id).toBe(first.id);
      const otherToken = (await postWebhook(t, other.token, { x: 1 }, { 'webhook-id': 'msg_1' })).json();
      expect(otherToken.id).not.toBe(first.id);
    });

    it('stores a racing duplicate once', async () => {
      const before = await count();
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => postWebhook(t, token, { race: true }, { 'idempotency-key': 'racing-key' })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
      expect(await count()).toBe(before + 1);
    });

    it('accepts a key again once its artifact is deleted, once however many race for it', async () => {
      const first = (await postWebhook(t, token, { gone: 1 }, { 'idempotency-key': 'deleted-key' })).json();
      await t.admin.run('artifacts.delete', { id: first.id });
      const before = await count();
      const again = await Promise.all(
        Array.from({ length: 6 }, () => postWebhook(t, token, { gone: 2 }, { 'idempotency-key': 'deleted-key' })),
      );
      expect(again.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      const ids = new Set(again.map((r) => r.json().id));
      expect(ids.size).toBe(1);
      expect(ids.has(first.id)).toBe(false);
      expect(await count()).toBe(before + 1);
    });

    it('accepts a key again after 24 hours', async () => {
      const first = (await postWebhook(t, token, { old: 1 }, { 'idempotency-key': 'old-key' })).json();
      await t.query(
        `UPDATE ingest_deliveries SET received_at = now() - interval '25 hours' WHERE delivery_key = 'old-key'`,
      );
      const later = (await postWebhook(t, token, { old: 1 }, { 'idempotency-key': 'old-key' })).json();
      expect(later.id).not.toBe(first.id);
    });

    it('refuses a malformed key', async () => {
      const body = expectProblem(
        await postWebhook(t, token, { a: 1 }, { 'idempotency-key': 'x'.repeat(256) }),
        400,
        'bad-request',
      );
      expect(body.detail).toContain('Idempotency-Key');
    });
  });

  describe('flood protection', () => {
    it('limits each token per minute with the rate-limit headers and a 429 problem', async () => {
      const limited = await startTestApp({
        env: { INGEST_RATE_LIMIT_PER_MINUTE: '3' },
        keepData: true,
        dataDir: undefined,
      });
      try {
        const { accountId: id } = await seedAccount(limited);
        const { token: flood } = await createToken(limited, id, 'Flood');
        for (let i = 1; i <= 3; i++) {
          const response = await postWebhook(limited, flood, { i });
          expect(response.statusCode).toBe(200);
          expect(response.headers['x-ratelimit-remaining']).toBe(String(3 - i));
        }
        const refused = await postWebhook(limited, flood, { i: 4 });
        const body = expectProblem(refused, 429, 'rate-limit-exceeded');
        expect(body.detail).toMatch(/^Rate limit of 3 requests per minute exceeded\. Retry in \d+ seconds\.$/);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });
  });

  describe('tokens', () => {
    it('never holds more than 10 active tokens, even under 20 concurrent creations', async () => {
      const { accountId: id } = await seedAccount(t);
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => createToken(t, id, `concurrent ${i}`)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected).toHaveLength(10);
      expect(rejected[0].reason.message).toContain('10 active webhook tokens');
      const [{ n }] = await t.query<{ n: string }>(
        'SELECT count(*) AS n FROM webhook_tokens WHERE account_id = $1 AND revoked_at IS NULL',
        [id],
      );
      expect(Number(n)).toBe(10);
    });
  });
});
