import { Injectable } from '@nestjs/common';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError } from '../domain/accounts.errors';
import { ApiKeyRepository } from '../domain/api-key.repository';
import { CredentialEvents } from '../domain/credential-events';
import { WebhookTokenRepository } from '../domain/webhook-token.repository';

/**
 * The accounts' part of an erasure: the account row goes, and with it (foreign
 * keys, one statement) every row any module keeps for it; then every instance
 * is told to drop its credentials at once (their rate-limit counters with them).
 */
@Injectable()
export class DeleteAccount {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly keys: ApiKeyRepository,
    private readonly tokens: WebhookTokenRepository,
    private readonly events: CredentialEvents,
  ) {}

  async execute(accountId: string): Promise<{ keys: number; tokens: number }> {
    const [keys, tokens] = await Promise.all([
      this.keys.listForAccount(accountId),
      this.tokens.listForAccount(accountId),
    ]);
    if (!(await this.accounts.delete(accountId))) throw new AccountNotFoundError(accountId);
    // Keys and tokens created between the listing and the delete went with the account; the account event covers them.
    await this.events.publishAccountChanged(accountId);
    for (const credential of [...keys, ...tokens]) await this.events.publishRevoked(credential.id);
    return { keys: keys.length, tokens: tokens.length };
  }
}
