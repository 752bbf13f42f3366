import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { GenerationJob } from '../../domain/generation-job';
import { GenerationJobRepository } from '../../domain/generation-job.repository';

@Injectable()
export class SqlGenerationJobRepository extends GenerationJobRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async schedule(accountId: string, day: string, runAfter: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO generation_jobs (account_id, day, run_after) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, day) DO UPDATE SET run_after = GREATEST(generation_jobs.run_after, EXCLUDED.run_after), attempts = 0, last_error = NULL`,
      [accountId, day, runAfter],
    );
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<GenerationJob[]> {
    const rows: Array<{ account_id: string; day: string; run_after: Date; attempts: number }> = await this.dataSource.query(
      // Ends in SELECT: TypeORM returns [rows, count] for a bare UPDATE ... RETURNING.
      `WITH due AS (
         SELECT account_id, day FROM generation_jobs
          WHERE run_after <= $1 AND (locked_until IS NULL OR locked_until < $1)
          ORDER BY run_after LIMIT $2 FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE generation_jobs j SET locked_until = $1::timestamptz + $3 * interval '1 millisecond', attempts = j.attempts + 1
           FROM due WHERE j.account_id = due.account_id AND j.day = due.day
         RETURNING j.account_id, j.day::text AS day, j.run_after, j.attempts
       )
       SELECT * FROM claimed`,
      [now, limit, leaseMs],
    );
    return rows.map((row) => ({ accountId: row.account_id, day: row.day, runAfter: row.run_after, attempts: row.attempts }));
  }

  async complete(job: GenerationJob): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM generation_jobs WHERE account_id = $1 AND day = $2 AND run_after = $3`,
      [job.accountId, job.day, job.runAfter],
    );
    // Postponed meanwhile: release the claim so that the later run is not held up by the lease.
    await this.dataSource.query(`UPDATE generation_jobs SET locked_until = NULL WHERE account_id = $1 AND day = $2`, [job.accountId, job.day]);
  }

  async fail(job: GenerationJob, error: string, retryAt: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE generation_jobs SET locked_until = NULL, last_error = $3, run_after = GREATEST(run_after, $4) WHERE account_id = $1 AND day = $2`,
      [job.accountId, job.day, error.slice(0, 2000), retryAt],
    );
  }

  async scheduleStaleDays(runAfter: Date, receivedSince: Date): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO generation_jobs (account_id, day, run_after)
       SELECT a.account_id, a.day, $1
         FROM (SELECT account_id, day, max(received_at) AS newest FROM artifacts
                WHERE received_at > $2 GROUP BY account_id, day) a
         LEFT JOIN entries e ON e.account_id = a.account_id AND e.date = a.day
        WHERE e.id IS NULL OR e.generated_at < a.newest
       ON CONFLICT (account_id, day) DO NOTHING
       RETURNING account_id`,
      [runAfter, receivedSince],
    );
    return rows.length;
  }
}
