import type { FeedPosition } from './entry-change-feed';

/**
 * Cursors of an account's feed: opaque to the consumer (they hide the log's global counters), valid only for the
 * account they were given to, refused when altered.
 */
export abstract class FeedCursors {
  abstract seal(accountId: string, position: FeedPosition): Promise<string>;
  /** The position a cursor of this account stands for, or null when this feed never gave it. */
  abstract open(accountId: string, cursor: string): Promise<FeedPosition | null>;
}
