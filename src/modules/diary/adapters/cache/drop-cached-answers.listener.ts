import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntryEvents } from '../../application/entry-events';
import { EntryChanges } from '../../domain/entry-changes';
import type { EntryEvent, EntryListener } from '../../domain/entry-events';

/**
 * Any change to an account's entries drops the read answers cached for it, on every instance
 * (CachedEntryDocuments listens to EntryChanges).
 */
@Injectable()
export class DropCachedAnswers implements EntryListener, OnModuleInit {
  constructor(
    private readonly events: EntryEvents,
    private readonly changes: EntryChanges,
  ) {}

  onModuleInit(): void {
    this.events.listen(this);
  }

  onEntryEvent(event: EntryEvent): Promise<void> {
    return this.changes.publish(event.accountId);
  }
}
