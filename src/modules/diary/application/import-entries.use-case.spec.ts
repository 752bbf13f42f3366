import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryEntryRepository } from '../../../../test/support/fakes/in-memory-entry.repository';
import { InlineMarkdownAnalyzer } from '../../../../test/support/fakes/inline-markdown-analyzer';
import { RecordingEntryListener } from '../../../../test/support/fakes/recording-entry-listener';
import type { Clock } from '../../../shared/clock';
import { EntryEvents } from './entry-events';
import { ImportEntries } from './import-entries.use-case';
import { WriteEntries } from './write-entries.use-case';

const NOW = new Date('2026-11-20T12:00:00Z');

function importSetup() {
  const clock: Clock = { now: () => NOW };
  const accounts = new InMemoryAccountRepository(clock);
  const entries = new InMemoryEntryRepository();
  const events = new EntryEvents();
  const listener = new RecordingEntryListener(events);
  const account = accounts.add();
  const write = new WriteEntries(entries, new InlineMarkdownAnalyzer(), events);
  const importer = new ImportEntries(accounts, write, clock);
  return {
    account,
    entries,
    listener,
    importer,
    run: (lines: unknown[]) => importer.execute({ accountId: account.id, entries: lines }),
  };
}

describe('ImportEntries', () => {
  it('stores each entry as imported, its title and summary derived from the markdown when not given', async () => {
    const { account, entries, run } = importSetup();
    await expect(run([{ date: '2026-11-19', content: '# By the canal\n\nWalked with Ada.' }])).resolves.toBe(1);
    expect(entries.stored.get(`${account.id}/2026-11-19`)).toMatchObject({
      origin: 'imported',
      title: 'By the canal',
      summary: 'Walked with Ada.',
      tags: [],
      sources: [],
    });
  });

  it('keeps the title, summary and generatedAt it is given; without generatedAt, the entry is dated now', async () => {
    const { account, entries, run } = importSetup();
    await run([
      { date: '2026-11-18', content: 'Text', title: 'Mine', summary: 'Short.', generatedAt: '2020-05-01T08:00:00Z' },
      { date: '2026-11-19', content: 'Text', title: null },
    ]);
    expect(entries.stored.get(`${account.id}/2026-11-18`)).toMatchObject({
      title: 'Mine',
      summary: 'Short.',
      generatedAt: new Date('2020-05-01T08:00:00Z'),
    });
    expect(entries.stored.get(`${account.id}/2026-11-19`)!.generatedAt).toEqual(NOW);
  });

  it('counts a date given twice once, the later line winning', async () => {
    const { account, entries, run } = importSetup();
    await expect(
      run([
        { date: '2026-11-19', content: 'First' },
        { date: '2026-11-20', content: 'Other day' },
        { date: '2026-11-19', content: 'Second' },
      ]),
    ).resolves.toBe(2);
    expect(entries.stored.get(`${account.id}/2026-11-19`)!.content).toBe('Second');
    expect(await entries.countForAccount(account.id)).toBe(2);
  });

  it('reads a tag given as a slug with a display name derived from it, and each slug once', async () => {
    const { account, entries, run } = importSetup();
    await run([
      {
        date: '2026-11-19',
        content: 'Text',
        tags: ['morning-run', { slug: 'cafe', displayName: '  Café  ' }, { slug: 'walks' }, 'cafe'],
      },
    ]);
    expect(entries.stored.get(`${account.id}/2026-11-19`)!.tags).toEqual([
      { slug: 'morning-run', displayName: 'Morning run' },
      { slug: 'cafe', displayName: 'Cafe' },
      { slug: 'walks', displayName: 'Walks' },
    ]);
  });

  it('cuts a display name to 100 characters', async () => {
    const { account, entries, run } = importSetup();
    await run([{ date: '2026-11-19', content: 'T', tags: [{ slug: 'long', displayName: 'x'.repeat(150) }] }]);
    expect(entries.stored.get(`${account.id}/2026-11-19`)!.tags[0].displayName).toHaveLength(100);
  });

  it('keeps each source once, sorted', async () => {
    const { account, entries, run } = importSetup();
    await run([{ date: '2026-11-19', content: 'T', sources: ['webhook:Phone', 'manual', 'webhook:Phone'] }]);
    expect(entries.stored.get(`${account.id}/2026-11-19`)!.sources).toEqual(['manual', 'webhook:Phone']);
  });

  it('announces the imported entries once stored', async () => {
    const { account, listener, run } = importSetup();
    await run([{ date: '2026-11-19', content: '# Day\n\nText' }]);
    expect(listener.heard).toEqual([
      {
        type: 'entry.written',
        accountId: account.id,
        entries: [{ date: '2026-11-19', title: 'Day', generatedAt: NOW, wordCount: 2, origin: 'imported' }],
      },
    ]);
  });

  it('refuses an unknown account as not found, and stores nothing', async () => {
    const { entries, listener, importer } = importSetup();
    const missing = randomUUID();
    await expect(
      importer.execute({ accountId: missing, entries: [{ date: '2026-11-19', content: 'T' }] }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: `No account with id ${missing}.` });
    expect(entries.stored.size).toBe(0);
    expect(listener.heard).toEqual([]);
  });

  const valid = { date: '2026-11-19', content: 'Text' };
  it.each<[string, unknown, string]>([
    ['a line that is not an object', ['2026-11-19'], 'an entry must be a JSON object'],
    ['a date that is no real day', { ...valid, date: '2026-02-30' }, 'date must be a real day as YYYY-MM-DD'],
    ['a missing date', { content: 'Text' }, 'date must be a real day as YYYY-MM-DD'],
    ['a missing content', { date: '2026-11-19' }, 'content must be a string of markdown'],
    [
      'a content over 1,000,000 characters',
      { ...valid, content: 'x'.repeat(1_000_001) },
      'content must be at most 1,000,000 characters',
    ],
    ['a title that is not text', { ...valid, title: 42 }, 'title must be a string'],
    ['a summary that is not text', { ...valid, summary: ['a'] }, 'summary must be a string'],
    ['tags that are not a list', { ...valid, tags: 'walks' }, 'tags must be an array'],
    ['a tag that is not a slug', { ...valid, tags: ['Morning Run'] }, 'tag "Morning Run" is not a slug'],
    ['a tag slug over 64 characters', { ...valid, tags: ['a'.repeat(65)] }, 'is not a slug'],
    ['sources that are not text', { ...valid, sources: ['phone', 3] }, 'sources must be an array of strings'],
    [
      'a generatedAt that is no time',
      { ...valid, generatedAt: 'yesterday' },
      'generatedAt must be an ISO 8601 timestamp',
    ],
    ['a generatedAt past 9999', { ...valid, generatedAt: '+010000-01-01T00:00:00Z' }, 'of the years 1 to 9999'],
    ['NUL in the content', { ...valid, content: 'a\u0000b' }, 'content contains U+0000, which cannot be stored'],
    ['NUL in the title', { ...valid, title: 'a\u0000' }, 'title contains U+0000'],
    ['NUL in the summary', { ...valid, summary: '\u0000' }, 'summary contains U+0000'],
    ['NUL in a source', { ...valid, sources: ['ph\u0000one'] }, 'a source contains U+0000'],
    [
      'NUL in a tag name',
      { ...valid, tags: [{ slug: 'walks', displayName: 'W\u0000' }] },
      'a tag name contains U+0000',
    ],
    ['a lone surrogate in the content', { ...valid, content: 'a\ud800b' }, 'content contains U+D800'],
  ])('refuses %s, saying what is wrong, and stores none of the batch', async (_case, line, message) => {
    const { entries, listener, run } = importSetup();
    await expect(run([{ date: '2026-11-18', content: 'Fine' }, line])).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(message),
    });
    expect(entries.stored.size).toBe(0);
    expect(listener.heard).toEqual([]);
  });
});
