import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryWebhookTokenRepository } from '../../../../test/support/fakes/in-memory-webhook-token.repository';
import { PlainSecretSealer } from '../../../../test/support/fakes/plain-secret-sealer';
import { hashSecret, isWellFormedSecret } from '../domain/secret';
import { signingSecretContext } from '../domain/webhook-signature';
import { CreateWebhookToken } from './create-webhook-token.use-case';

describe('CreateWebhookToken', () => {
  const setup = (sealer = new PlainSecretSealer()) => {
    const accounts = new InMemoryAccountRepository();
    const tokens = new InMemoryWebhookTokenRepository(accounts);
    const account = accounts.add();
    return { account, tokens, sealer, create: new CreateWebhookToken(accounts, tokens, sealer) };
  };

  it.each([
    ['an empty name', '   ', 'name must be 1 to 100 characters.'],
    ['a name of 101 characters', 't'.repeat(101), 'name must be 1 to 100 characters.'],
    ['a name with a tab', 'Phone\tA', 'name must not contain control characters (found U+0009).'],
  ])('refuses %s, naming the field', async (_case, name, message) => {
    const { account, tokens, create } = setup();
    await expect(create.execute({ accountId: account.id, name })).rejects.toMatchObject({ kind: 'invalid', message });
    expect(tokens.tokens.size).toBe(0);
  });

  it('refuses an unknown account as not found', async () => {
    const { create } = setup();
    await expect(create.execute({ accountId: randomUUID(), name: 'Phone' })).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
    });
  });

  it('creates a whk_ token named as asked, which authenticates by its secret as a source of that name', async () => {
    const { account, tokens, create } = setup();
    const { token, secret, signingSecret } = await create.execute({ accountId: account.id, name: ' Phone ' });
    expect(isWellFormedSecret('whk_', secret)).toBe(true);
    expect(signingSecret).toBeUndefined();
    expect(token).toMatchObject({ accountId: account.id, name: 'Phone', signed: false, revokedAt: null });
    expect(await tokens.findActivePrincipal(hashSecret(secret))).toMatchObject({
      tokenId: token.id,
      tokenName: 'Phone',
      signing: null,
    });
  });

  it('allows 10 active tokens per account and refuses the 11th with a conflict naming the limit', async () => {
    const { account, tokens, create } = setup();
    for (let i = 1; i <= 10; i++) await create.execute({ accountId: account.id, name: `Token ${i}` });
    await expect(create.execute({ accountId: account.id, name: 'Token 11' })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'WEBHOOK_TOKEN_LIMIT_REACHED',
      message: 'The account already has 10 active webhook tokens; revoke one first.',
    });
    expect(await tokens.listForAccount(account.id)).toHaveLength(10);
  });

  it('counts only active tokens towards the limit', async () => {
    const { account, tokens, create } = setup();
    const created = [];
    for (let i = 1; i <= 10; i++) created.push(await create.execute({ accountId: account.id, name: `Token ${i}` }));
    await tokens.revoke(created[0].token.id);
    await expect(create.execute({ accountId: account.id, name: 'Token 11' })).resolves.toMatchObject({
      token: { name: 'Token 11' },
    });
  });

  it("does not count another account's tokens", async () => {
    const { account, create } = setup();
    for (let i = 1; i <= 10; i++) await create.execute({ accountId: account.id, name: `Token ${i}` });
    const other = setup();
    await expect(other.create.execute({ accountId: other.account.id, name: 'First' })).resolves.toBeDefined();
  });

  it('shows a whsec_ signing secret once and keeps it sealed to the token alone', async () => {
    const { account, tokens, sealer, create } = setup();
    const { token, secret, signingSecret } = await create.execute({
      accountId: account.id,
      name: 'Signed',
      signingSecret: true,
    });
    expect(token.signed).toBe(true);
    expect(signingSecret).toMatch(/^whsec_/);
    const principal = await tokens.findActivePrincipal(hashSecret(secret));
    const sealed = principal!.signing!.current;
    expect(sealer.open(sealed, signingSecretContext(token.id))).toEqual(
      Buffer.from(signingSecret!.slice('whsec_'.length), 'base64'),
    );
    expect(() => sealer.open(sealed, signingSecretContext(randomUUID()))).toThrow();
  });

  it('refuses a signing secret when the service has no encryption key, and creates nothing', async () => {
    const { account, tokens, create } = setup(new PlainSecretSealer(false));
    await expect(create.execute({ accountId: account.id, name: 'Signed', signingSecret: true })).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'SIGNING_UNAVAILABLE',
    });
    expect(tokens.tokens.size).toBe(0);
    await expect(create.execute({ accountId: account.id, name: 'Unsigned' })).resolves.toBeDefined();
  });
});
