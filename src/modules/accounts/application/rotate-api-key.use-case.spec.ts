import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryApiKeyRepository } from '../../../../test/support/fakes/in-memory-api-key.repository';
import { RecordingCredentialEvents } from '../../../../test/support/fakes/recording-credential-events';
import type { Clock } from '../../../shared/clock';
import { hashSecret } from '../domain/secret';
import { RotateApiKey } from './rotate-api-key.use-case';

const NOW = new Date('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;

describe('RotateApiKey', () => {
  const setup = async (expiresAt: Date | null = null) => {
    const clock: Clock = { now: () => NOW };
    const accounts = new InMemoryAccountRepository(clock);
    const keys = new InMemoryApiKeyRepository(accounts, clock);
    const events = new RecordingCredentialEvents();
    const account = accounts.add();
    const old = await keys.create({
      accountId: account.id,
      name: 'Dashboard',
      scopes: ['entries:list', 'tags:read'],
      secretHash: 'old-hash',
      displayPrefix: 'diary_sk_Old1',
      expiresAt,
    });
    return { old, keys, events, rotate: new RotateApiKey(keys, events, clock) };
  };

  it.each([-1, 169, 1.5, Number.NaN])('refuses a grace of %s hours, naming the option', async (graceHours) => {
    const { old, keys, events, rotate } = await setup();
    await expect(rotate.execute({ id: old.id, graceHours })).rejects.toMatchObject({
      kind: 'invalid',
      message: `grace-hours must be a whole number from 0 to 168, got ${graceHours}.`,
    });
    expect(keys.keys.size).toBe(1);
    expect(events.published).toEqual([]);
  });

  it("gives a successor with the old key's name, scopes and expiry, and a secret that authenticates it", async () => {
    const expiresAt = new Date('2027-06-01T00:00:00Z');
    const { old, keys, rotate } = await setup(expiresAt);
    const rotated = await rotate.execute({ id: old.id });
    expect(rotated.replaces).toBe(old.id);
    expect(rotated.key).toMatchObject({ name: 'Dashboard', scopes: ['entries:list', 'tags:read'], expiresAt });
    expect(rotated.key.id).not.toBe(old.id);
    expect(await keys.findActivePrincipal(hashSecret(rotated.secret), NOW)).toMatchObject({ keyId: rotated.key.id });
  });

  it('keeps the old key working for 24 hours by default, then not', async () => {
    const { old, keys, rotate } = await setup();
    const rotated = await rotate.execute({ id: old.id });
    expect(rotated.oldKeyValidUntil).toEqual(new Date(NOW.getTime() + 24 * HOUR));
    expect(await keys.findActivePrincipal('old-hash', new Date(NOW.getTime() + 24 * HOUR - 1))).not.toBeNull();
    expect(await keys.findActivePrincipal('old-hash', new Date(NOW.getTime() + 24 * HOUR))).toBeNull();
  });

  it('stops the old key at once with a grace of 0', async () => {
    const { old, keys, rotate } = await setup();
    const rotated = await rotate.execute({ id: old.id, graceHours: 0 });
    expect(rotated.oldKeyValidUntil).toEqual(NOW);
    expect(await keys.findActivePrincipal('old-hash', NOW)).toBeNull();
  });

  it('never extends the old key past its own expiry', async () => {
    const expiresAt = new Date(NOW.getTime() + 2 * HOUR);
    const { old, rotate } = await setup(expiresAt);
    await expect(rotate.execute({ id: old.id, graceHours: 48 })).resolves.toMatchObject({
      oldKeyValidUntil: expiresAt,
    });
  });

  it('tells every instance to drop the old key, so its new end applies at once', async () => {
    const { old, events, rotate } = await setup();
    await rotate.execute({ id: old.id });
    expect(events.published).toEqual([{ kind: 'credential', id: old.id }]);
  });

  it('refuses an unknown key as not found, naming it, and announces nothing', async () => {
    const { rotate, events } = await setup();
    const id = randomUUID();
    await expect(rotate.execute({ id })).rejects.toMatchObject({
      code: 'API_KEY_NOT_FOUND',
      message: `No API key with id ${id}.`,
    });
    expect(events.published).toEqual([]);
  });

  it('refuses a revoked key as not found and creates no successor', async () => {
    const { old, keys, rotate } = await setup();
    await keys.revoke(old.id);
    await expect(rotate.execute({ id: old.id })).rejects.toMatchObject({ code: 'API_KEY_NOT_FOUND' });
    expect(keys.keys.size).toBe(1);
  });
});
