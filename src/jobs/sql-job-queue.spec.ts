import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { DataSource } from 'typeorm';
import { RowReader } from '../database/row-reader';
import { JobTable, SqlJobQueue } from './sql-job-queue';

interface Delivery {
  id: string;
  runAfter: Date;
  attempts: number;
}

/** A second queue on a table of its own (as outbound webhook deliveries would have), to show the queue is the table's. */
const DELIVERIES = `
  CREATE TABLE deliveries (
    id uuid PRIMARY KEY,
    state text NOT NULL DEFAULT 'pending',
    run_after timestamptz NOT NULL,
    locked_until timestamptz,
    attempts int NOT NULL DEFAULT 0,
    last_error text,
    updated_at timestamptz NOT NULL DEFAULT now(),
    status int
  )`;

/** The deliveries table as a job table (what a claim reads back of a row). */
const TABLE: JobTable<Delivery, number> = {
  name: 'deliveries',
  key: [{ column: 'id', type: 'uuid' }],
  abandonedWhile: 'delivering',
  keyOf: (job) => [job.id],
  jobFromRow: (raw) => {
    const read = RowReader.of(raw, 'deliveries');
    return { id: read.text('id'), runAfter: read.date('run_after'), attempts: read.integer('attempts') };
  },
};

describe('SqlJobQueue on a table of its own', () => {
  let pglite: PGlite;
  let dataSource: DataSource;
  let queue: SqlJobQueue<Delivery, number>;
  const ID = '11111111-1111-4111-8111-111111111111';
  const now = new Date('2026-11-25T12:00:00.000Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  const row = async () => (await dataSource.query('SELECT state, attempts, last_error, status FROM deliveries'))[0];

  beforeAll(async () => {
    pglite = await PGlite.create();
    dataSource = new DataSource({ type: 'postgres', extra: { connection: createPgConfig(pglite).connection, max: 1 } });
    await dataSource.initialize();
    await dataSource.query(DELIVERIES);
    queue = new SqlJobQueue<Delivery, number>(dataSource, {
      ...TABLE,
      onComplete: { set: 'status = $outcome', value: (status) => status },
    });
  }, 30_000);
  afterAll(async () => {
    await dataSource?.destroy();
    await pglite?.close();
  });
  beforeEach(() => dataSource.query('DELETE FROM deliveries'));

  it('leases a due job, retries it at the time a failure asks, and completes it with its outcome', async () => {
    await dataSource.query('INSERT INTO deliveries (id, run_after) VALUES ($1, $2)', [ID, now]);
    const [job] = await queue.claimDue(now, 10, 60_000, 3);
    expect(job).toEqual({ id: ID, runAfter: now, attempts: 1 });
    // Leased: not due again before the lease ends.
    expect(await queue.claimDue(at(1_000), 10, 60_000, 3)).toEqual([]);
    await queue.fail(job, 'HTTP 503', at(5_000), 3);
    expect(await queue.claimDue(at(4_000), 10, 60_000, 3)).toEqual([]);
    const [again] = await queue.claimDue(at(5_000), 10, 60_000, 3);
    expect(again.attempts).toBe(2);
    await queue.complete(again, 204);
    expect(await row()).toEqual({ state: 'done', attempts: 0, last_error: null, status: 204 });
  });

  it('parks a job at its last failed attempt, and one whose leases kept expiring at the claim after the last', async () => {
    await dataSource.query('INSERT INTO deliveries (id, run_after) VALUES ($1, $2)', [ID, now]);
    for (let attempt = 1; attempt <= 2; attempt++) {
      const [job] = await queue.claimDue(at(attempt * 1_000), 10, 100, 2);
      await queue.fail(job, `boom ${attempt}`, at(attempt * 1_000), 2);
    }
    expect(await row()).toMatchObject({ state: 'parked', attempts: 2, last_error: 'boom 2' });

    await dataSource.query(`UPDATE deliveries SET state = 'pending', attempts = 2, last_error = NULL`);
    expect(await queue.claimDue(at(10_000), 10, 100, 2)).toEqual([]);
    expect(await row()).toMatchObject({
      state: 'parked',
      last_error: 'gave up after 2 attempts (an instance stopped while delivering)',
    });
  });

  describe('with lanes and owners', () => {
    const laned = () =>
      new SqlJobQueue<Delivery, number>(dataSource, {
        ...TABLE,
        lanes: { lane: { column: 'endpoint', maxLeased: 2 }, owner: { column: 'account', maxLeased: 3 } },
      });
    beforeAll(async () => {
      await dataSource.query(`ALTER TABLE deliveries ADD COLUMN IF NOT EXISTS endpoint text NOT NULL DEFAULT 'a'`);
      await dataSource.query(`ALTER TABLE deliveries ADD COLUMN IF NOT EXISTS account text NOT NULL DEFAULT 'a'`);
    });
    /** `count` jobs of an endpoint of an account, due one millisecond apart from `from`. */
    const insert = (count: number, endpoint: string, account: string, from = 0) =>
      dataSource.query(
        `INSERT INTO deliveries (id, run_after, endpoint, account)
         SELECT gen_random_uuid(), $1::timestamptz + n * interval '1 ms', $2, $3 FROM generate_series(1, $4) AS n`,
        [at(from), endpoint, account, count],
      );
    const lanesOf = async (jobs: Delivery[]) =>
      (
        await dataSource.query('SELECT endpoint FROM deliveries WHERE id = ANY($1) ORDER BY endpoint', [
          jobs.map((job) => job.id),
        ])
      ).map((r: { endpoint: string }) => r.endpoint);

    it('leases at most maxLeased jobs of one lane at once, across claims, and the other lanes meanwhile', async () => {
      const queue = laned();
      await insert(5, 'slow', 'x');
      await insert(2, 'other', 'y', 10);
      const first = await queue.claimDue(at(1_000), 10, 60_000, 3);
      expect(await lanesOf(first)).toEqual(['other', 'other', 'slow', 'slow']);
      // The leases still run: the slow lane has no room left, whichever instance asks.
      expect(await queue.claimDue(at(2_000), 10, 60_000, 3)).toEqual([]);
      const slow = [];
      for (const job of first) if ((await lanesOf([job]))[0] === 'slow') slow.push(job);
      await queue.complete(slow[0], 200);
      // One lease of the slow lane ended: one more of its jobs is claimed.
      expect(await lanesOf(await queue.claimDue(at(3_000), 10, 60_000, 3))).toEqual(['slow']);
      expect(
        () =>
          new SqlJobQueue(dataSource, {
            ...TABLE,
            lanes: { lane: { column: 'endpoint', maxLeased: 0 }, owner: { column: 'account', maxLeased: 1 } },
          }),
      ).toThrow('positive integer');
    });

    it('finds a lane behind a backlog of another, however long, and takes each owner’s first job first', async () => {
      const queue = laned();
      await insert(500, 'backlog', 'x');
      await insert(1, 'late', 'y', 600);
      // One job to claim: the owner with nothing leased comes first, although its job is the youngest.
      expect(await lanesOf(await queue.claimDue(at(1_000), 1, 60_000, 3))).toEqual(['backlog']);
      expect(await lanesOf(await queue.claimDue(at(1_000), 1, 60_000, 3))).toEqual(['late']);
    });

    it('leases at most maxLeased jobs of one owner at once over all its lanes', async () => {
      const queue = laned();
      for (const endpoint of ['e1', 'e2', 'e3', 'e4']) await insert(3, endpoint, 'busy');
      await insert(1, 'calm', 'other', 100);
      const claimed = await lanesOf(await queue.claimDue(at(1_000), 16, 60_000, 3));
      expect(claimed.filter((lane: string) => lane !== 'calm')).toHaveLength(3);
      expect(claimed).toContain('calm');
      expect(await queue.claimDue(at(2_000), 16, 60_000, 3)).toEqual([]);
    });
  });

  it('refuses a table or column name that is not a plain identifier', () => {
    expect(
      () =>
        new SqlJobQueue(dataSource, {
          name: 'deliveries; DROP TABLE x',
          key: [{ column: 'id', type: 'uuid' }],
          abandonedWhile: 'x',
          keyOf: () => [],
          jobFromRow: () => ({ runAfter: now, attempts: 0 }),
        }),
    ).toThrow('plain SQL identifiers');
  });
});
