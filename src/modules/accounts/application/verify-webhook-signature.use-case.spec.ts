import { randomBytes } from 'node:crypto';
import { PlainSecretSealer } from '../../../../test/support/fakes/plain-secret-sealer';
import type { Clock } from '../../../shared/clock';
import { signatureHeader } from '../../../shared/standard-webhooks';
import { signingSecretContext } from '../domain/webhook-signature';
import type { WebhookPrincipal } from '../domain/webhook-token';
import { VerifyWebhookSignature } from './verify-webhook-signature.use-case';

const NOW = new Date('2026-11-20T12:00:00Z');
const NOW_SECONDS = String(NOW.getTime() / 1000);
const body = Buffer.from('{"steps":9000}');

describe('VerifyWebhookSignature', () => {
  const sealer = new PlainSecretSealer();
  const current = randomBytes(32);
  const previous = randomBytes(32);
  const context = signingSecretContext('token-1');
  const principal = (previousValidUntil: Date | null = null): WebhookPrincipal => ({
    tokenId: 'token-1',
    tokenName: 'Phone',
    accountId: 'account-1',
    plan: 'advanced',
    timezone: 'UTC',
    signing: {
      current: sealer.seal(current, context),
      previous: previousValidUntil && { sealed: sealer.seal(previous, context), validUntil: previousValidUntil },
    },
  });
  const signedWith = (secret: Buffer, timestamp = NOW_SECONDS) => ({
    id: 'msg_1',
    timestamp,
    signature: signatureHeader([secret], { id: 'msg_1', timestamp, body }),
    body,
  });
  const clock: Clock = { now: () => NOW };
  const verify = new VerifyWebhookSignature(sealer, clock);

  it('lets any delivery of a token that does not sign through', () => {
    const unsigned = { ...principal(), signing: null };
    expect(() =>
      verify.execute(unsigned, { id: undefined, timestamp: undefined, signature: undefined, body }),
    ).not.toThrow();
  });

  it("accepts a delivery signed with the token's current secret", () => {
    expect(() => verify.execute(principal(), signedWith(current))).not.toThrow();
  });

  it('accepts the previous secret during its grace, and refuses it once the grace is over', () => {
    expect(() => verify.execute(principal(new Date(NOW.getTime() + 1)), signedWith(previous))).not.toThrow();
    expect(() => verify.execute(principal(NOW), signedWith(previous))).toThrow(
      expect.objectContaining({ code: 'INVALID_WEBHOOK_SIGNATURE' }),
    );
  });

  it.each([
    [
      'no webhook-signature',
      { signature: undefined },
      'webhook-id, webhook-timestamp and webhook-signature are required',
    ],
    ['a timestamp that is not seconds', { timestamp: '2026-11-20' }, 'webhook-timestamp must be whole seconds'],
    [
      'a timestamp 5 minutes and 1 second old',
      { timestamp: String(Number(NOW_SECONDS) - 301) },
      'more than 5 minutes away',
    ],
    [
      'a signature by another secret',
      { signature: signatureHeader([randomBytes(32)], { id: 'msg_1', timestamp: NOW_SECONDS, body }) },
      'No v1 signature',
    ],
    ['a body changed after signing', { body: Buffer.from('{"steps":1}') }, 'No v1 signature'],
  ])('refuses %s as an invalid signature, saying why', (_case, change, reason) => {
    expect(() => verify.execute(principal(), { ...signedWith(current), ...change })).toThrow(
      expect.objectContaining({
        kind: 'unauthenticated',
        code: 'INVALID_WEBHOOK_SIGNATURE',
        message: expect.stringContaining(reason),
      }),
    );
  });

  it('accepts a timestamp exactly 5 minutes old', () => {
    const timestamp = String(Number(NOW_SECONDS) - 300);
    expect(() => verify.execute(principal(), signedWith(current, timestamp))).not.toThrow();
  });

  it('refuses a webhook-id that cannot be a delivery key as invalid input naming the header, from the headers alone', () => {
    const headers = { id: 'msg 1', timestamp: NOW_SECONDS, signature: 'v1,x' };
    expect(() => verify.checkHeaders(principal(), headers)).toThrow(
      expect.objectContaining({ kind: 'invalid', message: expect.stringContaining('Invalid header webhook-id') }),
    );
  });

  it('says signing is unavailable, not that the sender is wrong, when the secret cannot be opened', () => {
    const withoutKey = new VerifyWebhookSignature(new PlainSecretSealer(false), clock);
    expect(() => withoutKey.execute(principal(), signedWith(current))).toThrow(
      expect.objectContaining({ kind: 'unavailable', code: 'SIGNING_UNAVAILABLE' }),
    );
  });
});
