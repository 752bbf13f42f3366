import { UseGuards, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiProblems } from '../../../../shared/http/openapi-responses';
import { RATE_LIMIT_EXCEEDED } from '../../../../shared/rate-limit';
import {
  INVALID_WEBHOOK_SIGNATURE,
  INVALID_WEBHOOK_TOKEN,
  SIGNING_UNAVAILABLE,
  WEBHOOK_REQUIRES_ADVANCED_PLAN,
} from '../../domain/accounts.errors';
import { RequirePlan } from './access-rules.decorators';
import { PlanGuard } from './plan.guard';
import { WebhookThrottlerGuard } from './webhook-throttler.guard';
import { WebhookSignatureGuard } from './webhook-signature.guard';
import { WebhookTokenGuard } from './webhook-token.guard';

/**
 * Marks a controller as an inbound webhook, beside `@PublicApi()`: the token
 * (401; the webhook's onRequest hook checks it before the body is read), plan
 * (403), a signing token's signature (401), the token's flood limit (429), and the problems these answer with.
 */
export function WebhookApi(): ClassDecorator {
  return applyDecorators(
    RequirePlan({ plan: 'advanced', product: 'webhook' }),
    UseGuards(WebhookTokenGuard, PlanGuard, WebhookSignatureGuard, WebhookThrottlerGuard),
    ApiBearerAuth('webhookToken'),
    ApiProblems(
      INVALID_WEBHOOK_TOKEN,
      INVALID_WEBHOOK_SIGNATURE,
      WEBHOOK_REQUIRES_ADVANCED_PLAN,
      RATE_LIMIT_EXCEEDED,
      SIGNING_UNAVAILABLE,
    ),
  );
}
