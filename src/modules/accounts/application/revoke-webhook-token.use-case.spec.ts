import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryWebhookTokenRepository } from '../../../../test/support/fakes/in-memory-webhook-token.repository';
import { RecordingCredentialEvents } from '../../../../test/support/fakes/recording-credential-events';
import { RevokeWebhookToken } from './revoke-webhook-token.use-case';

describe('RevokeWebhookToken', () => {
  const setup = async () => {
    const accounts = new InMemoryAccountRepository();
    const tokens = new InMemoryWebhookTokenRepository(accounts);
    const events = new RecordingCredentialEvents();
    const account = accounts.add();
    const token = await tokens.createWithinLimit(
      { accountId: account.id, name: 'Phone', secretHash: 'hash', displayPrefix: 'whk_AbCd' },
      10,
    );
    return { token: token!, tokens, events, revoke: new RevokeWebhookToken(tokens, events) };
  };

  it('revokes the token and tells every instance to drop it', async () => {
    const { token, tokens, events, revoke } = await setup();
    await expect(revoke.execute(token.id)).resolves.toMatchObject({ id: token.id, revokedAt: expect.any(Date) });
    expect(await tokens.findActivePrincipal('hash')).toBeNull();
    expect(events.published).toEqual([{ kind: 'credential', id: token.id }]);
  });

  it('refuses an unknown token as not found, naming it, and announces nothing', async () => {
    const { events, revoke } = await setup();
    const missing = randomUUID();
    await expect(revoke.execute(missing)).rejects.toMatchObject({
      code: 'WEBHOOK_TOKEN_NOT_FOUND',
      message: `No webhook token with id ${missing}.`,
    });
    expect(events.published).toEqual([]);
  });
});
