import { expectProblem } from './support/expectations';
import { bearer, createKey, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';

const HOUR = 3_600_000;

describe('keys rotate', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // Times come from the service's clock, which a test moves forward.
  const tags = (secret: string) => t.inject({ url: '/api/v1/tags', headers: bearer(secret) });
  const rotate = (input: { id: string; graceHours?: number }) =>
    t.admin.run('keys.rotate', input) as Promise<Record<string, any>>;

  it("gives a new key with the old one's name, scopes and expiry; the old one works until the grace period ends, then not on any route", async () => {
    const { accountId } = await seedAccount(t);
    const expiry = new Date(t.clock.now().getTime() + 30 * 24 * HOUR).toISOString();
    const old = await createKey(t, accountId, ['tags:read', 'entries:read'], expiry);
    expect((await tags(old.key)).statusCode).toBe(200);

    const before = t.clock.now().getTime();
    const rotated = await rotate({ id: old.id });
    expect(Object.keys(rotated).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'id',
      'key',
      'name',
      'oldKeyValidUntil',
      'prefix',
      'replaces',
      'scopes',
    ]);
    expect(rotated).toMatchObject({
      name: 'another key',
      scopes: ['entries:read', 'tags:read'],
      expiresAt: new Date(expiry).toISOString(),
      replaces: old.id,
    });
    expect(rotated.key).toMatch(/^diary_sk_/);
    expect(rotated.key).not.toBe(old.key);
    const validUntil = Date.parse(rotated.oldKeyValidUntil);
    expect(validUntil - before).toBeGreaterThanOrEqual(24 * HOUR - 1_000);
    expect(validUntil - before).toBeLessThanOrEqual(24 * HOUR + 60_000);

    // Both work during the grace period, the old one from cache and from the database alike.
    expect((await tags(rotated.key)).statusCode).toBe(200);
    expect((await tags(old.key)).statusCode).toBe(200);

    t.clock.advance(24 * HOUR + 60_000);
    expectProblem(await tags(old.key), 401, 'invalid-api-key');
    expectProblem(
      await t.inject({ url: '/api/v1/entries/2026-01-01', headers: bearer(old.key) }),
      401,
      'invalid-api-key',
    );
    expect((await tags(rotated.key)).statusCode).toBe(200);
  });

  it('with a grace of 0 the old key stops at once, also while cached', async () => {
    const { accountId } = await seedAccount(t);
    const old = await createKey(t, accountId, ['tags:read']);
    expect((await tags(old.key)).statusCode).toBe(200);
    const rotated = await rotate({ id: old.id, graceHours: 0 });
    expectProblem(await tags(old.key), 401, 'invalid-api-key');
    expect((await tags(rotated.key)).statusCode).toBe(200);
    const listed = (
      (await t.admin.run('keys.list', { accountId })) as { items: Array<{ id: string; revokedAt: string | null }> }
    ).items;
    expect(listed.find((key) => key.id === old.id)?.revokedAt).toBe(rotated.oldKeyValidUntil);
  });

  it('never lets the old key outlive its own expiry', async () => {
    const { accountId } = await seedAccount(t);
    const expiry = new Date(t.clock.now().getTime() + 2 * HOUR).toISOString();
    const old = await createKey(t, accountId, ['tags:read'], expiry);
    const rotated = await rotate({ id: old.id, graceHours: 24 });
    expect(rotated.oldKeyValidUntil).toBe(new Date(expiry).toISOString());
  });

  it('refuses an unknown, revoked or malformed key id, and a grace outside 0..168 hours', async () => {
    const { accountId } = await seedAccount(t);
    const old = await createKey(t, accountId, ['tags:read']);
    await expect(rotate({ id: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow('No API key with id');
    await expect(rotate({ id: 'not-an-id' })).rejects.toThrow('No API key with id not-an-id');
    await expect(rotate({ id: old.id, graceHours: 169 })).rejects.toThrow(
      'grace-hours must be a whole number from 0 to 168',
    );
    await expect(rotate({ id: old.id, graceHours: -1 })).rejects.toThrow('grace-hours');
    await t.admin.run('keys.revoke', { id: old.id });
    await expect(rotate({ id: old.id })).rejects.toThrow(`No API key with id ${old.id}`);
    expect(((await t.admin.run('keys.list', { accountId })) as { items: unknown[] }).items).toHaveLength(2);
  });
});
