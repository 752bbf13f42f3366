import { InMemoryEntryChangeFeed } from '../../../../test/support/fakes/in-memory-entry-change-feed';
import { FeedCursorSeal } from '../adapters/persistence/sealed-feed-cursors';
import type { FeedPosition } from '../domain/entry-change-feed';
import { FeedCursors } from '../domain/feed-cursors';
import { ListEntryChanges } from './list-entry-changes.use-case';

class FixedKeyCursors extends FeedCursors {
  readonly cursorSeal = new FeedCursorSeal(Buffer.alloc(32, 7));
  async seal(accountId: string, position: FeedPosition) {
    return this.cursorSeal.seal(accountId, position);
  }
  async open(accountId: string, cursor: string) {
    return this.cursorSeal.open(accountId, cursor);
  }
}

describe('ListEntryChanges', () => {
  const setup = () => {
    const feed = new InMemoryEntryChangeFeed();
    const cursors = new FixedKeyCursors();
    return { feed, cursors, list: new ListEntryChanges(feed, cursors) };
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
    const { feed, list, cursors } = setup();
    feed.record('a', '2026-11-01', 'written');
    const { nextCursor } = await list.execute({ accountId: 'a' });
    expect(await list.execute({ accountId: 'a', cursor: nextCursor })).toEqual({ data: [], nextCursor });
    expect((await list.execute({ accountId: 'b' })).nextCursor).toBe(
      await cursors.seal('b', { era: 0, txid: '0', id: '0' }),
    );
  });

  it('hides the log’s counters: the same place reads differently for two accounts', async () => {
    const { list } = setup();
    const a = (await list.execute({ accountId: 'a' })).nextCursor;
    const b = (await list.execute({ accountId: 'b' })).nextCursor;
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toMatch(/\d\.\d/);
  });

  it('still reads the cursors it gave before they were sealed (transaction id and change id)', async () => {
    const { feed, list } = setup();
    feed.record('a', '2026-11-01', 'written');
    feed.record('a', '2026-11-02', 'written');
    const legacy = Buffer.from('1.1').toString('base64url');
    const page = await list.execute({ accountId: 'a', cursor: legacy });
    expect(page.data.map((change) => change.date)).toEqual(['2026-11-02']);
  });

  it('refuses a cursor ahead of every change the feed can still tell (the database went back to an older copy)', async () => {
    const { list } = setup();
    await expect(
      list.execute({ accountId: 'a', cursor: Buffer.from('900.12').toString('base64url') }),
    ).rejects.toMatchObject({ message: expect.stringContaining('cursor is ahead of every change of this feed') });
  });

  it('refuses a cursor given to another account, and one altered by a bit', async () => {
    const { list } = setup();
    const theirs = (await list.execute({ accountId: 'b' })).nextCursor;
    await expect(list.execute({ accountId: 'a', cursor: theirs })).rejects.toMatchObject({
      message: 'cursor must be a nextCursor this feed gave',
    });
    const bytes = Buffer.from(theirs, 'base64url');
    bytes[20] ^= 1;
    await expect(list.execute({ accountId: 'b', cursor: bytes.toString('base64url') })).rejects.toMatchObject({
      message: 'cursor must be a nextCursor this feed gave',
    });
  });

  it.each([
    ['text that is no cursor', 'yesterday'],
    ['a cursor of another shape', Buffer.from('1.2.3').toString('base64url')],
    ['a cursor too long', 'A'.repeat(65)],
    ['a change id past bigint', Buffer.from('1.9223372036854775808').toString('base64url')],
    ['a transaction id past xid8', Buffer.from('18446744073709551616.1').toString('base64url')],
    ['a number written with leading zeros', Buffer.from('01.1').toString('base64url')],
    ['base64 that is not canonical (padding)', `${Buffer.from('1.1').toString('base64url')}=`],
    ['base64 with a character outside the alphabet', `${Buffer.from('1.12').toString('base64url')}*`],
  ])('refuses %s, naming the parameter', async (_case, cursor) => {
    const { list } = setup();
    await expect(list.execute({ accountId: 'a', cursor })).rejects.toMatchObject({
      message: 'cursor must be a nextCursor this feed gave',
    });
  });
});
