import { InMemoryEntryDocuments } from '../../../../test/support/fakes/in-memory-entry-documents';
import { GetEntry } from './get-entry.use-case';

describe('GetEntry', () => {
  const setup = () => {
    const documents = new InMemoryEntryDocuments();
    documents.put('a', { date: '2026-11-20', title: 'By the canal', content: '# By the canal' });
    return new GetEntry(documents);
  };

  it("answers the day's entry document", async () => {
    const answer = JSON.parse(await setup().execute({ accountId: 'a', date: '2026-11-20' }));
    expect(answer).toMatchObject({ date: '2026-11-20', title: 'By the canal' });
  });

  it.each([
    ['a day without an entry', 'a', '2026-11-21'],
    ["another account's day", 'b', '2026-11-20'],
  ])('answers %s with entry-not-found, naming the date', async (_case, accountId, date) => {
    await expect(setup().execute({ accountId, date })).rejects.toMatchObject({
      kind: 'not-found',
      type: 'entry-not-found',
      detail: 'ENTRY_NOT_FOUND',
      message: `There is no entry for ${date}.`,
    });
  });
});
