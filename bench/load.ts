import autocannon from 'autocannon';
import { addDays } from '../src/shared/calendar';
import { TAG_SLUGS } from './content';
import type { BenchCredentials } from './seed';

/**
 * `ingest`: each request with a token picked among all the accounts' tokens; `ingest-few-tokens`: among the first
 * FEW_TOKENS accounts' tokens only (a deployment of a few busy senders); `ingest-one-token`: every request with the
 * same token (one account-day).
 */
export type Route =
  'list' | 'list-tag' | 'search' | 'single' | 'tags' | 'ingest' | 'ingest-few-tokens' | 'ingest-one-token';
export const ROUTES: Route[] = [
  'list',
  'list-tag',
  'search',
  'single',
  'tags',
  'ingest',
  'ingest-few-tokens',
  'ingest-one-token',
];
export const FEW_TOKENS = 40;

/** `search`: words of the bench's content over an account's whole history (730 days): most days match some. */
const SEARCHES = [
  'canal',
  'espresso',
  'sourdough',
  'midnight',
  'sister%20spring',
  'ramen%20-queue',
  '%22slow%20run%22',
  'balcony',
];

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** A ~2 KB webhook payload, different each time. */
function ingestBody(): string {
  return JSON.stringify({
    timestamp: new Date().toISOString(),
    source: 'bench',
    note: `Bench note ${Math.random().toString(36).slice(2)} `.repeat(30),
    location: { lat: 52.5 + Math.random() / 10, lng: 13.4, name: 'Bench park' },
    highlights: [{ kind: 'stat', title: 'Steps', value: Math.floor(Math.random() * 20_000) }],
    images: ['https://cdn.example/bench.jpg'],
    payload: { heartRate: { avg: 140, max: 175 }, splits: [5.1, 5.0, 4.9, 4.8] },
  });
}

/** Requests of one route, spread over every key (or token) and every seeded date; `sweep`: each key once, in order. */
function requestOf(route: Route, credentials: BenchCredentials, sweep = false): autocannon.Request {
  const days = credentials.days;
  if (route === 'ingest' || route === 'ingest-few-tokens' || route === 'ingest-one-token') {
    const tokens = credentials.tokens.slice(
      0,
      { ingest: credentials.tokens.length, 'ingest-few-tokens': FEW_TOKENS, 'ingest-one-token': 1 }[route],
    );
    return {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        path: '/webhooks/ingest',
        headers: { authorization: `Bearer ${pick(tokens)}`, 'content-type': 'application/json' },
        body: ingestBody(),
      }),
    };
  }
  const path = () =>
    route === 'list'
      ? '/api/v1/entries'
      : route === 'search'
        ? `/api/v1/entries?from=${credentials.firstDay}&q=${pick(SEARCHES)}`
        : route === 'list-tag'
          ? `/api/v1/entries?tag=${pick(TAG_SLUGS)}`
          : route === 'tags'
            ? '/api/v1/tags'
            : `/api/v1/entries/${addDays(credentials.firstDay, Math.floor(Math.random() * days))}`;
  let next = 0;
  const key = sweep ? () => credentials.keys[next++ % credentials.keys.length] : () => pick(credentials.keys);
  return {
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: path(), headers: { authorization: `Bearer ${key()}` } }),
  };
}

/** Asks a read route once with every key: every account's answer has been read once (the scale bench's warm-up). */
export async function sweep(
  url: string,
  route: Route,
  credentials: BenchCredentials,
  connections: number,
): Promise<void> {
  await autocannon({
    url,
    connections,
    amount: credentials.keys.length,
    requests: [requestOf(route, credentials, true)],
  });
}

export async function load(
  url: string,
  route: Route,
  credentials: BenchCredentials,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    requests: [requestOf(route, credentials)],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}
