import { EntryDocuments, EntryListQuery } from '../../domain/entry-documents';
import { EntryChanges } from '../../domain/entry-changes';
import { CachedEntryDocuments, readCacheLimits } from './cached-entry-documents';
import { LocalEntryChanges } from './local-entry-changes';

/** Documents that count their reads and answer with the read's number. */
class CountingDocuments extends EntryDocuments {
  reads = 0;
  async list(query: EntryListQuery) {
    return `{"read":${++this.reads},"tag":${JSON.stringify(query.tag ?? null)},"q":${JSON.stringify(query.q ?? null)}}`;
  }
  async entry(_accountId: string, date: string) {
    this.reads++;
    return date === '2026-01-01' ? `{"read":${this.reads}}` : null;
  }
  async tags() {
    return `{"read":${++this.reads}}`;
  }
}

/** Changes from other instances last confirmed `lagMs` ago. */
class LaggingChanges extends LocalEntryChanges {
  constructor(private readonly lagMs: number) {
    super();
  }
  override deliveredUpTo(): number {
    return Date.now() - this.lagMs;
  }
}

const query = (tag?: string): EntryListQuery => ({
  accountId: 'a',
  from: '2026-01-01',
  to: '2026-01-31',
  tag,
  limit: 20,
  offset: 0,
});

async function ask(documents: EntryDocuments, times: number): Promise<string[]> {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await documents.tags('a'));
  return answers;
}

describe('CachedEntryDocuments', () => {
  it("answers a repeated question from the cache until the account's entries change", async () => {
    const store = new CountingDocuments();
    const changes = new LocalEntryChanges();
    const documents = new CachedEntryDocuments(store, changes, readCacheLimits(12));
    // Stored at the second ask, answered from the cache from the third.
    expect(await ask(documents, 4)).toEqual(['{"read":1}', '{"read":2}', '{"read":2}', '{"read":2}']);
    await changes.publish('b');
    expect(await ask(documents, 1)).toEqual(['{"read":2}']);
    await changes.publish('a');
    expect(await ask(documents, 2)).toEqual(['{"read":3}', '{"read":3}']);
  });

  it('keeps lists apart by their query, and remembers that a day has no entry', async () => {
    const store = new CountingDocuments();
    const documents = new CachedEntryDocuments(store, new LocalEntryChanges(), readCacheLimits(12));
    for (let i = 0; i < 3; i++) {
      expect(JSON.parse((await documents.list(query('walks')))!).tag).toBe('walks');
      expect(JSON.parse((await documents.list(query()))!).tag).toBeNull();
      // Search words apart from the tag, whatever characters they hold.
      expect(JSON.parse((await documents.list({ ...query(), q: 'walks|' }))!).q).toBe('walks|');
      expect(JSON.parse((await documents.list({ ...query('walks'), q: '' }))!).q).toBe('');
      expect(await documents.entry('a', '2026-01-02')).toBeNull();
    }
    // Each answer stored at its second ask (read-cache.ts), then served: two reads of each of the five.
    expect(store.reads).toBe(10);
  });

  it("reads every answer from the store with READ_CACHE_MB=0, or while other instances' changes are not confirmed", async () => {
    for (const [megabytes, changes] of [
      [0, new LocalEntryChanges()],
      [12, new LaggingChanges(6_000)],
    ] as Array<[number, EntryChanges]>) {
      const store = new CountingDocuments();
      const documents = new CachedEntryDocuments(store, changes, readCacheLimits(megabytes));
      await ask(documents, 3);
      expect(store.reads).toBe(3);
    }
  });
});
