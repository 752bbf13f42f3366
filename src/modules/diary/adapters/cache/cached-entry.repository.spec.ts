import type { Entry, EntryListItem, EntryToSave, TagCount } from '../../domain/entry';
import { EntryListQuery, EntryRepository } from '../../domain/entry.repository';
import { CachedEntryRepository, readCacheLimits } from './cached-entry.repository';
import { LocalEntryChanges } from './local-entry-changes';

/** A store that counts its reads and can be told to fail a save (after committing, as a lost reply would). */
class CountingStore extends EntryRepository {
  reads = 0;
  failSave: Error | null = null;
  async list(_query: EntryListQuery): Promise<{ items: EntryListItem[]; total: number }> {
    return { items: [], total: 0 };
  }
  async findByDate(): Promise<Entry | null> {
    return null;
  }
  async listTags(): Promise<TagCount[]> {
    this.reads++;
    return [];
  }
  async countForAccount(): Promise<number> {
    return 0;
  }
  async accountErased(): Promise<void> {}
  async exportPage() {
    return { entries: [], next: null };
  }
  async deleteGenerated(): Promise<boolean> {
    return false;
  }
  async save(_accountId: string, _entries: EntryToSave[]): Promise<void> {
    if (this.failSave) throw this.failSave;
  }
}

/** Changes whose announcement to other instances fails (NOTIFY refused), after the local one. */
class FailingChanges extends LocalEntryChanges {
  override async publish(accountId: string): Promise<void> {
    await super.publish(accountId);
    throw new Error('NOTIFY failed');
  }
}

describe('CachedEntryRepository.save', () => {
  it('drops the account\'s cached answers after a save, and after a save that failed', async () => {
    const store = new CountingStore();
    const cached = new CachedEntryRepository(store, new LocalEntryChanges(), readCacheLimits(12));
    // Stored at the second ask, answered from the cache at the third.
    for (let ask = 0; ask < 3; ask++) await cached.listTags('a');
    expect(store.reads).toBe(2);
    await cached.save('a', []);
    await cached.listTags('a');
    await cached.listTags('a');
    expect(store.reads).toBe(3);
    store.failSave = new Error('connection lost after COMMIT');
    await expect(cached.save('a', [])).rejects.toThrow('connection lost after COMMIT');
    await cached.listTags('a');
    expect(store.reads).toBe(4);
  });

  it('reports the save\'s own error when announcing the change fails too', async () => {
    const store = new CountingStore();
    store.failSave = new Error('the save failed');
    const cached = new CachedEntryRepository(store, new FailingChanges(), readCacheLimits(12));
    await expect(cached.save('a', [])).rejects.toThrow('the save failed');
    store.failSave = null;
    await expect(cached.save('a', [])).rejects.toThrow('NOTIFY failed');
  });
});

describe('CachedEntryRepository with READ_CACHE_MB=0', () => {
  it('reads every answer from the store and still announces writes to other instances', async () => {
    const store = new CountingStore();
    const changes = new LocalEntryChanges();
    const announced: Array<string | null> = [];
    changes.subscribe((accountId) => announced.push(accountId));
    const cached = new CachedEntryRepository(store, changes, readCacheLimits(0));
    await cached.listTags('a');
    await cached.listTags('a');
    await cached.listTags('a');
    expect(store.reads).toBe(3);
    await cached.save('a', []);
    expect(announced).toContain('a');
  });
});
