import { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import autocannon from 'autocannon';
import { AdminOperations, AdminOperationsModule } from '../src/admin/admin-operations';
import { loadConfig } from '../src/config/load-config';
import { CoreModule } from '../src/database/core.module';
import { Database } from '../src/database/database';
import { ENTITY_SCHEMAS } from '../src/module-list';
import { RateLimitModule } from '../src/rate-limit/rate-limit.module';
import { calendarDayIn } from '../src/shared/calendar';
import { measureCpu } from './cpu';
import { spawnService } from './service-process';
import { ensureDatabase } from './seed';

const ACCOUNTS = 100;
const DAYS = 20;
const ARTIFACTS_PER_DAY = 5;
const HEAVY_ARTIFACTS = 2000;
const READINGS_PER_HEAVY_ARTIFACT = 1100;
const PORT = 3411;
/** The server's start-up sweep may have scheduled the day already (after its quiet period): make it due now. */
const DUE_NOW = `ON CONFLICT (account_id, day) DO UPDATE SET run_after = now(), state = 'pending', attempts = 0`;

/**
 * Generation in a real server process on PostgreSQL: ordinary days per minute
 * (its worker draining a backlog), then one heavy day (2,000 artifacts of
 * ~100 KB) with the server's peak RSS and the read API's p99 meanwhile, against idle.
 */
export async function runGenerationBench(databaseUrl: string, log: (message: string) => void): Promise<string> {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_generation`;
  await ensureDatabase(url.toString());
  const config = loadConfig({ DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' });
  const database = await Database.open(config, ENTITY_SCHEMAS, { runMigrations: true });
  const sql = database.dataSource;
  await sql.query(
    'TRUNCATE generation_jobs, entry_tags, tags, entries, ingest_deliveries, artifacts, webhook_tokens, api_keys, accounts CASCADE',
  );

  @Module({ imports: [CoreModule.forRoot(config, database), RateLimitModule, AdminOperationsModule] })
  class SeedModule {}
  const context = await NestFactory.createApplicationContext(SeedModule, { logger: false });
  const admin = context.get(AdminOperations);
  const today = calendarDayIn('UTC');
  const accounts: Array<{ id: string; tokenId: string; key: string }> = [];
  for (let i = 0; i <= ACCOUNTS; i++) {
    const account = (await admin.run('accounts.create', { name: `Generation ${i}`, plan: 'advanced' })) as {
      id: string;
    };
    const token = (await admin.run('tokens.create', { accountId: account.id, name: i % 2 ? 'Strava' : 'Phone' })) as {
      id: string;
    };
    const key = (await admin.run('keys.create', { accountId: account.id, name: 'k', scopes: ['entries:read'] })) as {
      key: string;
    };
    accounts.push({ id: account.id, tokenId: token.id, key: key.key });
  }
  const [heavy, ...ordinary] = accounts;

  log(`generation: seeding ${ACCOUNTS} x ${DAYS} ordinary days`);
  for (const account of ordinary) {
    await sql.query(
      `INSERT INTO artifacts (account_id, token_id, source_label, day, payload, enrichment)
       SELECT $1, $2, 'Strava', $3::date - d, jsonb_build_object('name', 'Run ' || n, 'type', 'Run', 'note', repeat('A long note about the day. ', 50), 'distance', 5000 + n * 10, 'moving_time', 1500 + n),
              '{"media": [{"url": "https://cdn.example/a.jpg", "type": "image"}], "locations": [{"placeName": "Park"}], "highlights": [{"kind": "stat", "title": "Steps", "value": "9000"}]}'
         FROM generate_series(0, $4 - 1) d CROSS JOIN generate_series(1, $5) n`,
      [account.id, account.tokenId, today, DAYS, ARTIFACTS_PER_DAY],
    );
  }
  let server = await startServer(url.toString());
  try {
    // Every ordinary day becomes due at once: the server's worker drains the backlog.
    await sql.query(
      `INSERT INTO generation_jobs (account_id, day, run_after, material_at) SELECT DISTINCT account_id, day, now(), now() FROM artifacts ${DUE_NOW}`,
    );
    const started = Date.now();
    const drained = await measureCpu(server.child.pid!, () =>
      until(
        async () =>
          Number((await sql.query(`SELECT count(*) AS n FROM generation_jobs WHERE state <> 'done'`))[0].n) === 0,
        600_000,
      ),
    );
    const ordinarySeconds = (Date.now() - started) / 1000;
    const perMinute = ((ACCOUNTS * DAYS) / ordinarySeconds) * 60;
    const ordinaryRow = `| ordinary days (${ARTIFACTS_PER_DAY} artifacts of ~1.7 KB each), server worker draining a backlog | ${perMinute.toFixed(0)} account-days per minute (${ACCOUNTS * DAYS} in ${ordinarySeconds.toFixed(1)} s; CPU: server ${drained.service.toFixed(1)} s, PostgreSQL ${drained.postgres.toFixed(1)} s) |`;
    log(`generation: ${ACCOUNTS * DAYS} days in ${ordinarySeconds.toFixed(1)} s`);
    // BENCH_GENERATION_ORDINARY_ONLY=1 measures the ordinary days alone (a quicker loop while working on them).
    if (process.env.BENCH_GENERATION_ORDINARY_ONLY === '1')
      return [`| measure | value |`, `|---|---|`, ordinaryRow].join('\n');

    // The heavy day on a fresh server, so that its RSS is the heavy day's alone.
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await startServer(url.toString());
    log(`generation: seeding the heavy day (${HEAVY_ARTIFACTS} artifacts of ~100 KB)`);
    await sql.query(
      `WITH p AS (SELECT jsonb_agg(jsonb_build_object('ts', 1763700000000 + i * 60000, 'temp_c', 18 + (i % 50) / 10.0, 'humidity_pct', 40 + i % 20, 'device_id', 'dev-0042')) AS payload
                    FROM generate_series(1, $4) i)
       INSERT INTO artifacts (account_id, token_id, source_label, day, payload) SELECT $1, $2, 'Sensor', $3, p.payload FROM p, generate_series(1, $5)`,
      [heavy.id, heavy.tokenId, today, READINGS_PER_HEAVY_ARTIFACT, HEAVY_ARTIFACTS],
    );
    const [{ bytes }] = await sql.query(
      `SELECT avg(payload_bytes)::int AS bytes FROM artifacts WHERE account_id = $1`,
      [heavy.id],
    );
    const rssFresh = rssMb(server.child.pid!);
    const reader = ordinary[0];
    const readPath = `/api/v1/entries/${today}`;
    const idle = await readLoad(server.url, readPath, reader.key, 10);
    const rssBefore = rssMb(server.child.pid!);
    await sql.query(
      `INSERT INTO generation_jobs (account_id, day, run_after, material_at) VALUES ($1, $2, now(), now()) ${DUE_NOW}`,
      [heavy.id, today],
    );
    const heavyStarted = Date.now();
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid!))), 100);
    const during = readLoad(
      server.url,
      readPath,
      reader.key,
      120,
      async () => (await jobState(sql, heavy.id, today)) === 'done',
    );
    await until(async () => (await jobState(sql, heavy.id, today)) === 'done', 600_000);
    const heavySeconds = (Date.now() - heavyStarted) / 1000;
    const load = await during;
    clearInterval(sampler);
    const [entry] = await sql.query(`SELECT word_count FROM entries WHERE account_id = $1 AND date = $2`, [
      heavy.id,
      today,
    ]);

    // The heavy day again on a fresh server with nothing else to do: its own memory.
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await startServer(url.toString());
    const aloneBefore = rssMb(server.child.pid!);
    let alonePeak = aloneBefore;
    const aloneSampler = setInterval(() => (alonePeak = Math.max(alonePeak, rssMb(server.child.pid!))), 100);
    await sql.query(
      `UPDATE generation_jobs SET state = 'pending', run_after = now(), attempts = 0 WHERE account_id = $1 AND day = $2`,
      [heavy.id, today],
    );
    const aloneStarted = Date.now();
    await until(async () => (await jobState(sql, heavy.id, today)) === 'done', 600_000);
    const aloneSeconds = (Date.now() - aloneStarted) / 1000;
    clearInterval(aloneSampler);
    return [
      `| measure | value |`,
      `|---|---|`,
      ordinaryRow,
      `| heavy day: ${HEAVY_ARTIFACTS} artifacts of ${(bytes / 1024).toFixed(0)} KB (${READINGS_PER_HEAVY_ARTIFACT} readings each) | ${heavySeconds.toFixed(1)} s, entry of ${entry.word_count} words |`,
      `| server RSS, heavy day with reads alongside (a fresh server) | ${rssFresh.toFixed(0)} MB at start, ${rssBefore.toFixed(0)} MB after 10 s of reads, peak ${peak.toFixed(0)} MB while generating |`,
      `| server RSS, the heavy day alone (a fresh server, no other load) | ${aloneBefore.toFixed(0)} MB at start, peak ${alonePeak.toFixed(0)} MB; ${aloneSeconds.toFixed(1)} s |`,
      `| read API p99, 10 connections (GET one entry) | idle ${idle.p99} ms (${idle.rps.toFixed(0)} req/s); during the heavy day ${load.p99} ms (${load.rps.toFixed(0)} req/s, ${load.errors} errors) |`,
    ].join('\n');
  } finally {
    server.child.kill('SIGTERM');
    // Closing the context closes the database too.
    await context.close();
  }
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

async function jobState(sql: Database['dataSource'], accountId: string, day: string): Promise<string | undefined> {
  return (await sql.query(`SELECT state FROM generation_jobs WHERE account_id = $1 AND day = $2`, [accountId, day]))[0]
    ?.state;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Reads for `seconds` (or until `done`), 10 connections, one request at a time each. */
async function readLoad(
  base: string,
  route: string,
  key: string,
  seconds: number,
  done?: () => Promise<boolean>,
): Promise<{ p99: number; rps: number; errors: number }> {
  let stop = () => undefined as void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}${route}`, connections: 10, duration: seconds, headers: { authorization: `Bearer ${key}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    stop = () => instance.stop();
  });
  const poll = done
    ? setInterval(async () => {
        if (await done()) stop();
      }, 200)
    : undefined;
  const result = await finished;
  clearInterval(poll);
  return { p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawnService({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    GENERATION_POLL_INTERVAL_MS: '50',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const url = `http://127.0.0.1:${PORT}`;
  await until(
    () =>
      fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    60_000,
  );
  return { child, url };
}
