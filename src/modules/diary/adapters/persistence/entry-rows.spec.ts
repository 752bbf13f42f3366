import { entryFromRow, portableEntryFromRow } from './entry-rows';

const row = {
  date: '2026-11-20',
  title: 'By the canal',
  content: '# By the canal\n\nWalked.',
  summary: 'Walked.',
  tags: ['walks'],
  sources: ['Phone'],
  generated_at: '2026-11-20T21:00:00.000Z',
  word_count: 4,
  enrichment: { media: [], locations: [], highlights: [] },
};

describe('entries rows', () => {
  it('read the day entry writers compare with', () => {
    expect(entryFromRow(row)).toEqual({
      date: '2026-11-20',
      title: 'By the canal',
      content: '# By the canal\n\nWalked.',
      summary: 'Walked.',
      tags: ['walks'],
      sources: ['Phone'],
      generatedAt: new Date('2026-11-20T21:00:00.000Z'),
      wordCount: 4,
      enrichment: { media: [], locations: [], highlights: [] },
    });
  });

  it.each([
    ['a stored enrichment without a kind', { enrichment: { media: [] } }, 'entries.enrichment: expected an enrichment'],
    ['a count as a float', { word_count: 4.5 }, 'entries.word_count: expected an integer'],
    ['tags that are not text', { tags: [1] }, 'entries.tags: expected text[]'],
  ])('name the column when a row has %s', (_case, change, message) => {
    expect(() => entryFromRow({ ...row, ...change })).toThrow(message);
  });

  it('read an export row with its tags as the import takes them', () => {
    const exported = { ...row, tags: [{ slug: 'walks', displayName: 'Walks' }] };
    expect(portableEntryFromRow(exported).tags).toEqual([{ slug: 'walks', displayName: 'Walks' }]);
    expect(() => portableEntryFromRow({ ...exported, tags: [{ slug: 'walks' }] })).toThrow('entries.tags');
  });
});
