import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { countFrom } from '../../../../database/row-reader';
import { SqlJobQueue } from '../../../../jobs/sql-job-queue';
import type {
  DayMaterialMark,
  GenerationJob,
  GenerationJobStats,
  GenerationJobView,
} from '../../domain/generation-job';
import { GenerationJobRepository } from '../../domain/generation-job.repository';
import { GENERATION_JOBS } from './generation-jobs-table';
import { sweepHorizonFromRow } from './generation-job-rows';
import { skippingErasedAccounts } from './skipping-erased-accounts';
import { GenerationJobFilter, SqlGenerationJobViews } from './sql-generation-job-views';

// TypeORM returns [rows, count] for a bare UPDATE ... RETURNING: every statement that changes rows ends in a SELECT.

const SCHEDULE = `
  INSERT INTO generation_jobs (account_id, day, run_after, material_at)
  SELECT d.account_id, d.day, $3, d.material_at FROM unnest($1::uuid[], $2::date[], $4::timestamptz[]) AS d (account_id, day, material_at)
  ON CONFLICT (account_id, day) DO UPDATE SET
    run_after = CASE WHEN generation_jobs.state = 'pending' THEN GREATEST(generation_jobs.run_after, EXCLUDED.run_after) ELSE EXCLUDED.run_after END,
    state = 'pending', attempts = 0, last_error = NULL, updated_at = now(),
    material_at = GREATEST(generation_jobs.material_at, EXCLUDED.material_at)`;

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

// The database's time rounded UP to the millisecond: it reaches JavaScript as a Date (milliseconds only), and a sweep
// reads artifacts received up to it; truncated, it would leave out those received earlier in the same millisecond.
const SWEEP_HORIZON = `SELECT (SELECT swept_from FROM generation_sweeps) AS swept_from,
  date_trunc('milliseconds', now()) + CASE WHEN date_trunc('milliseconds', now()) = now() THEN interval '0' ELSE interval '1 millisecond' END AS now`;

const MARK_SWEPT = `
  INSERT INTO generation_sweeps (swept_from) VALUES ($1)
  ON CONFLICT (single) DO UPDATE SET swept_from = GREATEST(generation_sweeps.swept_from, EXCLUDED.swept_from)`;

/** generation_jobs: claims, completion and failures through the job runner's SQL queue; scheduling and the sweep's writes here. */
@Injectable()
export class SqlGenerationJobRepository extends GenerationJobRepository {
  private readonly queue: SqlJobQueue<GenerationJob, Date | null>;
  private readonly views: SqlGenerationJobViews;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.queue = new SqlJobQueue(dataSource, GENERATION_JOBS);
    this.views = new SqlGenerationJobViews(dataSource);
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

  claimDue(now: Date, limit: number, leaseMs: number, maxAttempts: number): Promise<GenerationJob[]> {
    return this.queue.claimDue(now, limit, leaseMs, maxAttempts);
  }

  complete(job: GenerationJob, materialUpTo: Date | null): Promise<void> {
    return this.queue.complete(job, materialUpTo);
  }

  fail(job: GenerationJob, error: string, retryAt: Date, maxAttempts: number): Promise<void> {
    return this.queue.fail(job, error, retryAt, maxAttempts);
  }

  async settle(accountId: string, day: string, materialUpTo: Date): Promise<void> {
    await this.dataSource.query(SETTLE, [accountId, day, materialUpTo]);
  }

  async reviveStale(days: DayMaterialMark[], runAfter: Date): Promise<number> {
    if (days.length === 0) return 0;
    return skippingErasedAccounts(days, async (some) =>
      countFrom(
        await this.dataSource.query(REVIVE, [
          some.map((d) => d.accountId),
          some.map((d) => d.day),
          some.map((d) => d.materialAt),
          runAfter,
        ]),
        'generation_jobs',
      ),
    );
  }

  async sweepHorizon(): Promise<{ sweptFrom: Date | null; now: Date }> {
    const [row]: unknown[] = await this.dataSource.query(SWEEP_HORIZON);
    return sweepHorizonFromRow(row);
  }

  async markSwept(from: Date): Promise<void> {
    await this.dataSource.query(MARK_SWEPT, [from]);
  }

  async pruneDone(before: Date): Promise<number> {
    return countFrom(await this.dataSource.query(PRUNE, [before]), 'generation_jobs');
  }

  list(filter: GenerationJobFilter, now: Date): Promise<GenerationJobView[] | null> {
    return this.views.list(filter, now);
  }

  stats(windowMs: number): Promise<GenerationJobStats> {
    return this.views.stats(windowMs);
  }
}
