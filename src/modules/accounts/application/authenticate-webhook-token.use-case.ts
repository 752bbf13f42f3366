import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InvalidWebhookTokenError } from '../domain/accounts.errors';
import { CredentialEvents } from '../domain/credential-events';
import { WEBHOOK_TOKEN_PREFIX, WebhookPrincipal } from '../domain/webhook-token';
import { WebhookTokenRepository } from '../domain/webhook-token.repository';
import { CredentialSettings } from './credential-settings';
import { CredentialVerifier } from './credential-verifier';

@Injectable()
export class AuthenticateWebhookToken implements OnModuleDestroy {
  private readonly verifier: CredentialVerifier<WebhookPrincipal>;
  private readonly logger = new Logger(AuthenticateWebhookToken.name);

  constructor(tokens: WebhookTokenRepository, events: CredentialEvents, settings: CredentialSettings) {
    this.verifier = new CredentialVerifier({
      prefix: WEBHOOK_TOKEN_PREFIX,
      cacheTtlMs: settings.cacheTtlMs,
      lookup: (hash) => tokens.findActivePrincipal(hash),
      idOf: (principal) => principal.tokenId,
      touchLastUsed: (usedAt) => tokens.touchLastUsed(usedAt),
      events,
      onError: (error) => this.logger.warn(`could not record webhook token use: ${String(error)}`),
    });
  }

  /** @param secret the bearer secret, or undefined when the request carries no credentials */
  async execute(secret: string | undefined, now = new Date()): Promise<WebhookPrincipal> {
    const principal = secret === undefined ? null : await this.verifier.verify(secret, now);
    if (!principal) throw new InvalidWebhookTokenError();
    return principal;
  }

  onModuleDestroy(): Promise<void> {
    return this.verifier.flushUsage();
  }
}
