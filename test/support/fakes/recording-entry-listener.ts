import { EntryEvents } from '../../../src/modules/diary/application/entry-events';
import type { EntryEvent, EntryListener } from '../../../src/modules/diary/domain/entry-events';

/** Listens to EntryEvents and keeps what it heard; `failWith` makes it fail (a listener whose broker is down). */
export class RecordingEntryListener implements EntryListener {
  readonly heard: EntryEvent[] = [];
  failWith: Error | null = null;

  constructor(events: EntryEvents) {
    events.listen(this);
  }

  async onEntryEvent(event: EntryEvent): Promise<void> {
    this.heard.push(event);
    if (this.failWith) throw this.failWith;
  }
}
