import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { adminSocketPath, serveAdminSocket } from '../src/cli/admin-socket';
import { ADMIN_COMMANDS } from '../src/admin/command-registry';
import { wireName } from '../src/shared/admin-command';
import { expectProblem } from './support/expectations';
import { bearer, seedAccount } from './support/fixtures';
import { runCliInProcess } from './support/run-cli';
import { TestApp, startTestApp } from './support/test-app';

jest.setTimeout(60_000);

/** One set of input rules per command, whichever door it comes through: the CLI, the embedded socket, the admin HTTP API. */
describe('admin input rules, the same on every transport', () => {
  let t: TestApp;
  let operatorToken: string;
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-admin-validation-'));
  let socket: http.Server;

  beforeAll(async () => {
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600', ADMIN_RATE_LIMIT_PER_MINUTE: '100000' } });
    operatorToken = ((await t.admin.run('operators.create', { name: 'Validator' })) as { token: string }).token;
    socket = await serveAdminSocket(files, t.admin);
  });
  afterAll(async () => {
    socket.close();
    await t.close();
    fs.rmSync(files, { recursive: true, force: true });
  });

  const postEntries = (accountId: string, body: string) =>
    t.inject({
      method: 'POST',
      url: `/admin/v1/accounts/${accountId}/entries`,
      headers: { ...bearer(operatorToken), 'content-type': 'application/json' },
      payload: body,
    });
  const cli = (...args: string[]) =>
    runCliInProcess([...args, '--json'], {
      run: (name, input) => t.admin.run(name, input),
      close: async () => undefined,
    });
  const entriesOf = async (accountId: string) =>
    (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM entries WHERE account_id = $1', [accountId]))[0].n;

  // Each line is the JSON text of one import line, as a file or a request carries it.
  const UNSTORABLE: Array<[string, string, string]> = [
    ['NUL in content', '{"date":"2026-02-01","content":"# Day\\u0000"}', 'content contains U+0000'],
    ['NUL in the title', '{"date":"2026-02-01","content":"x","title":"a\\u0000b"}', 'title contains U+0000'],
    ['NUL in the summary', '{"date":"2026-02-01","content":"x","summary":"\\u0000"}', 'summary contains U+0000'],
    [
      'NUL in a source',
      '{"date":"2026-02-01","content":"x","sources":["webhook:\\u0000"]}',
      'a source contains U+0000',
    ],
    [
      'NUL in a tag name',
      '{"date":"2026-02-01","content":"x","tags":[{"slug":"a","displayName":"A\\u0000"}]}',
      'a tag name contains U+0000',
    ],
    ['a lone high surrogate in content', '{"date":"2026-02-01","content":"x\\ud800y"}', 'content contains U+D800'],
    [
      'a lone low surrogate in the title',
      '{"date":"2026-02-01","content":"x","title":"\\udc00"}',
      'title contains U+DC00',
    ],
    [
      'a year before 1',
      '{"date":"2026-02-01","content":"x","generatedAt":"-010000-01-01T00:00:00Z"}',
      'generatedAt must be an ISO 8601 timestamp of the years 1 to 9999',
    ],
    [
      'a year after 9999',
      '{"date":"2026-02-01","content":"x","generatedAt":"+275760-09-13T00:00:00Z"}',
      'generatedAt must be an ISO 8601 timestamp of the years 1 to 9999',
    ],
  ];

  it.each(UNSTORABLE)('refuses %s over HTTP with 400, storing nothing of the batch', async (_case, line, says) => {
    const { accountId } = await seedAccount(t);
    const response = await postEntries(accountId, `{"entries":[{"date":"2026-01-31","content":"fine"},${line}]}`);
    expectProblem(response, 400, 'bad-request');
    expect(response.json().detail).toContain(says);
    expect(await entriesOf(accountId)).toBe(0);
  });

  it.each(UNSTORABLE)('refuses %s in an imported file naming file:line, storing nothing', async (_case, line, says) => {
    const { accountId } = await seedAccount(t);
    const file = path.join(files, 'unstorable.jsonl');
    fs.writeFileSync(file, `{"date":"2026-01-31","content":"fine"}\n${line}\n`);
    const result = await cli('entries', 'import', accountId, '--file', file);
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toContain(`${file}:2: ${says}`);
    expect(result.stderr).not.toMatch(/invalid byte sequence|unsupported Unicode|out of range/);
    expect(await entriesOf(accountId)).toBe(0);
  });

  it('keeps a paired surrogate (an emoji) as written', async () => {
    const { accountId } = await seedAccount(t);
    expect(
      (await postEntries(accountId, '{"entries":[{"date":"2026-02-01","content":"# Tide \\ud83c\\udf0a"}]}')).json(),
    ).toEqual({ imported: 1 });
    expect(
      (await t.query<{ title: string }>('SELECT title FROM entries WHERE account_id = $1', [accountId]))[0].title,
    ).toBe('Tide \u{1F30A}');
  });

  it('counts two lines of one date once, the later one winning, in a batch and across a file', async () => {
    const { accountId } = await seedAccount(t);
    const body = {
      entries: [
        { date: '2026-03-01', content: '# First' },
        { date: '2026-03-02', content: '# Other' },
        { date: '2026-03-01', content: '# Second' },
      ],
    };
    expect((await postEntries(accountId, JSON.stringify(body))).json()).toEqual({ imported: 2 });
    expect(
      (
        await t.query<{ title: string }>(`SELECT title FROM entries WHERE account_id = $1 AND date = '2026-03-01'`, [
          accountId,
        ])
      )[0].title,
    ).toBe('Second');

    // 1,200 lines in three batches of the CLI, the first date again at the end: 1,199 entries.
    const lines = Array.from({ length: 1_199 }, (_, i) =>
      JSON.stringify({ date: new Date(Date.UTC(2001, 0, 1 + i)).toISOString().slice(0, 10), content: `# Day ${i}` }),
    );
    lines.push(JSON.stringify({ date: '2001-01-01', content: '# Day 0 again' }));
    const file = path.join(files, 'repeated.jsonl');
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    const { accountId: other } = await seedAccount(t);
    expect((await cli('entries', 'import', other, '--file', file)).json()).toEqual({ imported: 1_199 });
    expect(await entriesOf(other)).toBe(1_199);
    expect(
      (
        await t.query<{ title: string }>(`SELECT title FROM entries WHERE account_id = $1 AND date = '2001-01-01'`, [
          other,
        ])
      )[0].title,
    ).toBe('Day 0 again');
  });

  /** One raw call to the embedded server's socket: its status and answer. */
  function socketCall(name: string, body: string): Promise<{ status: number; body: any }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        { socketPath: adminSocketPath(files), path: `/operations/${encodeURIComponent(name)}`, method: 'POST' },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  it("runs the commands' input checks on the embedded socket: a string scopes is a usage error, not a 500", async () => {
    const { accountId } = await seedAccount(t);
    const answer = await socketCall('keys.create', JSON.stringify({ accountId, name: 'k', scopes: 'tags:read' }));
    expect(answer).toEqual({
      status: 400,
      body: { error: { exitCode: 2, message: 'scopes must be an array of strings' } },
    });
    expect((await socketCall('entries.import', JSON.stringify({ accountId, entries: 'none' }))).body.error).toEqual({
      exitCode: 2,
      message: 'entries must be an array',
    });
    expect(
      (await socketCall('keys.create', JSON.stringify({ accountId, name: 'k', scopes: ['tags:read'], admin: true })))
        .body.error.message,
    ).toContain('unknown field admin');
    expect((await socketCall('accounts.list', '[]')).body.error.exitCode).toBe(2);
    expect(
      (await socketCall('keys.create', JSON.stringify({ accountId, name: 'k', scopes: ['tags:read'] }))).status,
    ).toBe(200);
  });

  it('answers every operation with wrong field types or no fields as a refusal (400), never a failure (500)', async () => {
    const { accountId } = await seedAccount(t);
    const wrong = [42, { nested: true }, ['a'], true, 'text', '-010000-01-01T00:00:00Z', '\u0000', 1e308, -1];
    const failures: string[] = [];
    for (const command of ADMIN_COMMANDS) {
      const name = wireName(command);
      const inputs: unknown[] = [{}, null, 'text', 7];
      for (const field of Object.keys(command.takes))
        for (const value of wrong) inputs.push({ ...validFields(command.takes, accountId), [field]: value });
      for (const input of inputs) {
        const answer = await socketCall(name, JSON.stringify(input));
        if (answer.status !== 200 && answer.status !== 400)
          failures.push(`${name} ${JSON.stringify(input)}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** A plausible value of each field, so that one wrong field at a time is what is judged. */
function validFields(shape: Record<string, string>, accountId: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, type] of Object.entries(shape)) {
    if (type.endsWith('?')) continue;
    values[field] =
      type === 'strings'
        ? ['tags:read']
        : type === 'array'
          ? []
          : /id$/i.test(field)
            ? accountId
            : field === 'date'
              ? '2026-01-01'
              : 'x';
  }
  return values;
}
