import * as net from 'node:net';
import { ActivityLog } from '../src/shared/activity-log';
import { expectProblem } from './support/expectations';
import { seedAccount } from './support/fixtures';
import { exchangeRaw as exchange, rawProblem } from './support/raw-socket';
import { TestApp, startTestApp } from './support/test-app';
import { createToken } from './support/webhook';

const METRICS_TOKEN = 'metrics-scraper-secret-0123456789abcdef';

interface Door {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  /** The problem type a wrong credential gets. */
  refused: string;
  /** The problem type of a request without a credential. */
  missing: string;
  secret: () => string;
}

/** Every door with a bearer credential, and a valid credential of its kind. */
async function doors(t: TestApp): Promise<Door[]> {
  const { accountId, key } = await seedAccount(t);
  const webhookToken = (await createToken(t, accountId, 'Phone')).token;
  const operatorToken = ((await t.admin.run('operators.create', { name: 'Doors' })) as { token: string }).token;
  return [
    {
      name: 'read API',
      method: 'GET',
      url: '/api/v1/tags',
      refused: 'invalid-api-key',
      missing: 'missing-api-key',
      secret: () => key,
    },
    {
      name: 'webhook',
      method: 'POST',
      url: '/webhooks/ingest',
      refused: 'invalid-webhook-token',
      missing: 'invalid-webhook-token',
      secret: () => webhookToken,
    },
    {
      name: 'admin API',
      method: 'GET',
      url: '/admin/v1/operators',
      refused: 'invalid-operator-token',
      missing: 'invalid-operator-token',
      secret: () => operatorToken,
    },
    {
      name: 'metrics',
      method: 'GET',
      url: '/metrics',
      refused: 'invalid-metrics-token',
      missing: 'invalid-metrics-token',
      secret: () => METRICS_TOKEN,
    },
  ];
}

const call = (t: TestApp, door: Door, authorization: string | undefined, remoteAddress = '127.0.0.1') =>
  t.inject({
    method: door.method,
    url: door.url,
    remoteAddress,
    headers: {
      ...(authorization === undefined ? {} : { authorization }),
      ...(door.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    payload: door.method === 'POST' ? '{"note":"door"}' : undefined,
  });

describe('one authentication path per credential kind: the same header rules, limits and answers at every door', () => {
  let t: TestApp;
  let port: number;
  let all: Door[];

  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_ENABLED: 'true', METRICS_TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as net.AddressInfo).port;
    all = await doors(t);
  });
  afterAll(() => t.close());

  it('takes the Bearer scheme in any case (RFC 7235) at every door', async () => {
    for (const door of all) {
      for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
        const response = await call(t, door, `${scheme} ${door.secret()}`);
        expect([door.name, scheme, response.statusCode]).toEqual([door.name, scheme, 200]);
      }
    }
  });

  it('refuses a missing, wrong or malformed credential with 401, its type and WWW-Authenticate: Bearer at every door', async () => {
    for (const door of all) {
      for (const authorization of [
        undefined,
        'Bearer wrong',
        `Basic ${door.secret()}`,
        `Bearer ${door.secret()} extra`,
        door.secret(),
        `Bearer  `,
      ]) {
        const response = await call(t, door, authorization, '192.0.2.1');
        expect([door.name, authorization, response.statusCode]).toEqual([door.name, authorization, 401]);
        expectProblem(response, 401, authorization === undefined ? door.missing : door.refused);
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    }
  });

  it('refuses two Authorization headers at every door, even when both carry the right credential', async () => {
    for (const door of all) {
      const body = door.method === 'POST' ? '{"note":"door"}' : '';
      const head = `${door.method} ${door.url} HTTP/1.1\r\nHost: diary.test\r\nAuthorization: Bearer ${door.secret()}\r\nAuthorization: Bearer ${door.secret()}\r\n`;
      const { response, status } = await exchange(
        port,
        `${head}Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect([door.name, status]).toEqual([door.name, 401]);
      expect(rawProblem(response).type).toBe(`https://diary.test/errors/${door.refused}`);
    }
  });
});

describe('failed authentications: one budget per client address, whatever the door', () => {
  let t: TestApp;
  let all: Door[];

  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_ENABLED: 'true', METRICS_TOKEN, AUTH_FAILURE_LIMIT_PER_MINUTE: '5' } });
    all = await doors(t);
  });
  afterAll(() => t.close());

  it.each(['read API', 'webhook', 'admin API', 'metrics'])(
    'limits wrong credentials at the %s, then answers 429 with Retry-After',
    async (name) => {
      const door = all.find((candidate) => candidate.name === name)!;
      const address = `198.51.100.${all.indexOf(door) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await call(t, door, `Bearer wrong-${i}`, address)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      const limited = await call(t, door, 'Bearer wrong-again', address);
      expectProblem(limited, 429, 'rate-limit-exceeded');
      expect(limited.headers['retry-after']).toBeDefined();
    },
  );

  it('counts the failures of every door together', async () => {
    const address = '198.51.100.99';
    for (const door of all) expect((await call(t, door, 'Bearer wrong', address)).statusCode).toBe(401);
    expect((await call(t, all[3], 'Bearer wrong', address)).statusCode).toBe(401);
    for (const door of all)
      expect([door.name, (await call(t, door, 'Bearer wrong', address)).statusCode]).toEqual([door.name, 429]);
  });
});

describe('METRICS_TOKEN', () => {
  it('refuses at start a token shorter than 32 characters', async () => {
    await expect(startTestApp({ env: { METRICS_ENABLED: 'true', METRICS_TOKEN: 'scrape-secret' } })).rejects.toThrow(
      'METRICS_TOKEN',
    );
  });
});

describe('admin API: refusals logged with the operator', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { ADMIN_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  it("logs a refused call (400, 429) with the operator's id and the status, never the token", async () => {
    const operator = (await t.admin.run('operators.create', { name: 'Refused' })) as { id: string; token: string };
    const log = t.app.get(ActivityLog);
    const info = jest.spyOn(log, 'info');
    const warn = jest.spyOn(log, 'warn');
    try {
      const headers = { authorization: `Bearer ${operator.token}`, 'content-type': 'application/json' };
      expectProblem(
        await t.inject({ method: 'POST', url: '/admin/v1/accounts', headers, payload: '{"name":"x","color":"red"}' }),
        400,
        'bad-request',
      );
      expect((await t.inject({ url: '/admin/v1/operators', headers })).statusCode).toBe(200);
      expectProblem(await t.inject({ url: '/admin/v1/operators', headers }), 429, 'rate-limit-exceeded');
      const lines = [...info.mock.calls, ...warn.mock.calls].map((args) => args.join(' '));
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`operator ${operator.id} .*accounts\\.create.*400`)),
          expect.stringMatching(new RegExp(`operator ${operator.id} .*429`)),
        ]),
      );
      expect(lines.join('\n')).not.toContain(operator.token);
    } finally {
      info.mockRestore();
      warn.mockRestore();
    }
  });
});

describe('admin API: no CORS headers on errors raised before routing', () => {
  let t: TestApp;
  let port: number;
  let operatorToken: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '2', MAX_CONNECTIONS: '2' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as net.AddressInfo).port;
    operatorToken = ((await t.admin.run('operators.create', { name: 'Cors' })) as { token: string }).token;
  });
  afterAll(() => t.close());

  const hasCors = (response: string) => /^Access-Control-/im.test(response.slice(0, response.indexOf('\r\n\r\n')));

  it('431, 400 and 408 on /admin/v1 carry none; the read API keeps them', async () => {
    const big = (path: string) => `GET ${path} HTTP/1.1\r\nHost: diary.test\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`;
    const admin431 = await exchange(port, big('/admin/v1/accounts'));
    expect(admin431.status).toBe(431);
    expect(hasCors(admin431.response)).toBe(false);
    expect(hasCors((await exchange(port, big('/api/v1/tags'))).response)).toBe(true);

    const invalid = await exchange(port, 'GET /admin/v1/accounts HTTP/1.1\r\nHost: diary.test\r\nNot a header\r\n\r\n');
    expect(invalid.status).toBe(400);
    expect(hasCors(invalid.response)).toBe(false);

    const stalled = await exchange(
      port,
      `POST /admin/v1/accounts HTTP/1.1\r\nHost: diary.test\r\nAuthorization: Bearer ${operatorToken}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`,
      6_000,
    );
    expect(stalled.status).toBe(408);
    expect(hasCors(stalled.response)).toBe(false);

    for (const url of [`/admin/v1/accounts/${'2'.repeat(10_000)}`, '/admin/v1/accounts/%']) {
      const response = await t.inject({ url, headers: { authorization: `Bearer ${operatorToken}` } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('503 at the connection limit carries none on /admin/v1; the read API keeps them', async () => {
    const held = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    try {
      const admin = await exchange(
        port,
        `GET /admin/v1/accounts HTTP/1.1\r\nHost: diary.test\r\nAuthorization: Bearer ${operatorToken}\r\n\r\n`,
      );
      expect(admin.status).toBe(503);
      expect(hasCors(admin.response)).toBe(false);
      const read = await exchange(port, 'GET /api/v1/tags HTTP/1.1\r\nHost: diary.test\r\n\r\n');
      expect(read.status).toBe(503);
      expect(hasCors(read.response)).toBe(true);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});
