import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../src/config/load-config';
import { Database } from '../src/database/database';
import { ENTITIES } from '../src/database/entities';
import { GenerationModule } from '../src/modules/generation';
import { GenerateDay } from '../src/modules/generation/application/generate-day.use-case';
import { CoreModule } from '../src/database/core.module';
import { RateLimitModule } from '../src/rate-limit/rate-limit.module';
import { AdminOperations, AdminOperationsModule } from '../src/cli/admin-operations';
import { Module } from '@nestjs/common';
import { addDays, calendarDayIn } from '../src/shared/calendar';
import { ensureDatabase } from './seed';

const ACCOUNTS = 50;
const DAYS = 20;
const ARTIFACTS_PER_DAY = 5;

/**
 * Built-in composer throughput (account-days generated per second, end to end
 * through the use case and PostgreSQL) and the latency from the last webhook
 * post to the entry being served, with a 1 s quiet period.
 */
export async function runGenerationBench(databaseUrl: string): Promise<string> {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_generation`;
  await ensureDatabase(url.toString());
  const config = loadConfig({ DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' });
  const database = await Database.open(config, ENTITIES, { runMigrations: true });
  await database.dataSource.query('TRUNCATE generation_jobs, entry_tags, tags, entries, ingest_deliveries, artifacts, webhook_tokens, api_keys, accounts CASCADE');

  @Module({ imports: [CoreModule.forRoot(config, database), RateLimitModule, AdminOperationsModule, GenerationModule] })
  class GenerationBenchModule {}
  const context = await NestFactory.createApplicationContext(GenerationBenchModule, { logger: false });
  const admin = context.get(AdminOperations);
  const today = calendarDayIn('UTC');
  const accounts: Array<{ id: string; token: string; key: string }> = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const account = (await admin.run('accounts.create', { name: `Generation ${i}`, plan: 'advanced' })) as { id: string };
    const token = (await admin.run('tokens.create', { accountId: account.id, name: i % 2 ? 'Strava' : 'Phone' })) as { id: string; token: string };
    const key = (await admin.run('keys.create', { accountId: account.id, name: 'k', scopes: ['entries:read'] })) as { key: string };
    accounts.push({ id: account.id, token: token.token, key: key.key });
    await database.dataSource.query(
      `INSERT INTO artifacts (account_id, token_id, source_label, day, payload, enrichment)
       SELECT $1, $2, 'Strava', $3::date - d, jsonb_build_object('activity', 'Run ' || n, 'note', repeat('A long note about the day. ', 60), 'distanceKm', n),
              '{"media": [{"url": "https://cdn.example/a.jpg", "type": "image"}], "locations": [{"placeName": "Park"}], "highlights": [{"kind": "stat", "title": "Steps", "value": "9000"}]}'
         FROM generate_series(0, $4 - 1) d CROSS JOIN generate_series(1, $5) n`,
      [account.id, token.id, today, DAYS, ARTIFACTS_PER_DAY],
    );
  }

  const generateDay = context.get(GenerateDay);
  const started = Date.now();
  for (const account of accounts) for (let d = 0; d < DAYS; d++) await generateDay.execute({ accountId: account.id, day: addDays(today, -d) });
  const seconds = (Date.now() - started) / 1000;
  const throughput = (ACCOUNTS * DAYS) / seconds;
  await context.close();

  const latencies = await latencyFromLastPost(url.toString(), accounts.slice(0, 5));
  const median = latencies.sort((a, b) => a - b)[Math.floor(latencies.length / 2)];
  return [
    `| measure | value |`,
    `|---|---|`,
    `| built-in generation throughput | ${throughput.toFixed(0)} account-days/s (${ACCOUNTS * DAYS} days of ${ARTIFACTS_PER_DAY} artifacts, ~1.7 KB each, sequential, PostgreSQL) |`,
    `| last post to entry served, quiet period 1 s, poll 100 ms | median ${median} ms, max ${Math.max(...latencies)} ms over ${latencies.length} days |`,
  ].join('\n');
}

async function latencyFromLastPost(databaseUrl: string, accounts: Array<{ token: string; key: string }>): Promise<number[]> {
  const port = 3411;
  const child: ChildProcess = spawn(process.execPath, [path.resolve(__dirname, '../src/main.js')], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, GENERATION_QUIET_PERIOD_SECONDS: '1', GENERATION_POLL_INTERVAL_MS: '100' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let waited = 0; waited < 30_000; waited += 200) {
      if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const latencies: number[] = [];
    for (const account of accounts) {
      let day = '';
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${base}/webhooks/ingest`, { method: 'POST', headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ note: `post ${i}` }) });
        day = ((await response.json()) as { day: string }).day;
      }
      const lastPost = Date.now();
      for (;;) {
        const entry = await fetch(`${base}/api/v1/entries/${day}`, { headers: { authorization: `Bearer ${account.key}` } });
        if (entry.ok && ((await entry.json()) as { content: string }).content.includes('post 2')) break;
        if (Date.now() - lastPost > 30_000) throw new Error('entry not generated within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      latencies.push(Date.now() - lastPost);
    }
    return latencies;
  } finally {
    child.kill('SIGTERM');
  }
}
