/** One change of an account's entries as the feed tells it: the day, what happened, when. */
export interface EntryChange {
  date: string;
  change: 'written' | 'removed';
  at: Date;
}

/** A place in the feed: after the change `id` of transaction `txid` (both as decimal text). */
export interface FeedPosition {
  txid: string;
  id: string;
}

/**
 * The account's entry changes in commit order, recorded by the writes themselves. A page holds only changes whose
 * transactions are older than any still running, so a reader that resumes from `next` never misses one that
 * committed late.
 */
export abstract class EntryChangeFeed {
  abstract page(
    accountId: string,
    after: FeedPosition | null,
    limit: number,
  ): Promise<{ changes: EntryChange[]; next: FeedPosition | null }>;
}
