/**
 * How a queue's jobs are retried: how long a claim lasts, how many claims a job gets before it is parked with
 * its last error, and how long it waits after each failure. One object per queue.
 */
export interface JobPolicy {
  /** A claim outlives any sane run of a job; if its instance dies, another instance takes the job after this. */
  readonly leaseMs: number;
  /** A job is claimed at most this many times; a failure (or an abandoned lease) at the last one parks it. */
  readonly maxAttempts: number;
  /** The wait before the next attempt after the `attempts`-th failed. */
  retryDelayMs(attempts: number): number;
}

/** Retries that double from `firstMs` (after the first failure) up to `maxMs`. */
export function exponentialBackoff(firstMs: number, maxMs: number): (attempts: number) => number {
  return (attempts) => Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));
}

/** True when a job claimed `attempts` times is parked if this attempt fails. */
export function isLastAttempt(policy: JobPolicy, attempts: number): boolean {
  return attempts >= policy.maxAttempts;
}

/** A failure no retry can mend (the job asks for something that is gone): the runner parks the job at once. */
export class PermanentJobFailure extends Error {}
