import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryArtifactRepository } from '../../../../test/support/fakes/in-memory-artifact.repository';
import { InMemoryWebhookTokenRepository } from '../../../../test/support/fakes/in-memory-webhook-token.repository';
import type { Clock } from '../../../shared/clock';
import { ListWebhookTokens } from '../../accounts';
import { emptyEnrichment } from '../domain/enrichment/enrichment-kinds';
import { ListTokenReceipts } from './list-token-receipts.use-case';

const NOW = new Date('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;

describe('ListTokenReceipts', () => {
  const setup = async () => {
    let now = NOW;
    const clock: Clock = { now: () => now };
    const accounts = new InMemoryAccountRepository(clock);
    const tokens = new InMemoryWebhookTokenRepository(accounts, clock);
    const artifacts = new InMemoryArtifactRepository(clock);
    const account = accounts.add();
    const token = async (name: string) =>
      (await tokens.createWithinLimit({ accountId: account.id, name, secretHash: name, displayPrefix: 'whk_' }, 10))!;
    const [phone, watch, silent] = [await token('Phone'), await token('Watch'), await token('Silent')];
    const deliverAt = async (tokenId: string, hoursAgo: number) => {
      now = new Date(NOW.getTime() - hoursAgo * HOUR);
      await artifacts.store(
        {
          accountId: account.id,
          tokenId,
          sourceLabel: 'x',
          day: '2026-11-20',
          payload: {},
          enrichment: emptyEnrichment(),
          warnings: [],
        },
        null,
      );
      now = NOW;
    };
    await deliverAt(phone.id, 30);
    await deliverAt(phone.id, 23);
    await deliverAt(phone.id, 1);
    await deliverAt(watch.id, 25);
    const receipts = new ListTokenReceipts(new ListWebhookTokens(accounts, tokens), artifacts, clock);
    return { account, phone, watch, silent, receipts };
  };

  it('tells each token when it last delivered and how many deliveries came in the last 24 hours', async () => {
    const { account, receipts } = await setup();
    const page = await receipts.execute({ accountId: account.id });
    expect(
      page.items.map(({ token, lastReceivedAt, receivedLast24h }) => [token.name, lastReceivedAt, receivedLast24h]),
    ).toEqual([
      ['Phone', new Date(NOW.getTime() - HOUR), 2],
      ['Watch', new Date(NOW.getTime() - 25 * HOUR), 0],
      ['Silent', null, 0],
    ]);
  });

  it('pages as the token list does, keeping its cursor', async () => {
    const { account, watch, silent, receipts } = await setup();
    const first = await receipts.execute({ accountId: account.id, limit: 2 });
    expect(first.next).toBe(watch.id);
    const second = await receipts.execute({ accountId: account.id, limit: 2, after: first.next! });
    expect(second).toEqual({
      items: [expect.objectContaining({ token: expect.objectContaining({ id: silent.id }) })],
      next: null,
    });
  });

  it('refuses an unknown account as not found', async () => {
    const { receipts } = await setup();
    await expect(receipts.execute({ accountId: randomUUID() })).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });
});
