import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ADMIN_COMMANDS } from '../src/admin/command-registry';
import { ActivityLog } from '../src/shared/activity-log';
import { eventually, expectProblem } from './support/expectations';
import { OpenApiValidator } from './support/openapi-validator';
import { bearer, seedAccount } from './support/fixtures';
import { runCliInProcess } from './support/run-cli';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

jest.setTimeout(60_000);

/** What each case starts from: an account with a key, a webhook token that delivered one artifact, an operator. */
interface World {
  accountId: string;
  keyId: string;
  tokenId: string;
  artifactId: string;
  day: string;
  entriesFile: string;
}

interface Request {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

/** One admin operation through both transports, and what both must answer. */
interface Case {
  name: string;
  cli: (w: World) => string[];
  http: (w: World) => Request;
  /** A success, checked on the JSON document (the CLI's `--json` output, the HTTP answer's body). */
  ok?: (document: any, w: World) => void;
  /** A refusal: its problem type and status over HTTP, its exit code in the CLI. */
  refused?: { type: string; status: number; exit: 1 | 2; says: string };
  created?: boolean;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const CASES: Case[] = [
  {
    name: 'accounts create',
    cli: () => ['accounts', 'create', '--name', 'Ada', '--plan', 'advanced', '--timezone', 'Europe/Berlin'],
    http: () => ({
      method: 'POST',
      url: '/admin/v1/accounts',
      body: { name: 'Ada', plan: 'advanced', timezone: 'Europe/Berlin' },
    }),
    created: true,
    ok: (doc) =>
      expect(doc).toMatchObject({ name: 'Ada', plan: 'advanced', timezone: 'Europe/Berlin', id: expect.any(String) }),
  },
  {
    name: 'accounts create with an unknown plan',
    cli: () => ['accounts', 'create', '--name', 'Ada', '--plan', 'gold'],
    http: () => ({ method: 'POST', url: '/admin/v1/accounts', body: { name: 'Ada', plan: 'gold' } }),
    refused: { type: 'bad-request', status: 400, exit: 2, says: 'plan' },
  },
  {
    name: 'accounts list',
    cli: () => ['accounts', 'list'],
    http: () => ({ method: 'GET', url: '/admin/v1/accounts' }),
    ok: (doc, w) => expect(doc.map((account: { id: string }) => account.id)).toContain(w.accountId),
  },
  {
    name: 'accounts set-plan',
    cli: (w) => ['accounts', 'set-plan', w.accountId, 'free'],
    http: (w) => ({ method: 'POST', url: `/admin/v1/accounts/${w.accountId}/plan`, body: { plan: 'free' } }),
    ok: (doc, w) => expect(doc).toMatchObject({ id: w.accountId, plan: 'free' }),
  },
  {
    name: 'accounts set-plan of an unknown account',
    cli: () => ['accounts', 'set-plan', UNKNOWN, 'free'],
    http: () => ({ method: 'POST', url: `/admin/v1/accounts/${UNKNOWN}/plan`, body: { plan: 'free' } }),
    refused: { type: 'not-found', status: 404, exit: 1, says: 'No account' },
  },
  {
    name: 'accounts update',
    cli: (w) => [
      'accounts',
      'update',
      w.accountId,
      '--timezone',
      'Asia/Tokyo',
      '--identities',
      'Ada Lovelace, ada@example.com,@ada',
    ],
    http: (w) => ({
      method: 'PATCH',
      url: `/admin/v1/accounts/${w.accountId}`,
      body: { timezone: 'Asia/Tokyo', identities: ['Ada Lovelace', 'ada@example.com', '@ada'] },
    }),
    ok: (doc, w) =>
      expect(doc).toMatchObject({
        id: w.accountId,
        timezone: 'Asia/Tokyo',
        identities: ['Ada Lovelace', 'ada@example.com', '@ada'],
      }),
  },
  {
    name: 'accounts update with a zone that is none',
    cli: (w) => ['accounts', 'update', w.accountId, '--timezone', 'Mars/Olympus'],
    http: (w) => ({ method: 'PATCH', url: `/admin/v1/accounts/${w.accountId}`, body: { timezone: 'Mars/Olympus' } }),
    refused: { type: 'bad-request', status: 400, exit: 2, says: 'timezone' },
  },
  {
    name: 'accounts update with identities that hide their direction',
    cli: (w) => ['accounts', 'update', w.accountId, '--identities', 'Ada\u202Egnp'],
    http: (w) => ({
      method: 'PATCH',
      url: `/admin/v1/accounts/${w.accountId}`,
      body: { identities: ['Ada\u202Egnp'] },
    }),
    refused: { type: 'bad-request', status: 400, exit: 2, says: 'identities' },
  },
  {
    name: 'accounts show',
    cli: (w) => ['accounts', 'show', w.accountId],
    http: (w) => ({ method: 'GET', url: `/admin/v1/accounts/${w.accountId}` }),
    ok: (doc, w) =>
      expect(doc).toMatchObject({ id: w.accountId, plan: expect.any(String), identities: expect.any(Array) }),
  },
  {
    name: 'accounts show of an unknown account',
    cli: () => ['accounts', 'show', UNKNOWN],
    http: () => ({ method: 'GET', url: `/admin/v1/accounts/${UNKNOWN}` }),
    refused: { type: 'not-found', status: 404, exit: 1, says: 'No account' },
  },
  {
    name: 'keys create',
    cli: (w) => ['keys', 'create', w.accountId, '--name', 'Script', '--scopes', 'entries:read,tags:read'],
    http: (w) => ({
      method: 'POST',
      url: `/admin/v1/accounts/${w.accountId}/keys`,
      body: { name: 'Script', scopes: ['entries:read', 'tags:read'] },
    }),
    created: true,
    ok: (doc) =>
      expect(doc).toMatchObject({
        name: 'Script',
        scopes: ['entries:read', 'tags:read'],
        key: expect.stringMatching(/^diary_sk_/),
      }),
  },
  {
    name: 'keys create with an unknown scope',
    cli: (w) => ['keys', 'create', w.accountId, '--name', 'Script', '--scopes', 'entries:write'],
    http: (w) => ({
      method: 'POST',
      url: `/admin/v1/accounts/${w.accountId}/keys`,
      body: { name: 'Script', scopes: ['entries:write'] },
    }),
    refused: { type: 'bad-request', status: 400, exit: 2, says: 'entries:write' },
  },
  {
    name: 'keys list',
    cli: (w) => ['keys', 'list', w.accountId],
    http: (w) => ({ method: 'GET', url: `/admin/v1/accounts/${w.accountId}/keys` }),
    ok: (doc, w) => {
      expect(doc.map((key: { id: string }) => key.id)).toEqual([w.keyId]);
      expect(JSON.stringify(doc)).not.toMatch(/diary_sk_[0-9A-Za-z]{20}/);
    },
  },
  {
    name: 'keys rotate',
    cli: (w) => ['keys', 'rotate', w.keyId, '--grace-hours', '0'],
    http: (w) => ({ method: 'POST', url: `/admin/v1/keys/${w.keyId}/rotate`, body: { graceHours: 0 } }),
    created: true,
    ok: (doc, w) => expect(doc).toMatchObject({ replaces: w.keyId, key: expect.stringMatching(/^diary_sk_/) }),
  },
  {
    name: 'keys rotate with a grace beyond a week',
    cli: (w) => ['keys', 'rotate', w.keyId, '--grace-hours', '169'],
    http: (w) => ({ method: 'POST', url: `/admin/v1/keys/${w.keyId}/rotate`, body: { graceHours: 169 } }),
    refused: { type: 'bad-request', status: 400, exit: 2, says: 'grace-hours' },
  },
  {
    name: 'keys revoke',
    cli: (w) => ['keys', 'revoke', w.keyId],
    http: (w) => ({ method: 'DELETE', url: `/admin/v1/keys/${w.keyId}` }),
    ok: (doc, w) => expect(doc).toEqual({ id: w.keyId, revokedAt: expect.any(String) }),
  },
  {
    name: 'keys revoke of an unknown key',
    cli: () => ['keys', 'revoke', UNKNOWN],
    http: () => ({ method: 'DELETE', url: `/admin/v1/keys/${UNKNOWN}` }),
    refused: { type: 'not-found', status: 404, exit: 1, says: 'No API key' },
  },
  {
    name: 'tokens create with a signing secret',
    cli: (w) => ['tokens', 'create', w.accountId, '--name', 'Signed', '--signing-secret'],
    http: (w) => ({
      method: 'POST',
      url: `/admin/v1/accounts/${w.accountId}/tokens`,
      body: { name: 'Signed', signingSecret: true },
    }),
    created: true,
    ok: (doc) =>
      expect(doc).toMatchObject({
        name: 'Signed',
        token: expect.stringMatching(/^whk_/),
        signingSecret: expect.stringMatching(/^whsec_/),
      }),
  },
  {
    name: 'tokens list',
    cli: (w) => ['tokens', 'list', w.accountId],
    http: (w) => ({ method: 'GET', url: `/admin/v1/accounts/${w.accountId}/tokens` }),
    ok: (doc, w) =>
      expect(doc).toEqual([expect.objectContaining({ id: w.tokenId, signed: false, receivedLast24h: 1 })]),
  },
  {
    name: 'tokens rotate-secret of an unsigned token',
    cli: (w) => ['tokens', 'rotate-secret', w.tokenId],
    http: (w) => ({ method: 'POST', url: `/admin/v1/tokens/${w.tokenId}/rotate-secret` }),
    refused: { type: 'webhook-token-unsigned', status: 409, exit: 1, says: 'no signing secret' },
  },
  {
    name: 'tokens revoke',
    cli: (w) => ['tokens', 'revoke', w.tokenId],
    http: (w) => ({ method: 'DELETE', url: `/admin/v1/tokens/${w.tokenId}` }),
    ok: (doc, w) => expect(doc).toEqual({ id: w.tokenId, revokedAt: expect.any(String) }),
  },
  {
    name: 'artifacts list for a day',
    cli: (w) => ['artifacts', 'list', w.accountId, '--date', w.day, '--limit', '5'],
    http: (w) => ({ method: 'GET', url: `/admin/v1/accounts/${w.accountId}/artifacts?date=${w.day}&limit=5` }),
    ok: (doc, w) => expect(doc.map((artifact: { id: string }) => artifact.id)).toEqual([w.artifactId]),
  },
  {
    name: 'artifacts list with a date that is no day',
    cli: (w) => ['artifacts', 'list', w.accountId, '--date', '2026-02-30'],
    http: (w) => ({ method: 'GET', url: `/admin/v1/accounts/${w.accountId}/artifacts?date=2026-02-30` }),
    refused: { type: 'bad-request', status: 400, exit: 2, says: 'date' },
  },
  {
    name: 'artifacts show',
    cli: (w) => ['artifacts', 'show', w.artifactId],
    http: (w) => ({ method: 'GET', url: `/admin/v1/artifacts/${w.artifactId}` }),
    ok: (doc, w) => {
      expect(doc).toMatchObject({ id: w.artifactId, payload: { note: 'Walked to the lake' } });
      expect(doc).not.toHaveProperty('explanation');
    },
  },
  {
    name: 'artifacts show --explain',
    cli: (w) => ['artifacts', 'show', w.artifactId, '--explain'],
    http: (w) => ({ method: 'GET', url: `/admin/v1/artifacts/${w.artifactId}?explain=true` }),
    ok: (doc, w) =>
      expect(doc).toMatchObject({
        id: w.artifactId,
        explanation: {
          readBy: 'general rules',
          records: 1,
          events: [],
          fields: [{ path: 'note', readAs: 'text', detail: expect.any(String) }],
        },
      }),
  },
  {
    name: 'artifacts show with an explain that is no boolean',
    cli: (w) => ['artifacts', 'show', w.artifactId, '--explain=maybe'],
    http: (w) => ({ method: 'GET', url: `/admin/v1/artifacts/${w.artifactId}?explain=maybe` }),
    refused: { type: 'bad-request', status: 400, exit: 2, says: 'explain' },
  },
  {
    name: 'artifacts delete',
    cli: (w) => ['artifacts', 'delete', w.artifactId],
    http: (w) => ({ method: 'DELETE', url: `/admin/v1/artifacts/${w.artifactId}` }),
    ok: (doc, w) => expect(doc).toEqual({ id: w.artifactId, day: w.day, deleted: true }),
  },
  {
    name: 'artifacts delete of an unknown artifact',
    cli: () => ['artifacts', 'delete', UNKNOWN],
    http: () => ({ method: 'DELETE', url: `/admin/v1/artifacts/${UNKNOWN}` }),
    refused: { type: 'not-found', status: 404, exit: 1, says: 'No artifact' },
  },
  {
    name: 'entries import',
    cli: (w) => ['entries', 'import', w.accountId, '--file', w.entriesFile],
    http: (w) => ({
      method: 'POST',
      url: `/admin/v1/accounts/${w.accountId}/entries`,
      body: { entries: [{ date: '2026-01-05', content: '# Imported\n\nBy hand.' }] },
    }),
    ok: (doc) => expect(doc).toEqual({ imported: 1 }),
  },
  {
    name: 'generate one day',
    cli: (w) => ['generate', w.accountId, '--date', w.day],
    http: (w) => ({ method: 'POST', url: `/admin/v1/accounts/${w.accountId}/generate`, body: { date: w.day } }),
    ok: (doc, w) => expect(doc).toMatchObject({ date: w.day, content: expect.stringContaining('lake') }),
  },
  {
    name: 'jobs list',
    cli: (w) => ['jobs', 'list', '--account', w.accountId],
    http: (w) => ({ method: 'GET', url: `/admin/v1/jobs?account=${w.accountId}` }),
    ok: (doc, w) => expect(doc).toEqual([expect.objectContaining({ accountId: w.accountId, day: w.day })]),
  },
  {
    name: 'accounts delete with a wrong confirmation',
    cli: (w) => ['accounts', 'delete', w.accountId, '--confirm', UNKNOWN],
    http: (w) => ({ method: 'DELETE', url: `/admin/v1/accounts/${w.accountId}?confirm=${UNKNOWN}` }),
    refused: { type: 'bad-request', status: 400, exit: 2, says: 'confirm' },
  },
  {
    name: 'accounts delete',
    cli: (w) => ['accounts', 'delete', w.accountId, '--confirm', w.accountId],
    http: (w) => ({ method: 'DELETE', url: `/admin/v1/accounts/${w.accountId}?confirm=${w.accountId}` }),
    ok: (doc, w) => expect(doc).toEqual({ id: w.accountId, deleted: { entries: 0, artifacts: 1, keys: 1, tokens: 1 } }),
  },
  {
    name: 'endpoints create',
    cli: (w) => ['endpoints', 'create', w.accountId, '--url', 'https://example.com/hook', '--events', 'entry.written'],
    http: (w) => ({
      method: 'POST',
      url: `/admin/v1/accounts/${w.accountId}/endpoints`,
      body: { url: 'https://example.com/hook', events: ['entry.written'] },
    }),
    created: true,
    ok: (doc, w) =>
      expect(doc).toMatchObject({
        accountId: w.accountId,
        url: 'https://example.com/hook',
        events: ['entry.written'],
        enabled: true,
        signingSecret: expect.stringMatching(/^whsec_/),
      }),
  },
  {
    name: 'endpoints create to a private address',
    cli: (w) => ['endpoints', 'create', w.accountId, '--url', 'http://10.1.2.3/hook'],
    http: (w) => ({
      method: 'POST',
      url: `/admin/v1/accounts/${w.accountId}/endpoints`,
      body: { url: 'http://10.1.2.3/hook' },
    }),
    refused: { type: 'bad-request', status: 400, exit: 2, says: 'public host' },
  },
  {
    name: 'endpoints list',
    cli: (w) => ['endpoints', 'list', w.accountId],
    http: (w) => ({ method: 'GET', url: `/admin/v1/accounts/${w.accountId}/endpoints` }),
    ok: (doc) => expect(doc).toEqual([]),
  },
  {
    name: 'endpoints update of an unknown endpoint',
    cli: () => ['endpoints', 'update', UNKNOWN, '--enabled', 'false'],
    http: () => ({ method: 'PATCH', url: `/admin/v1/endpoints/${UNKNOWN}`, body: { enabled: false } }),
    refused: { type: 'endpoint-not-found', status: 404, exit: 1, says: 'No event endpoint' },
  },
  {
    name: 'endpoints rotate-secret of an unknown endpoint',
    cli: () => ['endpoints', 'rotate-secret', UNKNOWN],
    http: () => ({ method: 'POST', url: `/admin/v1/endpoints/${UNKNOWN}/rotate-secret` }),
    refused: { type: 'endpoint-not-found', status: 404, exit: 1, says: 'No event endpoint' },
  },
  {
    name: 'endpoints delete of an unknown endpoint',
    cli: () => ['endpoints', 'delete', UNKNOWN],
    http: () => ({ method: 'DELETE', url: `/admin/v1/endpoints/${UNKNOWN}` }),
    refused: { type: 'endpoint-not-found', status: 404, exit: 1, says: 'No event endpoint' },
  },
  {
    name: 'endpoints test of an unknown endpoint',
    cli: () => ['endpoints', 'test', UNKNOWN],
    http: () => ({ method: 'POST', url: `/admin/v1/endpoints/${UNKNOWN}/test` }),
    refused: { type: 'endpoint-not-found', status: 404, exit: 1, says: 'No event endpoint' },
  },
  {
    name: 'deliveries list of an unknown endpoint',
    cli: () => ['deliveries', 'list', UNKNOWN, '--failed'],
    http: () => ({ method: 'GET', url: `/admin/v1/endpoints/${UNKNOWN}/deliveries?failed=true` }),
    refused: { type: 'endpoint-not-found', status: 404, exit: 1, says: 'No event endpoint' },
  },
  {
    name: 'deliveries retry of an unknown delivery',
    cli: () => ['deliveries', 'retry', UNKNOWN],
    http: () => ({ method: 'POST', url: `/admin/v1/deliveries/${UNKNOWN}/retry` }),
    refused: { type: 'delivery-not-found', status: 404, exit: 1, says: 'No event delivery' },
  },
  {
    name: 'operators list',
    cli: () => ['operators', 'list'],
    http: () => ({ method: 'GET', url: '/admin/v1/operators' }),
    ok: (doc) =>
      expect(doc).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Ops', revokedAt: null })])),
  },
];

describe('admin operations: one table of cases, through the CLI and through the admin HTTP API', () => {
  let t: TestApp;
  let operatorToken: string;
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-admin-api-'));

  beforeAll(async () => {
    t = await startTestApp({
      env: { GENERATION_QUIET_PERIOD_SECONDS: '3600', SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
    });
    operatorToken = ((await t.admin.run('operators.create', { name: 'Ops' })) as { token: string }).token;
    document = (await t.inject('/api/v1/openapi.json')).json();
    validator = new OpenApiValidator(document);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(files, { recursive: true, force: true });
  });
  let document: { paths: Record<string, Record<string, { responses: Record<string, any> }>>; components: any };
  let validator: OpenApiValidator;
  /** The documented path a request URL falls under (`/admin/v1/keys/{keyId}` for `/admin/v1/keys/5f0e...`). */
  const documentedPath = (url: string) =>
    Object.keys(document.paths).find((template) =>
      new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url.split('?')[0]),
    ) ?? url;

  async function world(): Promise<World> {
    const { accountId, keyId } = await seedAccount(t);
    const token = await createToken(t, accountId, 'Phone');
    const receipt = (await postWebhook(t, token.token, { note: 'Walked to the lake' })).json();
    // The delivery's generation job is written off the request path.
    await eventually(
      async () =>
        (await t.query('SELECT 1 FROM generation_jobs WHERE account_id = $1', [accountId])).length ? true : undefined,
      5_000,
    );
    const entriesFile = path.join(files, `${accountId}.jsonl`);
    fs.writeFileSync(entriesFile, `${JSON.stringify({ date: '2026-01-05', content: '# Imported\n\nBy hand.' })}\n`);
    return { accountId, keyId, tokenId: token.id, artifactId: receipt.id, day: receipt.day, entriesFile };
  }

  const cli = (args: string[]) =>
    runCliInProcess([...args, '--json'], {
      run: (name, input) => t.admin.run(name, input),
      close: async () => undefined,
    });
  const http = (request: Request, token = operatorToken) =>
    t.inject({
      method: request.method,
      url: request.url,
      headers: { ...bearer(token), ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: request.body === undefined ? undefined : JSON.stringify(request.body),
    });

  describe.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    it('through the CLI', async () => {
      const w = await world();
      const result = await cli(c.cli(w));
      if (c.refused) {
        expect([result.code, result.stdout]).toEqual([c.refused.exit, '']);
        expect(result.stderr).toContain(c.refused.says);
      } else {
        expect([result.code, result.stderr]).toEqual([0, '']);
        c.ok!(result.json(), w);
      }
    });

    it('through HTTP', async () => {
      const w = await world();
      const request = c.http(w);
      const response = await http(request);
      // What it answers is what the OpenAPI document says, success or refusal, to the property.
      expect(validator.check(documentedPath(request.url), request.method.toLowerCase(), response)).toEqual([]);
      expect(response.headers['x-request-id']).toBeDefined();
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      if (c.refused) {
        expectProblem(response, c.refused.status, c.refused.type);
        expect(response.json().detail).toContain(c.refused.says);
      } else {
        expect(response.statusCode).toBe(c.created ? 201 : 200);
        // A list answers one page, `{ data, nextCursor }` (admin-lists.e2e-spec.ts); the CLI prints its items.
        const body = response.json();
        c.ok!(c.http(w).method === 'GET' && 'nextCursor' in body ? body.data : body, w);
      }
    });
  });

  it('covers every admin command with at least one case', () => {
    const lines = CASES.map(
      (c) =>
        `${c.cli({ accountId: 'a', keyId: 'k', tokenId: 't', artifactId: 'x', day: 'd', entriesFile: 'f' }).join(' ')} `,
    );
    const missing = ADMIN_COMMANDS.map((command) => command.name).filter(
      (name) => !lines.some((line) => line.startsWith(`${name} `)),
    );
    // Operators are created for every test above; export has its own test below.
    expect(missing.sort()).toEqual(['accounts export', 'operators create', 'operators revoke']);
  });
});

describe('admin HTTP API: operators, limits and streaming', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { ADMIN_RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => t.close());

  const call = (token: string | undefined, url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', body?: unknown) =>
    t.inject({
      method,
      url,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  it('refuses a missing, malformed, unknown or revoked operator token, and API keys and webhook tokens', async () => {
    const operator = (await t.admin.run('operators.create', { name: 'Temp' })) as {
      id: string;
      token: string;
      prefix: string;
    };
    expect(operator.token).toMatch(/^diary_op_[0-9A-Za-z]{38}$/);
    expect(operator.token.startsWith(operator.prefix)).toBe(true);
    const { accountId, key } = await seedAccount(t);
    const webhookToken = (await createToken(t, accountId, 'Phone')).token;
    for (const token of [undefined, 'nope', `diary_op_${'a'.repeat(38)}`, key, webhookToken])
      expectProblem(await call(token, '/admin/v1/accounts'), 401, 'invalid-operator-token');
    expect((await call(operator.token, '/admin/v1/accounts')).statusCode).toBe(200);
    expect(await t.admin.run('operators.revoke', { id: operator.id })).toEqual({
      id: operator.id,
      revokedAt: expect.any(String),
    });
    expectProblem(await call(operator.token, '/admin/v1/accounts'), 401, 'invalid-operator-token');
    // Only hashes are stored.
    expect(JSON.stringify(await t.query('SELECT * FROM operators'))).not.toContain(operator.token);
  });

  it("logs every call with the operator's id, never its token", async () => {
    const operator = (await t.admin.run('operators.create', { name: 'Logged' })) as { id: string; token: string };
    const info = jest.spyOn(t.app.get(ActivityLog), 'info');
    try {
      expect((await call(operator.token, '/admin/v1/accounts')).statusCode).toBe(200);
      const lines = info.mock.calls.map((args) => args.join(' '));
      expect(lines).toEqual(
        expect.arrayContaining([expect.stringContaining(`operator ${operator.id} ran accounts.list`)]),
      );
      expect(lines.join('\n')).not.toContain(operator.token);
    } finally {
      info.mockRestore();
    }
  });

  it('limits each operator token per minute, apart from the others', async () => {
    const a = ((await t.admin.run('operators.create', { name: 'A' })) as { token: string }).token;
    const b = ((await t.admin.run('operators.create', { name: 'B' })) as { token: string }).token;
    for (let i = 0; i < 5; i++) expect((await call(a, '/admin/v1/operators')).statusCode).toBe(200);
    const refused = await call(a, '/admin/v1/operators');
    expectProblem(refused, 429, 'rate-limit-exceeded');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await call(b, '/admin/v1/operators')).statusCode).toBe(200);
  });

  // Each request with a token of its own: this suite allows 5 calls a minute per token.
  const freshToken = async () =>
    ((await t.admin.run('operators.create', { name: 'Strict' })) as { token: string }).token;

  it('refuses unknown fields, wrong types and bodies that are not JSON objects with 400, never 500', async () => {
    const { accountId } = await seedAccount(t);
    const cases: Array<[string, unknown, string]> = [
      [
        `/admin/v1/accounts/${accountId}/keys`,
        { name: 'x', scopes: ['tags:read'], admin: true },
        'unknown field admin',
      ],
      [
        `/admin/v1/accounts/${accountId}/keys`,
        { name: { first: 'x' }, scopes: ['tags:read'] },
        'name must be a string',
      ],
      [`/admin/v1/accounts/${accountId}/keys`, { scopes: ['tags:read'] }, 'requires --name'],
      [`/admin/v1/accounts/${accountId}/keys`, { name: 'x', scopes: [1, 2] }, 'scopes must be a string'],
      [`/admin/v1/accounts/${accountId}/keys`, [1, 2], 'JSON object'],
      [`/admin/v1/accounts/${accountId}/entries`, { entries: 'not a list' }, 'entries'],
      [`/admin/v1/accounts/${accountId}/generate`, { date: 20260101 }, 'date must be a string'],
      ['/admin/v1/accounts', { name: 'x', plan: 'advanced', timezone: { zone: 'UTC' } }, 'timezone must be a string'],
    ];
    for (const [url, body, says] of cases) {
      const response = await call(await freshToken(), url, 'POST', body);
      expectProblem(response, 400, 'bad-request');
      expect([url, response.json().detail]).toEqual([url, expect.stringContaining(says)]);
    }
    expectProblem(
      await t.inject({
        method: 'POST',
        url: '/admin/v1/accounts',
        headers: { ...bearer(await freshToken()), 'content-type': 'application/json' },
        payload: '{"name":',
      }),
      400,
      'invalid-json',
    );
    expectProblem(
      await call(await freshToken(), `/admin/v1/accounts/${accountId}/artifacts?color=red`),
      400,
      'bad-request',
    );
    expectProblem(await call(await freshToken(), '/admin/v1/nothing-here'), 404, 'not-found');
  });

  it('streams an export as JSON Lines in the import format, page after page', async () => {
    const token = ((await t.admin.run('operators.create', { name: 'Exporter' })) as { token: string }).token;
    const { accountId } = await seedAccount(t);
    const entries = Array.from({ length: 600 }, (_, i) => ({
      date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
      content: `# Day ${i}\n\nText ${i}.`,
    }));
    await t.admin.run('entries.import', { accountId, entries });
    const response = await call(token, `/admin/v1/accounts/${accountId}/export?part=entries`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    expect(response.headers['x-request-id']).toBeDefined();
    const lines = response.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(600);
    expect(lines.map((line) => line.date)).toEqual(entries.map((entry) => entry.date));
    expect(lines[0]).toMatchObject({ date: '2024-01-01', content: '# Day 0\n\nText 0.', title: 'Day 0' });

    expectProblem(await call(token, `/admin/v1/accounts/${accountId}/export?part=everything`), 400, 'bad-request');
    expectProblem(
      await call(token, '/admin/v1/accounts/00000000-0000-4000-8000-000000000000/export?part=entries'),
      404,
      'not-found',
    );
  });
});
