import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryApiKeyRepository } from '../../../../test/support/fakes/in-memory-api-key.repository';
import { RecordingCredentialEvents } from '../../../../test/support/fakes/recording-credential-events';
import { RevokeApiKey } from './revoke-api-key.use-case';

describe('RevokeApiKey', () => {
  const setup = async () => {
    const accounts = new InMemoryAccountRepository();
    const keys = new InMemoryApiKeyRepository(accounts);
    const events = new RecordingCredentialEvents();
    const account = accounts.add();
    const key = await keys.create({
      accountId: account.id,
      name: 'Dashboard',
      scopes: ['entries:read'],
      secretHash: 'hash',
      displayPrefix: 'diary_sk_AbCd',
      expiresAt: null,
    });
    return { key, keys, events, revoke: new RevokeApiKey(keys, events) };
  };

  it('revokes the key and tells every instance to drop it', async () => {
    const { key, keys, events, revoke } = await setup();
    const revoked = await revoke.execute(key.id);
    expect(revoked).toMatchObject({ id: key.id, revokedAt: expect.any(Date) });
    expect(await keys.findActivePrincipal('hash', new Date())).toBeNull();
    expect(events.published).toEqual([{ kind: 'credential', id: key.id }]);
  });

  it('refuses an unknown key as not found, naming it, and announces nothing', async () => {
    const { events, revoke } = await setup();
    const missing = randomUUID();
    await expect(revoke.execute(missing)).rejects.toMatchObject({
      kind: 'not-found',
      code: 'API_KEY_NOT_FOUND',
      message: `No API key with id ${missing}.`,
    });
    expect(events.published).toEqual([]);
  });
});
