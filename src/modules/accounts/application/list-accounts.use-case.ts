import { Injectable } from '@nestjs/common';
import { Page, UnknownCursorError, pageRequest } from '../../../shared/list-page';
import type { Account } from '../domain/account';
import { AccountRepository } from '../domain/account.repository';

/** Accounts, oldest first, one page at a time. */
@Injectable()
export class ListAccounts {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(input: { limit?: number; after?: string } = {}): Promise<Page<Account>> {
    const page = pageRequest(input);
    const listed = await this.accounts.listPage(page);
    if (!listed) throw new UnknownCursorError(page.after!, 'account');
    return listed;
  }
}
