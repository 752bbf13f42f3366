import { Injectable } from '@nestjs/common';
import type { Account } from '../domain/account';
import { AccountRepository } from '../domain/account.repository';

@Injectable()
export class ListAccounts {
  constructor(private readonly accounts: AccountRepository) {}

  execute(): Promise<Account[]> {
    return this.accounts.list();
  }
}
