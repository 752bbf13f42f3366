import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../../shared/activity-log';
import { Clock } from '../../../shared/clock';
import { InvalidWebhookTokenError } from '../domain/accounts.errors';
import { CredentialEvents } from '../domain/credential-events';
import { WEBHOOK_TOKEN_PREFIX, WebhookPrincipal } from '../domain/webhook-token';
import { WebhookTokenRepository } from '../domain/webhook-token.repository';
import { AuthenticateCredential, CredentialKind } from './authenticate-credential';
import { CredentialSettings } from './credential-settings';

const WEBHOOK_TOKEN: CredentialKind<WebhookPrincipal> = {
  prefix: WEBHOOK_TOKEN_PREFIX,
  label: 'webhook token',
  idOf: (principal) => principal.tokenId,
  isCurrent: () => true,
  // The contract has no separate "missing" type for the webhook.
  missing: () => new InvalidWebhookTokenError(),
  invalid: () => new InvalidWebhookTokenError(),
};

@Injectable()
export class AuthenticateWebhookToken extends AuthenticateCredential<WebhookPrincipal> {
  constructor(
    tokens: WebhookTokenRepository,
    events: CredentialEvents,
    settings: CredentialSettings,
    clock: Clock,
    log: ActivityLog,
  ) {
    super(WEBHOOK_TOKEN, tokens, events, settings, clock, log);
  }
}
