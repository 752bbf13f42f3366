import Redis from 'ioredis';
import { FixedWindowMemoryStorage } from './fixed-window-memory.storage';
import { FixedWindowRedisStorage } from './fixed-window-redis.storage';

describe('FixedWindowRedisStorage', () => {
  it('counts in this process when Redis cannot be reached, instead of failing requests', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    unreachable.on('error', () => undefined);
    const memory = new FixedWindowMemoryStorage();
    const storage = new FixedWindowRedisStorage(unreachable, memory);
    expect(await storage.increment('k', 60_000, 1)).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await storage.increment('k', 60_000, 1)).toMatchObject({ totalHits: 2, isBlocked: true });
    memory.onApplicationShutdown();
    unreachable.disconnect();
  });
});
