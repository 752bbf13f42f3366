import * as fs from 'node:fs';
import * as path from 'node:path';
import { SingleBar } from 'cli-progress';
import { Client } from 'pg';
import { loadConfig } from '../src/config/load-config';
import { Database } from '../src/database/database';
import { ENTITY_SCHEMAS } from '../src/module-list';
import { issueSecret } from '../src/modules/accounts/domain/secret';
import { addDays, calendarDayIn } from '../src/shared/calendar';
import { TAG_SLUGS, contentVariants } from './content';

export interface BenchCredentials {
  accounts: number;
  days: number;
  firstDay: string;
  lastDay: string;
  /** Two per account: account index, secret. */
  keys: string[];
  tokens: string[];
}

const CHUNK = 25;

/** Where a database's credentials are kept between runs (only hashes are in the database). */
function credentialsFile(resultsDir: string, target: string): string {
  return path.join(resultsDir, `credentials-${target.replace(/[^a-z0-9]+/gi, '_')}.json`);
}

/** Runs `work` on the server's `postgres` database with the name of the database `url` names. */
async function onServer(url: string, work: (client: Client, name: string) => Promise<unknown>): Promise<void> {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

export function ensureDatabase(url: string): Promise<void> {
  return onServer(url, async (client, name) => {
    if (!(await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount)
      await client.query(`CREATE DATABASE "${name}"`);
  });
}

/** The URL of a database beside `url`'s, named with `suffix`, made afresh (an earlier run's is dropped). */
export async function freshDatabase(url: string, suffix: string): Promise<string> {
  const beside = new URL(url);
  beside.pathname = `${beside.pathname}_${suffix}`;
  await dropDatabase(beside.toString());
  await ensureDatabase(beside.toString());
  return beside.toString();
}

export function dropDatabase(url: string): Promise<void> {
  return onServer(url, (client, name) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/**
 * Fills the database with `accounts` x `days` entries (0-3 of 15 tags each,
 * ~1.5 KB of markdown), 2 keys and 1 token per account, set-based in SQL.
 * Reuses an earlier seed of the same size.
 */
export async function seed(
  target: { databaseUrl?: string; dataDir?: string },
  accounts: number,
  days: number,
  resultsDir: string,
): Promise<BenchCredentials> {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = credentialsFile(resultsDir, target.databaseUrl ?? target.dataDir!);
  if (target.databaseUrl) await ensureDatabase(target.databaseUrl);
  const config = loadConfig(
    target.databaseUrl
      ? { DATABASE_URL: target.databaseUrl, LOG_LEVEL: 'silent' }
      : { DATA_DIR: target.dataDir!, LOG_LEVEL: 'silent' },
  );
  const database = await Database.open(config, ENTITY_SCHEMAS, { runMigrations: true });
  const query = (sql: string, parameters?: unknown[]) => database.dataSource.query(sql, parameters);
  try {
    await query('CREATE TABLE IF NOT EXISTS bench_meta (accounts int, days int)');
    const [meta] = await query('SELECT accounts, days FROM bench_meta');
    if (meta?.accounts === accounts && meta?.days === days && fs.existsSync(file)) {
      process.stderr.write(`reusing the seeded ${accounts} x ${days} data (${file})\n`);
      await registerEndpoints(query);
      await settle(query);
      return JSON.parse(fs.readFileSync(file, 'utf8')) as BenchCredentials;
    }
    const credentials = await seedAfresh(query, accounts, days, file);
    await registerEndpoints(query);
    await settle(query);
    return credentials;
  } finally {
    await database.close();
  }
}

/**
 * Vacuumed before every run: a server with autovacuum off (this machine's) would otherwise serve the reads of a fresh
 * seed without a visibility map (no index-only scans) and earlier runs' dead job and artifact rows.
 */
async function settle(query: (sql: string) => Promise<unknown>): Promise<void> {
  await query('VACUUM ANALYZE');
}

/**
 * One event endpoint per account (issue 23: the routes keep their targets with 1,000 endpoints registered). Its
 * secret is not a sealed one and its host does not resolve: the bench's routes write no entries, so nothing is sent.
 */
async function registerEndpoints(query: (sql: string, parameters?: unknown[]) => Promise<any>): Promise<void> {
  await query(
    `INSERT INTO event_endpoints (id, account_id, url, events, signing_secret)
     SELECT md5('bench-endpoint-' || a.id)::uuid, a.id, 'https://hooks.bench.invalid/' || a.id,
            ARRAY['entry.written', 'entry.removed'], '\\x00'::bytea
       FROM accounts a
     ON CONFLICT (id) DO NOTHING`,
  );
}

async function seedAfresh(
  query: (sql: string, parameters?: unknown[]) => Promise<any>,
  accounts: number,
  days: number,
  file: string,
): Promise<BenchCredentials> {
  const started = Date.now();
  await query(
    'TRUNCATE generation_jobs, entry_tags, tags, entries, ingest_deliveries, artifacts, webhook_tokens, api_keys, accounts, bench_meta CASCADE',
  );
  const lastDay = calendarDayIn('UTC');
  const firstDay = addDays(lastDay, -(days - 1));

  await query(
    `INSERT INTO accounts (id, name, plan, timezone)
               SELECT md5('bench-account-' || i)::uuid, 'Bench account ' || i, 'advanced', 'UTC' FROM generate_series(1, $1) i`,
    [accounts],
  );
  const accountIds: string[] = (
    await query(`SELECT md5('bench-account-' || i)::uuid AS id FROM generate_series(1, $1) i ORDER BY i`, [accounts])
  ).map((r: { id: string }) => r.id);

  const keys = accountIds.flatMap((id) =>
    [issueSecret('diary_sk_'), issueSecret('diary_sk_')].map((secret) => ({ id, secret })),
  );
  await query(
    `INSERT INTO api_keys (account_id, name, scopes, secret_hash, display_prefix)
     SELECT a, 'bench', ARRAY['entries:list','entries:read','tags:read'], h, p FROM unnest($1::uuid[], $2::text[], $3::text[]) AS k(a, h, p)`,
    [keys.map((k) => k.id), keys.map((k) => k.secret.hash), keys.map((k) => k.secret.displayPrefix)],
  );
  const tokens = accountIds.map((id) => ({ id, secret: issueSecret('whk_') }));
  await query(
    `INSERT INTO webhook_tokens (account_id, name, secret_hash, display_prefix)
     SELECT a, 'Bench source', h, p FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(a, h, p)`,
    [tokens.map((t) => t.id), tokens.map((t) => t.secret.hash), tokens.map((t) => t.secret.displayPrefix)],
  );
  await query(
    `INSERT INTO tags (account_id, slug, display_name)
               SELECT a.id, s, initcap(s) FROM accounts a CROSS JOIN unnest($1::text[]) s`,
    [TAG_SLUGS],
  );

  await query('DROP TABLE IF EXISTS bench_variants');
  await query(
    'CREATE TABLE bench_variants (n int PRIMARY KEY, title text, content text, summary text, word_count int)',
  );
  const variants = contentVariants();
  await query(
    `INSERT INTO bench_variants SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[])`,
    [
      variants.map((_, n) => n),
      variants.map((v) => v.title),
      variants.map((v) => v.content),
      variants.map((v) => v.summary),
      variants.map((v) => v.wordCount),
    ],
  );

  // The tag-count trigger would update a tags row per entry_tags row (11M updates at 7.3M entries, and a bloated
  // tags table to bench on): off while seeding, the counts set once at the end.
  await query('ALTER TABLE entry_tags DISABLE TRIGGER USER');
  const bar = new SingleBar({
    format: 'seeding [{bar}] {value}/{total} accounts | {duration}s',
    stream: process.stderr,
    noTTYOutput: true,
    notTTYSchedule: 5000,
  });
  bar.start(accounts, 0);
  for (let start = 0; start < accounts; start += CHUNK) {
    const chunk = accountIds.slice(start, start + CHUNK);
    await query(
      `INSERT INTO entries (account_id, date, title, content, summary, sources, word_count, generated_at)
       SELECT a, d::date, v.title, v.content, v.summary, ARRAY['webhook:Phone', 'webhook:Strava'], v.word_count, d + interval '23 hours'
         FROM unnest($1::uuid[]) a
        CROSS JOIN generate_series($2::date, $3::date, interval '1 day') d
         JOIN bench_variants v ON v.n = abs(hashtext(a::text || d::text)::bigint) % 64`,
      [chunk, firstDay, lastDay],
    );
    await query(
      `INSERT INTO entry_tags (entry_id, tag_id, account_id, entry_date)
       SELECT e.id, t.id, e.account_id, e.date
         FROM entries e
        CROSS JOIN LATERAL generate_series(1, abs(hashtext(e.id::text)::bigint) % 4) k
         JOIN tags t ON t.account_id = e.account_id AND t.slug = ($2::text[])[1 + (abs(hashtext(e.id::text)::bigint) + k * 7) % 15]
        WHERE e.account_id = ANY($1::uuid[])`,
      [chunk, TAG_SLUGS],
    );
    bar.update(Math.min(accounts, start + CHUNK));
  }
  bar.stop();
  await query(
    `UPDATE tags t SET entry_count = c.n FROM (SELECT tag_id, count(*)::int AS n FROM entry_tags GROUP BY tag_id) c WHERE c.tag_id = t.id`,
  );
  await query('ALTER TABLE entry_tags ENABLE TRIGGER USER');
  await query('DROP TABLE bench_variants');
  await query('ANALYZE');
  await query('INSERT INTO bench_meta VALUES ($1, $2)', [accounts, days]);
  const credentials: BenchCredentials = {
    accounts,
    days,
    firstDay,
    lastDay,
    keys: keys.map((k) => k.secret.secret),
    tokens: tokens.map((t) => t.secret.secret),
  };
  fs.writeFileSync(file, JSON.stringify(credentials));
  process.stderr.write(`seeded ${accounts * days} entries in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return credentials;
}
