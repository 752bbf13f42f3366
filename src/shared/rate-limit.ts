import { DomainError, declareProblem } from './domain-error';

export const RATE_LIMIT_EXCEEDED = declareProblem(
  'rate-limit-exceeded',
  'rate-limited',
  'Too many requests. Wait for the number of seconds in Retry-After.',
);

/** The state of one rate-limit bucket after a hit. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  exceeded: boolean;
}

export class RateLimitExceededError extends DomainError {
  constructor(readonly state: RateLimitState) {
    super(
      RATE_LIMIT_EXCEEDED,
      'RATE_LIMIT_EXCEEDED',
      `Rate limit of ${state.limit} requests per minute exceeded. Retry in ${state.resetSeconds} seconds.`,
      'message',
    );
  }
}
