import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../../shared/domain-error';
import { EntryChange, EntryChangeFeed, FeedPosition } from '../domain/entry-change-feed';

export const CHANGES_DEFAULT_LIMIT = 100;
export const CHANGES_MAX_LIMIT = 1000;

/** The opaque cursor of a feed position (`base64url` of `txid.id`). */
export function changeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.txid}.${position.id}`).toString('base64url');
}

function positionOf(cursor: string): FeedPosition {
  const match = /^(\d{1,20})\.(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (cursor.length > 64 || !match)
    throw new InvalidInputError('cursor must be a nextCursor this feed gave', [
      { parameter: 'cursor', message: 'must be a nextCursor this feed gave' },
    ]);
  return { txid: match[1], id: match[2] };
}

/**
 * A page of the account's change feed from `cursor` (the beginning without one). `nextCursor` is where to resume:
 * the last change's place, or the cursor given when nothing new has committed yet, so a consumer always stores it.
 */
@Injectable()
export class ListEntryChanges {
  constructor(private readonly feed: EntryChangeFeed) {}

  async execute(input: {
    accountId: string;
    cursor?: string;
    limit?: number;
  }): Promise<{ data: EntryChange[]; nextCursor: string }> {
    const after = input.cursor === undefined ? null : positionOf(input.cursor);
    const page = await this.feed.page(input.accountId, after, input.limit ?? CHANGES_DEFAULT_LIMIT);
    const resumeAt = page.next ?? after ?? { txid: '0', id: '0' };
    return { data: page.changes, nextCursor: changeCursor(resumeAt) };
  }
}
