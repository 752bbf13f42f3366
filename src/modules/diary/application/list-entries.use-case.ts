import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { calendarDayIn } from '../../../shared/calendar';
import { EntryDocuments } from '../domain/entry-documents';
import { resolveWindow } from '../domain/entry-window';

export interface ListEntriesInput {
  accountId: string;
  timezone: string;
  from?: string;
  to?: string;
  tag?: string;
  limit: number;
  offset: number;
}

/** One page of entries in a window (by default the 30 days before today in the account's zone), as the list document. */
@Injectable()
export class ListEntries {
  constructor(
    private readonly documents: EntryDocuments,
    private readonly clock: Clock,
  ) {}

  execute(input: ListEntriesInput): Promise<string> {
    const window = resolveWindow(input, calendarDayIn(input.timezone, this.clock.now()));
    return this.documents.list({
      accountId: input.accountId,
      ...window,
      tag: input.tag,
      limit: input.limit,
      offset: input.offset,
    });
  }
}
