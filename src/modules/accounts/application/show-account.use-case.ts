import { Injectable } from '@nestjs/common';
import type { Account } from '../domain/account';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError } from '../domain/accounts.errors';

/** One account with every setting. */
@Injectable()
export class ShowAccount {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(input: { accountId: string }): Promise<Account> {
    const account = await this.accounts.findById(input.accountId);
    if (!account) throw new AccountNotFoundError(input.accountId);
    return account;
  }
}
