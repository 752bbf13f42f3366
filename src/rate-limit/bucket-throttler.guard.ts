import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerModuleOptions,
  ThrottlerStorage,
} from '@nestjs/throttler';
import type { ThrottlerRequest } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setRateLimitHeaders } from '../shared/http/rate-limit-headers';
import { RateLimitExceededError, RateLimitState } from '../shared/rate-limit';

export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * A ThrottlerGuard with one bucket per credential across all routes it guards
 * (the stock guard keeps one per route), the limit taken from configuration,
 * the rate-limit headers on every response, 429 included, and the 429 as a
 * Problem Details error.
 */
@Injectable()
export abstract class BucketThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    protected readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  /** The bucket this request counts against and its limit per window (from `this.config`). */
  protected abstract bucketOf(request: FastifyRequest): { key: string; limit: number };

  /**
   * Every request counts against its bucket. The stock guard first reads the
   * per-route @Throttle/@SkipThrottle metadata (five reflector lookups and three
   * awaits per request), which these buckets never use.
   */
  override canActivate(context: ExecutionContext): Promise<boolean> {
    return this.count(context);
  }

  protected override handleRequest({ context }: ThrottlerRequest): Promise<boolean> {
    return this.count(context);
  }

  private async count(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { key, limit } = this.bucketOf(request);
    const record = await this.storageService.increment(key, RATE_LIMIT_WINDOW_MS, limit, 0, 'default');
    const state: RateLimitState = {
      limit,
      remaining: Math.max(0, limit - record.totalHits),
      resetSeconds: record.timeToExpire,
      exceeded: record.isBlocked,
    };
    setRateLimitHeaders(context.switchToHttp().getResponse<FastifyReply>(), state, RATE_LIMIT_WINDOW_MS / 1000);
    if (state.exceeded) throw new RateLimitExceededError(state);
    return true;
  }
}
