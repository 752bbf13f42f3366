import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { EventReceiver } from '../support/event-receiver';
import { runCli } from '../support/run-cli';
import { ServerProcess, startServerProcess } from '../support/server-process';
import { TEST_DATABASE_URL } from '../support/test-database';

jest.setTimeout(240_000);

const BIN = (() => {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  const version = versions.sort((a, b) => Number(b) - Number(a))[0];
  return version ? `/usr/lib/postgresql/${version}/bin` : null;
})();
const TARGET_PORT = 5499;

/** PostgreSQL's tools refuse to run as root: as the postgres user then. */
function asPostgres(command: string): string {
  return process.getuid?.() === 0
    ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' })
    : execFileSync('bash', ['-c', command], { encoding: 'utf8' });
}

async function sql<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * pg_dump | psql into a new cluster (initdb), as a move to managed PostgreSQL or a restore does: that cluster has
 * used far fewer transaction ids than the one the data comes from.
 */
(TEST_DATABASE_URL && BIN ? describe : describe.skip)('a restore into another cluster', () => {
  const base = new URL(TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/x');
  const sourceUrl = Object.assign(new URL(base.toString()), { pathname: '/diary_restore_source' }).toString();
  const adminUrl = Object.assign(new URL(base.toString()), { pathname: '/postgres' }).toString();
  const targetUrl = `postgres://postgres@127.0.0.1:${TARGET_PORT}/diary`;
  const targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-restored-cluster-'));
  const secrets = { SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
  const delivery = { EVENT_DELIVERY_ALLOWED_HOSTS: '127.0.0.1', EVENT_DELIVERY_POLL_INTERVAL_MS: '100' };
  const quiet = { GENERATION_QUIET_PERIOD_SECONDS: '86400' };
  let receiver: EventReceiver;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    receiver = await EventReceiver.start();
    await sql(adminUrl, 'DROP DATABASE IF EXISTS diary_restore_source WITH (FORCE)');
    await sql(adminUrl, 'CREATE DATABASE diary_restore_source');
    fs.chmodSync(targetDir, 0o700);
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', targetDir]);
    asPostgres(`${BIN}/initdb -D ${targetDir} -U postgres --auth=trust >/dev/null`);
    asPostgres(
      `${BIN}/pg_ctl -D ${targetDir} -l ${targetDir}/log -w -o "-p ${TARGET_PORT} -k /tmp -c listen_addresses=127.0.0.1" start >/dev/null`,
    );
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await receiver.close();
    asPostgres(`${BIN}/pg_ctl -D ${targetDir} -m immediate stop >/dev/null 2>&1 || true`);
    fs.rmSync(targetDir, { recursive: true, force: true });
    await sql(adminUrl, 'DROP DATABASE IF EXISTS diary_restore_source WITH (FORCE)');
  });

  const feed = async (url: string, key: string, cursor?: string) => {
    const response = await fetch(`${url}/api/v1/changes${cursor ? `?cursor=${cursor}` : ''}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    return {
      status: response.status,
      body: (await response.json()) as { data: Array<{ date: string }>; nextCursor: string },
    };
  };
  const dates = (page: { body: { data: Array<{ date: string }> } }) => page.body.data.map((change) => change.date);

  it('sends the events not yet sent and the new ones, and keeps every saved cursor meaning what it meant', async () => {
    // The source has used many more transaction ids than the new cluster will have after the restore.
    const [{ source }] = await sql<{ source: string }>(sourceUrl, 'SELECT pg_current_xact_id()::text AS source');
    const burner = new Client({ connectionString: sourceUrl });
    await burner.connect();
    await Promise.all(
      Array.from({ length: Math.max(0, 30_000 - Number(source)) }, () => burner.query('SELECT pg_current_xact_id()')),
    );
    await burner.end();

    const sourceEnv = { DATABASE_URL: sourceUrl, ...secrets, ...delivery, ...quiet };
    const cli = async (env: Record<string, string>, ...args: string[]) =>
      (await runCli([...args, '--json'], env)).json();
    server = await startServerProcess(sourceEnv);
    const account = await cli(sourceEnv, 'accounts', 'create', '--name', 'Moving house', '--plan', 'advanced');
    const key = (await cli(sourceEnv, 'keys', 'create', account.id, '--name', 'feed', '--scopes', 'entries:list')).key;
    await cli(sourceEnv, 'endpoints', 'create', account.id, '--url', receiver.url);
    const entries = (first: string, ...more: string[]) => {
      const file = path.join(os.tmpdir(), `diary-restore-${process.pid}-${first}.jsonl`);
      fs.writeFileSync(file, [first, ...more].map((date) => JSON.stringify({ date, content: `# ${date}` })).join('\n'));
      return file;
    };
    const imported = async (env: Record<string, string>, ...days: string[]) => {
      const file = entries(days[0], ...days.slice(1));
      try {
        expect((await runCli(['entries', 'import', account.id, '--file', file, '--json'], env)).code).toBe(0);
      } finally {
        fs.rmSync(file, { force: true });
      }
    };
    await imported(sourceEnv, '2026-10-01');
    await receiver.waitFor(1, 30_000);
    const saved = await feed(server.url, key);
    expect(dates(saved)).toEqual(['2026-10-01']);
    // The copy is taken while an event is still to be sent: no process sends it before the move.
    server.child.kill('SIGTERM');
    await server.exited;
    await imported(sourceEnv, '2026-10-02');

    const created = asPostgres(`${BIN}/createdb -h 127.0.0.1 -p ${TARGET_PORT} -U postgres diary && echo created`);
    expect(created).toContain('created');
    execFileSync('bash', [
      '-c',
      `set -o pipefail; pg_dump --no-owner "${sourceUrl}" | psql -q -v ON_ERROR_STOP=1 "${targetUrl}" >/dev/null`,
    ]);
    const [{ target }] = await sql<{ target: string }>(targetUrl, 'SELECT pg_current_xact_id()::text AS target');
    const [{ restored }] = await sql<{ restored: string }>(
      targetUrl,
      'SELECT max(txid)::text AS restored FROM entry_changes',
    );
    expect(BigInt(restored)).toBeGreaterThan(BigInt(target));

    const targetEnv = { DATABASE_URL: targetUrl, ...secrets, ...delivery, ...quiet };
    server = await startServerProcess(targetEnv);
    expect(server.lines.join('\n')).toContain('Era 1 begins');
    await imported(targetEnv, '2026-10-03');
    const sent = await receiver.waitFor(3, 30_000);
    expect(sent.map((event) => JSON.parse(event.body).data.date).sort()).toEqual([
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
    ]);

    const resumed = await feed(server.url, key, saved.body.nextCursor);
    expect(resumed.status).toBe(200);
    expect(dates(resumed)).toEqual(['2026-10-02', '2026-10-03']);
    expect(dates(await feed(server.url, key))).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
  });
});
