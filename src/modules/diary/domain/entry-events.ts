/** What a writer knows of an entry it has just stored: enough to tell others, never its content. */
export interface WrittenEntry {
  date: string;
  title: string | null;
  generatedAt: Date;
  wordCount: number;
  origin: 'generated' | 'imported';
}

/**
 * What happened to an account's entries, told after it is stored. `entries.unsure` follows a write that failed
 * after it may have committed: what the account's entries hold is not known here.
 */
export type EntryEvent =
  | { type: 'entry.written'; accountId: string; entries: WrittenEntry[] }
  | { type: 'entry.removed'; accountId: string; dates: string[] }
  | { type: 'entries.unsure'; accountId: string }
  | { type: 'account.erased'; accountId: string };

/** A module that wants to know when entries change implements this and registers with diary's EntryEvents. */
export interface EntryListener {
  onEntryEvent(event: EntryEvent): Promise<void>;
}
