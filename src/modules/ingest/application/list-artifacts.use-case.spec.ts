import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryArtifactRepository } from '../../../../test/support/fakes/in-memory-artifact.repository';
import { emptyEnrichment } from '../domain/enrichment/enrichment-kinds';
import { ListArtifacts } from './list-artifacts.use-case';

describe('ListArtifacts', () => {
  const setup = async () => {
    const accounts = new InMemoryAccountRepository();
    const artifacts = new InMemoryArtifactRepository();
    const account = accounts.add();
    const [phone, watch] = [randomUUID(), randomUUID()];
    const deliver = async (tokenId: string, day: string, accountId = account.id) =>
      (
        await artifacts.store(
          { accountId, tokenId, sourceLabel: 'x', day, payload: { day }, enrichment: emptyEnrichment(), warnings: [] },
          null,
        )
      ).artifact.id;
    const ids = [
      await deliver(phone, '2026-11-19'),
      await deliver(watch, '2026-11-20'),
      await deliver(phone, '2026-11-20'),
    ];
    await deliver(phone, '2026-11-20', accounts.add().id);
    return { account, phone, ids, list: new ListArtifacts(accounts, artifacts) };
  };

  it("lists the account's own artifacts newest first", async () => {
    const { account, ids, list } = await setup();
    const page = await list.execute({ accountId: account.id });
    expect(page.items.map((artifact) => artifact.id)).toEqual([...ids].reverse());
    expect(page.next).toBeNull();
  });

  it('narrows to one day and one token', async () => {
    const { account, phone, ids, list } = await setup();
    const page = await list.execute({ accountId: account.id, date: '2026-11-20', tokenId: phone });
    expect(page.items.map((artifact) => artifact.id)).toEqual([ids[2]]);
  });

  it('pages with the cursor of the last artifact listed', async () => {
    const { account, ids, list } = await setup();
    const first = await list.execute({ accountId: account.id, limit: 2 });
    expect(first.next).toBe(ids[1]);
    const second = await list.execute({ accountId: account.id, limit: 2, after: first.next! });
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[0] })], next: null });
  });

  it.each<[string, object, string]>([
    [
      'a date that is no real day',
      { date: '2026-02-30' },
      'date must be a real day written YYYY-MM-DD, got "2026-02-30".',
    ],
    ['a token that is not an id', { tokenId: 'Phone' }, 'token must be a token id, got "Phone".'],
    ['a limit of 0', { limit: 0 }, 'limit must be a whole number from 1 to 1000, got 0.'],
    ['an unknown cursor', { after: randomUUID() }, 'after names no artifact of this list'],
  ])('refuses %s, naming the parameter', async (_case, input, message) => {
    const { account, list } = await setup();
    await expect(list.execute({ accountId: account.id, ...input })).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(message),
    });
  });

  it('refuses an unknown account as not found', async () => {
    const { list } = await setup();
    await expect(list.execute({ accountId: randomUUID() })).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });
});
