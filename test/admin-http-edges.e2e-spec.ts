import type * as net from 'node:net';
import { AdminOperations } from '../src/admin/admin-operations';
import { ADMIN_COMMANDS } from '../src/admin/command-registry';
import { expectProblem } from './support/expectations';
import { bearer, seedAccount } from './support/fixtures';
import { exchangeRaw, rawProblem } from './support/raw-socket';
import { TestApp, startTestApp } from './support/test-app';

jest.setTimeout(60_000);

/**
 * The admin API's edges: refusals that cost the service nothing (no body read, the connection closed), HEAD that
 * runs nothing, media types and sizes answered as the webhook answers them, errors that stay short, and one set of
 * input rules on every route (unknown fields refused whatever the route's shape).
 */
describe('admin HTTP API: edges', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  let accountId: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600', ADMIN_RATE_LIMIT_PER_MINUTE: '1000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as net.AddressInfo).port;
    token = ((await t.admin.run('operators.create', { name: 'Edges' })) as { token: string }).token;
    accountId = (await seedAccount(t)).accountId;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.inject({
      method,
      url,
      headers: { ...bearer(token), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers HEAD on every admin GET route 405 with Allow: GET, running nothing', async () => {
    const run = jest.spyOn(t.app.get(AdminOperations), 'run');
    try {
      const gets = ADMIN_COMMANDS.filter((command) => command.http.method === 'GET');
      expect(gets.length).toBeGreaterThanOrEqual(7);
      for (const command of gets) {
        const url = `/admin/v1${command.http.path.replace(/:[A-Za-z]+/g, accountId)}`;
        const response = await call('HEAD', url);
        expect([url, response.statusCode, response.headers.allow]).toEqual([url, 405, 'GET']);
      }
      // On the wire: headers only.
      const { response, status } = await exchangeRaw(
        port,
        `HEAD /admin/v1/accounts/${accountId}/export?part=entries HTTP/1.1\r\nHost: diary.test\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      );
      expect(status).toBe(405);
      expect(response.endsWith('\r\n\r\n')).toBe(true);
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
  });

  it('answers 401 and 429 before reading the body, and closes the connection', async () => {
    const head = (authorization: string) =>
      `POST /admin/v1/accounts HTTP/1.1\r\nHost: diary.test\r\n${authorization}Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"name": "`;
    for (const authorization of ['', 'Authorization: Bearer diary_op_nope\r\n']) {
      const { response, status, closedAfterMs } = await exchangeRaw(port, head(authorization));
      expect(status).toBe(401);
      expect(rawProblem(response).type).toBe('https://diary.test/errors/invalid-operator-token');
      expect(response).toMatch(/\r\nConnection: close\r\n/i);
      expect(closedAfterMs).not.toBe('open');
    }
    const limited = await startTestApp({ keepData: true, env: { ADMIN_RATE_LIMIT_PER_MINUTE: '1' } });
    try {
      await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const limitedPort = (limited.app.getHttpServer().address() as net.AddressInfo).port;
      const own = ((await limited.admin.run('operators.create', { name: 'Once' })) as { token: string }).token;
      expect((await limited.inject({ url: '/admin/v1/operators', headers: bearer(own) })).statusCode).toBe(200);
      const { response, status, closedAfterMs } = await exchangeRaw(
        limitedPort,
        head(`Authorization: Bearer ${own}\r\n`),
      );
      expect(status).toBe(429);
      expect(response).toMatch(/\r\nConnection: close\r\n/i);
      expect(response).toMatch(/\r\nRetry-After: \d+\r\n/i);
      expect(closedAfterMs).not.toBe('open');
    } finally {
      await limited.close();
    }
  });

  it.each([
    ['application/json; charset=iso-8859-1', {}, 'charset'],
    ['application/json; charset=latin1', {}, 'charset'],
    ['application/json', { 'content-encoding': 'gzip' }, 'Content-Encoding'],
    ['text/plain', {}, 'application/json'],
  ])('refuses %s %j with 415 as the webhook does, creating nothing', async (type, headers, word) => {
    const before = (await t.query('SELECT count(*)::int AS n FROM accounts'))[0].n;
    const response = await call(
      'POST',
      '/admin/v1/accounts',
      { name: 'Caf\u00e9', plan: 'free' },
      { 'content-type': type, ...headers },
    );
    expectProblem(response, 415, 'unsupported-media-type');
    expect(response.json().detail).toContain(word);
    expect(response.headers.connection).toBe('close');
    expect((await t.query('SELECT count(*)::int AS n FROM accounts'))[0].n).toBe(before);
  });

  it('accepts UTF-8 JSON however it is labelled', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/json; charset=UTF8', 'application/json'])
      expect(
        (
          await call(
            'POST',
            '/admin/v1/accounts',
            { name: 'Fine', plan: 'free' },
            { 'content-type': type, 'content-encoding': 'identity' },
          )
        ).statusCode,
      ).toBe(201);
  });

  it('names its own body limit in a 413', async () => {
    const response = await call('POST', `/admin/v1/accounts/${accountId}/entries`, {
      entries: [{ date: '2026-01-01', content: 'x'.repeat(5 * 1024 * 1024) }],
    });
    const problem = expectProblem(response, 413, 'payload-too-large');
    expect(problem.detail).toContain('4194304 bytes');
    expect(problem.detail).not.toContain('102400');
  });

  it('answers a 414 and a 404 for a long path with a short body', async () => {
    const long = await call('GET', `/admin/v1/accounts/${'a'.repeat(9_000)}/keys`);
    expect(long.statusCode).toBe(414);
    expect(long.body.length).toBeLessThan(600);
    const unknown = await call('GET', `/admin/v1/${'b'.repeat(9_000)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.length).toBeLessThan(800);
  });

  it.each([
    ['PATCH', (): string => `/admin/v1/accounts/${accountId}`, { plan: 'free', nickname: 'Renamed' }, 'nickname'],
    [
      'POST',
      (): string => `/admin/v1/accounts/${accountId}/generate`,
      { date: '2026-01-01', from: '2026-01-01', to: '2026-01-02' },
      'from',
    ],
    ['POST', (): string => `/admin/v1/accounts/${accountId}/entries`, { entries: [], dryRun: true }, 'dryRun'],
    ['GET', (): string => `/admin/v1/accounts/${accountId}/export?part=entries&out=/tmp/x`, undefined, 'out'],
    ['GET', (): string => '/admin/v1/operators?verbose=true', undefined, 'verbose'],
    ['DELETE', (): string => `/admin/v1/keys/${accountId}`, { force: true }, 'body'],
    ['GET', (): string => '/admin/v1/accounts', { limit: 5 }, 'body'],
    ['POST', (): string => '/admin/v1/accounts?plan=free', { name: 'Q', plan: 'free' }, 'plan'],
  ] as const)('refuses %s %s with an unknown field (%j) with 400, running nothing', async (method, url, body, says) => {
    const run = jest.spyOn(t.app.get(AdminOperations), 'run');
    try {
      const response = await call(method, url(), body);
      expectProblem(response, 400, 'bad-request');
      expect(response.json().detail).toContain(says);
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
  });

  it('declares the fields of every route that reads the request itself', () => {
    expect(
      ADMIN_COMMANDS.filter((command) => command.http.operation && !command.http.fields).map((command) => command.name),
    ).toEqual([]);
  });

  it('refuses an array for a string option and a repeated query parameter', async () => {
    expect((await call('POST', '/admin/v1/accounts', { name: ['a', 'b'], plan: 'free' })).json().detail).toContain(
      'name must be a string',
    );
    expect((await call('PATCH', `/admin/v1/accounts/${accountId}`, { plan: ['free'] })).json().detail).toContain(
      'plan must be a string',
    );
    expect(
      (await call('POST', `/admin/v1/accounts/${accountId}/generate`, { date: ['2026-01-01'] })).json().detail,
    ).toContain('date must be a string');
    const repeated = await call('DELETE', `/admin/v1/accounts/${accountId}?confirm=${accountId}&confirm=${accountId}`);
    expectProblem(repeated, 400, 'bad-request');
    expect((await t.query('SELECT 1 FROM accounts WHERE id = $1', [accountId])).length).toBe(1);
    // A comma list takes an array of words.
    expect(
      (await call('POST', `/admin/v1/accounts/${accountId}/keys`, { name: 'k', scopes: ['tags:read', 'entries:read'] }))
        .statusCode,
    ).toBe(201);
  });
});
