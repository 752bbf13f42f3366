import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError, SigningUnavailableError, WebhookTokenLimitError } from '../domain/accounts.errors';
import { validateName } from '../domain/name';
import { issueSecret } from '../domain/secret';
import { issueSigningSecret, signingSecretContext } from '../domain/webhook-signature';
import { MAX_ACTIVE_WEBHOOK_TOKENS, WEBHOOK_TOKEN_PREFIX, WebhookToken } from '../domain/webhook-token';
import { WebhookTokenRepository } from '../domain/webhook-token.repository';
import { SecretSealer } from './secret-sealer';

/** The new token and its secrets, which exist in clear only in this result. */
export interface CreatedWebhookToken {
  token: WebhookToken;
  secret: string;
  /** `whsec_...`, for a token whose deliveries are signed. */
  signingSecret?: string;
}

@Injectable()
export class CreateWebhookToken {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: WebhookTokenRepository,
    private readonly sealer: SecretSealer,
  ) {}

  async execute(input: { accountId: string; name: string; signingSecret?: boolean }): Promise<CreatedWebhookToken> {
    const name = validateName(input.name, 'name', 100);
    if (input.signingSecret && !this.sealer.available) throw new SigningUnavailableError();
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    const issued = issueSecret(WEBHOOK_TOKEN_PREFIX);
    const id = randomUUID();
    const signing = input.signingSecret ? issueSigningSecret() : undefined;
    const token = await this.tokens.createWithinLimit(
      {
        id,
        accountId: input.accountId,
        name,
        secretHash: issued.hash,
        displayPrefix: issued.displayPrefix,
        signingSecret: signing && this.sealer.seal(signing.bytes, signingSecretContext(id)),
      },
      MAX_ACTIVE_WEBHOOK_TOKENS,
    );
    if (!token) throw new WebhookTokenLimitError();
    return { token, secret: issued.secret, ...(signing ? { signingSecret: signing.shown } : {}) };
  }
}
