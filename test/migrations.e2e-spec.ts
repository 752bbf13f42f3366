import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS } from '../migrations';
import { Database, MIGRATION_LOCK_ID } from '../src/database/database';
import { PIPELINED_READ_CONNECTIONS } from '../src/database/pipelined-reads';
import { loadConfig } from '../src/config/load-config';
import { ENTITY_SCHEMAS } from '../src/module-list';
import { runCli } from './support/run-cli';
import { TEST_DATABASE_URL, TEST_DATABASE_DIRECT_URL, TEST_DATABASE_ENV } from './support/test-database';

const SCRIPT = path.resolve(__dirname, '../dist/src/database/run-migrations.js');

function migrate(env: Record<string, string>): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

describe('npm run migration:run', () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (TEST_DATABASE_URL) {
      // A database of its own, empty, so that every migration runs.
      const url = new URL(TEST_DATABASE_DIRECT_URL!);
      const admin = new Client({ connectionString: TEST_DATABASE_DIRECT_URL });
      await admin.connect();
      await admin.query('DROP DATABASE IF EXISTS diary_migrations_test');
      await admin.query('CREATE DATABASE diary_migrations_test');
      url.pathname = '/diary_migrations_test';
      env = { DATABASE_URL: url.toString() };
      cleanup = async () => {
        await admin.query('DROP DATABASE IF EXISTS diary_migrations_test');
        await admin.end();
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-migrate-'));
      env = { DATA_DIR: dir };
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  it('applies every migration to an empty database, then has nothing to do', async () => {
    const first = await migrate(env);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(`applied ${MIGRATIONS.map((migration) => migration.name).join(', ')}\n`);
    const second = await migrate(env);
    expect(second).toEqual({ code: 0, stdout: 'no pending migrations\n' });
  });

  it('lets the admin CLI migrate a database that is behind, and not take the migration lock when it is current', async () => {
    if (!TEST_DATABASE_URL) return;
    const url = new URL(TEST_DATABASE_DIRECT_URL!);
    const admin = new Client({ connectionString: TEST_DATABASE_DIRECT_URL });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS diary_cli_migrations_test');
    await admin.query('CREATE DATABASE diary_cli_migrations_test');
    url.pathname = '/diary_cli_migrations_test';
    const cliEnv = { DATABASE_URL: url.toString() };
    const locker = new Client({ connectionString: url.toString() });
    try {
      // An empty database: the first command migrates it.
      expect((await runCli(['accounts', 'list', '--json'], cliEnv)).json()).toEqual([]);
      // Another process holds the migration lock (a server starting, say): a current schema needs no lock.
      await locker.connect();
      await locker.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const result = await Promise.race([
        runCli(['accounts', 'list', '--json'], cliEnv),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
      ]);
      expect(result?.code).toBe(0);
    } finally {
      await locker.end().catch(() => undefined);
      await admin.query('DROP DATABASE IF EXISTS diary_cli_migrations_test WITH (FORCE)');
      await admin.end();
    }
  });

  it('opens the pipelined connections of the hot statements only for a process that serves HTTP', async () => {
    if (!TEST_DATABASE_URL) return;
    const config = loadConfig({ ...TEST_DATABASE_ENV, LOG_LEVEL: 'silent' });
    const admin = new Client({ connectionString: TEST_DATABASE_DIRECT_URL });
    await admin.connect();
    const pipelined = async () =>
      Number(
        (
          await admin.query(
            // This worker's database only: the other worker's suites open theirs meanwhile.
            `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'diary-reads' AND datname = current_database() AND pid <> pg_backend_pid()`,
          )
        ).rows[0].n,
      );
    try {
      const before = await pipelined();
      const forCli = await Database.open(config, ENTITY_SCHEMAS, { runMigrations: false });
      expect(await pipelined()).toBe(before);
      await forCli.close();
      const forServer = await Database.open(config, ENTITY_SCHEMAS, { runMigrations: false, pipelinedReads: true });
      // Behind a transaction-mode pooler the hot statements go through the pool: no pipelined connection at all.
      expect(await pipelined()).toBe(before + (config.databasePooler ? 0 : PIPELINED_READ_CONNECTIONS));
      await forServer.close();
    } finally {
      await admin.end();
    }
  });
});
