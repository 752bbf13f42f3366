import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../../config/app-config';
import { RATE_LIMIT_WINDOW_MS } from '../../../../rate-limit/bucket-throttler.guard';
import { clientAddressKey } from '../../../../shared/http/client-address';
import { setRateLimitHeaders } from '../../../../shared/http/rate-limit-headers';
import { RateLimitExceededError } from '../../../../shared/rate-limit';

/**
 * Counts failed authentications per client IP, so that credentials cannot be
 * guessed at speed: past the limit, failures answer 429 instead of 401. Every
 * kind of credential counts here (API keys, webhook tokens, signatures, operator
 * tokens, the metrics token), AUTH_FAILURE_LIMIT_PER_MINUTE (30) a minute. The address is the connection's, or behind
 * TRUST_PROXY the one the trusted proxy appended; IPv6 by its /64.
 */
@Injectable()
export class AuthFailureLimiter {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  async recordFailure(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const limit = this.config.authFailureLimitPerMinute;
    const record = await this.storage.increment(
      `auth-failures:${clientAddressKey(request.ip)}`,
      RATE_LIMIT_WINDOW_MS,
      limit,
      0,
      'default',
    );
    if (!record.isBlocked) return;
    const state = { limit, remaining: 0, resetSeconds: record.timeToExpire, exceeded: true };
    setRateLimitHeaders(reply, state, RATE_LIMIT_WINDOW_MS / 1000);
    throw new RateLimitExceededError(state);
  }
}
