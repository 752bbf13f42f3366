import { Injectable } from '@nestjs/common';
import { AccountNotFoundError, AccountRepository } from '../../../accounts';
import { ImportEntries } from '../../application/import-entries.use-case';

@Injectable()
export class EntryOperations {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly importEntries: ImportEntries,
  ) {}

  /** Imports one batch of already parsed import lines. */
  async entriesImport(input: { accountId: string; entries: unknown[] }) {
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    return { imported: await this.importEntries.execute(input) };
  }
}
