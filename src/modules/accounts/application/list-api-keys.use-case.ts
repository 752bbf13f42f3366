import { Injectable } from '@nestjs/common';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError } from '../domain/accounts.errors';
import type { ApiKey } from '../domain/api-key';
import { ApiKeyRepository } from '../domain/api-key.repository';

@Injectable()
export class ListApiKeys {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly keys: ApiKeyRepository,
  ) {}

  async execute(accountId: string): Promise<ApiKey[]> {
    if (!(await this.accounts.findById(accountId))) throw new AccountNotFoundError(accountId);
    return this.keys.listForAccount(accountId);
  }
}
