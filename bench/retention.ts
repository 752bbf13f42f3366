import { Client } from 'pg';
import { loadConfig } from '../src/config/load-config';
import { Database } from '../src/database/database';
import { ENTITY_SCHEMAS } from '../src/module-list';
import { SqlArtifactPartitions } from '../src/modules/ingest/adapters/persistence/sql-artifact-partitions';
import { SqlDaysStillNeeded } from '../src/modules/generation/adapters/persistence/sql-days-still-needed';
import { SqlGenerationJobRepository } from '../src/modules/generation/adapters/persistence/sql-generation-job.repository';
import { LoadResult, load } from './load';
import { freshDatabase, seed } from './seed';
import { start, stop } from './servers';

const DAY_MS = 86_400_000;
/** Old days, each a partition of ARTIFACTS_PER_DAY artifacts (~1 KB) over ACCOUNTS accounts, one of them still pending. */
const OLD_DAYS = 10;
const ARTIFACTS_PER_DAY = 200_000;
const ACCOUNTS = 40;
const SERVICE_PORT = 3403;

/**
 * Ingest while retention drops partitions: the service takes webhooks (2 KB, 40 tokens) while this process drops ten
 * old day partitions of 200,000 artifacts each with the service's own code (SqlArtifactPartitions.retire), against the
 * same load with nothing dropped, A B A. Each drop keeps the 5,000 artifacts of the one account-day still pending (in a twin partition).
 */
export async function runRetentionBench(
  databaseUrl: string,
  connections: number,
  seconds: number,
  log: (message: string) => void,
): Promise<string> {
  // A database of its own, made afresh: an earlier run's partitions would not be the ones this run fills.
  const target = await freshDatabase(databaseUrl, 'retention');
  const credentials = await seed({ databaseUrl: target }, ACCOUNTS, 30, '/tmp/diary-bench-retention');
  const database = await Database.open(loadConfig({ DATABASE_URL: target, LOG_LEVEL: 'silent' }), ENTITY_SCHEMAS, {
    runMigrations: true,
  });
  const db = database.dataSource;
  const partitions = new SqlArtifactPartitions(db, new SqlDaysStillNeeded(new SqlGenerationJobRepository(db)));
  await db.query('TRUNCATE artifacts, generation_jobs, artifact_removals');
  // The bench's old days need partitions of their own: the first partition (everything before the migration) goes.
  if ((await partitions.list()).some((p) => p.name === 'artifacts_initial'))
    await db.query('ALTER TABLE artifacts DETACH PARTITION artifacts_initial; DROP TABLE artifacts_initial');
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  for (let day = today - (OLD_DAYS + 40) * DAY_MS; day <= today + 7 * DAY_MS; day += DAY_MS) {
    const name = new Date(day).toISOString().slice(0, 10);
    if (!(await partitions.list()).some((p) => p.from?.getTime() === day)) await partitions.createDay(name);
  }
  const old: { name: string; from: Date; to: Date }[] = [];
  // Filling is not what is measured: a connection of its own, without the service's 10 s statement timeout.
  const filler = new Client({ connectionString: target });
  await filler.connect();
  for (let d = 0; d < OLD_DAYS; d++) {
    const from = new Date(today - (OLD_DAYS + 40 - d) * DAY_MS);
    await filler.query(
      `INSERT INTO artifacts (account_id, token_id, source_label, day, payload, received_at)
       SELECT t.account_id, t.id, 'Phone', $1::timestamptz::date,
              jsonb_build_object('note', repeat('an old day at the canal ', 40), 'n', g), $1::timestamptz + g * interval '400 ms'
         FROM generate_series(1, $2) g
         JOIN (SELECT row_number() OVER () AS n, id, account_id FROM webhook_tokens) t ON t.n = 1 + g % ${ACCOUNTS}`,
      [from, ARTIFACTS_PER_DAY],
    );
    // Every account-day generated, except one account's, whose artifacts are held back.
    await filler.query(
      `INSERT INTO generation_jobs (account_id, day, run_after, state, material_at)
       SELECT account_id, day, now() + interval '1 day', CASE WHEN row_number() OVER (ORDER BY account_id) = 1 THEN 'pending' ELSE 'done' END,
              max(received_at) FROM artifacts WHERE received_at >= $1 AND received_at < $1::timestamptz + interval '1 day'
        GROUP BY account_id, day`,
      [from],
    );
    old.push({
      name: `artifacts_p${from.toISOString().slice(0, 10).replaceAll('-', '')}`,
      from,
      to: new Date(from.getTime() + DAY_MS),
    });
    log(`filled old day ${d + 1} of ${OLD_DAYS}`);
  }
  await filler.query('VACUUM ANALYZE artifacts');
  await filler.end();
  const [{ held }] = (await db.query(
    `SELECT count(*)::int AS held FROM artifacts a JOIN generation_jobs j USING (account_id, day) WHERE j.state = 'pending' AND a.received_at < $1`,
    [new Date(today - 30 * DAY_MS)],
  )) as { held: number }[];
  const [{ size }] = (await db.query(
    `SELECT pg_size_pretty(sum(pg_total_relation_size(c.oid))) AS size FROM pg_class c WHERE c.relname = ANY($1)`,
    [old.map((p) => p.name)],
  )) as { size: string }[];

  const service = await start('service', SERVICE_PORT, {
    DATABASE_URL: target,
    GENERATION_QUIET_PERIOD_SECONDS: '86400',
    RATE_LIMIT_PER_MINUTE: '1000000',
    INGEST_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const results: { name: string; result: LoadResult }[] = [];
  const drops: { name: string; ms: number; removed: number; held: number }[] = [];
  try {
    await load(service.url, 'ingest', credentials, connections, 3);
    const run = async (name: string, during?: () => Promise<void>) => {
      log(`ingest: ${name}`);
      const measured = load(service.url, 'ingest', credentials, connections, seconds);
      const work = during ? new Promise((resolve) => setTimeout(resolve, 1_000)).then(during) : Promise.resolve();
      const [result] = await Promise.all([measured, work]);
      results.push({ name, result });
    };
    const retire = async (partitionsToDrop: typeof old) => {
      for (const partition of partitionsToDrop) {
        const started = performance.now();
        const outcome = await partitions.retire(partition);
        if (!outcome.retired) throw new Error(`${partition.name} was not retired: ${outcome.reason}`);
        drops.push({
          name: partition.name,
          ms: performance.now() - started,
          removed: outcome.removed,
          held: outcome.held,
        });
      }
    };
    await run('nothing dropped');
    await run('one partition dropped (a day of retention)', () => retire(old.slice(0, 1)));
    await run(`${OLD_DAYS - 1} partitions dropped one after another (catching up)`, () => retire(old.slice(1)));
    await run('nothing dropped (again)');
  } finally {
    await stop(service);
    await database.close();
  }
  const slowest = drops.reduce((max, d) => Math.max(max, d.ms), 0);
  return [
    `${OLD_DAYS} old day partitions of ${ARTIFACTS_PER_DAY.toLocaleString('en-US')} artifacts (~1 KB; ${size} in all), ${held.toLocaleString('en-US')} of them in days still pending (held back). Ingest: 2 KB webhooks over ${ACCOUNTS} tokens, ${connections} connections, ${seconds} s per run, A B A.`,
    '',
    '| run | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...results.map(
      ({ name, result }) =>
        `| ${name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.errors} |`,
    ),
    '',
    `Drops: ${drops.length} partitions, ${drops.reduce((sum, d) => sum + d.removed, 0).toLocaleString('en-US')} artifacts removed and recorded, ${drops.reduce((sum, d) => sum + d.held, 0).toLocaleString('en-US')} held; each drop took ${Math.min(...drops.map((d) => d.ms)).toFixed(0)}-${slowest.toFixed(0)} ms (what goes read from the index and recorded, the held ones copied into a twin partition; then, under the exclusive lock, detach, attach the twin, drop).`,
  ].join('\n');
}
