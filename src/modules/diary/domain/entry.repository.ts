import type { ExportPageLimits } from '../../../shared/export-page';
import type { Entry, EntryToSave, PortableEntry } from './entry';

export abstract class EntryRepository {
  abstract findByDate(accountId: string, date: string): Promise<Entry | null>;
  /** Stores the entries, each replacing the entry of its date, with their tags, in one transaction. */
  abstract save(accountId: string, entries: EntryToSave[]): Promise<void>;
  abstract countForAccount(accountId: string): Promise<number>;
  /** The account's entries by date after `afterDate`, in the import format; `next` is the cursor of the following page. */
  abstract exportPage(
    accountId: string,
    afterDate: string | null,
    limits: ExportPageLimits,
  ): Promise<{ entries: PortableEntry[]; next: string | null }>;
  /** Removes the day's entry if generation wrote it (an imported one stays); true when one was removed. */
  abstract deleteGenerated(accountId: string, date: string): Promise<boolean>;
}
