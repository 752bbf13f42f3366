import { Injectable } from '@nestjs/common';
import { EntryRepository } from '../domain/entry.repository';
import { EntryEvents } from './entry-events';

/** Removes a day's entry if generation wrote it (an imported one stays), and announces it; true when one went. */
@Injectable()
export class RemoveGeneratedEntry {
  constructor(
    private readonly entries: EntryRepository,
    private readonly events: EntryEvents,
  ) {}

  async execute(accountId: string, date: string): Promise<boolean> {
    let removed: boolean;
    try {
      removed = await this.entries.deleteGenerated(accountId, date);
    } catch (error) {
      await this.events.announce({ type: 'entries.unsure', accountId }).catch(() => undefined);
      throw error;
    }
    if (removed) await this.events.announce({ type: 'entry.removed', accountId, dates: [date] });
    return removed;
  }
}
