import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryWebhookTokenRepository } from '../../../../test/support/fakes/in-memory-webhook-token.repository';
import { ListWebhookTokens } from './list-webhook-tokens.use-case';

describe('ListWebhookTokens', () => {
  const setup = async (count: number) => {
    const accounts = new InMemoryAccountRepository();
    const tokens = new InMemoryWebhookTokenRepository(accounts);
    const account = accounts.add();
    const other = accounts.add();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const token = { name: `Token ${i}`, secretHash: `h${i}`, displayPrefix: 'p' };
      ids.push((await tokens.createWithinLimit({ ...token, accountId: account.id }, 10))!.id);
      await tokens.createWithinLimit({ ...token, accountId: other.id }, 10);
    }
    return { account, tokens, ids, list: new ListWebhookTokens(accounts, tokens) };
  };

  it("lists the account's own tokens, oldest first, revoked ones included", async () => {
    const { account, tokens, ids, list } = await setup(3);
    await tokens.revoke(ids[0]);
    const page = await list.execute({ accountId: account.id });
    expect(page.items.map((token) => token.id)).toEqual(ids);
    expect(page.items[0].revokedAt).not.toBeNull();
    expect(page.next).toBeNull();
  });

  it('pages with the cursor of the last token listed', async () => {
    const { account, ids, list } = await setup(3);
    const first = await list.execute({ accountId: account.id, limit: 2 });
    expect(first.next).toBe(ids[1]);
    await expect(list.execute({ accountId: account.id, limit: 2, after: first.next! })).resolves.toEqual({
      items: [expect.objectContaining({ id: ids[2] })],
      next: null,
    });
  });

  it.each([
    ['not an id', 'token-1', 'after must be the cursor of a page'],
    ['an unknown id', '6f1c1f0e-6b1a-4c1e-9b1a-1c1e9b1a1c1e', 'after names no token of this list'],
  ])('refuses a cursor that is %s', async (_case, after, message) => {
    const { account, list } = await setup(1);
    await expect(list.execute({ accountId: account.id, after })).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(message),
    });
  });

  it('refuses an unknown account as not found', async () => {
    const { list } = await setup(0);
    await expect(list.execute({ accountId: randomUUID() })).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });
});
