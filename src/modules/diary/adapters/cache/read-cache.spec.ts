import { ReadCache } from './read-cache';

const limits = { maxEntries: 3, maxBytes: 1000, ttlMs: 60_000 };
const size = () => 100;

/** Asks twice: a result is stored at the second miss of its key. */
async function warm<T>(
  cache: ReadCache,
  accountId: string,
  key: string,
  load: () => Promise<T>,
  now?: number,
): Promise<T> {
  await cache.get(accountId, key, 0, size, load, now);
  return cache.get(accountId, key, 0, size, load, now);
}

describe('ReadCache', () => {
  it('stores a result at the second ask, answers from the cache until the account changes, then loads again', async () => {
    const cache = new ReadCache(limits);
    const load = jest.fn(async () => 'v1');
    expect(await cache.get('a', 'k', 0, size, load)).toBe('v1');
    expect(cache.size.entries).toBe(0);
    expect(await cache.get('a', 'k', 0, size, load)).toBe('v1');
    expect(await cache.get('a', 'k', 0, size, load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    cache.invalidate('a');
    load.mockResolvedValue('v2');
    // A key asked before the change is stored again at its next miss.
    expect(await cache.get('a', 'k', 0, size, load)).toBe('v2');
    expect(await cache.get('a', 'k', 0, size, load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never stores keys asked once, so one-off reads leave the polled answers in place', async () => {
    const cache = new ReadCache({ ...limits, maxEntries: 100, maxBytes: 1_000_000 });
    await warm(cache, 'a', 'polled', async () => 'kept');
    for (let i = 0; i < 10_000; i++) await cache.get('a', `once${i}`, 0, size, async () => i);
    expect(cache.size.entries).toBe(1);
    expect(await cache.get('a', 'polled', 0, size, async () => 'reloaded')).toBe('kept');
  });

  it('forgets keys asked once long ago (bounded memory): such a key is asked twice again before it is stored', async () => {
    const cache = new ReadCache(limits);
    await cache.get('a', 'early', 0, size, async () => 'first');
    // 4 x maxEntries distinct misses push it out of both generations of noted keys.
    for (let i = 0; i < 4 * limits.maxEntries; i++) await cache.get('a', `other${i}`, 0, size, async () => i);
    await cache.get('a', 'early', 0, size, async () => 'second');
    expect(cache.size.entries).toBe(0);
  });

  it('does not store a load that raced with a change of its account', async () => {
    const cache = new ReadCache(limits);
    await cache.get('a', 'k', 0, size, async () => 'noted');
    let release!: (value: string) => void;
    const pending = cache.get('a', 'k', 0, size, () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('a');
    release('old');
    expect(await pending).toBe('old');
    expect(await cache.get('a', 'k', 0, size, async () => 'new')).toBe('new');
  });

  it('keeps other accounts when one changes, and drops everything on a global invalidation', async () => {
    const cache = new ReadCache(limits);
    await warm(cache, 'a', 'ka', async () => 'a1');
    await warm(cache, 'b', 'kb', async () => 'b1');
    cache.invalidate('a');
    expect(await cache.get('a', 'ka', 0, size, async () => 'a2')).toBe('a2');
    expect(await cache.get('b', 'kb', 0, size, async () => 'b2')).toBe('b1');
    cache.invalidate(null);
    expect(await cache.get('b', 'kb', 0, size, async () => 'b3')).toBe('b3');
  });

  it('stays within its entry and byte bounds, least recently used out first', async () => {
    const cache = new ReadCache(limits);
    for (const key of ['k1', 'k2', 'k3']) await warm(cache, 'a', key, async () => key);
    await cache.get('a', 'k1', 0, size, async () => 'reloaded');
    await warm(cache, 'a', 'k4', async () => 'k4');
    expect(cache.size).toEqual({ entries: 3, bytes: 300 });
    expect(await cache.get('a', 'k2', 0, size, async () => 'k2 again')).toBe('k2 again');
    expect(await cache.get('a', 'k1', 0, size, async () => 'x')).toBe('k1');
    const big = new ReadCache({ ...limits, maxEntries: 100 });
    for (let i = 0; i < 50; i++) {
      await big.get(
        'a',
        `k${i}`,
        0,
        () => 150,
        async () => i,
      );
      await big.get(
        'a',
        `k${i}`,
        0,
        () => 150,
        async () => i,
      );
    }
    expect(big.size.bytes).toBeLessThanOrEqual(1000);
  });

  it('under churn across accounts keeps exactly the most recently used, whatever was dropped in between', async () => {
    const cache = new ReadCache({ ...limits, maxEntries: 50, maxBytes: 1_000_000 });
    for (let i = 0; i < 500; i++) await warm(cache, `account${i % 7}`, `k${i}`, async () => i);
    cache.invalidate('account3');
    const kept = [];
    for (let i = 450; i < 500; i++)
      if (i % 7 !== 3) kept.push(await cache.get(`account${i % 7}`, `k${i}`, 0, size, async () => -1));
    expect(kept.every((value) => value !== -1)).toBe(true);
    expect(cache.size.entries).toBe(kept.length);
    expect(await cache.get('account0', 'k0', 0, size, async () => -1)).toBe(-1);
  });

  it('does not use values stored before the moment it may trust, nor after their time to live', async () => {
    const cache = new ReadCache(limits);
    await warm(cache, 'a', 'k', async () => 'v1', 1_000);
    expect(await cache.get('a', 'k', Number.POSITIVE_INFINITY, size, async () => 'v2', 2_000)).toBe('v2');
    expect(await cache.get('a', 'k', 0, size, async () => 'v3', 2_000 + limits.ttlMs)).toBe('v3');
  });
});
