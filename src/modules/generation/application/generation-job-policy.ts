import { JobPolicy, exponentialBackoff } from '../../../jobs/job-policy';
import { MAX_ATTEMPTS } from '../domain/generation-job';

/** How generation jobs are retried: a 5-minute lease, eight claims, retries from 10 s doubling up to an hour. */
export const GENERATION_JOB_POLICY: JobPolicy = {
  leaseMs: 5 * 60_000,
  maxAttempts: MAX_ATTEMPTS,
  retryDelayMs: exponentialBackoff(10_000, 3_600_000),
};
