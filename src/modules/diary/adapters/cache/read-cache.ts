/**
 * A bounded cache of read results per account: least recently used out first,
 * bounded in entries and in (estimated) bytes. An account's results are dropped
 * when its entries change; a load that raced with a change is not stored.
 * A result is stored at the second miss of its key among recent misses: polling
 * clients, who repeat their questions, are served from the cache from their third
 * ask on, while one-off reads (a day picked at random) neither displace them nor
 * cost a store and an eviction each.
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
  private readonly missedOnce: RecentKeys;

  constructor(private readonly limits: ReadCacheLimits) {
    // Notes the last 2 to 4 x maxEntries distinct misses.
    this.missedOnce = new RecentKeys(2 * limits.maxEntries);
  }

  /**
   * The cached value of `key`, or `load()`'s, stored when no change of the
   * account happened meanwhile. `trustedSince`: values stored before it are not used.
   */
  async get<T>(
    accountId: string,
    key: string,
    trustedSince: number,
    sizeOf: (value: T) => number,
    load: () => Promise<T>,
    now = Date.now(),
  ): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.storedAt >= trustedSince && now - hit.storedAt < this.limits.ttlMs) {
      this.unlink(hit);
      this.append(hit);
      return hit.value as T;
    }
    if (!this.missedOnce.seenBefore(key)) return load();
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
    while (this.oldest && (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes))
      this.remove(this.oldest.key);
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

/**
 * Which keys were seen among the last `capacity` to `2 x capacity` distinct keys
 * noted, in bounded memory: two generations of 30-bit key hashes (small integers,
 * no string kept). A hash collision only admits a result early.
 */
class RecentKeys {
  private current = new Set<number>();
  private previous = new Set<number>();

  constructor(private readonly capacity: number) {}

  /** Whether `key` was noted recently; notes it. */
  seenBefore(key: string): boolean {
    const hash = fnv1a30(key);
    if (this.current.has(hash) || this.previous.has(hash)) return true;
    this.current.add(hash);
    if (this.current.size >= this.capacity) {
      this.previous = this.current;
      this.current = new Set();
    }
    return false;
  }
}

/** FNV-1a over UTF-16 code units, folded to 30 bits so that V8 keeps it a small integer. */
function fnv1a30(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash ^ (hash >>> 30)) & 0x3fffffff;
}
