import { Injectable } from '@nestjs/common';
import { Page, UnknownCursorError, pageRequest } from '../../../shared/list-page';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError } from '../domain/accounts.errors';
import type { ApiKey } from '../domain/api-key';
import { ApiKeyRepository } from '../domain/api-key.repository';

/** An account's API keys, oldest first, revoked ones included, one page at a time. */
@Injectable()
export class ListApiKeys {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly keys: ApiKeyRepository,
  ) {}

  async execute(input: { accountId: string; limit?: number; after?: string }): Promise<Page<ApiKey>> {
    const page = pageRequest(input);
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    const listed = await this.keys.listPageForAccount(input.accountId, page);
    if (!listed) throw new UnknownCursorError(page.after!, 'key');
    return listed;
  }
}
