import type { ExportPageLimits } from '../../../src/shared/export-page';
import type { Entry, EntryToSave, PortableEntry } from '../../../src/modules/diary/domain/entry';
import { EntryRepository } from '../../../src/modules/diary/domain/entry.repository';

/** EntryRepository in memory, for use cases' specs: what a save stores is what a read finds. */
export class InMemoryEntryRepository extends EntryRepository {
  readonly stored = new Map<string, EntryToSave & { accountId: string }>();
  /** The next save or deletion fails with this error (after storing, as a reply lost after COMMIT would). */
  failNext: Error | null = null;

  async findByDate(accountId: string, date: string): Promise<Entry | null> {
    const entry = this.stored.get(`${accountId}/${date}`);
    if (!entry) return null;
    return { ...entry, content: entry.content, tags: entry.tags.map((tag) => tag.slug) };
  }

  async save(accountId: string, entries: EntryToSave[]): Promise<void> {
    for (const entry of entries) this.stored.set(`${accountId}/${entry.date}`, { ...entry, accountId });
    this.failIfAsked();
  }

  async countForAccount(accountId: string): Promise<number> {
    return [...this.stored.values()].filter((entry) => entry.accountId === accountId).length;
  }

  async exportPage(
    accountId: string,
    afterDate: string | null,
    limits: ExportPageLimits,
  ): Promise<{ entries: PortableEntry[]; next: string | null }> {
    const all = [...this.stored.values()]
      .filter((entry) => entry.accountId === accountId && (afterDate === null || entry.date > afterDate))
      .sort((a, b) => a.date.localeCompare(b.date));
    const page = all.slice(0, limits.maxItems);
    return {
      entries: page.map(({ date, title, content, summary, tags, sources, generatedAt }) => ({
        date,
        title,
        content,
        summary,
        tags,
        sources,
        generatedAt: generatedAt.toISOString(),
      })),
      next: all.length > page.length ? page[page.length - 1].date : null,
    };
  }

  async deleteGenerated(accountId: string, date: string): Promise<boolean> {
    const key = `${accountId}/${date}`;
    const removed = this.stored.get(key)?.origin === 'generated' && this.stored.delete(key);
    this.failIfAsked();
    return removed;
  }

  private failIfAsked(): void {
    const error = this.failNext;
    this.failNext = null;
    if (error) throw error;
  }
}
