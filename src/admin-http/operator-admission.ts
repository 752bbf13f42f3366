import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { AuthenticateOperator, BearerAuthentication } from '../modules/accounts';
import type { OperatorPrincipal } from '../modules/accounts';
import { RATE_LIMIT_WINDOW_MS } from '../rate-limit/bucket-throttler.guard';
import { setRateLimitHeaders } from '../shared/http/rate-limit-headers';
import { RateLimitExceededError } from '../shared/rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    operatorPrincipal?: OperatorPrincipal;
  }
}

/** Who may call the admin API, and how often: each operator token has its own rate limit. */
@Injectable()
export class OperatorAdmission {
  constructor(
    private readonly authenticate: AuthenticateOperator,
    private readonly bearer: BearerAuthentication,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  /** The operator's token (the one door of bearer credentials), then its rate limit; both before the body is read. */
  async admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.operatorPrincipal = await this.bearer.authenticate(request, reply, (secret) =>
      this.authenticate.execute(secret),
    );
    const limit = this.config.adminRateLimitPerMinute;
    const record = await this.storage.increment(
      `operator:${request.operatorPrincipal.operatorId}`,
      RATE_LIMIT_WINDOW_MS,
      limit,
      0,
      'default',
    );
    const state = {
      limit,
      remaining: Math.max(0, limit - record.totalHits),
      resetSeconds: record.timeToExpire,
      exceeded: record.isBlocked,
    };
    setRateLimitHeaders(reply, state, RATE_LIMIT_WINDOW_MS / 1000);
    if (state.exceeded) throw new RateLimitExceededError(state);
  }
}
