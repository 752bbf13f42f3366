import { UseGuards, applyDecorators } from '@nestjs/common';
import { ApiProblems } from '../../../../shared/http/openapi-responses';
import { RATE_LIMIT_EXCEEDED } from '../../../../shared/rate-limit';
import {
  INSUFFICIENT_SCOPE,
  INVALID_API_KEY,
  MISSING_API_KEY,
  PUBLIC_API_REQUIRES_ADVANCED_PLAN,
} from '../../domain/accounts.errors';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeyThrottlerGuard } from './api-key-throttler.guard';
import { RequirePlan } from './access-rules.decorators';
import { PlanGuard } from './plan.guard';
import { ScopesGuard } from './scopes.guard';

/**
 * Marks a controller as part of the public read API. Guards run in the order the
 * contract fixes: authentication (401), plan (403), scope (403), rate limit (429);
 * validation pipes (400) run after all guards. The problems these guards answer
 * with are documented here, once for every controller of the API.
 */
export function PublicApi(): ClassDecorator {
  return applyDecorators(
    RequirePlan({ plan: 'advanced', product: 'public-api' }),
    UseGuards(ApiKeyGuard, PlanGuard, ScopesGuard, ApiKeyThrottlerGuard),
    ApiProblems(
      MISSING_API_KEY,
      INVALID_API_KEY,
      PUBLIC_API_REQUIRES_ADVANCED_PLAN,
      INSUFFICIENT_SCOPE,
      RATE_LIMIT_EXCEEDED,
    ),
  );
}
