import { UseGuards, applyDecorators } from '@nestjs/common';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeyThrottlerGuard } from './api-key-throttler.guard';
import { RequirePlan } from './access-rules.decorators';
import { PlanGuard } from './plan.guard';
import { ScopesGuard } from './scopes.guard';

/**
 * Marks a controller as part of the public read API. Guards run in the order the
 * contract fixes: authentication (401), plan (403), scope (403), rate limit (429);
 * validation pipes (400) run after all guards.
 */
export function PublicApi(): ClassDecorator {
  return applyDecorators(
    RequirePlan({ plan: 'advanced', product: 'public-api' }),
    UseGuards(ApiKeyGuard, PlanGuard, ScopesGuard, ApiKeyThrottlerGuard),
  );
}
