export interface GenerationJob {
  accountId: string;
  day: string;
  /** The run_after the job had when claimed: completing it is a no-op if new material postponed it since. */
  runAfter: Date;
  /** Claims so far, this one included. */
  attempts: number;
}

/** A job as operators see it: pending (waiting or running), done, or parked after too many failures. */
export interface GenerationJobView {
  accountId: string;
  day: string;
  state: 'pending' | 'running' | 'done' | 'parked';
  attempts: number;
  runAfter: Date;
  lastError: string | null;
  updatedAt: Date;
}

/** What operators watch: jobs by state, and how long finished days waited past their due time. */
export interface GenerationJobStats {
  byState: Array<{ state: string; count: number }>;
  /** Seconds from due to written over the jobs finished in the window asked for; null when none finished. */
  latency: { p50: number | null; p95: number | null };
}

/** A day with material and its newest receipt, to the millisecond. */
export interface DayMaterialMark {
  accountId: string;
  day: string;
  materialAt: Date;
}

/**
 * A job runs at most this many times; then it is parked with its last error
 * until new material arrives for its day or someone generates it by hand.
 * With the backoff of GENERATION_JOB_POLICY (application/) that is about 21 minutes of retries.
 */
export const MAX_ATTEMPTS = 8;
