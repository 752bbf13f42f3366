import type { DayMaterialMark, GenerationJob, GenerationJobStats, GenerationJobView } from './generation-job';

export abstract class GenerationJobRepository {
  /**
   * Makes each account-day's job pending so that it runs at `runAfter` (a burst
   * postpones it: one job), remembering the newest material; revives a done or parked job.
   */
  abstract schedule(marks: DayMaterialMark[], runAfter: Date): Promise<void>;
  /**
   * Claims up to `limit` due pending jobs for `leaseMs` (no other instance takes
   * them meanwhile; a claim whose instance dies expires). A job already claimed
   * `maxAttempts` times is parked instead of returned.
   */
  abstract claimDue(now: Date, limit: number, leaseMs: number, maxAttempts: number): Promise<GenerationJob[]>;
  /** Marks the job done with the material it covered, unless new material postponed it after the claim (then it stays pending, released). */
  abstract complete(job: GenerationJob, materialUpTo: Date | null): Promise<void>;
  /** Records the failure: retried at `retryAt`, or parked once it has had `maxAttempts` claims. */
  abstract fail(job: GenerationJob, error: string, retryAt: Date, maxAttempts: number): Promise<void>;
  /** After a generation by hand: the day is done up to `materialUpTo`, and its pending or parked job settled unless newer material waits. */
  abstract settle(accountId: string, day: string, materialUpTo: Date): Promise<void>;
  /** Pending jobs for the days whose newest material is newer than what their done or parked job covered, or that have none; returns how many. */
  abstract reviveStale(days: DayMaterialMark[], runAfter: Date): Promise<number>;
  /** When the last finished sweep (of any instance) began, or null before the first; and the database's clock now, which stamps material. */
  abstract sweepHorizon(): Promise<{ sweptFrom: Date | null; now: Date }>;
  /** A sweep that began at `from` finished; the shared horizon never moves back. */
  abstract markSwept(from: Date): Promise<void>;
  /** Forgets done jobs whose material is older than `before` (the sweep no longer looks there). */
  abstract pruneDone(before: Date): Promise<number>;
  /** Most recently changed first, those after the job `after` (keyset); null when `after` names no job. */
  abstract list(
    filter: {
      accountId?: string;
      failedOnly: boolean;
      limit: number;
      after?: { accountId: string; day: string } | null;
    },
    now: Date,
  ): Promise<GenerationJobView[] | null>;
  /** Jobs by state, and the latency of those finished in the last `windowMs` (by the database's clock, which stamps them). */
  abstract stats(windowMs: number): Promise<GenerationJobStats>;
}
