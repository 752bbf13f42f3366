/**
 * A bounded cache of read results per account: least recently used out first,
 * bounded in entries and in (estimated) bytes. An account's results are dropped
 * when its entries change; a load that raced with a change is not stored.
 */
export interface ReadCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** A result is trusted at most this long, whatever the notifications say. */
  ttlMs: number;
}

const MAX_TRACKED_ACCOUNTS = 100_000;

interface Cached {
  key: string;
  accountId: string;
  value: unknown;
  bytes: number;
  storedAt: number;
  /** Neighbours in recency order (older, newer). */
  older: Cached | null;
  newer: Cached | null;
}

export class ReadCache {
  private readonly entries = new Map<string, Cached>();
  private readonly byAccount = new Map<string, Set<string>>();
  /** Bumped by every change of an account: a load that started before a bump is not stored. */
  private readonly generations = new Map<string, number>();
  private generationOfAll = 0;
  private bytes = 0;
  /**
   * Recency as a linked list, not as a Map's insertion order: evicting from the
   * front of a Map leaves holes that every later eviction walks over again.
   */
  private oldest: Cached | null = null;
  private newest: Cached | null = null;

  constructor(private readonly limits: ReadCacheLimits) {}

  /**
   * The cached value of `key`, or `load()`'s, stored when no change of the
   * account happened meanwhile. `trustedSince`: values stored before it are not used.
   */
  async get<T>(accountId: string, key: string, trustedSince: number, sizeOf: (value: T) => number, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.storedAt >= trustedSince && now - hit.storedAt < this.limits.ttlMs) {
      this.unlink(hit);
      this.append(hit);
      return hit.value as T;
    }
    const generation = this.generationOf(accountId);
    const value = await load();
    if (this.generationOf(accountId) === generation) this.store(accountId, key, value, sizeOf(value), now);
    return value;
  }

  /** Drops the account's results; `null`: everyone's. */
  invalidate(accountId: string | null): void {
    if (accountId === null) {
      this.generationOfAll++;
      this.entries.clear();
      this.byAccount.clear();
      this.bytes = 0;
      this.oldest = this.newest = null;
      return;
    }
    // Bounded: past it, forgetting every account's count is safe (generationOfAll moves instead).
    if (this.generations.size >= MAX_TRACKED_ACCOUNTS) {
      this.generations.clear();
      this.generationOfAll++;
    }
    this.generations.set(accountId, (this.generations.get(accountId) ?? 0) + 1);
    for (const key of this.byAccount.get(accountId) ?? []) this.remove(key);
    this.byAccount.delete(accountId);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private generationOf(accountId: string): string {
    return `${this.generationOfAll}:${this.generations.get(accountId) ?? 0}`;
  }

  private store(accountId: string, key: string, value: unknown, bytes: number, now: number): void {
    if (bytes > this.limits.maxBytes / 4) return;
    this.remove(key);
    const cached: Cached = { key, accountId, value, bytes, storedAt: now, older: null, newer: null };
    this.entries.set(key, cached);
    this.append(cached);
    this.bytes += bytes;
    let keys = this.byAccount.get(accountId);
    if (!keys) this.byAccount.set(accountId, (keys = new Set()));
    keys.add(key);
    while (this.oldest && (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes)) this.remove(this.oldest.key);
  }

  private remove(key: string): void {
    const cached = this.entries.get(key);
    if (!cached) return;
    this.entries.delete(key);
    this.unlink(cached);
    this.bytes -= cached.bytes;
    this.byAccount.get(cached.accountId)?.delete(key);
  }

  private append(cached: Cached): void {
    cached.older = this.newest;
    cached.newer = null;
    if (this.newest) this.newest.newer = cached;
    else this.oldest = cached;
    this.newest = cached;
  }

  private unlink(cached: Cached): void {
    if (cached.older) cached.older.newer = cached.newer;
    else this.oldest = cached.newer;
    if (cached.newer) cached.newer.older = cached.older;
    else this.newest = cached.older;
    cached.older = cached.newer = null;
  }
}
