import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { BucketThrottlerGuard } from '../../../../rate-limit/bucket-throttler.guard';
import { webhookTokenBucket } from './rate-limit-buckets';

/** Flood protection: one budget per webhook token, INGEST_RATE_LIMIT_PER_MINUTE (600). */
@Injectable()
export class WebhookThrottlerGuard extends BucketThrottlerGuard {
  protected bucketOf(request: FastifyRequest): { key: string; limit: number } {
    const tokenId = request.webhookPrincipal?.tokenId;
    if (!tokenId) throw new Error('WebhookTokenGuard must run before WebhookThrottlerGuard');
    return { key: webhookTokenBucket(tokenId), limit: this.config.ingestRateLimitPerMinute };
  }
}
