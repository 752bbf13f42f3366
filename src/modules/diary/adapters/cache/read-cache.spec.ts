import { ReadCache } from './read-cache';

const limits = { maxEntries: 3, maxBytes: 1000, ttlMs: 60_000 };
const size = () => 100;

describe('ReadCache', () => {
  it('answers from the cache until the account changes, then loads again', async () => {
    const cache = new ReadCache(limits);
    const load = jest.fn(async () => 'v1');
    expect(await cache.get('a', 'k', 0, size, load)).toBe('v1');
    expect(await cache.get('a', 'k', 0, size, load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate('a');
    load.mockResolvedValue('v2');
    expect(await cache.get('a', 'k', 0, size, load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not store a load that raced with a change of its account', async () => {
    const cache = new ReadCache(limits);
    let release!: (value: string) => void;
    const pending = cache.get('a', 'k', 0, size, () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('a');
    release('old');
    expect(await pending).toBe('old');
    expect(await cache.get('a', 'k', 0, size, async () => 'new')).toBe('new');
  });

  it('keeps other accounts when one changes, and drops everything on a global invalidation', async () => {
    const cache = new ReadCache(limits);
    await cache.get('a', 'ka', 0, size, async () => 'a1');
    await cache.get('b', 'kb', 0, size, async () => 'b1');
    cache.invalidate('a');
    expect(await cache.get('b', 'kb', 0, size, async () => 'b2')).toBe('b1');
    cache.invalidate(null);
    expect(await cache.get('b', 'kb', 0, size, async () => 'b3')).toBe('b3');
  });

  it('stays within its entry and byte bounds, least recently used out first', async () => {
    const cache = new ReadCache(limits);
    for (const key of ['k1', 'k2', 'k3']) await cache.get('a', key, 0, size, async () => key);
    await cache.get('a', 'k1', 0, size, async () => 'reloaded');
    await cache.get('a', 'k4', 0, size, async () => 'k4');
    expect(cache.size).toEqual({ entries: 3, bytes: 300 });
    expect(await cache.get('a', 'k2', 0, size, async () => 'k2 again')).toBe('k2 again');
    expect(await cache.get('a', 'k1', 0, size, async () => 'x')).toBe('k1');
    const big = new ReadCache({ ...limits, maxEntries: 100 });
    for (let i = 0; i < 50; i++) await big.get('a', `k${i}`, 0, () => 150, async () => i);
    expect(big.size.bytes).toBeLessThanOrEqual(1000);
  });

  it('under churn across accounts keeps exactly the most recently used, whatever was dropped in between', async () => {
    const cache = new ReadCache({ ...limits, maxEntries: 50, maxBytes: 1_000_000 });
    for (let i = 0; i < 500; i++) await cache.get(`account${i % 7}`, `k${i}`, 0, size, async () => i);
    cache.invalidate('account3');
    const kept = [];
    for (let i = 450; i < 500; i++) if (i % 7 !== 3) kept.push(await cache.get(`account${i % 7}`, `k${i}`, 0, size, async () => -1));
    expect(kept.every((value) => value !== -1)).toBe(true);
    expect(cache.size.entries).toBe(kept.length);
    expect(await cache.get('account0', 'k0', 0, size, async () => -1)).toBe(-1);
  });

  it('does not use values stored before the moment it may trust, nor after their time to live', async () => {
    const cache = new ReadCache(limits);
    await cache.get('a', 'k', 0, size, async () => 'v1', 1_000);
    expect(await cache.get('a', 'k', Number.POSITIVE_INFINITY, size, async () => 'v2', 2_000)).toBe('v2');
    expect(await cache.get('a', 'k', 0, size, async () => 'v3', 2_000 + limits.ttlMs)).toBe('v3');
  });
});
