import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;
import type { Cluster, Redis } from 'ioredis';
import { FixedWindowMemoryStorage } from './fixed-window-memory.storage';

// INCR and the window's expiry in one atomic step; O(1) per hit.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}`;

/**
 * Counters shared by every instance. If Redis cannot answer quickly, the hit is
 * counted in this process instead: rate limiting degrades, requests do not fail.
 */
export class FixedWindowRedisStorage implements ThrottlerStorage {
  private readonly logger = new Logger(FixedWindowRedisStorage.name);
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis | Cluster,
    private readonly fallback: FixedWindowMemoryStorage,
    private readonly keyPrefix = 'diary:rl:',
  ) {}

  /**
   * Drops counters whose credential is gone, on every instance at once (and any counted here while Redis was away).
   * One DEL per bucket: in a cluster the buckets live on different slots, and one DEL of several would be refused.
   */
  async forget(keys: readonly string[]): Promise<void> {
    await this.fallback.forget(keys);
    await Promise.all(keys.map((key) => this.redis.del(this.redisKey(key)).catch(() => undefined)));
  }

  /** A bucket's key; its name in braces is the hash tag, so anything of one bucket stays on one cluster slot. */
  private redisKey(key: string): string {
    return `${this.keyPrefix}{${key}}`;
  }

  async increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    try {
      const [hits, pttl] = (await this.redis.eval(INCREMENT, 1, this.redisKey(key), ttlMs)) as [number, number];
      const timeToExpire = Math.max(1, Math.ceil(pttl / 1000));
      return { totalHits: hits, timeToExpire, isBlocked: hits > limit, timeToBlockExpire: timeToExpire };
    } catch (error) {
      if (Date.now() - this.lastWarning > 10_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`Redis unavailable, counting rate limits in this process: ${String(error)}`);
      }
      return this.fallback.increment(key, ttlMs, limit);
    }
  }
}
