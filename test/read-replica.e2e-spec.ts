import { Client } from 'pg';
import { walPosition } from '../src/database/wal-position';
import { eventually } from './support/expectations';
import { bearer, importEntries, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { TEST_DATABASE_READ_URL as READ_URL, usesPostgres } from './support/test-database';

// The replica (.ci/start-read-replica) applies the primary's changes 2 s late.
(usesPostgres() && READ_URL ? describe : describe.skip)('reads from a replica that lags (DATABASE_READ_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  let replica: Client;
  const env = {
    DATABASE_READ_URL: READ_URL!,
    RATE_LIMIT_PER_MINUTE: '100000',
    GENERATION_QUIET_PERIOD_SECONDS: '3600',
  };

  beforeAll(async () => {
    a = await startTestApp({ env });
    b = await startTestApp({ env, keepData: true });
    // The replica has this worker's database 2 s after the primary made it.
    replica = await eventually(
      async () => {
        const client = new Client({ connectionString: READ_URL });
        return client.connect().then(
          () => client,
          () => undefined,
        );
      },
      15_000,
      200,
    );
  });
  afterAll(async () => {
    await replica?.end();
    await b?.close();
    await a?.close();
  });

  const served = (t: TestApp) => ({ ...t.database.replica!.served });
  const replayed = async () =>
    walPosition((await replica.query('SELECT pg_last_wal_replay_lsn()::text AS at')).rows[0].at as string);
  /** Until the replica has replayed every write the instance knows of the account, and the instance has seen it. */
  const caughtUp = async (t: TestApp, accountId: string) => {
    const needed = t.database.writePositions.required(accountId);
    await eventually(async () => ((await replayed()) >= needed ? true : undefined), 15_000, 100);
    await eventually(async () => (t.database.replica!.hasReplayed(needed) ? true : undefined), 5_000, 20);
  };
  const entry = async (t: TestApp, key: string, date: string) =>
    t.inject({ url: `/api/v1/entries/${date}`, headers: bearer(key) });
  const listedDates = async (t: TestApp, key: string) =>
    (
      (await t.inject({ url: '/api/v1/entries?from=2026-01-01&to=2026-12-31', headers: bearer(key) })).json() as {
        data: { date: string }[];
      }
    ).data.map((item) => item.date);

  it('answers a write at once (from the primary while the replica lags), then from the replica once it has it', async () => {
    const { accountId, key } = await seedAccount(a);
    await importEntries(a, accountId, [{ date: '2026-05-01', content: '# May Day\n\nA parade.' }]);
    const before = served(a);
    const fresh = await entry(a, key, '2026-05-01');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().title).toBe('May Day');
    // The replica applies the write 2 s late: this answer came from the primary.
    expect(served(a).primary).toBe(before.primary + 1);

    // The other instance, once the write's notification has reached it, is as fresh.
    const written = a.database.writePositions.required(accountId);
    await eventually(async () => (b.database.writePositions.required(accountId) >= written ? true : undefined), 5_000);
    expect((await entry(b, key, '2026-05-01')).json().title).toBe('May Day');

    await caughtUp(a, accountId);
    const replicaBefore = served(a).replica;
    expect((await entry(a, key, '2026-05-02')).statusCode).toBe(404);
    expect((await entry(a, key, '2026-05-01')).json().title).toBe('May Day');
    expect(served(a).replica).toBe(replicaBefore + 2);
  });

  it("never caches or serves the replica's older answer after a write, on either instance", async () => {
    const { accountId, key } = await seedAccount(a);
    await importEntries(a, accountId, [{ date: '2026-06-01', content: '# One' }]);
    await caughtUp(a, accountId);
    await caughtUp(b, accountId);
    // Asked three times: cached from the second miss on, on both instances.
    for (let i = 0; i < 3; i++) {
      expect(await listedDates(a, key)).toEqual(['2026-06-01']);
      expect(await listedDates(b, key)).toEqual(['2026-06-01']);
    }

    await importEntries(a, accountId, [{ date: '2026-06-02', content: '# Two' }]);
    const written = a.database.writePositions.required(accountId);
    await eventually(async () => (b.database.writePositions.required(accountId) >= written ? true : undefined), 5_000);
    // The replica is 2 s behind: every answer from now on has the new day, cached or not.
    for (let i = 0; i < 3; i++) {
      expect(await listedDates(a, key)).toEqual(['2026-06-02', '2026-06-01']);
      expect(await listedDates(b, key)).toEqual(['2026-06-02', '2026-06-01']);
    }
    expect(await replayed()).toBeLessThan(written);
  });

  it("gives the change feed's new change on the other instance, and the cursor it resumes from", async () => {
    const { accountId, key } = await seedAccount(a);
    const page = async (t: TestApp, cursor: string) =>
      (await t.inject({ url: `/api/v1/changes?cursor=${cursor}`, headers: bearer(key) })).json() as {
        data: { date: string }[];
        nextCursor: string;
      };
    const start = (await b.inject({ url: '/api/v1/changes', headers: bearer(key) })).json().nextCursor as string;
    await importEntries(a, accountId, [{ date: '2026-07-01', content: '# Seven' }]);
    // A change appears once every older transaction on the server has ended (the other suites' too).
    const next = await eventually(async () => {
      const answer = await page(b, start);
      return answer.data.length > 0 ? answer : undefined;
    }, 10_000);
    expect(next.data.map((change) => change.date)).toEqual(['2026-07-01']);
    // Resumed from its cursor, on the replica or the primary, the feed has nothing more: never the change again.
    await caughtUp(b, accountId);
    expect((await page(b, next.nextCursor)).data).toEqual([]);
  });
});
