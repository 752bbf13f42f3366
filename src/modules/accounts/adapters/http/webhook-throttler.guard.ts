import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerOptions, InjectThrottlerStorage, ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../../../config/app-config';
import { BucketThrottlerGuard } from '../../../../rate-limit/bucket-throttler.guard';

/** Flood protection: one budget per webhook token, INGEST_RATE_LIMIT_PER_MINUTE (600). */
@Injectable()
export class WebhookThrottlerGuard extends BucketThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected bucketOf(request: FastifyRequest): { key: string; limit: number } {
    const tokenId = request.webhookPrincipal?.tokenId;
    if (!tokenId) throw new Error('WebhookTokenGuard must run before WebhookThrottlerGuard');
    return { key: `webhook-token:${tokenId}`, limit: this.config.ingestRateLimitPerMinute };
  }
}
