import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { freshDatabase } from './seed';
import { start, stop } from './servers';

const SERVICE_PORT = 3404;
const CLI = path.resolve(__dirname, '../src/cli.js');
/** Events of the measured account per load, one every MEASURE_EVERY_MS once the load is in effect. */
const MEASURED_EVENTS = 6;
const MEASURE_EVERY_MS = 1_500;
/** How long the load runs before the first measured event. */
const SETTLE_MS = 3_000;

interface Load {
  name: string;
  /** Endpoints of the loading account that never answer (each attempt held until the service's 15 s timeout). */
  slowEndpoints: number;
  /** Entries the loading account writes at once: one event each to every one of its endpoints. */
  entries: number;
}

/** The three loads of issue 33: one never-answering attempt, a backlog to one slow endpoint, an account of 4 slow endpoints. */
const LOADS: Load[] = [
  { name: 'quiet (no other load)', slowEndpoints: 0, entries: 0 },
  { name: 'one endpoint that never answers, 6 events', slowEndpoints: 1, entries: 6 },
  { name: 'a backlog of 200 events to one endpoint that never answers', slowEndpoints: 1, entries: 200 },
  { name: 'one account with 4 endpoints that never answer, 30 events each', slowEndpoints: 4, entries: 30 },
];

/** A receiver that takes the request and never answers: the sender's own timeout ends each attempt. */
async function silentReceiver(): Promise<{ url: string; close(): void }> {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    request.resume();
    held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/never`,
    close: () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

/** A receiver that answers 204 at once and notes, per entry date, how long after the event's own time it came. */
async function timingReceiver(): Promise<{ url: string; latencies: Map<string, number>; close(): void }> {
  const latencies = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const arrived = Date.now();
      const event = JSON.parse(Buffer.concat(chunks).toString()) as { timestamp: string; data: { date?: string } };
      if (event.data.date) latencies.set(event.data.date, arrived - Date.parse(event.timestamp));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/fast`, latencies, close: () => server.close() };
}

function cli(env: Record<string, string>, args: string[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args, '--json'], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`admin ${args.join(' ')}: exit ${code}`)),
    );
  });
}

/** Entries for `count` days from `first`, imported at once (each a change, each an event). */
async function importEntries(env: Record<string, string>, accountId: string, first: number, count: number) {
  const file = path.join(os.tmpdir(), `diary-bench-events-${process.pid}-${first}.jsonl`);
  const lines = Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2020, 0, 1) + (first + i) * 86_400_000).toISOString().slice(0, 10);
    return JSON.stringify({ date, content: `# Day ${first + i}` });
  });
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  try {
    await cli(env, ['entries', 'import', accountId, '--file', file]);
  } finally {
    fs.rmSync(file, { force: true });
  }
  return lines.map((line) => (JSON.parse(line) as { date: string }).date);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Another account's events while one account's endpoints are slow: the service as `npm start` runs it (one
 * instance, its own delivery worker polling every second), endpoints on loopback. The measured account has one
 * endpoint that answers at once; its latency is from the event's own time (the change's commit) to its arrival.
 */
export async function runEventFairnessBench(databaseUrl: string, log: (message: string) => void): Promise<string> {
  const target = await freshDatabase(databaseUrl, 'events');
  const env = {
    DATABASE_URL: target,
    SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    EVENT_DELIVERY_ALLOWED_HOSTS: '127.0.0.1',
    GENERATION_QUIET_PERIOD_SECONDS: '86400',
  };
  const rows: string[] = [];
  let day = 0;
  for (const load of LOADS) {
    const service = await start('service', SERVICE_PORT, env);
    const silent = await silentReceiver();
    const timing = await timingReceiver();
    try {
      const loading = (await cli(env, ['accounts', 'create', '--name', 'Loading', '--plan', 'advanced'])) as {
        id: string;
      };
      const measured = (await cli(env, ['accounts', 'create', '--name', 'Measured', '--plan', 'advanced'])) as {
        id: string;
      };
      for (let i = 0; i < load.slowEndpoints; i++)
        await cli(env, ['endpoints', 'create', loading.id, '--url', silent.url]);
      await cli(env, ['endpoints', 'create', measured.id, '--url', timing.url]);
      if (load.entries > 0) await importEntries(env, loading.id, day, load.entries);
      day += load.entries;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const dates: string[] = [];
      for (let n = 0; n < MEASURED_EVENTS; n++) {
        dates.push(...(await importEntries(env, measured.id, day, 1)));
        day++;
        await new Promise((resolve) => setTimeout(resolve, MEASURE_EVERY_MS));
      }
      const deadline = Date.now() + 240_000;
      while (dates.some((date) => !timing.latencies.has(date)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const latencies = dates.map((date) => timing.latencies.get(date) ?? Number.POSITIVE_INFINITY);
      const shown = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'not within 240 s');
      log(`${load.name}: ${latencies.map(shown).join(', ')}`);
      rows.push(
        `| ${load.name} | ${shown(percentile(latencies, 50))} | ${shown(Math.max(...latencies))} | ${latencies.filter((ms) => ms < 2_000).length} of ${latencies.length} |`,
      );
    } finally {
      silent.close();
      timing.close();
      await stop(service);
    }
  }
  return [
    `Another account's events (one endpoint answering at once) while a loading account's endpoints never answer; ${MEASURED_EVENTS} measured events ${MEASURE_EVERY_MS / 1000} s apart, from ${SETTLE_MS / 1000} s after the load began; latency from the change's commit to the event's arrival. Target: under 2 s.`,
    '',
    '| Load | Median | Slowest | Under 2 s |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}
