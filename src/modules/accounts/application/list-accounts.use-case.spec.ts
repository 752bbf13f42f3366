import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { ListAccounts } from './list-accounts.use-case';

describe('ListAccounts', () => {
  const setup = (count: number) => {
    const accounts = new InMemoryAccountRepository();
    const ids = Array.from({ length: count }, (_, i) => accounts.add({ name: `Account ${i}` }).id);
    return { ids, list: new ListAccounts(accounts) };
  };

  it.each<[string, { limit?: unknown; after?: unknown }, string]>([
    ['a limit of 0', { limit: 0 }, 'limit must be a whole number from 1 to 1000, got 0.'],
    ['a limit over 1,000', { limit: 1001 }, 'limit must be a whole number from 1 to 1000, got 1001.'],
    ['a fractional limit', { limit: 2.5 }, 'limit must be a whole number from 1 to 1000, got 2.5.'],
    ['a limit given as text', { limit: '10' }, 'limit must be a whole number from 1 to 1000, got "10".'],
    ['a cursor that is not an id', { after: 'account-7' }, 'after must be the cursor of a page'],
  ])('refuses %s, naming the parameter', async (_case, input, message) => {
    const { list } = setup(1);
    await expect(list.execute(input as never)).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(message),
    });
  });

  it('lists 100 accounts a page by default, oldest first', async () => {
    const { ids, list } = setup(101);
    const page = await list.execute();
    expect(page.items.map((account) => account.id)).toEqual(ids.slice(0, 100));
    expect(page.next).toBe(ids[99]);
  });

  it('pages through every account with the cursor it hands out, ending with a null cursor', async () => {
    const { ids, list } = setup(5);
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await list.execute({ limit: 2, after });
      seen.push(...page.items.map((account) => account.id));
      after = page.next ?? undefined;
    } while (after);
    expect(seen).toEqual(ids);
  });

  it('answers an exactly full last page with no next cursor', async () => {
    const { list } = setup(2);
    await expect(list.execute({ limit: 2 })).resolves.toMatchObject({ next: null });
  });

  it('refuses a cursor naming no account, telling the reader to start again', async () => {
    const { list } = setup(2);
    const gone = randomUUID();
    await expect(list.execute({ after: gone })).rejects.toMatchObject({
      kind: 'invalid',
      message: `after names no account of this list (${gone}); it may have been deleted: list again from the start.`,
    });
  });
});
