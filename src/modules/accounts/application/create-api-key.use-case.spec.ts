import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryApiKeyRepository } from '../../../../test/support/fakes/in-memory-api-key.repository';
import type { Clock } from '../../../shared/clock';
import { hashSecret, isWellFormedSecret } from '../domain/secret';
import { CreateApiKey, CreateApiKeyInput } from './create-api-key.use-case';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('CreateApiKey', () => {
  const setup = () => {
    const clock: Clock = { now: () => NOW };
    const accounts = new InMemoryAccountRepository(clock);
    const keys = new InMemoryApiKeyRepository(accounts, clock);
    const account = accounts.add();
    const create = new CreateApiKey(accounts, keys, clock);
    return { account, keys, create };
  };
  const valid = (accountId: string): CreateApiKeyInput => ({ accountId, name: 'Dashboard', scopes: ['entries:read'] });

  it.each<[string, Partial<CreateApiKeyInput>, string]>([
    ['an empty name', { name: '' }, 'name must be 1 to 100 characters.'],
    ['a name of 101 characters', { name: 'k'.repeat(101) }, 'name must be 1 to 100 characters.'],
    ['a name with a bidi override', { name: 'key\u202E' }, 'name must not contain control characters (found U+202E).'],
    ['no scope', { scopes: [] }, 'scopes must be among entries:list, entries:read, tags:read.'],
    ['an unknown scope', { scopes: ['entries:read', 'entries:write'] }, 'unknown: entries:write.'],
    ['an expiry now', { expiresAt: NOW }, 'expires-at must be in the future.'],
    ['an expiry in the past', { expiresAt: new Date(NOW.getTime() - 1) }, 'expires-at must be in the future.'],
  ])('refuses %s, naming the field, and creates no key', async (_case, change, message) => {
    const { account, keys, create } = setup();
    await expect(create.execute({ ...valid(account.id), ...change })).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(message),
    });
    expect(keys.keys.size).toBe(0);
  });

  it('refuses an unknown account as not found', async () => {
    const { keys, create } = setup();
    const missing = randomUUID();
    await expect(create.execute(valid(missing))).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
      message: `No account with id ${missing}.`,
    });
    expect(keys.keys.size).toBe(0);
  });

  it('keeps each scope once, in order, and the expiry', async () => {
    const { account, create } = setup();
    const expiresAt = new Date('2027-01-01T00:00:00Z');
    const { key } = await create.execute({
      ...valid(account.id),
      scopes: ['tags:read', 'entries:list', 'tags:read'],
      expiresAt,
    });
    expect(key).toMatchObject({
      accountId: account.id,
      name: 'Dashboard',
      scopes: ['entries:list', 'tags:read'],
      expiresAt,
    });
  });

  it('returns a diary_sk_ secret that is stored only as its hash, and authenticates as the new key', async () => {
    const { account, keys, create } = setup();
    const { key, secret } = await create.execute(valid(account.id));
    expect(isWellFormedSecret('diary_sk_', secret)).toBe(true);
    expect(key.displayPrefix).toBe(secret.slice(0, 'diary_sk_'.length + 4));
    expect(JSON.stringify([...keys.keys.values()])).not.toContain(secret);
    expect(await keys.findActivePrincipal(hashSecret(secret), NOW)).toMatchObject({
      keyId: key.id,
      accountId: account.id,
      plan: 'advanced',
    });
  });

  it('issues a different secret for every key', async () => {
    const { account, create } = setup();
    const first = await create.execute(valid(account.id));
    const second = await create.execute(valid(account.id));
    expect(first.secret).not.toBe(second.secret);
  });
});
