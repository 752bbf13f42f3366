import * as path from 'node:path';
import { ROUTES, Route } from './load';

/** Bench settings from the command line and environment; every default is the issue's. */
export interface BenchSettings {
  databaseUrl: string;
  accounts: number;
  days: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** A B rounds per route (BENCH_ROUNDS, default 2): more rounds when the ratio of one route matters. */
  rounds: number;
  /** BENCH_ROUTES=single,list-tag: only these routes (default: all). */
  routes: Route[];
  scale: boolean;
  embedded: boolean;
  resultsDir: string;
}

export function benchSettings(argv = process.argv.slice(2), env = process.env): BenchSettings {
  const number = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a positive integer`);
    return Number(raw);
  };
  return {
    databaseUrl: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/diary_bench',
    accounts: number('BENCH_ACCOUNTS', 1000),
    days: number('BENCH_DAYS', 730),
    connections: number('BENCH_CONNECTIONS', 50),
    durationSeconds: number('BENCH_DURATION', 15),
    warmupSeconds: number('BENCH_WARMUP', 3),
    rounds: number('BENCH_ROUNDS', 2),
    routes: routesOf(env.BENCH_ROUTES),
    scale: argv.includes('--scale'),
    embedded: argv.includes('--embedded'),
    resultsDir: path.resolve(__dirname, '../../bench/results'),
  };
}

function routesOf(raw: string | undefined): Route[] {
  if (!raw) return ROUTES;
  const asked = raw.split(',').map((name) => name.trim());
  const unknown = asked.filter((name) => !ROUTES.includes(name as Route));
  if (unknown.length > 0)
    throw new Error(`BENCH_ROUTES: unknown route ${unknown.join(', ')} (known: ${ROUTES.join(', ')})`);
  return ROUTES.filter((route) => asked.includes(route));
}
