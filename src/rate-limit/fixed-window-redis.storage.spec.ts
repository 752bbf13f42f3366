import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { FixedWindowMemoryStorage } from './fixed-window-memory.storage';
import { FixedWindowRedisStorage } from './fixed-window-redis.storage';

describe('FixedWindowRedisStorage', () => {
  it('counts in this process when Redis cannot be reached, instead of failing requests', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    const memory = new FixedWindowMemoryStorage();
    const storage = new FixedWindowRedisStorage(unreachable, memory);
    // The operator is told once (not printed here: it is this test's expected outcome, not noise).
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    expect(await storage.increment('k', 60_000, 1)).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await storage.increment('k', 60_000, 1)).toMatchObject({ totalHits: 2, isBlocked: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('Redis unavailable, counting rate limits in this process');
    warn.mockRestore();
    memory.onApplicationShutdown();
    unreachable.disconnect();
  });
});
