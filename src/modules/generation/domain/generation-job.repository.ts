import type { GenerationJob } from './generation-job';

export abstract class GenerationJobRepository {
  /** Creates the account-day's job, or postpones it, so that it runs at `runAfter`: a burst makes one job. */
  abstract schedule(accountId: string, day: string, runAfter: Date): Promise<void>;
  /**
   * Claims up to `limit` due jobs for `leaseMs` (no other instance takes them
   * meanwhile; a claim whose instance dies expires).
   */
  abstract claimDue(now: Date, limit: number, leaseMs: number): Promise<GenerationJob[]>;
  /** Removes the job, unless new material postponed it after it was claimed. */
  abstract complete(job: GenerationJob): Promise<void>;
  abstract fail(job: GenerationJob, error: string, retryAt: Date): Promise<void>;
  /**
   * Schedules days with artifacts received since `receivedSince` whose newest
   * artifact is newer than their entry and that have no job; returns how many.
   */
  abstract scheduleStaleDays(runAfter: Date, receivedSince: Date): Promise<number>;
}
