import { DomainError } from './domain-error';

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
      'rate-limited',
      'rate-limit-exceeded',
      'RATE_LIMIT_EXCEEDED',
      `Rate limit of ${state.limit} requests per minute exceeded. Retry in ${state.resetSeconds} seconds.`,
    );
  }

  override get detail(): string {
    return this.message;
  }
}
