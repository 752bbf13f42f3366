import { CredentialCache } from './credential-cache';

describe('CredentialCache', () => {
  const value = { accountId: 'acc-1', name: 'k' };

  it('serves a stored credential until its time to live runs out', () => {
    const cache = new CredentialCache<typeof value>(1000);
    cache.set('h1', 'key-1', value, 0);
    expect(cache.get('h1', 999)).toBe(value);
    expect(cache.get('h1', 1000)).toBeUndefined();
  });

  it('drops a credential by its id and by its account', () => {
    const cache = new CredentialCache<typeof value>(60_000);
    cache.set('h1', 'key-1', value, 0);
    cache.set('h2', 'key-2', value, 0);
    cache.set('h3', 'key-3', { accountId: 'acc-2', name: 'other' }, 0);
    cache.evictCredential('key-1');
    expect(cache.get('h1', 0)).toBeUndefined();
    expect(cache.get('h2', 0)).toBe(value);
    cache.evictAccount('acc-1');
    expect(cache.get('h2', 0)).toBeUndefined();
    expect(cache.get('h3', 0)).toBeDefined();
  });

  it('stays within its size bound by dropping the oldest entry', () => {
    const cache = new CredentialCache<typeof value>(60_000, 2);
    cache.set('h1', 'k1', value, 0);
    cache.set('h2', 'k2', value, 0);
    cache.set('h3', 'k3', value, 0);
    expect(cache.get('h1', 0)).toBeUndefined();
    expect(cache.get('h3', 0)).toBe(value);
  });

  it('serves an entry to a reader asking for a younger one only while it is that young, and keeps it', () => {
    const cache = new CredentialCache<typeof value>(60_000);
    cache.set('h1', 'k1', value, 0);
    expect(cache.get('h1', 4_999, 5_000)).toBe(value);
    expect(cache.get('h1', 5_000, 5_000)).toBeUndefined();
    expect(cache.get('h1', 5_000)).toBe(value);
  });

  it('keeps the most recently stored entry when full, even if it was stored before', () => {
    const cache = new CredentialCache<typeof value>(60_000, 2);
    cache.set('h1', 'k1', value, 0);
    cache.set('h2', 'k2', value, 0);
    cache.set('h1', 'k1', value, 0);
    cache.set('h3', 'k3', value, 0);
    expect(cache.get('h1', 0)).toBe(value);
    expect(cache.get('h2', 0)).toBeUndefined();
  });

  it('caches nothing when its time to live is zero', () => {
    const cache = new CredentialCache<typeof value>(0);
    cache.set('h1', 'k1', value, 0);
    expect(cache.get('h1', 0)).toBeUndefined();
  });
});
