export interface GenerationJob {
  accountId: string;
  day: string;
  /** The run_after the job had when claimed: completing it is a no-op if new material postponed it since. */
  runAfter: Date;
  attempts: number;
}

/** Retries back off exponentially from 10 s to at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1));
}
