import { InMemoryEntryRepository } from '../../../../test/support/fakes/in-memory-entry.repository';
import { RecordingEntryListener } from '../../../../test/support/fakes/recording-entry-listener';
import { emptyEnrichment } from '../../ingest';
import type { EntryToSave } from '../domain/entry';
import { EntryEvents } from './entry-events';
import { RemoveGeneratedEntry } from './remove-generated-entry.use-case';

function stored(date: string, origin: EntryToSave['origin']): EntryToSave {
  const at = new Date('2026-11-20T21:00:00Z');
  const base = { content: 'Text', summary: 'Text', tags: [], sources: [], wordCount: 1, generatedAt: at };
  return { ...base, date, title: null, enrichment: emptyEnrichment(), origin };
}

describe('RemoveGeneratedEntry', () => {
  const setup = async () => {
    const entries = new InMemoryEntryRepository();
    await entries.save('a', [stored('2026-11-20', 'generated'), stored('2026-11-21', 'imported')]);
    const events = new EntryEvents();
    const listener = new RecordingEntryListener(events);
    return { entries, listener, remove: new RemoveGeneratedEntry(entries, events) };
  };

  it('removes a generated entry and announces it', async () => {
    const { entries, listener, remove } = await setup();
    expect(await remove.execute('a', '2026-11-20')).toBe(true);
    expect(await entries.findByDate('a', '2026-11-20')).toBeNull();
    expect(listener.heard).toEqual([{ type: 'entry.removed', accountId: 'a', dates: ['2026-11-20'] }]);
  });

  it('leaves an imported entry, and a day without one, and announces nothing', async () => {
    const { entries, listener, remove } = await setup();
    expect(await remove.execute('a', '2026-11-21')).toBe(false);
    expect(await remove.execute('a', '2026-11-22')).toBe(false);
    expect(await entries.findByDate('a', '2026-11-21')).not.toBeNull();
    expect(listener.heard).toEqual([]);
  });

  it('says the entries are unknown when the deletion failed', async () => {
    const { entries, listener, remove } = await setup();
    entries.failNext = new Error('connection lost');
    await expect(remove.execute('a', '2026-11-20')).rejects.toThrow('connection lost');
    expect(listener.heard).toEqual([{ type: 'entries.unsure', accountId: 'a' }]);
  });
});
