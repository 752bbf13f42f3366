import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryApiKeyRepository } from '../../../../test/support/fakes/in-memory-api-key.repository';
import { InMemoryOperatorRepository } from '../../../../test/support/fakes/in-memory-operator.repository';
import { InMemoryWebhookTokenRepository } from '../../../../test/support/fakes/in-memory-webhook-token.repository';
import { RecordingActivityLog } from '../../../../test/support/fakes/recording-activity-log';
import { RecordingCredentialEvents } from '../../../../test/support/fakes/recording-credential-events';
import type { Clock } from '../../../shared/clock';
import { issueSecret } from '../domain/secret';
import { AuthenticateApiKey } from './authenticate-api-key.use-case';
import { AuthenticateOperator } from './authenticate-operator.use-case';
import { AuthenticateWebhookToken } from './authenticate-webhook-token.use-case';

// What the kinds add to CredentialVerifier (its cache, single flight and events: credential-verifier.spec.ts):
// the error of each kind, the account's plan and zone on the principal, expiry while cached, use recorded.

const NOW = new Date('2026-11-20T12:00:00Z');
const settings = { cacheTtlMs: 60_000 };

async function world() {
  let now = NOW;
  const clock: Clock = { now: () => now };
  const accounts = new InMemoryAccountRepository(clock);
  const keys = new InMemoryApiKeyRepository(accounts, clock);
  const tokens = new InMemoryWebhookTokenRepository(accounts, clock);
  const operators = new InMemoryOperatorRepository(clock);
  const events = new RecordingCredentialEvents();
  const log = new RecordingActivityLog();
  const account = accounts.add({ plan: 'free', timezone: 'Europe/Paris' });
  return {
    keys,
    account,
    at: (moment: Date) => (now = moment),
    apiKey: new AuthenticateApiKey(keys, events, settings, clock, log),
    webhookToken: new AuthenticateWebhookToken(tokens, events, settings, clock, log),
    operator: new AuthenticateOperator(operators, events, settings, clock, log),
    async newKey(expiresAt: Date | null = null) {
      const issued = issueSecret('diary_sk_');
      const key = await keys.create({
        accountId: account.id,
        name: 'k',
        scopes: ['entries:read'],
        secretHash: issued.hash,
        displayPrefix: 'p',
        expiresAt,
      });
      return { key, secret: issued.secret };
    },
    async newToken() {
      const issued = issueSecret('whk_');
      await tokens.createWithinLimit(
        { accountId: account.id, name: 'Phone', secretHash: issued.hash, displayPrefix: 'p' },
        10,
      );
      return issued.secret;
    },
  };
}

describe('AuthenticateCredential', () => {
  it.each([
    ['API key', 'apiKey', 'MISSING_API_KEY', 'INVALID_API_KEY'],
    ['webhook token', 'webhookToken', 'INVALID_WEBHOOK_TOKEN', 'INVALID_WEBHOOK_TOKEN'],
    ['operator token', 'operator', 'INVALID_OPERATOR_TOKEN', 'INVALID_OPERATOR_TOKEN'],
  ] as const)('answers a missing %s and an unknown one with its own errors', async (_kind, use, missing, invalid) => {
    const w = await world();
    await expect(w[use].execute(undefined)).rejects.toMatchObject({ kind: 'unauthenticated', code: missing });
    const unknown = issueSecret(use === 'apiKey' ? 'diary_sk_' : use === 'webhookToken' ? 'whk_' : 'diary_op_').secret;
    await expect(w[use].execute(unknown)).rejects.toMatchObject({ kind: 'unauthenticated', code: invalid });
  });

  it("refuses an API key's secret offered as a webhook token", async () => {
    const w = await world();
    const { secret } = await w.newKey();
    await expect(w.webhookToken.execute(secret)).rejects.toMatchObject({ code: 'INVALID_WEBHOOK_TOKEN' });
  });

  it("gives the key's principal with its account's plan and time zone", async () => {
    const w = await world();
    const { key, secret } = await w.newKey();
    await expect(w.apiKey.execute(secret)).resolves.toMatchObject({
      keyId: key.id,
      accountId: w.account.id,
      plan: 'free',
      timezone: 'Europe/Paris',
    });
  });

  it('gives the webhook token its name as the source label', async () => {
    const w = await world();
    const secret = await w.newToken();
    await expect(w.webhookToken.execute(secret)).resolves.toMatchObject({
      tokenName: 'Phone',
      accountId: w.account.id,
    });
  });

  it('refuses a cached key from the moment it expires, without waiting for the cache', async () => {
    const w = await world();
    const expiresAt = new Date(NOW.getTime() + 1_000);
    const { secret } = await w.newKey(expiresAt);
    await expect(w.apiKey.execute(secret)).resolves.toBeDefined();
    w.at(expiresAt);
    await expect(w.apiKey.execute(secret)).rejects.toMatchObject({ code: 'INVALID_API_KEY' });
  });

  it('records when the key was last used, written when the module stops', async () => {
    const w = await world();
    const { key, secret } = await w.newKey();
    await w.apiKey.execute(secret);
    expect(w.keys.keys.get(key.id)!.lastUsedAt).toBeNull();
    await w.apiKey.onModuleDestroy();
    expect(w.keys.keys.get(key.id)!.lastUsedAt).toEqual(NOW);
  });
});
