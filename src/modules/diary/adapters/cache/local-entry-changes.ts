import { EntryChanges } from '../../domain/entry-changes';

/** Changes within one process: the embedded database has one. */
export class LocalEntryChanges extends EntryChanges {
  private readonly listeners: Array<(accountId: string | null) => void> = [];

  async publish(accountId: string): Promise<void> {
    this.emit(accountId);
  }

  subscribe(listener: (accountId: string | null) => void): void {
    this.listeners.push(listener);
  }

  deliveredUpTo(): number {
    return Number.POSITIVE_INFINITY;
  }

  protected emit(accountId: string | null): void {
    for (const listener of this.listeners) listener(accountId);
  }
}
