import { eventually } from './support/expectations';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Server } from 'node:http';
import { serveAdminSocket } from '../src/cli/admin-socket';
import { AdminOperations } from '../src/admin/admin-operations';
import { loadConfig } from '../src/config/load-config';
import { Database } from '../src/database/database';
import { ENTITY_SCHEMAS } from '../src/module-list';
import { addDays } from '../src/shared/calendar';
import { bearer } from './support/fixtures';
import { OperationTransport, openTransport } from '../src/cli/transport';
import { runCli, runCliInProcess } from './support/run-cli';
import { startTestApp } from './support/test-app';
import { TEST_DATABASE_URL, TEST_DATABASE_ENV, freshDataDir, truncateAll } from './support/test-database';

// The command contract runs in-process on one open transport; the last section runs real processes
// (~1-2 s each) against a running server, where the process boundary and the socket matter.
jest.setTimeout(120_000);

describe('admin CLI', () => {
  const dataDir = TEST_DATABASE_URL ? undefined : freshDataDir();
  const env: Record<string, string> = TEST_DATABASE_URL ? TEST_DATABASE_ENV : { DATA_DIR: dataDir! };
  let transport: OperationTransport;
  const cli = (...args: string[]) => runCliInProcess(args, transport);
  const processCli = (...args: string[]) => runCli(args, env);
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-cli-'));
  const writeLines = (name: string, lines: string[]) => {
    const file = path.join(files, name);
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };
  let accountId: string;

  beforeAll(async () => {
    if (TEST_DATABASE_URL) {
      const database = await Database.open(loadConfig(env), ENTITY_SCHEMAS, { runMigrations: true });
      await truncateAll((sql) => database.dataSource.query(sql));
      await database.close();
    }
    transport = await openTransport(loadConfig(env));
  });
  afterAll(async () => {
    await transport.close().catch(() => undefined);
    fs.rmSync(files, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('accounts', () => {
    it('creates an account and prints exactly one JSON document', async () => {
      const result = await cli(
        'accounts',
        'create',
        '--name',
        'Ada',
        '--plan',
        'advanced',
        '--timezone',
        'Europe/Berlin',
        '--json',
      );
      expect(result.code).toBe(0);
      const account = result.json();
      expect(Object.keys(account).sort()).toEqual(['createdAt', 'id', 'identities', 'name', 'plan', 'timezone']);
      expect(account).toMatchObject({ name: 'Ada', plan: 'advanced', timezone: 'Europe/Berlin' });
      accountId = account.id;
    });

    it('defaults the time zone to UTC and lists accounts, as JSON or as a table', async () => {
      const free = (await cli('accounts', 'create', '--name', 'Bob', '--plan', 'free', '--json')).json();
      expect(free.timezone).toBe('UTC');
      const listed = await cli('accounts', 'list', '--json');
      expect(listed.json().map((a: { name: string }) => a.name)).toEqual(['Ada', 'Bob']);
      const table = await cli('accounts', 'list');
      expect(table.code).toBe(0);
      expect(table.stdout.split('\n')[0]).toMatch(/^id\s+name\s+plan\s+timezone\s+identities\s+createdAt/);
      expect(table.stdout).toContain('Bob');
    });

    it('changes the plan of an account', async () => {
      const result = await cli('accounts', 'set-plan', accountId, 'free', '--json');
      expect(result.json()).toMatchObject({ id: accountId, plan: 'free' });
      expect((await cli('accounts', 'set-plan', accountId, 'advanced', '--json')).json().plan).toBe('advanced');
    });

    it.each([
      [['accounts', 'create', '--plan', 'advanced'], '--name'],
      [['accounts', 'create', '--name', 'X', '--plan', 'gold'], 'plan'],
      [['accounts', 'create', '--name', 'X', '--plan', 'free', '--timezone', 'Mars/Base'], 'timezone'],
      [['accounts', 'create', '--name', 'X', '--plan', 'free', '--colour', 'red'], 'colour'],
      [['accounts', 'set-plan', 'only-one-argument'], 'ACCOUNT_ID'],
      [['accounts', 'explode'], 'unknown command'],
    ])('exits 2 with a usage message for %j', async (args, mentioned) => {
      const result = await cli(...args, '--json');
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(mentioned);
    });

    it.each([
      ['a tab', 'Ada\tLovelace', 'U+0009'],
      ['a right-to-left override', 'Ada\u202Egpj.exe', 'U+202E'],
    ])('exits 2 for an account name with %s, creating nothing', async (_case, name, codePoint) => {
      const before = (await cli('accounts', 'list', '--json')).json().length;
      const result = await cli('accounts', 'create', '--name', name, '--plan', 'free', '--json');
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`name must not contain control characters (found ${codePoint})`);
      expect((await cli('accounts', 'list', '--json')).json()).toHaveLength(before);
    });

    it('exits 1 for an unknown account', async () => {
      const result = await cli('accounts', 'set-plan', '00000000-0000-4000-8000-000000000000', 'free', '--json');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('No account with id 00000000-0000-4000-8000-000000000000');
      expect(result.stdout).toBe('');
    });
  });

  describe('keys', () => {
    it('creates a key, shows its secret once, lists and revokes it', async () => {
      const created = await cli(
        'keys',
        'create',
        accountId,
        '--name',
        'laptop',
        '--scopes',
        'entries:list,tags:read',
        '--expires-at',
        '2099-01-01T00:00:00Z',
        '--json',
      );
      expect(created.code).toBe(0);
      const key = created.json();
      expect(Object.keys(key).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'key', 'name', 'prefix', 'scopes']);
      expect(key.key).toMatch(/^diary_sk_[0-9A-Za-z]{38}$/);
      expect(key.key.startsWith(key.prefix)).toBe(true);
      expect(key).toMatchObject({
        name: 'laptop',
        scopes: ['entries:list', 'tags:read'],
        expiresAt: '2099-01-01T00:00:00.000Z',
      });

      const listed = (await cli('keys', 'list', accountId, '--json')).json();
      expect(listed).toHaveLength(1);
      expect(JSON.stringify(listed)).not.toContain(key.key);
      expect(listed[0]).toMatchObject({ id: key.id, prefix: key.prefix, revokedAt: null });
      expect(listed[0]).not.toHaveProperty('key');

      const revoked = (await cli('keys', 'revoke', key.id, '--json')).json();
      expect(revoked).toEqual({ id: key.id, revokedAt: expect.any(String) });
      expect((await cli('keys', 'list', accountId, '--json')).json()[0].revokedAt).toBe(revoked.revokedAt);
    });

    it('exits 2 for an unknown scope and 1 for an unknown account or key', async () => {
      const badScope = await cli(
        'keys',
        'create',
        accountId,
        '--name',
        'x',
        '--scopes',
        'entries:list,entries:write',
        '--json',
      );
      expect(badScope.code).toBe(2);
      expect(badScope.stderr).toContain('entries:write');
      const noAccount = await cli(
        'keys',
        'create',
        '00000000-0000-4000-8000-000000000000',
        '--name',
        'x',
        '--scopes',
        'tags:read',
        '--json',
      );
      expect(noAccount.code).toBe(1);
      expect(noAccount.stderr).toContain('No account');
      const noKey = await cli('keys', 'revoke', 'not-an-id', '--json');
      expect(noKey.code).toBe(1);
      expect(noKey.stderr).toContain('No API key with id not-an-id');
    });
  });

  describe('tokens', () => {
    it('creates at most 10 active tokens per account', async () => {
      const created = [];
      for (let i = 1; i <= 10; i++) {
        const result = await cli('tokens', 'create', accountId, '--name', `source ${i}`, '--json');
        expect(result.code).toBe(0);
        created.push(result.json());
      }
      expect(Object.keys(created[0]).sort()).toEqual(['createdAt', 'id', 'name', 'prefix', 'token']);
      expect(created[0].token).toMatch(/^whk_[0-9A-Za-z]{38}$/);

      const eleventh = await cli('tokens', 'create', accountId, '--name', 'one too many', '--json');
      expect(eleventh.code).toBe(1);
      expect(eleventh.stderr).toContain('10 active webhook tokens');

      expect((await cli('tokens', 'revoke', created[0].id, '--json')).json()).toEqual({
        id: created[0].id,
        revokedAt: expect.any(String),
      });
      expect((await cli('tokens', 'create', accountId, '--name', 'replacement', '--json')).code).toBe(0);
      const listed = (await cli('tokens', 'list', accountId, '--json')).json();
      expect(listed).toHaveLength(11);
      expect(JSON.stringify(listed)).not.toContain('whk_' + created[1].token.slice(4));
    });
  });

  describe('names', () => {
    it('refuses a token name with a newline, which would become a heading of the diary', async () => {
      const before = (await cli('tokens', 'list', accountId, '--json')).json().length;
      const result = await cli('tokens', 'create', accountId, '--name', 'Phone\n# Heading', '--json');
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('name must not contain control characters (found U+000A)');
      expect((await cli('tokens', 'list', accountId, '--json')).json()).toHaveLength(before);
    });

    it('refuses a key name with a control character', async () => {
      const before = (await cli('keys', 'list', accountId, '--json')).json().length;
      const result = await cli(
        'keys',
        'create',
        accountId,
        '--name',
        'laptop\u001b[2J',
        '--scopes',
        'tags:read',
        '--json',
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('name must not contain control characters (found U+001B)');
      expect((await cli('keys', 'list', accountId, '--json')).json()).toHaveLength(before);
    });
  });

  describe('entries import', () => {
    it('imports JSON Lines, replacing existing dates', async () => {
      const first = writeLines('first.jsonl', [
        JSON.stringify({ date: '2026-05-01', content: '# One\n\nHello.', tags: ['a'], sources: ['webhook:x'] }),
        '',
        JSON.stringify({
          date: '2026-05-02',
          title: 'Given title',
          content: 'Two',
          summary: 'Short',
          tags: [{ slug: 'b', displayName: 'Bee' }],
          sources: [],
          generatedAt: '2026-05-02T20:00:00Z',
        }),
      ]);
      expect((await cli('entries', 'import', accountId, '--file', first, '--json')).json()).toEqual({ imported: 2 });
      const again = writeLines('again.jsonl', [
        JSON.stringify({ date: '2026-05-01', content: '# One, rewritten', tags: [] }),
      ]);
      expect((await cli('entries', 'import', accountId, '--file', again, '--json')).json()).toEqual({ imported: 1 });
    });

    it('refuses a file with a malformed line, naming the line, and imports nothing of it', async () => {
      const bad = writeLines('bad.jsonl', [
        JSON.stringify({ date: '2026-06-01', content: 'fine' }),
        JSON.stringify({ date: '2026-06-02', content: 'fine too' }),
        '{"date": "2026-06-03", "content": ',
      ]);
      const result = await cli('entries', 'import', accountId, '--file', bad, '--json');
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('bad.jsonl:3');
      expect(result.stdout).toBe('');
      const invalid = writeLines('invalid.jsonl', [JSON.stringify({ date: '2026-02-30', content: 'x' })]);
      const invalidResult = await cli('entries', 'import', accountId, '--file', invalid, '--json');
      expect(invalidResult.code).toBe(2);
      expect(invalidResult.stderr).toMatch(/invalid\.jsonl:1: date must be a real day/);
      // A NUL escaped in the JSON, and one written raw: each a bad line, exit 2 naming it.
      const nul = writeLines('nul.jsonl', [JSON.stringify({ date: '2026-06-04', content: 'a\u0000b' })]);
      const nulResult = await cli('entries', 'import', accountId, '--file', nul, '--json');
      expect([nulResult.code, nulResult.stderr]).toEqual([
        2,
        expect.stringMatching(/nul\.jsonl:1: content contains U\+0000/),
      ]);
      const raw = writeLines('raw-nul.jsonl', ['{"date":"2026-06-05","content":"a\u0000b"}']);
      const rawResult = await cli('entries', 'import', accountId, '--file', raw, '--json');
      expect([rawResult.code, rawResult.stderr]).toEqual([
        2,
        expect.stringContaining('raw-nul.jsonl:1: not valid JSON'),
      ]);
    });

    it('reports progress on standard error for a large file, keeping standard output one JSON document', async () => {
      const lines = Array.from({ length: 1200 }, (_, i) =>
        JSON.stringify({ date: addDays('2000-01-01', i), content: `# Day ${i}`, tags: ['bulk'] }),
      );
      const result = await cli('entries', 'import', accountId, '--file', writeLines('large.jsonl', lines), '--json');
      expect(result.code).toBe(0);
      expect(result.json()).toEqual({ imported: 1200 });
      expect(result.stderr).toContain('imported 500/1200');
      expect(result.stderr).toContain('imported 1200/1200');
    });

    it('exits 1 for an unknown account and 2 for a missing file', async () => {
      const file = writeLines('one.jsonl', [JSON.stringify({ date: '2026-06-01', content: 'x' })]);
      expect(
        (await cli('entries', 'import', '00000000-0000-4000-8000-000000000000', '--file', file, '--json')).code,
      ).toBe(1);
      const missing = await cli('entries', 'import', accountId, '--file', path.join(files, 'nope.jsonl'), '--json');
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('no such file');
    });
  });

  describe('generate', () => {
    it('says when a day has no artifacts, and regenerates a range with a progress bar', async () => {
      const none = await cli('generate', accountId, '--date', '2001-01-01', '--json');
      expect(none.code).toBe(0);
      expect(none.json()).toEqual({ generated: false, reason: 'no artifacts for 2001-01-01' });
      const range = await cli('generate', accountId, '--from', '2001-01-01', '--to', '2001-01-03', '--json');
      expect(range.json()).toEqual({ generated: 0, skipped: 3, dates: [] });
      expect(range.stderr).toContain('3/3 2001-01-03');
    });

    it.each([
      [['generate', 'x', '--date', '2026-02-30'], '--date'],
      [['generate', 'x'], '--date'],
      [['generate', 'x', '--from', '2026-02-02', '--to', '2026-02-01'], '--from'],
    ])('exits 2 for %j', async (args, mentioned) => {
      const result = await cli(...args, '--json');
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(mentioned);
    });
  });

  describe('while the server runs', () => {
    let server: Awaited<ReturnType<typeof startTestApp>>;
    let socket: Server | null = null;

    beforeAll(async () => {
      // Same database as the CLI above: in embedded mode the server now owns the data directory.
      await transport.close();
      server = await startTestApp({ keepData: true, dataDir });
      if (dataDir) socket = await serveAdminSocket(dataDir, server.app.get(AdminOperations));
    });
    afterAll(async () => {
      socket?.close();
      await server.close();
    });

    it('creates an account and a key that the running server serves at once', async () => {
      const account = (await processCli('accounts', 'create', '--name', 'Live', '--plan', 'advanced', '--json')).json();
      const key = (
        await processCli('keys', 'create', account.id, '--name', 'k', '--scopes', 'entries:read', '--json')
      ).json();
      const file = writeLines('live.jsonl', [JSON.stringify({ date: '2026-07-01', content: '# Live import' })]);
      expect((await processCli('entries', 'import', account.id, '--file', file, '--json')).json()).toEqual({
        imported: 1,
      });
      const response = await server.inject({ url: '/api/v1/entries/2026-07-01', headers: bearer(key.key) });
      expect(response.statusCode).toBe(200);
      expect(response.json().title).toBe('Live import');

      const revoked = await processCli('keys', 'revoke', key.id, '--json');
      expect(revoked.code).toBe(0);
      // Embedded: the revocation ran in this process. PostgreSQL: NOTIFY reached it.
      const status = await eventually(
        async () => {
          const answer = (await server.inject({ url: '/api/v1/entries/2026-07-01', headers: bearer(key.key) }))
            .statusCode;
          return answer === 200 ? undefined : answer;
        },
        5_000,
        50,
      );
      expect(status).toBe(401);
    });

    it('exits with the code the command gives: 2 for a usage error, with the usage on standard error', async () => {
      const result = await processCli('keys', 'create', '--json');
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('keys create takes ACCOUNT_ID');
      expect(result.stderr).toContain('Usage: npm run --silent admin');
    });

    it('needs no Redis: the CLI loads neither the HTTP guards nor the rate-limit storage', async () => {
      // A listener standing in for Redis, counting who connects to it.
      let connections = 0;
      const fakeRedis = net.createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((resolve) => fakeRedis.listen(0, '127.0.0.1', resolve));
      try {
        const result = await runCli(['accounts', 'list', '--json'], {
          ...env,
          REDIS_URL: `redis://127.0.0.1:${(fakeRedis.address() as net.AddressInfo).port}`,
        });
        expect(result.code).toBe(0);
        expect(Array.isArray(result.json())).toBe(true);
        expect(connections).toBe(0);
      } finally {
        fakeRedis.close();
      }
    });

    it('keeps what earlier CLI runs stored', async () => {
      const names = (await processCli('accounts', 'list', '--json')).json().map((a: { name: string }) => a.name);
      expect(names).toEqual(expect.arrayContaining(['Ada', 'Bob', 'Live']));
    });
  });
});
