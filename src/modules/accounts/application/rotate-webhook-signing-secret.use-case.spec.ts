import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryWebhookTokenRepository } from '../../../../test/support/fakes/in-memory-webhook-token.repository';
import { PlainSecretSealer } from '../../../../test/support/fakes/plain-secret-sealer';
import { RecordingCredentialEvents } from '../../../../test/support/fakes/recording-credential-events';
import type { Clock } from '../../../shared/clock';
import { signingSecretContext } from '../domain/webhook-signature';
import { RotateWebhookSigningSecret } from './rotate-webhook-signing-secret.use-case';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('RotateWebhookSigningSecret', () => {
  const setup = async (sealer = new PlainSecretSealer()) => {
    const clock: Clock = { now: () => NOW };
    const accounts = new InMemoryAccountRepository(clock);
    const tokens = new InMemoryWebhookTokenRepository(accounts, clock);
    const events = new RecordingCredentialEvents();
    const account = accounts.add();
    const oldSealed = Buffer.from('old sealed secret');
    const create = (name: string, signingSecret?: Buffer) =>
      tokens.createWithinLimit(
        { accountId: account.id, name, secretHash: name, displayPrefix: 'whk_', signingSecret },
        10,
      );
    const signed = (await create('signed', oldSealed))!;
    const unsigned = (await create('unsigned'))!;
    return {
      tokens,
      events,
      signed,
      unsigned,
      oldSealed,
      sealer,
      rotate: new RotateWebhookSigningSecret(tokens, sealer, events, clock),
    };
  };

  it('shows a new whsec_ secret once, sealed to the token, and keeps the previous one for 24 hours', async () => {
    const { tokens, signed, oldSealed, sealer, rotate } = await setup();
    const rotated = await rotate.execute(signed.id);
    expect(rotated.signingSecret).toMatch(/^whsec_/);
    expect(rotated.previousSecretValidUntil).toEqual(new Date('2026-11-21T12:00:00Z'));
    const { signing } = (await tokens.findActivePrincipal('signed'))!;
    expect(sealer.open(signing!.current, signingSecretContext(signed.id)).toString('base64')).toBe(
      rotated.signingSecret.slice('whsec_'.length),
    );
    expect(signing!.previous).toEqual({ sealed: oldSealed, validUntil: rotated.previousSecretValidUntil });
  });

  it('tells every instance to read the token again', async () => {
    const { events, signed, rotate } = await setup();
    await rotate.execute(signed.id);
    expect(events.published).toEqual([{ kind: 'credential', id: signed.id }]);
  });

  it('refuses a token without a signing secret as a conflict, naming it', async () => {
    const { events, unsigned, rotate } = await setup();
    await expect(rotate.execute(unsigned.id)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'WEBHOOK_TOKEN_UNSIGNED',
      message: expect.stringContaining(`The webhook token ${unsigned.id} has no signing secret`),
    });
    expect(events.published).toEqual([]);
  });

  it('refuses an unknown or revoked token as not found', async () => {
    const { tokens, signed, rotate } = await setup();
    await expect(rotate.execute(randomUUID())).rejects.toMatchObject({ code: 'WEBHOOK_TOKEN_NOT_FOUND' });
    await tokens.revoke(signed.id);
    await expect(rotate.execute(signed.id)).rejects.toMatchObject({ code: 'WEBHOOK_TOKEN_NOT_FOUND' });
  });

  it('refuses when the service has no encryption key, and leaves the secret as it was', async () => {
    const { tokens, signed, oldSealed, rotate } = await setup(new PlainSecretSealer(false));
    await expect(rotate.execute(signed.id)).rejects.toMatchObject({ kind: 'unavailable', code: 'SIGNING_UNAVAILABLE' });
    expect((await tokens.findActivePrincipal('signed'))!.signing).toEqual({ current: oldSealed, previous: null });
  });
});
