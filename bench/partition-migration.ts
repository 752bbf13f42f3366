import { Client, Pool } from 'pg';
import { DataSource, Logger } from 'typeorm';
import { MIGRATIONS } from '../migrations';
import { ArtifactsPartitionedByReceipt1763831700000 } from '../migrations/1763831700000-artifacts-partitioned-by-receipt';
import { dropDatabase, freshDatabase } from './seed';

const BEFORE = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ArtifactsPartitionedByReceipt1763831700000));
const ACCOUNTS = 1_000;
const FILL_CHUNK = 500_000;
/** Writers inserting artifacts as the webhook does while the migration runs, and how often locks are sampled. */
const WRITERS = 4;
const LOCK_SAMPLE_MS = 10;

interface Step {
  ms: number;
  sql: string;
}

/** Every statement of the migration with its duration (TypeORM reports those slower than 0 ms, that is all of them). */
class StepLogger implements Logger {
  readonly steps: Step[] = [];
  logQuery(): void {}
  logQueryError(): void {}
  logQuerySlow(time: number, query: string): void {
    this.steps.push({ ms: time, sql: query.replace(/\s+/g, ' ').trim().slice(0, 110) });
  }
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

/**
 * The migration that partitions artifacts, measured on an existing deployment's table of `rows` artifacts (~300 B
 * payloads, 1,000 accounts, a year of days) while WRITERS connections insert artifacts as the webhook does: the time
 * of each step, the longest any insert waited, and the longest the table was held in ACCESS EXCLUSIVE mode (pg_locks
 * sampled every 10 ms).
 */
export async function runPartitionMigrationBench(
  databaseUrl: string,
  rows: number,
  log: (message: string) => void,
): Promise<string> {
  const target = await freshDatabase(databaseUrl, 'partition_migration');
  const old = await new DataSource({
    type: 'postgres',
    url: target,
    migrations: BEFORE as never,
    migrationsTransactionMode: 'each',
  }).initialize();
  await old.runMigrations();
  await old.destroy();

  const db = new Client({ connectionString: target });
  await db.connect();
  const fillStarted = performance.now();
  await db.query(
    `INSERT INTO accounts (name, plan) SELECT 'bench ' || n, 'advanced' FROM generate_series(1, ${ACCOUNTS}) n`,
  );
  await db.query(`INSERT INTO webhook_tokens (account_id, name, secret_hash, display_prefix)
                  SELECT id, 'Phone', encode(sha256(id::text::bytea), 'hex'), 'whk_bench' FROM accounts`);
  await db.query(
    'CREATE TEMPORARY TABLE owners AS SELECT row_number() OVER () AS n, a.id, t.id AS token_id FROM accounts a JOIN webhook_tokens t ON t.account_id = a.id',
  );
  for (let done = 0; done < rows; done += FILL_CHUNK) {
    const count = Math.min(FILL_CHUNK, rows - done);
    await db.query(
      `INSERT INTO artifacts (account_id, token_id, source_label, day, payload, received_at)
       SELECT o.ids[1 + g % ${ACCOUNTS}], o.tokens[1 + g % ${ACCOUNTS}], 'Phone', (r.at AT TIME ZONE 'UTC')::date,
              jsonb_build_object('type', 'workout', 'note', repeat('a walk along the canal ', 10), 'n', g), r.at
         FROM generate_series($1::bigint, $2::bigint) g
         CROSS JOIN (SELECT array_agg(id ORDER BY n) AS ids, array_agg(token_id ORDER BY n) AS tokens FROM owners) o
         CROSS JOIN LATERAL (SELECT now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second' AS at) r`,
      [done, done + count - 1],
    );
    log(`filled ${done + count} of ${rows}`);
  }
  await db.query(`INSERT INTO ingest_deliveries (token_id, delivery_key, artifact_id, received_at)
                  SELECT token_id, 'key-' || id, id, received_at FROM artifacts ORDER BY received_at DESC LIMIT 100000`);
  await db.query('VACUUM ANALYZE artifacts');
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  const [{ size }] = (await db.query(`SELECT pg_size_pretty(pg_total_relation_size('artifacts')) AS size`)).rows;

  // The writers and the lock sampler run for the whole migration.
  const writers = new Pool({ connectionString: target, max: WRITERS });
  const owners = (await db.query('SELECT id, token_id FROM owners LIMIT 100')).rows as {
    id: string;
    token_id: string;
  }[];
  let running = true;
  let inserts = 0;
  let slowestInsertMs = 0;
  const write = async (w: number) => {
    for (let i = w; running; i += WRITERS) {
      const owner = owners[i % owners.length];
      const started = performance.now();
      await writers.query(
        `INSERT INTO artifacts (account_id, token_id, source_label, day, payload) VALUES ($1, $2, 'Phone', current_date, $3)`,
        [owner.id, owner.token_id, JSON.stringify({ note: 'during the migration', i })],
      );
      slowestInsertMs = Math.max(slowestInsertMs, performance.now() - started);
      inserts++;
    }
  };
  const sampler = new Client({ connectionString: target });
  await sampler.connect();
  let exclusiveSince: number | null = null;
  let longestExclusiveMs = 0;
  const sample = async () => {
    while (running) {
      const { rows: held } = await sampler.query(
        `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE c.relname IN ('artifacts', 'artifacts_initial') AND l.mode = 'AccessExclusiveLock' AND l.granted`,
      );
      const now = performance.now();
      if (held.length > 0) exclusiveSince ??= now;
      else if (exclusiveSince !== null) {
        longestExclusiveMs = Math.max(longestExclusiveMs, now - exclusiveSince);
        exclusiveSince = null;
      }
      await new Promise((resolve) => setTimeout(resolve, LOCK_SAMPLE_MS));
    }
  };
  const load = [...Array.from({ length: WRITERS }, (_, w) => write(w)), sample()];
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const insertsBefore = inserts;
  const slowestBefore = slowestInsertMs;
  slowestInsertMs = 0;

  const logger = new StepLogger();
  const current = await new DataSource({
    type: 'postgres',
    url: target,
    migrations: MIGRATIONS as never,
    migrationsTransactionMode: 'each',
    logger,
    maxQueryExecutionTime: -1,
  }).initialize();
  log('migrating');
  const started = performance.now();
  await current.runMigrations();
  const migrationSeconds = (performance.now() - started) / 1000;
  await current.destroy();
  const insertsDuring = inserts - insertsBefore;
  await new Promise((resolve) => setTimeout(resolve, 200));
  running = false;
  await Promise.all(load);
  await writers.end();
  await sampler.end();
  const [{ partitions }] = (
    await db.query(`SELECT count(*)::int AS partitions FROM pg_inherits WHERE inhparent = 'artifacts'::regclass`)
  ).rows;
  const [{ total }] = (await db.query('SELECT count(*)::bigint AS total FROM artifacts')).rows;
  await db.end();

  const lines = [
    `Table: ${rows.toLocaleString('en-US')} artifacts (${size} with indexes, ${ACCOUNTS.toLocaleString('en-US')} accounts, a year of receipts, ~300 B payloads), 100,000 delivery keys; filled in ${fillSeconds.toFixed(0)} s.`,
    '',
    `Migration: ${migrationSeconds.toFixed(1)} s in all, while ${WRITERS} connections inserted artifacts as the webhook does (${insertsDuring.toLocaleString('en-US')} inserts meanwhile, ${(insertsDuring / migrationSeconds).toFixed(0)}/s).`,
    `Longest insert during the migration: ${slowestInsertMs.toFixed(0)} ms (before it: ${slowestBefore.toFixed(0)} ms). Longest ACCESS EXCLUSIVE hold on the table seen (sampled every ${LOCK_SAMPLE_MS} ms): ${longestExclusiveMs.toFixed(0)} ms.`,
    `Afterwards: ${partitions} partitions (the old table as artifacts_initial, artifacts_default), ${Number(total).toLocaleString('en-US')} artifacts.`,
    '',
    '| ms | statement |',
    '|---:|---|',
    ...logger.steps
      .filter((step) => step.ms >= 1 || /ALTER|CREATE|LOCK|COMMIT|START|SET/.test(step.sql))
      .map((step) => `| ${step.ms.toLocaleString('en-US')} | \`${step.sql.replaceAll('|', '\\|')}\` |`),
  ];
  await dropDatabase(target);
  return lines.join('\n');
}
