import type { Database } from '../../src/database/database';
import type { ServerProcess } from '../support/server-process';
import { TcpProxy } from '../support/tcp-proxy';
import { fuzzRequest, prng } from './fuzz-requests';
import { sendRaw } from './raw-http';
import { ServerFleet, adminCli, report, rssMb, sleep, openCleanDatabase } from './support';

/**
 * Real processes on loopback against real PostgreSQL and Redis, bounded in time.
 * Figures are printed for the closing notes; the assertions are the contract.
 */
jest.setTimeout(180_000);

const DATABASE_URL = process.env.RESILIENCE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/diary_resilience';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
describe('resilience', () => {
  const fleet = new ServerFleet({ DATABASE_URL, REDIS_URL, GENERATION_QUIET_PERIOD_SECONDS: '3600' });
  const started = fleet.started;
  const secrets: string[] = [];
  let database: Database;

  const cli = adminCli(DATABASE_URL);
  const start = (env: Record<string, string> = {}) => fleet.start(env);
  const stop = (server: ServerProcess) => fleet.stop(server);
  async function account(plan = 'advanced') {
    const created = await cli('accounts', 'create', '--name', 'Resilience', '--plan', plan);
    const key = await cli(
      'keys',
      'create',
      created.id,
      '--name',
      'k',
      '--scopes',
      'entries:list,entries:read,tags:read',
    );
    const token = await cli('tokens', 'create', created.id, '--name', 'Resilience source');
    secrets.push(key.key, token.token);
    return { id: created.id as string, key: key.key as string, keyId: key.id as string, token: token.token as string };
  }

  beforeAll(async () => {
    database = await openCleanDatabase(DATABASE_URL);
  });

  afterAll(async () => {
    await fleet.stopAll();
    // 5. Secrets: no key or token in any log line of any process, nor in any column but as a hash.
    const logs = started.map((server) => `${server.lines.join('\n')}\n${server.stderr()}`).join('\n');
    const tables: Array<{ tablename: string }> = await database.dataSource.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
    );
    let rows = 0;
    const leaks: string[] = [];
    for (const { tablename } of tables) {
      const dump: Array<{ row: string }> = await database.dataSource.query(
        `SELECT row_to_json(t)::text AS row FROM "${tablename}" t`,
      );
      rows += dump.length;
      for (const secret of secrets)
        if (dump.some(({ row }) => row.includes(secret))) leaks.push(`${tablename} holds a secret`);
    }
    for (const secret of secrets) if (logs.includes(secret)) leaks.push('a log line holds a secret');
    report(
      `secrets: ${secrets.length} secrets checked against ${logs.split('\n').length} log lines and ${rows} rows in ${tables.length} tables; leaks: ${leaks.length}`,
    );
    await database.close();
    expect(leaks).toEqual([]);
  });

  it('1. crash: every acknowledged payload is stored exactly once across kill -9 restarts', async () => {
    const { id, token } = await account();
    let server = await start();
    const acknowledged = new Map<string, string>();
    let running = true;
    let retries = 0;
    const client = async (clientId: number) => {
      for (let n = 0; running; n++) {
        const key = `c${clientId}-${n}`;
        const body = JSON.stringify({ key, note: `payload ${key} `.repeat(20) });
        while (running) {
          try {
            const response = await fetch(`${server.url}/webhooks/ingest`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
              body,
              signal: AbortSignal.timeout(5000),
            });
            if (response.status === 200) {
              acknowledged.set(key, ((await response.json()) as { id: string }).id);
              break;
            }
          } catch {
            // The service is down: retry with the same key.
          }
          retries++;
          await sleep(50);
        }
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    const kills = 4;
    for (let i = 0; i < kills; i++) {
      await sleep(1500);
      server.child.kill('SIGKILL');
      await server.exited;
      server = await start();
    }
    await sleep(1000);
    running = false;
    await Promise.all(clients);

    const stored: Array<{ key: string; copies: string }> = await database.dataSource.query(
      `SELECT payload->>'key' AS key, count(*) AS copies FROM artifacts WHERE account_id = $1 GROUP BY 1`,
      [id],
    );
    const copies = new Map(stored.map((row) => [row.key, Number(row.copies)]));
    const lost = [...acknowledged.keys()].filter((key) => !copies.has(key));
    const duplicated = [...copies.values()].filter((count) => count > 1).length;
    report(
      `crash: ${kills} kill -9 restarts; acknowledged ${acknowledged.size}, stored ${copies.size}, lost ${lost.length}, duplicated ${duplicated}, client retries ${retries}`,
    );
    expect(acknowledged.size).toBeGreaterThan(50);
    expect(lost).toEqual([]);
    expect(duplicated).toBe(0);
    await stop(server);
  });

  it('2. database outage: 503 Problem Details within 2 s, not ready, and serving again without a restart', async () => {
    const target = new URL(DATABASE_URL);
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(DATABASE_URL);
    viaProxy.port = String(proxy.port);
    const { key, token } = await account();
    const server = await start({ DATABASE_URL: viaProxy.toString() });
    const read = () => fetch(`${server.url}/api/v1/entries`, { headers: { authorization: `Bearer ${key}` } });
    const ingest = () =>
      fetch(`${server.url}/webhooks/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"a":1}',
      });
    expect((await read()).status).toBe(200);
    expect((await ingest()).status).toBe(200);

    await proxy.cut();
    const cutAt = Date.now();
    let slowest = 0;
    for (const request of [read, ingest, () => fetch(`${server.url}/readyz`), read, ingest]) {
      const started = Date.now();
      const response = await request();
      slowest = Math.max(slowest, Date.now() - started);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await response.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    }
    expect(slowest).toBeLessThan(2000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const outageMs = Date.now() - cutAt;

    await proxy.start();
    const backAt = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - backAt < 15_000) {
      status = (await fetch(`${server.url}/readyz`)).status;
      if (status !== 200) await sleep(100);
    }
    const recoveredMs = Date.now() - backAt;
    expect(status).toBe(200);
    expect((await read()).status).toBe(200);
    expect((await ingest()).status).toBe(200);
    report(
      `outage: slowest answer while down ${slowest} ms (5 requests over ${outageMs} ms, all 503 Problem Details); ready again ${recoveredMs} ms after the database returned, no restart`,
    );
    await stop(server);
    await proxy.cut();
  });

  it('3. instances: one rate-limit budget, revocation seen within 5 s, a generation job run once', async () => {
    const fast = { GENERATION_QUIET_PERIOD_SECONDS: '1', GENERATION_POLL_INTERVAL_MS: '100' };
    const a = await start(fast);
    const b = await start(fast);
    const { id, key, keyId, token } = await account();
    const tags = (server: ServerProcess) =>
      fetch(`${server.url}/api/v1/tags`, { headers: { authorization: `Bearer ${key}` } });

    for (let i = 1; i <= 120; i++) {
      const response = await tags(i % 2 ? a : b);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(120 - i));
    }
    expect((await tags(a)).status).toBe(429);
    expect((await tags(b)).status).toBe(429);

    const post = await fetch(`${a.url}/webhooks/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"note":"once"}',
    });
    const { day } = (await post.json()) as { day: string };

    await cli('keys', 'revoke', keyId);
    const revokedAt = Date.now();
    const seen: Record<string, number> = {};
    while (Object.keys(seen).length < 2 && Date.now() - revokedAt < 5000) {
      for (const [name, server] of [
        ['a', a],
        ['b', b],
      ] as const)
        if (!seen[name] && (await tags(server)).status === 401) seen[name] = Date.now() - revokedAt;
      await sleep(20);
    }
    expect(Object.keys(seen).sort()).toEqual(['a', 'b']);

    const line = `generated ${day} for account ${id}`;
    const deadline = Date.now() + 15_000;
    const count = () => [...a.lines, ...b.lines].filter((l) => l.includes(line)).length;
    while (count() === 0 && Date.now() < deadline) await sleep(100);
    await sleep(2000);
    report(
      `instances: 120 requests split over two instances then 429 on both; revocation seen by a in ${seen.a} ms and b in ${seen.b} ms; generation job ran ${count()} time(s)`,
    );
    expect(count()).toBe(1);
    await stop(a);
    await stop(b);
  });
  it('3b. a heavy day generates off the event loop: the read API stays responsive and the server survives', async () => {
    const { id, key } = await account();
    const [token] = await database.dataSource.query(`SELECT id FROM webhook_tokens WHERE account_id = $1`, [id]);
    const day = new Date().toISOString().slice(0, 10);
    // 400 artifacts of ~100 KB (1,100 sensor readings each), stored as ingest stores them.
    await database.dataSource.query(
      `WITH p AS (SELECT jsonb_agg(jsonb_build_object('ts', 1763700000000 + i * 60000, 'temp_c', 18 + (i % 50) / 10.0, 'humidity_pct', 40 + i % 20, 'device_id', 'dev-0042')) AS payload
                    FROM generate_series(1, 1100) i)
       INSERT INTO artifacts (account_id, token_id, source_label, day, payload) SELECT $1, $2, 'Sensor', $3, p.payload FROM p, generate_series(1, 400)`,
      [id, token.id, day],
    );
    const server = await start({ GENERATION_POLL_INTERVAL_MS: '100', RATE_LIMIT_PER_MINUTE: '1000000' });
    const latencies = async (until: () => boolean, count = Infinity) => {
      const times: number[] = [];
      while (times.length < count && !until()) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/v1/tags`, { headers: { authorization: `Bearer ${key}` } });
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b);
    };
    const p99 = (times: number[]) => times[Math.min(times.length - 1, Math.floor(times.length * 0.99))];
    const idle = await latencies(() => false, 300);
    const rss = () => rssMb(server.child.pid!);
    await database.dataSource.query(
      `INSERT INTO generation_jobs (account_id, day, run_after, material_at) VALUES ($1, $2, now(), now())
                                     ON CONFLICT (account_id, day) DO UPDATE SET run_after = now(), state = 'pending'`,
      [id, day],
    );
    let done = false;
    let peak = rss();
    const started = Date.now();
    const watcher = (async () => {
      while (!done && Date.now() - started < 120_000) {
        peak = Math.max(peak, rss());
        const [job] = await database.dataSource.query(
          `SELECT state FROM generation_jobs WHERE account_id = $1 AND day = $2`,
          [id, day],
        );
        done = job?.state === 'done';
        await sleep(100);
      }
    })();
    const during = await latencies(() => done || Date.now() - started > 120_000);
    await watcher;
    const seconds = (Date.now() - started) / 1000;
    const [entry] = await database.dataSource.query(
      `SELECT word_count FROM entries WHERE account_id = $1 AND date = $2`,
      [id, day],
    );
    report(
      `heavy day: 400 artifacts of ~107 KB generated in ${seconds.toFixed(1)} s, peak RSS ${peak.toFixed(0)} MB, entry ${entry?.word_count} words; ` +
        `read p99 idle ${p99(idle).toFixed(1)} ms (${idle.length} requests), during ${p99(during).toFixed(1)} ms (${during.length} requests)`,
    );
    expect(done).toBe(true);
    expect(entry.word_count).toBeLessThanOrEqual(600);
    expect(server.child.exitCode).toBeNull();
    // The generation of the old days blocked the loop for 136 s; now no read waits for it.
    expect(p99(during)).toBeLessThan(250);
    await stop(server);
  });

  it('4. fuzz (last: its failed authentications fill the per-IP budget for a minute): thousands of hostile requests, no 5xx, every error a Problem Details, memory flat', async () => {
    const { key, token } = await account();
    const server = await start();
    const port = Number(new URL(server.url).port);
    const random = prng(20261122);
    const rss = () => rssMb(server.child.pid!);
    const send = async (count: number) => {
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      const worker = async () => {
        while (next < count) {
          next++;
          const request = fuzzRequest(random, { key, token });
          const response = await sendRaw(port, request);
          if (!response) {
            failures.push(`no answer to ${request.method} ${request.target.slice(0, 80)}`);
            continue;
          }
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500)
            failures.push(
              `${response.status} for ${request.method} ${request.target.slice(0, 80)}: ${response.body.slice(0, 200)}`,
            );
          if (response.status >= 400 && request.method !== 'HEAD') {
            const problem = (() => {
              try {
                return JSON.parse(response.body) as Record<string, unknown>;
              } catch {
                return null;
              }
            })();
            const valid =
              /^application\/problem\+json/.test(response.headers['content-type'] ?? '') &&
              problem !== null &&
              typeof problem.type === 'string' &&
              typeof problem.title === 'string' &&
              problem.status === response.status &&
              typeof problem.detail === 'string';
            if (!valid)
              failures.push(
                `not a Problem Details: ${response.status} ${request.method} ${request.target.slice(0, 80)}: ${response.body.slice(0, 200)}`,
              );
          }
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      return { failures, statuses };
    };

    await send(300);
    const before = rss();
    const started = Date.now();
    const { failures, statuses } = await send(3000);
    const after = rss();
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    report(
      `fuzz: 3000 requests in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
        `failures ${failures.length}; RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MB`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(after - before).toBeLessThan(80);
    await stop(server);
  });
});
