import { Injectable } from '@nestjs/common';
import { AuthenticateWebhookToken } from '../../application/authenticate-webhook-token.use-case';
import type { WebhookPrincipal } from '../../domain/webhook-token';
import { BearerAuthentication } from './bearer-authentication';
import { BearerCredentialGuard } from './bearer-credential.guard';

/** `Authorization: Bearer whk_...`: the webhook's token, its principal on `request.webhookPrincipal`. */
@Injectable()
export class WebhookTokenGuard extends BearerCredentialGuard<WebhookPrincipal> {
  constructor(authenticate: AuthenticateWebhookToken, bearer: BearerAuthentication) {
    super(authenticate, bearer, 'webhookPrincipal');
  }
}
