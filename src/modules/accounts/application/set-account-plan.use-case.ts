import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../../shared/domain-error';
import { Account, isPlan } from '../domain/account';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError } from '../domain/accounts.errors';
import { CredentialEvents } from '../domain/credential-events';

@Injectable()
export class SetAccountPlan {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly events: CredentialEvents,
  ) {}

  async execute(input: { accountId: string; plan: string }): Promise<Account> {
    if (!isPlan(input.plan)) throw new InvalidInputError(`plan must be advanced or free, got "${input.plan}".`);
    const account = await this.accounts.setPlan(input.accountId, input.plan);
    if (!account) throw new AccountNotFoundError(input.accountId);
    await this.events.publishAccountChanged(account.id);
    return account;
  }
}
