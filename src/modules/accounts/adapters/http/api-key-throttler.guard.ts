import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { BucketThrottlerGuard } from '../../../../rate-limit/bucket-throttler.guard';
import { apiKeyBucket } from './rate-limit-buckets';

/** One budget per API key across every read route: RATE_LIMIT_PER_MINUTE (120). */
@Injectable()
export class ApiKeyThrottlerGuard extends BucketThrottlerGuard {
  protected bucketOf(request: FastifyRequest): { key: string; limit: number } {
    const keyId = request.apiKeyPrincipal?.keyId;
    if (!keyId) throw new Error('ApiKeyGuard must run before ApiKeyThrottlerGuard');
    return { key: apiKeyBucket(keyId), limit: this.config.rateLimitPerMinute };
  }
}
