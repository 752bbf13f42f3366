import type { Database } from '../../src/database/database';
import * as net from 'node:net';
import { exchangeRaw, rawProblem } from '../support/raw-socket';
import { ServerProcess, startServerProcess } from '../support/server-process';
import { adminCli, report, rssMb, sleep, openCleanDatabase } from './support';

/**
 * The HTTP edge of a real server process: stalled bodies from strangers and
 * from authenticated senders, and JSON that PostgreSQL cannot hold as sent.
 */
jest.setTimeout(120_000);

const DATABASE_URL =
  process.env.RESILIENCE_HTTP_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/diary_resilience_http';
const REQUEST_TIMEOUT_SECONDS = 3;

describe('resilience of the HTTP edge', () => {
  let server: ServerProcess;
  let database: Database;
  let token: string;
  let port: number;

  const rss = () => rssMb(server.child.pid!);

  beforeAll(async () => {
    database = await openCleanDatabase(DATABASE_URL);
    const cli = adminCli(DATABASE_URL);
    const account = await cli('accounts', 'create', '--name', 'Edge', '--plan', 'advanced');
    token = (await cli('tokens', 'create', account.id, '--name', 'Edge source')).token;
    server = await startServerProcess({
      DATABASE_URL,
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
      GENERATION_QUIET_PERIOD_SECONDS: '3600',
    });
    port = Number(new URL(server.url).port);
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database.close();
  });

  it('slow bodies: strangers are refused before their body, stalled senders are cut at the request timeout, memory returns', async () => {
    const head = (authorization: string) =>
      `POST /webhooks/ingest HTTP/1.1\r\nHost: diary.test\r\n${authorization}Content-Type: application/json\r\nContent-Length: 102400\r\n\r\n`;
    const body = `{"note": "${'x'.repeat(90_000)}`;
    const idle = rss();

    // Each sends its headers and 90 KB of a 100 KB body, then stalls.
    const stall = (authorization: string) => exchangeRaw(port, head(authorization) + body, 60_000);
    const strangers = await Promise.all(Array.from({ length: 1000 }, () => stall('')));
    const strangerStatuses = new Set(strangers.map((s) => s.status));
    const slowestStranger = Math.max(
      ...strangers.map((s) => (s.closedAfterMs === 'open' ? Infinity : s.closedAfterMs)),
    );

    let peak = rss();
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 100);
    const senders = await Promise.all(Array.from({ length: 300 }, () => stall(`Authorization: Bearer ${token}\r\n`)));
    clearInterval(sampler);
    const senderStatuses = new Set(senders.map((s) => s.status));
    const slowestSender = Math.max(...senders.map((s) => (s.closedAfterMs === 'open' ? Infinity : s.closedAfterMs)));
    await sleep(2_000);
    const after = rss();

    report(
      `slow bodies: 1000 unauthenticated stalled bodies answered ${[...strangerStatuses].join('/')} and closed within ${slowestStranger} ms; ` +
        `300 authenticated stalled bodies answered ${[...senderStatuses].join('/')} and closed within ${slowestSender} ms (request timeout ${REQUEST_TIMEOUT_SECONDS} s); ` +
        `RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB`,
    );
    // 401, and 429 once the failures of this client IP pass their budget (30 per minute).
    expect([...strangerStatuses].filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(strangerStatuses.has(401)).toBe(true);
    expect([...senderStatuses]).toEqual([408]);
    expect(slowestSender).toBeLessThan((REQUEST_TIMEOUT_SECONDS + 3) * 1000);
    expect(after - idle).toBeLessThan(60);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('connection limit: requests on connections past MAX_CONNECTIONS are answered 503 with Retry-After, never reset', async () => {
    const limited = await startServerProcess({
      DATABASE_URL,
      MAX_CONNECTIONS: '40',
      GENERATION_QUIET_PERIOD_SECONDS: '3600',
    });
    const limitedPort = Number(new URL(limited.url).port);
    try {
      // Forty connections that stay open, as keep-alive clients and stalled senders do.
      const holders = await Promise.all(
        Array.from(
          { length: 40 },
          () =>
            new Promise<net.Socket>((resolve) => {
              const socket = net.connect(limitedPort, '127.0.0.1', () => resolve(socket));
              socket.on('error', () => undefined);
            }),
        ),
      );
      await sleep(200);
      const past = await Promise.all(
        Array.from({ length: 20 }, () => exchangeRaw(limitedPort, 'GET /healthz HTTP/1.1\r\nHost: diary.test\r\n\r\n')),
      );
      for (const holder of holders) holder.destroy();
      await sleep(300);
      const after = await fetch(`${limited.url}/healthz`);
      report(
        `connection limit: 40 held, 20 more answered ${[...new Set(past.map((p) => p.status))].join('/')}, closed within ${Math.max(...past.map((p) => (p.closedAfterMs === 'open' ? Infinity : p.closedAfterMs)))} ms; after release ${after.status}`,
      );

      for (const exchange of past) {
        expect(exchange.status).toBe(503);
        expect(exchange.response).toMatch(/^content-type: application\/problem\+json/im);
        expect(exchange.response).toMatch(/^retry-after: 1/im);
        expect(rawProblem(exchange.response).type).toMatch(/\/service-unavailable$/);
        expect(exchange.closedAfterMs).not.toBe('open');
      }
      expect(after.status).toBe(200);
    } finally {
      limited.child.kill('SIGTERM');
      await limited.exited;
    }
  });

  it('unstorable JSON: U+0000 and unpaired surrogates are stored as U+FFFD, never a 500', async () => {
    const statuses: number[] = [];
    for (const body of [
      '{"a":"x\\u0000y"}',
      '{"a\\u0000b":1}',
      '{"a":"\\ud800"}',
      '{"a":"\\udc00x"}',
      '[{"deep":[["\\u0000"]]}]',
    ]) {
      const response = await fetch(`${server.url}/webhooks/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      statuses.push(response.status);
      const receipt = (await response.json()) as { warnings: string[] };
      expect(receipt.warnings.some((warning) => warning.includes('U+FFFD'))).toBe(true);
    }
    const rows: Array<{ payload: string }> = await database.dataSource.query(
      `SELECT payload::text AS payload FROM artifacts WHERE payload::text LIKE '%\uFFFD%'`,
    );
    report(`unstorable JSON: 5 payloads answered ${statuses.join(', ')}; ${rows.length} stored with U+FFFD`);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(rows).toHaveLength(5);
  });
});
