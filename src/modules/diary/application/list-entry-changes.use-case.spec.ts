import { InMemoryEntryChangeFeed } from '../../../../test/support/fakes/in-memory-entry-change-feed';
import { ListEntryChanges, changeCursor } from './list-entry-changes.use-case';

describe('ListEntryChanges', () => {
  const setup = () => {
    const feed = new InMemoryEntryChangeFeed();
    return { feed, list: new ListEntryChanges(feed) };
  };

  it('starts at the beginning, and resumes after the last change it gave', async () => {
    const { feed, list } = setup();
    feed.record('a', '2026-11-01', 'written');
    feed.record('a', '2026-11-02', 'written');
    feed.record('a', '2026-11-01', 'removed');
    const first = await list.execute({ accountId: 'a', limit: 2 });
    expect(first.data.map((change) => `${change.change} ${change.date}`)).toEqual([
      'written 2026-11-01',
      'written 2026-11-02',
    ]);
    const second = await list.execute({ accountId: 'a', cursor: first.nextCursor, limit: 2 });
    expect(second.data.map((change) => `${change.change} ${change.date}`)).toEqual(['removed 2026-11-01']);
  });

  it('gives back the cursor it was sent when nothing new has committed, so a consumer always stores one', async () => {
    const { feed, list } = setup();
    feed.record('a', '2026-11-01', 'written');
    const { nextCursor } = await list.execute({ accountId: 'a' });
    expect(await list.execute({ accountId: 'a', cursor: nextCursor })).toEqual({ data: [], nextCursor });
    expect((await list.execute({ accountId: 'b' })).nextCursor).toBe(changeCursor({ txid: '0', id: '0' }));
  });

  it.each([
    ['text that is no cursor', 'yesterday'],
    ['a cursor of another shape', Buffer.from('1.2.3').toString('base64url')],
    ['a cursor too long', 'A'.repeat(65)],
  ])('refuses %s, naming the parameter', async (_case, cursor) => {
    const { list } = setup();
    await expect(list.execute({ accountId: 'a', cursor })).rejects.toMatchObject({
      message: 'cursor must be a nextCursor this feed gave',
    });
  });
});
