import type { OperationTransport } from '../src/cli/transport';
import { ADMIN_COMMANDS } from '../src/admin/command-registry';
import { expectProblem } from './support/expectations';
import { bearer, seedAccount } from './support/fixtures';
import { runCliInProcess } from './support/run-cli';
import { TestApp, startTestApp } from './support/test-app';
import { createToken } from './support/webhook';

jest.setTimeout(120_000);

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Every admin list is paged (decisions.md "Admin lists"): over HTTP `?limit=` (default 100, at most 1,000) and
 * `?after=CURSOR` answering `{ data, nextCursor }`; the CLI prints one JSON array read page by page, or one page
 * with `--limit N --after ID`.
 */
describe('admin lists, page by page', () => {
  let t: TestApp;
  let operatorToken: string;
  let accountId: string;
  /** Each list with five items of its own, in the order it lists them; its cursor is the item's `id` unless said. */
  const lists: Array<{
    name: string;
    url: () => string;
    cli: () => string[];
    expected: () => Promise<string[]>;
    key?: (item: any) => string;
  }> = [];

  beforeAll(async () => {
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600', ADMIN_RATE_LIMIT_PER_MINUTE: '100000' } });
    operatorToken = ((await t.admin.run('operators.create', { name: 'Lister' })) as { token: string }).token;
    accountId = (await seedAccount(t)).accountId;
    for (let i = 0; i < 4; i++)
      await t.admin.run('keys.create', { accountId, name: `key ${i}`, scopes: ['tags:read'] });
    for (let i = 0; i < 5; i++) await createToken(t, accountId, `token ${i}`);
    for (let i = 0; i < 4; i++) await t.admin.run('operators.create', { name: `operator ${i}` });
    for (let i = 0; i < 4; i++) await seedAccount(t, { name: `account ${i}` });
    const [token] = (
      await t.query<{ id: string }>('SELECT id FROM webhook_tokens WHERE account_id = $1 LIMIT 1', [accountId])
    ).map((row) => row.id);
    // Five artifacts over two days, three of them in one day at one instant (the id orders those).
    await t.query(
      `INSERT INTO artifacts (account_id, token_id, day, source_label, payload, received_at)
       SELECT $1, $2, d, 'webhook:x', '{}'::jsonb, '2026-03-01T12:00:00Z'
         FROM unnest(ARRAY['2026-03-01', '2026-03-02', '2026-03-02', '2026-03-02', '2026-03-01']::date[]) AS d`,
      [accountId, token],
    );
    await t.query(
      `INSERT INTO generation_jobs (account_id, day, run_after, updated_at)
       SELECT $1, DATE '2026-01-01' + i, now(), '2026-01-01T00:00:00Z'::timestamptz + (i % 2) * interval '1 hour' FROM generate_series(0, 4) AS i`,
      [accountId],
    );
    // Five endpoints (their secrets are not read here), the first with five deliveries.
    const endpoints = (
      await t.query<{ id: string }>(
        `INSERT INTO event_endpoints (id, account_id, url, events, signing_secret, created_at)
         SELECT gen_random_uuid(), $1, 'https://example.com/' || i, ARRAY['entry.written'], '\\x00'::bytea,
                '2026-03-01T12:00:00Z'::timestamptz + (i % 2) * interval '1 hour'
           FROM generate_series(1, 5) AS i RETURNING id`,
        [accountId],
      )
    ).map((row) => row.id);
    await t.query(
      `INSERT INTO event_deliveries (id, endpoint_id, account_id, event_type, occurred_at, run_after, state)
       SELECT gen_random_uuid(), $1, $2, 'ping', now(), now(), 'done' FROM generate_series(1, 5)`,
      [endpoints[0], accountId],
    );
    const ids = async (sql: string, parameters: unknown[] = []) =>
      (await t.query<{ id: string }>(sql, parameters)).map((row) => row.id);
    lists.push(
      {
        name: 'accounts',
        url: () => '/admin/v1/accounts',
        cli: () => ['accounts', 'list'],
        expected: () => ids('SELECT id FROM accounts ORDER BY created_at, id'),
      },
      {
        name: 'keys',
        url: () => `/admin/v1/accounts/${accountId}/keys`,
        cli: () => ['keys', 'list', accountId],
        expected: () => ids('SELECT id FROM api_keys WHERE account_id = $1 ORDER BY created_at, id', [accountId]),
      },
      {
        name: 'tokens',
        url: () => `/admin/v1/accounts/${accountId}/tokens`,
        cli: () => ['tokens', 'list', accountId],
        expected: () => ids('SELECT id FROM webhook_tokens WHERE account_id = $1 ORDER BY created_at, id', [accountId]),
      },
      {
        name: 'operators',
        url: () => '/admin/v1/operators',
        cli: () => ['operators', 'list'],
        expected: () => ids('SELECT id FROM operators ORDER BY created_at, id'),
      },
      {
        name: 'artifacts',
        url: () => `/admin/v1/accounts/${accountId}/artifacts`,
        cli: () => ['artifacts', 'list', accountId],
        expected: () =>
          ids('SELECT id FROM artifacts WHERE account_id = $1 ORDER BY day DESC, received_at DESC, id DESC', [
            accountId,
          ]),
      },
      {
        name: 'endpoints',
        url: () => `/admin/v1/accounts/${accountId}/endpoints`,
        cli: () => ['endpoints', 'list', accountId],
        expected: () =>
          ids('SELECT id FROM event_endpoints WHERE account_id = $1 ORDER BY created_at, id', [accountId]),
      },
      {
        name: 'deliveries',
        url: () => `/admin/v1/endpoints/${endpoints[0]}/deliveries`,
        cli: () => ['deliveries', 'list', endpoints[0]],
        expected: () => ids('SELECT id FROM event_deliveries WHERE endpoint_id = $1 ORDER BY seq DESC', [endpoints[0]]),
      },
      {
        name: 'jobs',
        url: () => `/admin/v1/jobs?account=${accountId}`,
        cli: () => ['jobs', 'list', '--account', accountId],
        expected: () =>
          ids(
            `SELECT account_id || ':' || day AS id FROM generation_jobs WHERE account_id = $1 ORDER BY updated_at DESC, account_id DESC, day DESC`,
            [accountId],
          ),
        key: (job) => `${job.accountId}:${job.day}`,
      },
    );
  });
  afterAll(() => t.close());

  const get = (url: string) => t.inject({ url, headers: bearer(operatorToken) });
  const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;
  const transport: OperationTransport = {
    run: (name, input) => t.admin.run(name, input),
    close: async () => undefined,
  };

  it('pages every list command of the registry', () => {
    expect(
      ADMIN_COMMANDS.filter((command) => command.list)
        .map((command) => command.name)
        .sort(),
    ).toEqual([
      'accounts list',
      'artifacts list',
      'deliveries list',
      'endpoints list',
      'jobs list',
      'keys list',
      'operators list',
      'tokens list',
    ]);
    // Every other command answers one thing, not a list that grows.
    expect(ADMIN_COMMANDS.filter((command) => !command.list && command.name.endsWith(' list'))).toEqual([]);
  });

  it.each(['accounts', 'keys', 'tokens', 'operators', 'artifacts', 'endpoints', 'deliveries', 'jobs'])(
    '%s: over HTTP, pages of ?limit= follow nextCursor to the end, each item once and in order',
    async (name) => {
      const list = lists.find((candidate) => candidate.name === name)!;
      const key = list.key ?? ((item: { id: string }) => item.id);
      const expected = await list.expected();
      expect(expected.length).toBeGreaterThanOrEqual(5);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await get(
          withQuery(list.url(), `limit=2${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`),
        );
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(Object.keys(body).sort()).toEqual(['data', 'nextCursor']);
        expect(body.data.length).toBeLessThanOrEqual(2);
        seen.push(...body.data.map(key));
        cursor = body.nextCursor;
        if (cursor !== null) expect(cursor).toBe(key(body.data[body.data.length - 1]));
        pages++;
      } while (cursor !== null && pages < 20);
      expect(seen).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / 2));

      // Without a limit: the first 100, here all; the CLI prints the whole list as one array, or one page asked for.
      const whole = (await get(list.url())).json();
      expect([whole.data.map(key), whole.nextCursor]).toEqual([expected, null]);
      const printed = await runCliInProcess([...list.cli(), '--json'], transport);
      expect([printed.code, printed.stderr]).toEqual([0, '']);
      expect(printed.json().map(key)).toEqual(expected);
      const page = await runCliInProcess([...list.cli(), '--limit', '2', '--after', expected[1], '--json'], transport);
      expect(page.json().map(key)).toEqual(expected.slice(2, 4));
    },
  );

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 1000'],
    ['limit=1001', 'limit must be a whole number from 1 to 1000'],
    ['limit=ten', '--limit must be a whole number'],
    ['limit=1&limit=2', 'limit must be a string'],
    ['after=not-a-cursor', 'after must be the cursor of a page'],
    [`after=${UNKNOWN}`, 'after names no'],
  ])('refuses ?%s with 400 on every list', async (query, says) => {
    for (const list of lists) {
      if (list.name === 'jobs' && query.startsWith('after=0')) continue;
      const response = await get(withQuery(list.url(), query));
      expectProblem(response, 400, 'bad-request');
      expect([list.name, response.json().detail]).toEqual([list.name, expect.stringContaining(says)]);
    }
    if (query.startsWith('after=0'))
      expectProblem(await get(`/admin/v1/jobs?after=${UNKNOWN}:2026-01-01`), 400, 'bad-request');
  });

  it('answers 100 items by default and at most 1,000; the CLI reads a longer list page by page into one array', async () => {
    await t.query(
      `INSERT INTO accounts (name, plan, timezone) SELECT 'bulk ' || i, 'free', 'UTC' FROM generate_series(1, 1500) AS i`,
    );
    const first = (await get('/admin/v1/accounts')).json();
    expect(first.data).toHaveLength(100);
    expect(first.nextCursor).toBe(first.data[99].id);
    expect((await get('/admin/v1/accounts?limit=1000')).json().data).toHaveLength(1000);

    const calls: unknown[] = [];
    const counting: OperationTransport = {
      run: (name, input) => (calls.push(input), t.admin.run(name, input)),
      close: async () => undefined,
    };
    const printed = await runCliInProcess(['accounts', 'list', '--json'], counting);
    const all = printed.json();
    const total = (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts'))[0].n;
    expect(all).toHaveLength(total);
    expect(new Set(all.map((account: { id: string }) => account.id)).size).toBe(total);
    // Page after page, each at most 1,000 accounts: the CLI never asks for the whole table at once.
    expect(calls).toEqual([
      { limit: 1000, after: undefined },
      { limit: 1000, after: all[999].id },
    ]);
    // The same bytes as one JSON.stringify of the array would give.
    expect(printed.stdout).toBe(`${JSON.stringify(all, null, 2)}\n`);
    const table = await runCliInProcess(['accounts', 'list'], transport);
    expect(table.stdout.split('\n').filter((line) => /^id\s/.test(line))).toHaveLength(1);
    expect(table.stdout.trimEnd().split('\n')).toHaveLength(total + 1);
  });

  it('prints an empty list as [] and (none)', async () => {
    const { accountId: empty } = await seedAccount(t);
    expect((await runCliInProcess(['artifacts', 'list', empty, '--json'], transport)).stdout).toBe('[]\n');
    expect((await runCliInProcess(['artifacts', 'list', empty], transport)).stdout).toBe('(none)\n');
    expect((await get(`/admin/v1/accounts/${empty}/artifacts`)).json()).toEqual({ data: [], nextCursor: null });
  });

  it('describes the paging parameters and the page in the OpenAPI document', async () => {
    const document = (await t.inject({ url: '/api/v1/openapi.json' })).json();
    for (const path of [
      '/admin/v1/accounts',
      '/admin/v1/operators',
      '/admin/v1/jobs',
      '/admin/v1/accounts/{accountId}/keys',
      '/admin/v1/accounts/{accountId}/tokens',
      '/admin/v1/accounts/{accountId}/artifacts',
    ]) {
      const operation = document.paths[path].get;
      expect([path, operation.parameters.map((parameter: { name: string }) => parameter.name)]).toEqual([
        path,
        expect.arrayContaining(['limit', 'after']),
      ]);
      expect(operation.responses['200'].content['application/json'].schema.required).toEqual(['data', 'nextCursor']);
    }
  });
});
