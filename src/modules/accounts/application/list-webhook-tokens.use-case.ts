import { Injectable } from '@nestjs/common';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError } from '../domain/accounts.errors';
import type { WebhookToken } from '../domain/webhook-token';
import { WebhookTokenRepository } from '../domain/webhook-token.repository';

@Injectable()
export class ListWebhookTokens {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: WebhookTokenRepository,
  ) {}

  async execute(accountId: string): Promise<WebhookToken[]> {
    if (!(await this.accounts.findById(accountId))) throw new AccountNotFoundError(accountId);
    return this.tokens.listForAccount(accountId);
  }
}
