import { EntryChange, EntryChangeFeed, FeedPosition } from '../../../src/modules/diary/domain/entry-change-feed';

/** EntryChangeFeed in memory: changes told in the order they were recorded, each at position (0, 1, n). */
export class InMemoryEntryChangeFeed extends EntryChangeFeed {
  private readonly recorded: Array<EntryChange & { accountId: string; id: number }> = [];

  record(accountId: string, date: string, change: EntryChange['change']): void {
    this.recorded.push({ accountId, date, change, at: new Date(), id: this.recorded.length + 1 });
  }

  async page(
    accountId: string,
    after: FeedPosition | null,
    limit: number,
  ): Promise<{ changes: EntryChange[]; next: FeedPosition | null }> {
    const from = after === null ? 0 : Number(after.id);
    const found = this.recorded.filter((change) => change.accountId === accountId && change.id > from).slice(0, limit);
    const last = found[found.length - 1];
    return {
      changes: found.map(({ date, change, at }) => ({ date, change, at })),
      next: last ? { era: 0, txid: '1', id: String(last.id) } : null,
    };
  }

  /** Ahead when past every change recorded and of a later transaction than the changes' ('1'). */
  async isAhead(position: FeedPosition): Promise<boolean> {
    return position.era > 0 || BigInt(position.txid) > 1n;
  }
}
