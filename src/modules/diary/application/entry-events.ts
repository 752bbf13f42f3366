import { Injectable } from '@nestjs/common';
import type { EntryEvent, EntryListener } from '../domain/entry-events';

/**
 * Where diary announces what happened to entries, and where other modules listen (the read cache's
 * invalidation is one listener). Every listener hears every event, in the order they registered.
 */
@Injectable()
export class EntryEvents {
  private readonly listeners: EntryListener[] = [];

  listen(listener: EntryListener): void {
    this.listeners.push(listener);
  }

  /** Tells every listener, even when one fails; then fails with the first listener's error, if any. */
  async announce(event: EntryEvent): Promise<void> {
    const outcomes = await Promise.allSettled(this.listeners.map((listener) => listener.onEntryEvent(event)));
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
