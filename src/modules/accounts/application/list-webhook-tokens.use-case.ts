import { Injectable } from '@nestjs/common';
import { Page, UnknownCursorError, pageRequest } from '../../../shared/list-page';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError } from '../domain/accounts.errors';
import type { WebhookToken } from '../domain/webhook-token';
import { WebhookTokenRepository } from '../domain/webhook-token.repository';

/** An account's webhook tokens, oldest first, revoked ones included, one page at a time. */
@Injectable()
export class ListWebhookTokens {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: WebhookTokenRepository,
  ) {}

  async execute(input: { accountId: string; limit?: number; after?: string }): Promise<Page<WebhookToken>> {
    const page = pageRequest(input);
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    const listed = await this.tokens.listPageForAccount(input.accountId, page);
    if (!listed) throw new UnknownCursorError(page.after!, 'token');
    return listed;
  }
}
