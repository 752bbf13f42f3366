import { EntryDocuments, EntryListQuery } from '../../../src/modules/diary/domain/entry-documents';

interface StoredDocument {
  date: string;
  title: string | null;
  summary: string;
  content: string;
  tags: string[];
}

/** EntryDocuments over entries kept in memory: the same answers in shape (dates, tags, counts), JSON as text. */
export class InMemoryEntryDocuments extends EntryDocuments {
  private readonly byAccount = new Map<string, Map<string, StoredDocument>>();

  /** An entry the documents will show, for specs of the readers. */
  put(accountId: string, entry: Partial<StoredDocument> & { date: string }): void {
    const entries = this.byAccount.get(accountId) ?? new Map<string, StoredDocument>();
    entries.set(entry.date, { title: null, summary: '', content: '', tags: [], ...entry });
    this.byAccount.set(accountId, entries);
  }

  async list(query: EntryListQuery): Promise<string> {
    const matched = this.entriesOf(query.accountId)
      .filter((entry) => entry.date >= query.from && entry.date <= query.to)
      .filter((entry) => query.tag === undefined || entry.tags.includes(query.tag))
      .sort((a, b) => b.date.localeCompare(a.date));
    const data = matched
      .slice(query.offset, query.offset + query.limit)
      .map(({ date, title, summary, tags }) => ({ date, title, content: summary, tags }));
    return JSON.stringify({ data, pagination: { total: matched.length, limit: query.limit, offset: query.offset } });
  }

  async entry(accountId: string, date: string): Promise<string | null> {
    const entry = this.byAccount.get(accountId)?.get(date);
    return entry ? JSON.stringify(entry) : null;
  }

  async tags(accountId: string): Promise<string> {
    const counts = new Map<string, number>();
    for (const entry of this.entriesOf(accountId))
      for (const slug of entry.tags) counts.set(slug, (counts.get(slug) ?? 0) + 1);
    const data = [...counts]
      .sort(([slugA, a], [slugB, b]) => b - a || slugA.localeCompare(slugB))
      .map(([slug, count]) => ({ slug, count }));
    return JSON.stringify({ data });
  }

  private entriesOf(accountId: string): StoredDocument[] {
    return [...(this.byAccount.get(accountId)?.values() ?? [])];
  }
}
