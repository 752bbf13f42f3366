import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  DayMaterialMark,
  GenerationJob,
  GenerationJobStats,
  GenerationJobView,
} from '../../domain/generation-job';
import { GenerationJobRepository } from '../../domain/generation-job.repository';
import { isForeignKeyViolation } from '../../../../shared/database-failure';
import { isUuid } from '../../../../shared/uuid';

// TypeORM returns [rows, count] for a bare UPDATE ... RETURNING: every statement that changes rows ends in a SELECT.
// Timestamps that come back from JavaScript have milliseconds only: compare them truncated so.

const SCHEDULE = `
  INSERT INTO generation_jobs (account_id, day, run_after, material_at)
  SELECT d.account_id, d.day, $3, d.material_at FROM unnest($1::uuid[], $2::date[], $4::timestamptz[]) AS d (account_id, day, material_at)
  ON CONFLICT (account_id, day) DO UPDATE SET
    run_after = CASE WHEN generation_jobs.state = 'pending' THEN GREATEST(generation_jobs.run_after, EXCLUDED.run_after) ELSE EXCLUDED.run_after END,
    state = 'pending', attempts = 0, last_error = NULL, updated_at = now(),
    material_at = GREATEST(generation_jobs.material_at, EXCLUDED.material_at)`;

const CLAIM = `
  WITH due AS (
    SELECT account_id, day FROM generation_jobs
     WHERE state = 'pending' AND run_after <= $1 AND (locked_until IS NULL OR locked_until < $1)
     ORDER BY run_after LIMIT $2 FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE generation_jobs j SET
      attempts = j.attempts + 1,
      updated_at = now(),
      state = CASE WHEN j.attempts >= $4 THEN 'parked' ELSE 'pending' END,
      locked_until = CASE WHEN j.attempts >= $4 THEN NULL ELSE $1::timestamptz + $3 * interval '1 millisecond' END,
      last_error = CASE WHEN j.attempts >= $4
        THEN concat_ws(': ', 'gave up after ' || j.attempts || ' attempts (an instance stopped while generating)', j.last_error)
        ELSE j.last_error END
      FROM due WHERE j.account_id = due.account_id AND j.day = due.day
    RETURNING j.account_id, j.day::text AS day, j.run_after, j.attempts, j.state
  )
  SELECT * FROM claimed WHERE state = 'pending'`;

const COMPLETE = `
  WITH done AS (
    UPDATE generation_jobs SET state = 'done', locked_until = NULL, attempts = 0, last_error = NULL, updated_at = now(),
           material_at = GREATEST(material_at, $4)
     WHERE account_id = $1 AND day = $2 AND date_trunc('milliseconds', run_after) = $3 AND state = 'pending'
    RETURNING 1
  ) SELECT count(*)::int AS n FROM done`;

const RELEASE = `
  WITH released AS (
    UPDATE generation_jobs SET locked_until = NULL WHERE account_id = $1 AND day = $2 AND state = 'pending' RETURNING 1
  ) SELECT count(*)::int AS n FROM released`;

const FAIL = `
  WITH failed AS (
    UPDATE generation_jobs SET
      locked_until = NULL, last_error = $3, updated_at = now(),
      state = CASE WHEN attempts >= $5 THEN 'parked' ELSE state END,
      run_after = GREATEST(run_after, $4)
     WHERE account_id = $1 AND day = $2 AND state = 'pending'
    RETURNING 1
  ) SELECT count(*)::int AS n FROM failed`;

const SETTLE = `
  INSERT INTO generation_jobs (account_id, day, run_after, state, material_at) VALUES ($1, $2, now(), 'done', $3)
  ON CONFLICT (account_id, day) DO UPDATE SET
    state = 'done', attempts = 0, last_error = NULL, locked_until = NULL, updated_at = now(), material_at = EXCLUDED.material_at
  WHERE generation_jobs.material_at <= EXCLUDED.material_at`;

const REVIVE = `
  WITH revived AS (
    INSERT INTO generation_jobs (account_id, day, run_after, material_at)
    SELECT d.account_id, d.day, $4, d.material_at FROM unnest($1::uuid[], $2::date[], $3::timestamptz[]) AS d (account_id, day, material_at)
    ON CONFLICT (account_id, day) DO UPDATE SET
      state = 'pending', run_after = EXCLUDED.run_after, attempts = 0, last_error = NULL, updated_at = now(), material_at = EXCLUDED.material_at
    WHERE generation_jobs.state <> 'pending' AND generation_jobs.material_at < EXCLUDED.material_at
    RETURNING 1
  ) SELECT count(*)::int AS n FROM revived`;

const PRUNE = `
  WITH pruned AS (DELETE FROM generation_jobs WHERE state = 'done' AND material_at < $1 RETURNING 1)
  SELECT count(*)::int AS n FROM pruned`;

// Keyset (never OFFSET): the jobs before the cursor's (updated_at, account_id, day) in the list's descending order.
const LIST = `
  SELECT account_id, day::text AS day, state, attempts, run_after, locked_until, last_error, updated_at FROM generation_jobs
   WHERE ($1::uuid IS NULL OR account_id = $1) AND (NOT $2::boolean OR state = 'parked' OR last_error IS NOT NULL)
     AND ($4::uuid IS NULL OR (updated_at, account_id, day) < (SELECT updated_at, account_id, day FROM generation_jobs WHERE account_id = $4::uuid AND day = $5::date))
   ORDER BY updated_at DESC, account_id DESC, day DESC LIMIT $3`;

const STATE_COUNTS = `SELECT state, count(*)::int AS count FROM generation_jobs GROUP BY state ORDER BY state`;

const FINISHED_LATENCY = `
  SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY lag) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY lag) AS p95
    FROM (SELECT GREATEST(0, extract(epoch FROM updated_at - run_after))::float8 AS lag
            FROM generation_jobs WHERE state = 'done' AND updated_at > now() - $1 * interval '1 millisecond') finished`;

/**
 * Writes a batch of account-days in one statement. An account erased since its
 * material arrived fails the whole statement (the jobs' foreign key): then each
 * day is written alone, and the erased account's days, which have nothing left
 * to generate, are dropped, so that one erasure never holds up other accounts' days.
 */
async function skippingErasedAccounts(
  rows: DayMaterialMark[],
  write: (rows: DayMaterialMark[]) => Promise<number>,
): Promise<number> {
  try {
    return await write(rows);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    if (rows.length === 1) return 0;
  }
  let written = 0;
  for (const row of rows) written += await skippingErasedAccounts([row], write);
  return written;
}

@Injectable()
export class SqlGenerationJobRepository extends GenerationJobRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async schedule(marks: DayMaterialMark[], runAfter: Date): Promise<void> {
    if (marks.length === 0) return;
    // One row per account-day (ON CONFLICT cannot touch a row twice in one statement), in a stable order (no deadlocks between instances).
    const byDay = new Map<string, DayMaterialMark>();
    for (const mark of marks) {
      const key = `${mark.accountId}|${mark.day}`;
      const known = byDay.get(key);
      if (!known || known.materialAt < mark.materialAt) byDay.set(key, mark);
    }
    const rows = [...byDay.values()].sort(
      (a, b) => a.accountId.localeCompare(b.accountId) || a.day.localeCompare(b.day),
    );
    await skippingErasedAccounts(rows, async (some) => {
      await this.dataSource.query(SCHEDULE, [
        some.map((m) => m.accountId),
        some.map((m) => m.day),
        runAfter,
        some.map((m) => m.materialAt),
      ]);
      return some.length;
    });
  }

  async claimDue(now: Date, limit: number, leaseMs: number, maxAttempts: number): Promise<GenerationJob[]> {
    const rows: Array<{ account_id: string; day: string; run_after: Date; attempts: number }> =
      await this.dataSource.query(CLAIM, [now, limit, leaseMs, maxAttempts]);
    return rows.map((row) => ({
      accountId: row.account_id,
      day: row.day,
      runAfter: row.run_after,
      attempts: row.attempts,
    }));
  }

  async complete(job: GenerationJob, materialUpTo: Date | null): Promise<void> {
    const [{ n }] = await this.dataSource.query(COMPLETE, [
      job.accountId,
      job.day,
      job.runAfter,
      materialUpTo ?? new Date(0),
    ]);
    // Postponed meanwhile: release the claim so that the later run is not held up by the lease.
    if (n === 0) await this.dataSource.query(RELEASE, [job.accountId, job.day]);
  }

  async fail(job: GenerationJob, error: string, retryAt: Date, maxAttempts: number): Promise<void> {
    await this.dataSource.query(FAIL, [job.accountId, job.day, error.slice(0, 2000), retryAt, maxAttempts]);
  }

  async settle(accountId: string, day: string, materialUpTo: Date): Promise<void> {
    await this.dataSource.query(SETTLE, [accountId, day, materialUpTo]);
  }

  async reviveStale(days: DayMaterialMark[], runAfter: Date): Promise<number> {
    if (days.length === 0) return 0;
    return skippingErasedAccounts(days, async (some) => {
      const [{ n }] = await this.dataSource.query(REVIVE, [
        some.map((d) => d.accountId),
        some.map((d) => d.day),
        some.map((d) => d.materialAt),
        runAfter,
      ]);
      return n;
    });
  }

  async sweepHorizon(): Promise<{ sweptFrom: Date | null; now: Date }> {
    const [row]: Array<{ swept_from: Date | null; now: Date }> = await this.dataSource.query(
      'SELECT (SELECT swept_from FROM generation_sweeps) AS swept_from, now() AS now',
    );
    return { sweptFrom: row.swept_from, now: row.now };
  }

  async markSwept(from: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO generation_sweeps (swept_from) VALUES ($1)
       ON CONFLICT (single) DO UPDATE SET swept_from = GREATEST(generation_sweeps.swept_from, EXCLUDED.swept_from)`,
      [from],
    );
  }

  async pruneDone(before: Date): Promise<number> {
    const [{ n }] = await this.dataSource.query(PRUNE, [before]);
    return n;
  }

  async list(
    filter: {
      accountId?: string;
      failedOnly: boolean;
      limit: number;
      after?: { accountId: string; day: string } | null;
    },
    now: Date,
  ): Promise<GenerationJobView[] | null> {
    // As every repository here: an id that is no UUID names nothing (PostgreSQL would refuse the cast).
    if (filter.accountId !== undefined && !isUuid(filter.accountId)) return [];
    const after = filter.after ?? null;
    const rows: Array<{
      account_id: string;
      day: string;
      state: 'pending' | 'done' | 'parked';
      attempts: number;
      run_after: Date;
      locked_until: Date | null;
      last_error: string | null;
      updated_at: Date;
    }> = await this.dataSource.query(LIST, [
      filter.accountId ?? null,
      filter.failedOnly,
      filter.limit,
      after?.accountId ?? null,
      after?.day ?? null,
    ]);
    if (
      rows.length === 0 &&
      after &&
      (
        await this.dataSource.query('SELECT 1 FROM generation_jobs WHERE account_id = $1 AND day = $2', [
          after.accountId,
          after.day,
        ])
      ).length === 0
    )
      return null;
    return rows.map((row) => ({
      accountId: row.account_id,
      day: row.day,
      state: row.state === 'pending' && row.locked_until && row.locked_until > now ? 'running' : row.state,
      attempts: row.attempts,
      runAfter: row.run_after,
      lastError: row.last_error,
      updatedAt: row.updated_at,
    }));
  }

  async stats(windowMs: number): Promise<GenerationJobStats> {
    const [byState, [latency]]: [
      Array<{ state: string; count: number }>,
      Array<{ p50: number | null; p95: number | null }>,
    ] = await Promise.all([this.dataSource.query(STATE_COUNTS), this.dataSource.query(FINISHED_LATENCY, [windowMs])]);
    return { byState, latency: { p50: latency?.p50 ?? null, p95: latency?.p95 ?? null } };
  }
}
