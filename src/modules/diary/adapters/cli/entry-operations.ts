import { Injectable } from '@nestjs/common';
import { ImportEntries } from '../../application/import-entries.use-case';

@Injectable()
export class EntryOperations {
  constructor(private readonly importEntries: ImportEntries) {}

  /** Imports one batch of already parsed import lines. */
  async entriesImport(input: { accountId: string; entries: unknown[] }) {
    return { imported: await this.importEntries.execute(input) };
  }
}
