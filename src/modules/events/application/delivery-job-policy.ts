import type { JobPolicy } from '../../../jobs/job-policy';
import { DELIVERY_MAX_ATTEMPTS, DELIVERY_RETRY_DELAYS_MS } from '../domain/event-delivery';

/** A send takes at most 15 s (SafeHttpEventSender): a lease of a minute outlives any attempt. */
export const DELIVERY_JOB_POLICY: JobPolicy = {
  leaseMs: 60_000,
  maxAttempts: DELIVERY_MAX_ATTEMPTS,
  retryDelayMs: (attempts) =>
    DELIVERY_RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), DELIVERY_RETRY_DELAYS_MS.length) - 1],
};
