import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryApiKeyRepository } from '../../../../test/support/fakes/in-memory-api-key.repository';
import { InMemoryWebhookTokenRepository } from '../../../../test/support/fakes/in-memory-webhook-token.repository';
import { RecordingCredentialEvents } from '../../../../test/support/fakes/recording-credential-events';
import { DeleteAccount } from './delete-account.use-case';

describe('DeleteAccount', () => {
  const setup = () => {
    const accounts = new InMemoryAccountRepository();
    const keys = new InMemoryApiKeyRepository(accounts);
    const tokens = new InMemoryWebhookTokenRepository(accounts);
    const events = new RecordingCredentialEvents();
    return { accounts, keys, tokens, events, remove: new DeleteAccount(accounts, keys, tokens, events) };
  };
  const key = { name: 'k', scopes: ['entries:read' as const], secretHash: 'h', displayPrefix: 'p', expiresAt: null };
  const token = { name: 't', secretHash: 'h', displayPrefix: 'p' };

  it('deletes the account, counts its credentials, and tells every instance to drop each of them', async () => {
    const { accounts, keys, tokens, events, remove } = setup();
    const account = accounts.add();
    const k1 = await keys.create({ ...key, accountId: account.id });
    const t1 = await tokens.createWithinLimit({ ...token, accountId: account.id }, 10);
    const t2 = await tokens.createWithinLimit({ ...token, accountId: account.id }, 10);

    await expect(remove.execute(account.id)).resolves.toEqual({ keys: 1, tokens: 2 });
    expect(await accounts.findById(account.id)).toBeNull();
    expect(events.published).toEqual([
      { kind: 'account', id: account.id },
      { kind: 'credential', id: k1.id },
      { kind: 'credential', id: t1!.id },
      { kind: 'credential', id: t2!.id },
    ]);
  });

  it('leaves other accounts and their credentials alone', async () => {
    const { accounts, keys, events, remove } = setup();
    const erased = accounts.add();
    const kept = accounts.add({ name: 'Kept' });
    await keys.create({ ...key, accountId: kept.id });
    await remove.execute(erased.id);
    expect(await accounts.findById(kept.id)).toEqual(kept);
    expect(events.published).toEqual([{ kind: 'account', id: erased.id }]);
  });

  it('refuses an unknown account as not found and announces nothing', async () => {
    const { events, remove } = setup();
    const missing = randomUUID();
    await expect(remove.execute(missing)).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND', kind: 'not-found' });
    expect(events.published).toEqual([]);
  });
});
