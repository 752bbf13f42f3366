import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { FEW_TOKENS, Route, load, LoadResult, sweep } from './load';
import { RouteRow, chartSvg, markdownTable, writeResult } from './report';
import { runCorpusScore, runHoldoutScore } from './corpus';
import { CpuSpent, cpuFigures, measureCpu, noCpuSpent } from './cpu';
import { runEventFairnessBench } from './event-fairness';
import { runGenerationBench } from './generation';
import { runPartitionMigrationBench } from './partition-migration';
import { runRetentionBench } from './retention';
import { seed } from './seed';
import { peakRssMb, start, stop } from './servers';
import { benchSettings } from './settings';

const SERVICE_PORT = 3401;
const CEILING_PORT = 3402;
/** Rate limits of both servers during the bench: every request is counted, none refused. */
const LIFTED_LIMIT = '1000000';

const average = (results: LoadResult[]): LoadResult => ({
  requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
  p50: Math.max(...results.map((r) => r.p50)),
  p99: Math.max(...results.map((r) => r.p99)),
  errors: results.reduce((sum, r) => sum + r.errors, 0),
  requests: results.reduce((sum, r) => sum + r.requests, 0),
});

async function main(): Promise<void> {
  const holdout = process.argv.indexOf('--holdout');
  if (holdout >= 0) {
    // Days outside the repository, scored as first contact: numbers only unless --detail.
    const dir = process.argv[holdout + 1];
    process.stdout.write(`${runHoldoutScore(dir, process.argv.includes('--detail'))}\n`);
    return;
  }
  if (process.argv.includes('--corpus')) {
    // No database and no service: the corpus is scored in this process.
    const { markdown, failed } = runCorpusScore();
    process.stdout.write(`# Corpus score\n\n${markdown}\n`);
    writeResult(
      path.resolve(__dirname, '../../bench/results'),
      'corpus.md',
      `# Bench: corpus score\n\n${new Date().toISOString()}\n\n${markdown}\n`,
    );
    if (failed) process.exitCode = 1;
    return;
  }
  const settings = benchSettings();
  const log = (message: string) => process.stderr.write(`${message}\n`);
  if (settings.scale) return runScale(settings, log);
  if (settings.embedded) return runEmbedded(settings, log);
  if (process.argv.includes('--partition-migration')) {
    const rows = Number(process.env.BENCH_PARTITION_ROWS ?? 10_000_000);
    const table = await runPartitionMigrationBench(settings.databaseUrl, rows, log);
    writeResult(
      settings.resultsDir,
      'partition-migration.md',
      `# Bench: partitioning an existing artifacts table\n\n${new Date().toISOString()} on ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, PostgreSQL (\`npm run bench -- --partition-migration\`, BENCH_PARTITION_ROWS=${rows})\n\n${table}\n`,
    );
    process.stdout.write(`${table}\n`);
    return;
  }
  if (process.argv.includes('--retention')) {
    const table = await runRetentionBench(settings.databaseUrl, settings.connections, settings.durationSeconds, log);
    writeResult(
      settings.resultsDir,
      'retention.md',
      `# Bench: ingest while retention drops partitions\n\n${new Date().toISOString()} on ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, PostgreSQL (\`npm run bench -- --retention\`)\n\n${table}\n`,
    );
    process.stdout.write(`${table}\n`);
    return;
  }
  if (process.argv.includes('--event-fairness')) {
    const table = await runEventFairnessBench(settings.databaseUrl, log);
    writeResult(
      settings.resultsDir,
      process.env.BENCH_RESULT_NAME ?? 'event-fairness.md',
      `# Bench: another account's events while one account's endpoints are slow\n\n${new Date().toISOString()} on ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, PostgreSQL (\`npm run bench -- --event-fairness\`)\n\n${table}\n`,
    );
    process.stdout.write(`${table}\n`);
    return;
  }
  if (process.argv.includes('--generation')) {
    const table = await runGenerationBench(settings.databaseUrl, log);
    writeResult(
      settings.resultsDir,
      process.env.BENCH_RESULT_NAME ?? 'generation.md',
      `# Bench: generation\n\n${new Date().toISOString()} on ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, PostgreSQL\n\n${table}\n`,
    );
    process.stdout.write(`${table}\n`);
    return;
  }

  const credentials = await seed(
    { databaseUrl: settings.databaseUrl },
    settings.accounts,
    settings.days,
    settings.resultsDir,
  );
  // Both count every request against its key or token, as in production, with limits high enough that the limiter
  // never sets the pace: 2 keys per account at 120 a minute would refuse most of the load.
  const common = {
    DATABASE_URL: settings.databaseUrl,
    GENERATION_QUIET_PERIOD_SECONDS: '86400',
    RATE_LIMIT_PER_MINUTE: LIFTED_LIMIT,
    INGEST_RATE_LIMIT_PER_MINUTE: LIFTED_LIMIT,
  };
  const service = await start('service', SERVICE_PORT, common);
  // BENCH_POOLER_URL (PgBouncer in transaction mode in front of the bench database): the second server is the service
  // itself through the pooler, so the ratio is what the pooler costs (docs/scaling.md).
  const pooler = process.env.BENCH_POOLER_URL;
  const ceiling = pooler
    ? await start('service', CEILING_PORT, {
        ...common,
        DATABASE_URL: pooler,
        DATABASE_POOLER: 'transaction',
        DATABASE_DIRECT_URL: settings.databaseUrl,
      })
    : await start('ceiling', CEILING_PORT, {
        ...common,
        ...(process.env.CEILING_POOL_SIZE ? { CEILING_POOL_SIZE: process.env.CEILING_POOL_SIZE } : {}),
      });
  const rows: RouteRow[] = [];
  /** Per route and server, over its runs: CPU seconds of the server's process and of PostgreSQL, and requests. */
  const cpu: { route: string; service: CpuSpent; ceiling: CpuSpent }[] = [];
  try {
    for (const route of settings.routes) {
      const runs: Record<'service' | 'ceiling', LoadResult[]> = { service: [], ceiling: [] };
      const spent = { route: describe(route, credentials), service: noCpuSpent(), ceiling: noCpuSpent() };
      cpu.push(spent);
      for (const target of [service, ceiling])
        await load(target.url, route, credentials, settings.connections, settings.warmupSeconds);
      // A B A B, so that drift on a noisy machine falls on both.
      for (let round = 0; round < settings.rounds; round++) {
        for (const [name, target] of [
          ['service', service],
          ['ceiling', ceiling],
        ] as const) {
          log(`${route}: ${name} round ${round + 1}`);
          const run = () => load(target.url, route, credentials, settings.connections, settings.durationSeconds);
          const measured = await measureCpu(target.child.pid!, run);
          spent[name].process += measured.service;
          spent[name].postgres += measured.postgres;
          spent[name].requests += measured.result.requests;
          runs[name].push(measured.result);
        }
      }
      rows.push({
        route: describe(route, credentials),
        service: average(runs.service),
        ceiling: average(runs.ceiling),
        runs: {
          service: runs.service.map((r) => ({ rps: r.requestsPerSecond, p99: r.p99 })),
          ceiling: runs.ceiling.map((r) => ({ rps: r.requestsPerSecond, p99: r.p99 })),
        },
      });
    }
  } finally {
    const rss = peakRssMb(service.child.pid!);
    const ceilingRss = peakRssMb(ceiling.child.pid!);
    await stop(service);
    await stop(ceiling);
    const secondServer = pooler ? 'pooled' : 'ceiling';
    const cpuNote = [
      `CPU per request during the runs (µs; /proc times of the server's process and of every PostgreSQL process; the load generator excluded), and what one core serves when both are counted, service against ${secondServer}:`,
      '',
      ...cpu.map(
        (each) => `- ${each.route}: ${cpuFigures(each.service, 'service')}; ${cpuFigures(each.ceiling, secondServer)}`,
      ),
    ].join('\n');
    const notes = pooler
      ? [
          `Service: \`node dist/src/main.js\` on ${settings.databaseUrl}; pooled: the same through PgBouncer in transaction mode (${pooler}, DATABASE_POOLER=transaction), peak RSS ${ceilingRss.toFixed(0)} MB.`,
          'req/s is the mean of the runs of each server, p50 and p99 the worst of them; errors count non-2xx answers and timeouts.',
          cpuNote,
        ]
      : [
          `Service: \`node dist/src/main.js\`; ceiling: \`node dist/bench/baseline/server.js\` (bare Fastify + pg, ${process.env.CEILING_POOL_SIZE ?? 4} pipelined connections; what it does is written at the top of bench/baseline/server.ts), ceiling peak RSS ${ceilingRss.toFixed(0)} MB.`,
          `Both with RATE_LIMIT_PER_MINUTE and INGEST_RATE_LIMIT_PER_MINUTE at ${LIFTED_LIMIT} (counted, never reached) and GENERATION_QUIET_PERIOD_SECONDS=86400; one event endpoint per account registered (the service dispatches and delivers events while it runs).`,
          'req/s is the mean of the runs of each server (BENCH_ROUNDS A B rounds, 2 unless set), p50 and p99 the worst of them; errors count non-2xx answers and timeouts.',
          cpuNote,
        ];
    await report(
      settings.resultsDir,
      pooler ? 'pooler' : (process.env.BENCH_RESULT_NAME ?? 'latest'),
      `PostgreSQL, ${credentials.accounts} accounts x ${credentials.days} days`,
      rows,
      rss,
      settings,
      notes,
    );
  }
}

function describe(route: Route, credentials: { tokens: string[] }): string {
  return {
    list: 'list (default window)',
    'list-tag': 'list with tag filter',
    search: 'search (q over 730 days of one account)',
    single: 'single entry',
    tags: 'tags',
    ingest: `ingest (2 KB, spread over ${credentials.tokens.length} tokens)`,
    'ingest-few-tokens': `ingest (2 KB, ${Math.min(FEW_TOKENS, credentials.tokens.length)} tokens)`,
    'ingest-one-token': 'ingest (2 KB, one token)',
  }[route];
}

async function report(
  resultsDir: string,
  name: string,
  title: string,
  rows: RouteRow[],
  rssMb: number,
  settings: ReturnType<typeof benchSettings>,
  notes: string[] = [],
): Promise<void> {
  const table = markdownTable(rows, rssMb, name === 'pooler' ? 'pooled' : 'ceiling');
  const machine = `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}`;
  const text = `# Bench: ${title}\n\n${new Date().toISOString()} on ${machine}; ${settings.connections} connections, ${settings.durationSeconds} s per run after ${settings.warmupSeconds} s warm-up, A B alternating (${settings.rounds} rounds), load generator on the same machine.\n\n${table}\n${notes.map((note) => `\n${note}\n`).join('')}\n![req/s](${name}.svg)\n`;
  writeResult(resultsDir, `${name}.md`, text);
  writeResult(resultsDir, `${name}.svg`, await chartSvg(rows, title));
  process.stdout.write(`${table}\n`);
}

async function runEmbedded(settings: ReturnType<typeof benchSettings>, log: (m: string) => void): Promise<void> {
  const dataDir = path.join(settings.resultsDir, 'embedded-data');
  const accounts = Number(process.env.BENCH_EMBEDDED_ACCOUNTS ?? 100);
  // Seeding takes seconds, and a folder grown by earlier runs' webhooks changed the service's peak RSS by ~50 MB.
  fs.rmSync(dataDir, { recursive: true, force: true });
  const credentials = await seed({ dataDir }, accounts, settings.days, settings.resultsDir);
  // 100 accounts hold 200 keys: at 120 per key per minute the limiter, not PGlite, would set the pace.
  const service = await start('service', SERVICE_PORT, {
    DATA_DIR: dataDir,
    GENERATION_QUIET_PERIOD_SECONDS: '86400',
    RATE_LIMIT_PER_MINUTE: '1000000',
    INGEST_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const rows: RouteRow[] = [];
  try {
    for (const route of settings.routes) {
      await load(service.url, route, credentials, settings.connections, settings.warmupSeconds);
      log(`${route}: embedded`);
      rows.push({
        route: describe(route, credentials),
        service: await load(service.url, route, credentials, settings.connections, settings.durationSeconds),
      });
    }
  } finally {
    const rss = peakRssMb(service.child.pid!);
    await stop(service);
    await report(
      settings.resultsDir,
      'embedded',
      `embedded PGlite, ${accounts} accounts x ${settings.days} days, rate limits lifted`,
      rows,
      rss,
      settings,
    );
  }
}

async function runScale(settings: ReturnType<typeof benchSettings>, log: (m: string) => void): Promise<void> {
  const sizes = (process.env.BENCH_SCALE_ACCOUNTS ?? '100,1000,10000').split(',').map(Number);
  const lines = [
    '| entries | list req/s | list p50 ms | list p99 ms | single req/s | single p50 ms | single p99 ms | errors |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const results: Array<{ entries: number; list: LoadResult; single: LoadResult }> = [];
  for (const accounts of sizes) {
    const url = new URL(settings.databaseUrl);
    url.pathname = `${url.pathname}_${accounts}`;
    const credentials = await seed({ databaseUrl: url.toString() }, accounts, settings.days, settings.resultsDir);
    // Limits lifted as in the main bench: at 120 a minute per key most of the load would be 429s. The read cache is
    // off: its hit rate depends on how many accounts ask, not on how many entries there are, and this bench measures
    // the database's path at every size.
    const service = await start('service', SERVICE_PORT, {
      DATABASE_URL: url.toString(),
      GENERATION_QUIET_PERIOD_SECONDS: '86400',
      RATE_LIMIT_PER_MINUTE: LIFTED_LIMIT,
      INGEST_RATE_LIMIT_PER_MINUTE: LIFTED_LIMIT,
      READ_CACHE_MB: '0',
    });
    try {
      const measured: Record<string, LoadResult> = {};
      for (const route of ['list', 'single'] as const) {
        // Steady state, not a cold start: every key has been verified and every account's window read once.
        await sweep(service.url, route, credentials, settings.connections);
        await load(service.url, route, credentials, settings.connections, settings.warmupSeconds);
        log(`scale ${accounts * settings.days}: ${route}`);
        measured[route] = await load(service.url, route, credentials, settings.connections, settings.durationSeconds);
      }
      results.push({ entries: accounts * settings.days, list: measured.list, single: measured.single });
      lines.push(
        `| ${accounts * settings.days} | ${measured.list.requestsPerSecond.toFixed(0)} | ${measured.list.p50} | ${measured.list.p99} | ${measured.single.requestsPerSecond.toFixed(0)} | ${measured.single.p50} | ${measured.single.p99} | ${measured.list.errors + measured.single.errors} |`,
      );
    } finally {
      await stop(service);
    }
  }
  const first = results[0];
  const last = results[results.length - 1];
  if (first && last && first !== last) {
    lines.push(
      '',
      `p99 growth from ${first.entries} to ${last.entries} entries: list ${(last.list.p99 / first.list.p99).toFixed(2)}x, single ${(last.single.p99 / first.single.p99).toFixed(2)}x.`,
    );
  }
  const table = lines.join('\n');
  const how =
    'Read cache off (`READ_CACHE_MB=0`): every answer comes from PostgreSQL. Before each route every key asks once (each account verified and its window read), then the time warm-up.';
  writeResult(
    settings.resultsDir,
    'scale.md',
    `# Bench: scale\n\n${new Date().toISOString()}, ${settings.connections} connections, ${settings.durationSeconds} s per run.\n\n${how}\n\n${table}\n`,
  );
  process.stdout.write(`${table}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
