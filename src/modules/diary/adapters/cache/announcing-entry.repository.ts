import type { ExportPageLimits } from '../../../../shared/export-page';
import type { Entry, EntryToSave, PortableEntry } from '../../domain/entry';
import { EntryChanges } from '../../domain/entry-changes';
import { EntryRepository } from '../../domain/entry.repository';

/**
 * The SQL repository, announcing every write of an account's entries through
 * EntryChanges, so that every instance drops the answers it cached for that
 * account (CachedEntryDocuments), this one at once.
 */
export class AnnouncingEntryRepository extends EntryRepository {
  constructor(
    private readonly store: EntryRepository,
    private readonly changes: EntryChanges,
  ) {
    super();
  }

  findByDate(accountId: string, date: string): Promise<Entry | null> {
    return this.store.findByDate(accountId, date);
  }

  async save(accountId: string, entries: EntryToSave[]): Promise<void> {
    try {
      await this.store.save(accountId, entries);
    } catch (error) {
      // The transaction may have committed before the error reached us: announce anyway, and report the save's error.
      await this.changes.publish(accountId).catch(() => undefined);
      throw error;
    }
    await this.changes.publish(accountId);
  }

  exportPage(
    accountId: string,
    afterDate: string | null,
    limits: ExportPageLimits,
  ): Promise<{ entries: PortableEntry[]; next: string | null }> {
    return this.store.exportPage(accountId, afterDate, limits);
  }

  countForAccount(accountId: string): Promise<number> {
    return this.store.countForAccount(accountId);
  }

  async deleteGenerated(accountId: string, date: string): Promise<boolean> {
    try {
      return await this.store.deleteGenerated(accountId, date);
    } finally {
      await this.changes.publish(accountId);
    }
  }

  async accountErased(accountId: string): Promise<void> {
    await this.store.accountErased(accountId);
    await this.changes.publish(accountId);
  }
}
