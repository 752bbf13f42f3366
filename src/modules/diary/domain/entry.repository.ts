import type { Entry, EntryListItem, EntryToSave, TagCount } from './entry';

export interface EntryListQuery {
  accountId: string;
  from: string;
  to: string;
  tag?: string;
  limit: number;
  offset: number;
}

export abstract class EntryRepository {
  /** One page of the account's entries in the window, newest first, and the number matched; one round trip. */
  abstract list(query: EntryListQuery): Promise<{ items: EntryListItem[]; total: number }>;
  abstract findByDate(accountId: string, date: string): Promise<Entry | null>;
  /** Tags used by at least one entry, with counts over all entries; by count descending, then slug. */
  abstract listTags(accountId: string): Promise<TagCount[]>;
  /** Stores the entries, each replacing the entry of its date, with their tags, in one transaction. */
  abstract save(accountId: string, entries: EntryToSave[]): Promise<void>;
}
