import type { DataSource } from 'typeorm';
import type { GenerationJobStats, GenerationJobView } from '../../domain/generation-job';
import { isUuid } from '../../../../shared/uuid';
import { generationJobViewFromRow, latencyFromRow, stateCountFromRow } from './generation-job-rows';

// Keyset (never OFFSET): the jobs before the cursor's (updated_at, account_id, day) in the list's descending order.
const LIST = `
  SELECT account_id, day::text AS day, state, attempts, run_after, locked_until, last_error, updated_at FROM generation_jobs
   WHERE ($1::uuid IS NULL OR account_id = $1) AND (NOT $2::boolean OR state = 'parked' OR last_error IS NOT NULL)
     AND ($4::uuid IS NULL OR (updated_at, account_id, day) < (SELECT updated_at, account_id, day FROM generation_jobs WHERE account_id = $4::uuid AND day = $5::date))
   ORDER BY updated_at DESC, account_id DESC, generation_jobs.day DESC LIMIT $3`;

const STATE_COUNTS = `SELECT state, count(*)::int AS count FROM generation_jobs GROUP BY state ORDER BY state`;

const FINISHED_LATENCY = `
  SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY lag) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY lag) AS p95
    FROM (SELECT GREATEST(0, extract(epoch FROM updated_at - run_after))::float8 AS lag
            FROM generation_jobs WHERE state = 'done' AND updated_at > now() - $1 * interval '1 millisecond') finished`;

export interface GenerationJobFilter {
  accountId?: string;
  failedOnly: boolean;
  limit: number;
  after?: { accountId: string; day: string } | null;
}

/** What operators see of the jobs: the list (jobs, generation jobs commands) and the stats (metrics). */
export class SqlGenerationJobViews {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: GenerationJobFilter, now: Date): Promise<GenerationJobView[] | null> {
    // As every repository here: an id that is no UUID names nothing (PostgreSQL would refuse the cast).
    if (filter.accountId !== undefined && !isUuid(filter.accountId)) return [];
    const after = filter.after ?? null;
    const rows: unknown[] = await this.dataSource.query(LIST, [
      filter.accountId ?? null,
      filter.failedOnly,
      filter.limit,
      after?.accountId ?? null,
      after?.day ?? null,
    ]);
    if (rows.length === 0 && after && !(await this.exists(after))) return null;
    return rows.map((row) => generationJobViewFromRow(row, now));
  }

  async stats(windowMs: number): Promise<GenerationJobStats> {
    const [byState, [latency]]: [unknown[], unknown[]] = await Promise.all([
      this.dataSource.query(STATE_COUNTS),
      this.dataSource.query(FINISHED_LATENCY, [windowMs]),
    ]);
    return { byState: byState.map(stateCountFromRow), latency: latencyFromRow(latency) };
  }

  private async exists(job: { accountId: string; day: string }): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM generation_jobs WHERE account_id = $1 AND day = $2',
      [job.accountId, job.day],
    );
    return rows.length > 0;
  }
}
