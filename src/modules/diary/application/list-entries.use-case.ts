import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { InvalidInputError } from '../../../shared/domain-error';
import { calendarDayIn } from '../../../shared/calendar';
import { EntryDocuments } from '../domain/entry-documents';
import { resolveWindow } from '../domain/entry-window';
import { searchWords } from '../domain/search-words';

export interface ListEntriesInput {
  accountId: string;
  timezone: string;
  from?: string;
  to?: string;
  tag?: string;
  q?: string;
  limit: number;
  offset: number;
}

/**
 * One page of entries in a window (by default the 30 days before today in the account's zone), as the list document;
 * with `q`, those whose title or content match the words (400 naming `q` when they hold none to search for).
 */
@Injectable()
export class ListEntries {
  constructor(
    private readonly documents: EntryDocuments,
    private readonly clock: Clock,
  ) {}

  async execute(input: ListEntriesInput): Promise<string> {
    const window = resolveWindow(input, calendarDayIn(input.timezone, this.clock.now()));
    const document = await this.documents.list({
      accountId: input.accountId,
      ...window,
      tag: input.tag,
      q: input.q === undefined ? undefined : searchWords(input.q),
      limit: input.limit,
      offset: input.offset,
    });
    if (document === null) {
      const message = 'must hold a word to search for (only common words like "the" or punctuation were given)';
      throw new InvalidInputError(`q ${message}`, [{ parameter: 'q', message }]);
    }
    return document;
  }
}
