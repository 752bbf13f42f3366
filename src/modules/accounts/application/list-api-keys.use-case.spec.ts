import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryApiKeyRepository } from '../../../../test/support/fakes/in-memory-api-key.repository';
import { ListApiKeys } from './list-api-keys.use-case';

describe('ListApiKeys', () => {
  const setup = async (count: number) => {
    const accounts = new InMemoryAccountRepository();
    const keys = new InMemoryApiKeyRepository(accounts);
    const account = accounts.add();
    const other = accounts.add();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const key = {
        name: `Key ${i}`,
        scopes: ['tags:read' as const],
        secretHash: `h${i}`,
        displayPrefix: 'p',
        expiresAt: null,
      };
      ids.push((await keys.create({ ...key, accountId: account.id })).id);
      await keys.create({ ...key, accountId: other.id });
    }
    return { account, keys, ids, list: new ListApiKeys(accounts, keys) };
  };

  it("lists the account's own keys, oldest first, revoked ones included", async () => {
    const { account, keys, ids, list } = await setup(3);
    await keys.revoke(ids[1]);
    const page = await list.execute({ accountId: account.id });
    expect(page.items.map((key) => key.id)).toEqual(ids);
    expect(page.items[1].revokedAt).not.toBeNull();
    expect(page.next).toBeNull();
  });

  it('pages with the cursor of the last key listed', async () => {
    const { account, ids, list } = await setup(3);
    const first = await list.execute({ accountId: account.id, limit: 2 });
    expect(first).toMatchObject({ next: ids[1] });
    const second = await list.execute({ accountId: account.id, limit: 2, after: first.next! });
    expect(second.items.map((key) => key.id)).toEqual([ids[2]]);
    expect(second.next).toBeNull();
  });

  it("refuses a cursor that names no key of the account (another account's key included)", async () => {
    const { account, keys, list } = await setup(1);
    const foreign = [...keys.keys.values()].find((key) => key.accountId !== account.id)!.id;
    await expect(list.execute({ accountId: account.id, after: foreign })).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(`after names no key of this list (${foreign})`),
    });
  });

  it('refuses a limit out of range before looking for the account', async () => {
    const { list } = await setup(0);
    await expect(list.execute({ accountId: randomUUID(), limit: 1001 })).rejects.toMatchObject({
      message: 'limit must be a whole number from 1 to 1000, got 1001.',
    });
  });

  it('refuses an unknown account as not found', async () => {
    const { list } = await setup(0);
    await expect(list.execute({ accountId: randomUUID() })).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });
});
