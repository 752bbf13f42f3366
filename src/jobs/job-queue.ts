/** What every claimed job carries, whatever its queue: its due time when claimed and its claims so far. */
export interface Claim {
  /** The run_after the job had when claimed: completing it is a no-op if it was postponed since. */
  runAfter: Date;
  /** Claims so far, this one included. */
  attempts: number;
}

/**
 * A durable queue of jobs run by several instances (the port the JobRunner drives). `Job` is what a claim
 * returns (its key and a Claim); `Outcome` is what a successful run reports to its completion.
 */
export interface JobQueue<Job extends Claim, Outcome> {
  /**
   * Claims up to `limit` jobs due at `now` for `leaseMs` (no other instance takes them meanwhile; a claim whose
   * instance dies expires). A job already claimed `maxAttempts` times is parked instead of returned.
   */
  claimDue(now: Date, limit: number, leaseMs: number, maxAttempts: number): Promise<Job[]>;
  /** Marks the job done, unless it was postponed after the claim (then it stays pending, released). */
  complete(job: Job, outcome: Outcome): Promise<void>;
  /** Records the failure: retried at `retryAt`, or parked once it has had `maxAttempts` claims. */
  fail(job: Job, error: string, retryAt: Date, maxAttempts: number): Promise<void>;
}
