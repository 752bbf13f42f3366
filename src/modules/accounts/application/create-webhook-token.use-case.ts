import { Injectable } from '@nestjs/common';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError, WebhookTokenLimitError } from '../domain/accounts.errors';
import { validateName } from '../domain/name';
import { issueSecret } from '../domain/secret';
import { MAX_ACTIVE_WEBHOOK_TOKENS, WEBHOOK_TOKEN_PREFIX, WebhookToken } from '../domain/webhook-token';
import { WebhookTokenRepository } from '../domain/webhook-token.repository';

/** The new token and its secret, which exists only in this result: it is never stored. */
export interface CreatedWebhookToken {
  token: WebhookToken;
  secret: string;
}

@Injectable()
export class CreateWebhookToken {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: WebhookTokenRepository,
  ) {}

  async execute(input: { accountId: string; name: string }): Promise<CreatedWebhookToken> {
    const name = validateName(input.name, 'name', 100);
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    const issued = issueSecret(WEBHOOK_TOKEN_PREFIX);
    const token = await this.tokens.createWithinLimit(
      { accountId: input.accountId, name, secretHash: issued.hash, displayPrefix: issued.displayPrefix },
      MAX_ACTIVE_WEBHOOK_TOKENS,
    );
    if (!token) throw new WebhookTokenLimitError();
    return { token, secret: issued.secret };
  }
}
