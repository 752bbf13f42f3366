import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One counter per key and window: a hit costs O(1) however many hits the
 * window already holds (the throttler's own store filters a log of hit times).
 */
export class FixedWindowMemoryStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + ttlMs };
      this.windows.set(key, window);
    }
    window.hits++;
    const timeToExpire = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    return { totalHits: window.hits, timeToExpire, isBlocked: window.hits > limit, timeToBlockExpire: timeToExpire };
  }

  /** Drops counters whose credential is gone. */
  async forget(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.windows.delete(key);
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
