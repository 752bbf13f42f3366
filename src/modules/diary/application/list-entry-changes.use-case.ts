import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../../shared/domain-error';
import { EntryChange, EntryChangeFeed, FEED_START, FeedPosition } from '../domain/entry-change-feed';
import { FeedCursors } from '../domain/feed-cursors';

export const CHANGES_DEFAULT_LIMIT = 100;
export const CHANGES_MAX_LIMIT = 1000;

function refused(message: string): InvalidInputError {
  return new InvalidInputError(`cursor ${message}`, [{ parameter: 'cursor', message }]);
}

/**
 * A page of the account's change feed from `cursor` (the beginning without one). `nextCursor` is where to resume:
 * the last change's place, or the cursor given when nothing new has committed yet, so a consumer always stores it.
 * A cursor this account was never given is refused, and so is one ahead of every change the log can still record
 * (the database went back to an older copy): the consumer starts again from the beginning.
 */
@Injectable()
export class ListEntryChanges {
  constructor(
    private readonly feed: EntryChangeFeed,
    private readonly cursors: FeedCursors,
  ) {}

  async execute(input: {
    accountId: string;
    cursor?: string;
    limit?: number;
  }): Promise<{ data: EntryChange[]; nextCursor: string }> {
    const after = input.cursor === undefined ? null : await this.positionOf(input.accountId, input.cursor);
    const page = await this.feed.page(input.accountId, after, input.limit ?? CHANGES_DEFAULT_LIMIT);
    if (page.changes.length === 0 && after !== null && (await this.feed.isAhead(after)))
      throw refused(
        'is ahead of every change of this feed (the database was restored from an older copy): start again without one',
      );
    const resumeAt = page.next ?? after ?? FEED_START;
    return { data: page.changes, nextCursor: await this.cursors.seal(input.accountId, resumeAt) };
  }

  private async positionOf(accountId: string, cursor: string): Promise<FeedPosition> {
    const position = await this.cursors.open(accountId, cursor);
    if (position === null) throw refused('must be a nextCursor this feed gave');
    return position;
  }
}
