import { Injectable } from '@nestjs/common';
import { isValidTimeZone } from '../../../shared/calendar';
import { InvalidInputError } from '../../../shared/domain-error';
import { Account, AccountSettings, isPlan } from '../domain/account';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError } from '../domain/accounts.errors';
import { CredentialEvents } from '../domain/credential-events';
import { accountIdentities } from '../domain/identities';
import { validateName } from '../domain/name';

export interface UpdateAccountInput {
  accountId: string;
  name?: string;
  plan?: string;
  timezone?: string;
  /** Replaces the list. */
  identities?: string[];
}

/**
 * Changes the settings given, by the rules an account is created with, and tells every instance (its keys and
 * tokens carry its plan and zone in their cached credentials).
 */
@Injectable()
export class UpdateAccount {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly events: CredentialEvents,
  ) {}

  async execute(input: UpdateAccountInput): Promise<Account> {
    const changes: Partial<AccountSettings> = {};
    if (input.name !== undefined) changes.name = validateName(input.name, 'name', 200);
    if (input.plan !== undefined) {
      if (!isPlan(input.plan)) throw new InvalidInputError(`plan must be advanced or free, got "${input.plan}".`);
      changes.plan = input.plan;
    }
    if (input.timezone !== undefined) {
      if (!isValidTimeZone(input.timezone))
        throw new InvalidInputError(`timezone must be an IANA time zone name, got "${input.timezone}".`);
      changes.timezone = input.timezone;
    }
    if (input.identities !== undefined) changes.identities = accountIdentities(input.identities);
    const account = await this.accounts.update(input.accountId, changes);
    if (!account) throw new AccountNotFoundError(input.accountId);
    await this.events.publishAccountChanged(account.id);
    return account;
  }
}
