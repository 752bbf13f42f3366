import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';

/**
 * Tests run against real PostgreSQL when TEST_DATABASE_URL is set (CI does),
 * otherwise against embedded PGlite: each suite gets a copy of a data directory
 * that global setup created and migrated once (creating one costs ~5 s, copying it ~0.1 s).
 */
export const TEST_DATABASE_URL = forWorker(process.env.TEST_DATABASE_URL || undefined);

/**
 * CI runs the suite a second time through PgBouncer in transaction mode: TEST_DATABASE_URL names the pooler,
 * TEST_DATABASE_POOLER=transaction says so, and TEST_DATABASE_DIRECT_URL names PostgreSQL itself (migrations,
 * LISTEN, what a test does with a session of its own).
 */
export const TEST_DATABASE_DIRECT_URL = forWorker(
  process.env.TEST_DATABASE_DIRECT_URL || process.env.TEST_DATABASE_URL || undefined,
);

/** A streaming replica of the test database that lags (.ci/start-read-replica): the read API reads from it when set. */
export const TEST_DATABASE_READ_URL = forWorker(process.env.TEST_DATABASE_READ_URL || undefined);

/**
 * The service's database settings in tests: DATABASE_URL (and the pooler's two, and the replica), or nothing on the
 * embedded database.
 */
export const TEST_DATABASE_ENV: Record<string, string> = !TEST_DATABASE_URL
  ? {}
  : {
      DATABASE_URL: TEST_DATABASE_URL,
      ...(process.env.TEST_DATABASE_POOLER
        ? { DATABASE_POOLER: process.env.TEST_DATABASE_POOLER, DATABASE_DIRECT_URL: TEST_DATABASE_DIRECT_URL! }
        : {}),
      ...(TEST_DATABASE_READ_URL ? { DATABASE_READ_URL: TEST_DATABASE_READ_URL } : {}),
    };

/**
 * The database of one jest worker: suites in parallel workers each empty and fill their own (`<name>_w<N>`); global
 * setup, which runs before any worker, creates and migrates them all.
 */
export function forWorker(url: string | undefined, worker = process.env.JEST_WORKER_ID): string | undefined {
  if (!url || !worker) return url;
  const named = new URL(url);
  named.pathname = `${named.pathname}_w${worker}`;
  return named.toString();
}

/** Redis for one jest worker: its own logical database (1..15), so that counters of parallel suites never meet. */
export const TEST_REDIS_URL = redisForWorker(process.env.TEST_REDIS_URL || undefined);

function redisForWorker(url: string | undefined, worker = process.env.JEST_WORKER_ID): string | undefined {
  if (!url || !worker) return url;
  const numbered = new URL(url);
  numbered.pathname = `/${Number(worker) % 16}`;
  return numbered.toString();
}
export const TEMPLATE_DIR_VARIABLE = 'DIARY_TEST_TEMPLATE_DIR';

export function usesPostgres(): boolean {
  return TEST_DATABASE_URL !== undefined;
}

/** A fresh embedded data directory, copied from the migrated template. */
export function freshDataDir(): string {
  const template = process.env[TEMPLATE_DIR_VARIABLE];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-test-'));
  if (template) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Empties every table of the schema but the migrations log (PostgreSQL mode; embedded suites get a fresh copy instead). */
export async function truncateAll(query: (sql: string) => Promise<unknown>): Promise<void> {
  const tables = (await query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'`,
  )) as Array<{ tablename: string }>;
  if (tables.length) await query(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} CASCADE`);
}
