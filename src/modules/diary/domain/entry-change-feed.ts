/** One change of an account's entries as the feed tells it: the day, what happened, when. */
export interface EntryChange {
  date: string;
  change: 'written' | 'removed';
  at: Date;
}

/**
 * A place in the change log: after the change `id` of transaction `txid` (both as decimal text) of `era`. An era
 * ends when the database moves to a cluster whose transaction ids are behind the log's (a restore): every change of
 * a later era follows every change of an earlier one.
 */
export interface FeedPosition {
  era: number;
  txid: string;
  id: string;
}

/** Before the first change. */
export const FEED_START: FeedPosition = { era: 0, txid: '0', id: '0' };

/** The largest values the columns hold: era integer, txid xid8, id bigint. */
export const POSITION_LIMITS = { era: 2n ** 31n - 1n, txid: 2n ** 64n - 1n, id: 2n ** 63n - 1n } as const;

/** True when each part of the position is a whole number its column can hold. */
export function isStorablePosition(position: FeedPosition): boolean {
  return (
    Number.isSafeInteger(position.era) &&
    position.era >= 0 &&
    BigInt(position.era) <= POSITION_LIMITS.era &&
    /^\d{1,20}$/.test(position.txid) &&
    BigInt(position.txid) <= POSITION_LIMITS.txid &&
    /^\d{1,19}$/.test(position.id) &&
    BigInt(position.id) <= POSITION_LIMITS.id
  );
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
  /** True when no change can ever follow the position: it was never given by this log (or by its copy's past). */
  abstract isAhead(position: FeedPosition): Promise<boolean>;
}
