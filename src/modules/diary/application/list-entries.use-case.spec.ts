import { InMemoryEntryDocuments } from '../../../../test/support/fakes/in-memory-entry-documents';
import type { Clock } from '../../../shared/clock';
import { ListEntries, ListEntriesInput } from './list-entries.use-case';

// 02:00 UTC on 1 March is still 28 February in Los Angeles (UTC-8) and already 1 March in Tokyo.
const NOW = new Date('2026-03-01T02:00:00Z');

describe('ListEntries', () => {
  const setup = (dates: string[]) => {
    const documents = new InMemoryEntryDocuments();
    for (const date of dates) documents.put('a', { date, tags: date.endsWith('-15') ? ['walks'] : [] });
    const clock: Clock = { now: () => NOW };
    const list = new ListEntries(documents, clock);
    return async (input: Partial<ListEntriesInput>) => {
      const answer = JSON.parse(
        await list.execute({ accountId: 'a', timezone: 'UTC', limit: 50, offset: 0, ...input }),
      ) as { data: Array<{ date: string }>; pagination: { total: number } };
      return answer.data.map((entry) => entry.date);
    };
  };
  const dates = ['2026-01-28', '2026-01-29', '2026-01-30', '2026-02-15', '2026-02-28', '2026-03-01'];

  it.each([
    ['America/Los_Angeles', ['2026-02-28', '2026-02-15', '2026-01-30', '2026-01-29']],
    ['Asia/Tokyo', ['2026-03-01', '2026-02-28', '2026-02-15', '2026-01-30']],
  ])('lists from 30 days before today to today, as the account in %s counts days', async (timezone, listed) => {
    const list = setup(dates);
    expect(await list({ timezone })).toEqual(listed);
  });

  it('counts the 30 days back from a given `to`', async () => {
    const list = setup(dates);
    await expect(list({ to: '2026-02-27' })).resolves.toEqual(['2026-02-15', '2026-01-30', '2026-01-29', '2026-01-28']);
  });

  it('keeps the given bounds and the tag', async () => {
    const list = setup(dates);
    await expect(list({ from: '2026-01-01', to: '2026-12-31', tag: 'walks' })).resolves.toEqual(['2026-02-15']);
  });

  it.each([
    [{ from: '2026-02-30' }, 'Invalid query parameter from: must be a real day written YYYY-MM-DD'],
    [{ to: '26-03-01' }, 'Invalid query parameter to: must be a real day written YYYY-MM-DD'],
    [
      { from: '2026-03-02', to: '2026-03-01' },
      'Query parameter from (2026-03-02) must not be later than to (2026-03-01).',
    ],
    [{ from: '2026-03-02' }, 'Query parameter from (2026-03-02) must not be later than to (2026-03-01).'],
  ])('refuses the window %j, naming the parameter', async (window, message) => {
    const list = setup(dates);
    await expect(list({ ...window, timezone: 'Asia/Tokyo' })).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(message),
    });
  });
});
