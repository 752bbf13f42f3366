import { Injectable } from '@nestjs/common';
import { WebhookTokenNotFoundError } from '../domain/accounts.errors';
import { CredentialEvents } from '../domain/credential-events';
import type { WebhookToken } from '../domain/webhook-token';
import { WebhookTokenRepository } from '../domain/webhook-token.repository';

@Injectable()
export class RevokeWebhookToken {
  constructor(
    private readonly tokens: WebhookTokenRepository,
    private readonly events: CredentialEvents,
  ) {}

  async execute(tokenId: string): Promise<WebhookToken> {
    const token = await this.tokens.revoke(tokenId);
    if (!token) throw new WebhookTokenNotFoundError(tokenId);
    await this.events.publishRevoked(token.id);
    return token;
  }
}
