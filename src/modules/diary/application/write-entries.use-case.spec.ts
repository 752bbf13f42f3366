import { InMemoryEntryRepository } from '../../../../test/support/fakes/in-memory-entry.repository';
import { InlineMarkdownAnalyzer } from '../../../../test/support/fakes/inline-markdown-analyzer';
import { RecordingEntryListener } from '../../../../test/support/fakes/recording-entry-listener';
import { emptyEnrichment } from '../../ingest';
import { EntryEvents } from './entry-events';
import { EntryDraft, WriteEntries } from './write-entries.use-case';

const AT = new Date('2026-11-20T21:00:00Z');

function draft(date: string, content: string, extra: Partial<EntryDraft> = {}): EntryDraft {
  return {
    date,
    content,
    tags: [{ slug: 'walks', displayName: 'Walks' }],
    sources: ['Phone'],
    enrichment: emptyEnrichment(),
    generatedAt: AT,
    origin: 'generated',
    ...extra,
  };
}

describe('WriteEntries', () => {
  const setup = () => {
    const entries = new InMemoryEntryRepository();
    const events = new EntryEvents();
    const listener = new RecordingEntryListener(events);
    return { entries, listener, write: new WriteEntries(entries, new InlineMarkdownAnalyzer(), events) };
  };

  it('derives title, summary and word count from the content, whoever writes it', async () => {
    const { entries, write } = setup();
    await write.execute('a', [draft('2026-11-20', '# By the canal\n\nWalked along the canal with Ada.')]);
    expect(await entries.findByDate('a', '2026-11-20')).toMatchObject({
      title: 'By the canal',
      summary: 'Walked along the canal with Ada.',
      wordCount: 9,
    });
  });

  it('keeps a title and summary the writer gave, and still counts the words itself', async () => {
    const { entries, write } = setup();
    await write.execute('a', [
      draft('2026-11-20', '# Heading\n\nOne two three.', { title: 'My day', summary: 'Short.', origin: 'imported' }),
    ]);
    expect(await entries.findByDate('a', '2026-11-20')).toMatchObject({
      title: 'My day',
      summary: 'Short.',
      wordCount: 4,
    });
  });

  it('announces what it wrote, without the content', async () => {
    const { listener, write } = setup();
    await write.execute('a', [draft('2026-11-20', '# One\n\nText.'), draft('2026-11-21', 'Two words')]);
    expect(listener.heard).toEqual([
      {
        type: 'entry.written',
        accountId: 'a',
        entries: [
          { date: '2026-11-20', title: 'One', generatedAt: AT, wordCount: 2, origin: 'generated' },
          { date: '2026-11-21', title: null, generatedAt: AT, wordCount: 2, origin: 'generated' },
        ],
      },
    ]);
  });

  it('says the entries are unknown when the save failed (it may have committed), and reports the save error', async () => {
    const { entries, listener, write } = setup();
    entries.failNext = new Error('connection lost after COMMIT');
    listener.failWith = new Error('broker down');
    await expect(write.execute('a', [draft('2026-11-20', 'Text')])).rejects.toThrow('connection lost after COMMIT');
    expect(listener.heard).toEqual([{ type: 'entries.unsure', accountId: 'a' }]);
  });

  it("fails when a listener fails after the write, as the write's caller must know the news did not get out", async () => {
    const { entries, listener, write } = setup();
    listener.failWith = new Error('NOTIFY failed');
    await expect(write.execute('a', [draft('2026-11-20', 'Text')])).rejects.toThrow('NOTIFY failed');
    expect(await entries.countForAccount('a')).toBe(1);
  });
});
