import { Injectable } from '@nestjs/common';
import { AuthenticateWebhookToken } from '../../application/authenticate-webhook-token.use-case';
import type { WebhookPrincipal } from '../../domain/webhook-token';
import { AuthFailureLimiter } from './auth-failure-limiter';
import { BearerCredentialGuard } from './bearer-credential.guard';

/** `Authorization: Bearer whk_...`: the webhook's token, its principal on `request.webhookPrincipal`. */
@Injectable()
export class WebhookTokenGuard extends BearerCredentialGuard<WebhookPrincipal> {
  constructor(authenticate: AuthenticateWebhookToken, failures: AuthFailureLimiter) {
    super(authenticate, failures, 'webhookPrincipal');
  }
}
