import type { Entry, EntryToSave } from '../../domain/entry';
import { EntryRepository } from '../../domain/entry.repository';
import { AnnouncingEntryRepository } from './announcing-entry.repository';
import { LocalEntryChanges } from './local-entry-changes';

/** A store that can be told to fail a save (after committing, as a lost reply would). */
class FailingStore extends EntryRepository {
  failSave: Error | null = null;
  async findByDate(): Promise<Entry | null> {
    return null;
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

function announced(changes: LocalEntryChanges): Array<string | null> {
  const accounts: Array<string | null> = [];
  changes.subscribe((accountId) => accounts.push(accountId));
  return accounts;
}

describe('AnnouncingEntryRepository', () => {
  it('announces a save, a save that failed (it may have committed), a deletion and an erasure', async () => {
    const store = new FailingStore();
    const changes = new LocalEntryChanges();
    const accounts = announced(changes);
    const entries = new AnnouncingEntryRepository(store, changes);
    await entries.save('a', []);
    store.failSave = new Error('connection lost after COMMIT');
    await expect(entries.save('b', [])).rejects.toThrow('connection lost after COMMIT');
    await entries.deleteGenerated('c', '2026-01-01');
    await entries.accountErased('d');
    expect(accounts).toEqual(['a', 'b', 'c', 'd']);
  });

  it("reports the save's own error when announcing the change fails too", async () => {
    const store = new FailingStore();
    store.failSave = new Error('the save failed');
    const entries = new AnnouncingEntryRepository(store, new FailingChanges());
    await expect(entries.save('a', [])).rejects.toThrow('the save failed');
    store.failSave = null;
    await expect(entries.save('a', [])).rejects.toThrow('NOTIFY failed');
  });
});
