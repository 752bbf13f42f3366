import { Injectable } from '@nestjs/common';
import { calendarDayIn } from '../../../shared/calendar';
import type { EntryListItem } from '../domain/entry';
import { resolveWindow } from '../domain/entry-window';
import { EntryRepository } from '../domain/entry.repository';

export interface ListEntriesInput {
  accountId: string;
  timezone: string;
  from?: string;
  to?: string;
  tag?: string;
  limit: number;
  offset: number;
}

export interface ListEntriesOutput {
  items: EntryListItem[];
  total: number;
  limit: number;
  offset: number;
}

@Injectable()
export class ListEntries {
  constructor(private readonly entries: EntryRepository) {}

  async execute(input: ListEntriesInput, now = new Date()): Promise<ListEntriesOutput> {
    const window = resolveWindow(input, calendarDayIn(input.timezone, now));
    const { items, total } = await this.entries.list({ accountId: input.accountId, ...window, tag: input.tag, limit: input.limit, offset: input.offset });
    return { items, total, limit: input.limit, offset: input.offset };
  }
}
