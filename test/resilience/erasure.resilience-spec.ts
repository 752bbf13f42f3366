import type { Database } from '../../src/database/database';
import { ServerFleet, adminCli, openCleanDatabase, report, sleep } from './support';

/**
 * Erasure racing the account's writers on two real server processes: deliveries to the webhook, the generation
 * workers, `generate` and imports through the admin API, while each account is erased. Every erasure must
 * succeed and leave nothing; a writer that lost the race answers 401 (its token is gone), 404 (its account is
 * gone) or 503 with Retry-After, never 500 (a deadlock, a foreign-key violation).
 */
jest.setTimeout(300_000);

const DATABASE_URL = process.env.RESILIENCE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/diary_resilience';
const ACCOUNTS = 21;
const ARTIFACTS = 150;

const OWNED_ROWS = `
  SELECT (SELECT count(*) FROM accounts WHERE id = ANY($1)) + (SELECT count(*) FROM webhook_tokens WHERE account_id = ANY($1))
       + (SELECT count(*) FROM entries WHERE account_id = ANY($1)) + (SELECT count(*) FROM tags WHERE account_id = ANY($1))
       + (SELECT count(*) FROM entry_tags WHERE account_id = ANY($1)) + (SELECT count(*) FROM artifacts WHERE account_id = ANY($1))
       + (SELECT count(*) FROM generation_jobs WHERE account_id = ANY($1)) AS n`;

describe('resilience of erasure against concurrent writers', () => {
  const fleet = new ServerFleet({
    DATABASE_URL,
    GENERATION_QUIET_PERIOD_SECONDS: '0',
    GENERATION_POLL_INTERVAL_MS: '100',
    ADMIN_RATE_LIMIT_PER_MINUTE: '1000000',
    INGEST_RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Writers whose account is erased meanwhile fail to authenticate, from one address: not guessing.
    AUTH_FAILURE_LIMIT_PER_MINUTE: '1000000',
  });
  let database: Database;

  beforeAll(async () => {
    database = await openCleanDatabase(DATABASE_URL);
  });
  afterAll(async () => {
    await fleet.stopAll();
    await database?.close();
  });

  it('erasures under deliveries, generations and imports: every one succeeds and leaves nothing, no writer answers 500', async () => {
    const operator = (await adminCli(DATABASE_URL)('operators', 'create', '--name', 'Erasure race')).token as string;
    const servers = [await fleet.start(), await fleet.start()];
    const admin = (method: string, url: string, body?: unknown, server = servers[0]) =>
      fetch(`${server.url}/admin/v1${url}`, {
        method,
        headers: { authorization: `Bearer ${operator}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const deliver = (
      server: (typeof servers)[number],
      token: string,
      body: unknown,
      headers: Record<string, string> = {},
    ) =>
      fetch(`${server.url}/webhooks/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    const accounts = await Promise.all(
      Array.from({ length: ACCOUNTS }, async (_, i) => {
        const account = (await (
          await admin('POST', '/accounts', { name: `Erased ${i}`, plan: 'advanced' })
        ).json()) as { id: string };
        const token = (await (await admin('POST', `/accounts/${account.id}/tokens`, { name: 'Phone' })).json()) as {
          token: string;
        };
        for (let n = 0; n < ARTIFACTS; n++)
          expect(
            (await deliver(servers[n % 2], token.token, { note: `walk ${n}`, steps: 1000 + n, tags: ['walks'] }))
              .status,
          ).toBe(200);
        return { id: account.id, token: token.token };
      }),
    );
    const today = new Date().toISOString().slice(0, 10);

    const statuses = new Map<string, number>();
    const unexpected: string[] = [];
    const erasures: Array<{ status: number; body: string; ms: number }> = [];
    const deadline = Date.now() + 120_000;
    const record = async (kind: string, allowed: number[], answer: Promise<Response>) => {
      const response = await answer;
      const body = await response.text();
      statuses.set(`${kind} ${response.status}`, (statuses.get(`${kind} ${response.status}`) ?? 0) + 1);
      const retryLater = response.status === 503 && response.headers.get('retry-after') !== null;
      if (!allowed.includes(response.status) && !retryLater)
        unexpected.push(`${kind} ${response.status} ${body.slice(0, 200)}`);
    };

    await Promise.all(
      accounts.map(async ({ id, token }, i) => {
        let erased = false;
        let after = 0;
        const running = () => Date.now() < deadline && (!erased || after++ < 20);
        const loop = async (write: (n: number) => Promise<void>) => {
          for (let n = 0; running(); n++) await write(n);
        };
        await Promise.all([
          loop((n) =>
            record(
              'delivery',
              [200, 401],
              deliver(servers[n % 2], token, { note: `racing ${n}`, tags: ['walks', `t${n % 4}`] }),
            ),
          ),
          loop((n) =>
            record(
              'delivery',
              [200, 401],
              deliver(servers[(n + 1) % 2], token, { note: `keyed ${n}` }, { 'idempotency-key': `race-${i}-${n}` }),
            ),
          ),
          loop((n) =>
            record('generate', [200, 404], admin('POST', `/accounts/${id}/generate`, { date: today }, servers[n % 2])),
          ),
          loop((n) =>
            record(
              'import',
              [200, 404],
              admin(
                'POST',
                `/accounts/${id}/entries`,
                { entries: [{ date: today, content: `# Imported ${n}\n\nText.`, tags: ['walks', `tag-${n % 3}`] }] },
                servers[(n + 1) % 2],
              ),
            ),
          ),
          (async () => {
            await sleep(300 + Math.floor(Math.random() * 1500));
            const started = Date.now();
            const response = await admin('DELETE', `/accounts/${id}?confirm=${id}`, undefined, servers[i % 2]);
            erasures.push({
              status: response.status,
              body: (await response.text()).slice(0, 200),
              ms: Date.now() - started,
            });
            erased = true;
          })(),
        ]);
      }),
    );

    const [{ n: left }] = (await database.dataSource.query(OWNED_ROWS, [
      accounts.map((account) => account.id),
    ])) as Array<{ n: string }>;
    const slowest = Math.max(...erasures.map((erasure) => erasure.ms));
    const logged = servers
      .flatMap((server) => [...server.lines, server.stderr()])
      .filter((line) => /deadlock detected|violates foreign key/.test(line));
    const answered = [...statuses.entries()]
      .sort()
      .map(([what, count]) => `${count} × ${what}`)
      .join(', ');
    report(
      `erasure race: ${erasures.filter((erasure) => erasure.status === 200).length}/${ACCOUNTS} erasures answered 200 (slowest ${slowest} ms) ` +
        `under deliveries, generations and imports on two instances; writers: ${answered}; unexpected answers: ${unexpected.length}; rows left: ${left}; ` +
        `log lines naming a deadlock or a foreign-key violation: ${logged.length}`,
    );
    expect(erasures.map((erasure) => `${erasure.status} ${erasure.status === 200 ? '' : erasure.body}`.trim())).toEqual(
      accounts.map(() => '200'),
    );
    expect(unexpected).toEqual([]);
    expect(Number(left)).toBe(0);
    // Both instances survived and serve.
    for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
