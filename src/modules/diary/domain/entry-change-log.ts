import type { EntryChange, FeedPosition } from './entry-change-feed';

/** A change of any account with what the entry was then (its title, generation time, words; none of its content). */
export interface LoggedChange extends EntryChange {
  accountId: string;
  title: string | null;
  generatedAt: Date | null;
  wordCount: number | null;
  position: FeedPosition;
}

/**
 * Every account's entry changes in commit order (the outbox the writes fill), for whoever announces them: like the
 * feed, only changes of transactions older than any still running, so reading on from the last one never skips one.
 */
export abstract class EntryChangeLog {
  abstract after(position: FeedPosition, limit: number): Promise<LoggedChange[]>;
}
