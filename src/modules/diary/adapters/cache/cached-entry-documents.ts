import { EntryChanges } from '../../domain/entry-changes';
import { EntryDocuments, EntryListQuery } from '../../domain/entry-documents';
import { ReadCache, ReadCacheLimits } from './read-cache';

/** Numbers in docs/security.md; the bytes come from READ_CACHE_MB (0 stores nothing). */
export const readCacheLimits = (megabytes: number): ReadCacheLimits => ({
  maxEntries: 5_000,
  maxBytes: megabytes * 1024 * 1024,
  ttlMs: 60_000,
});
/** While notifications from other instances are not confirmed this recently, nothing cached is used. */
const MAX_NOTIFICATION_LAG_MS = 5_000;
/** A document's estimated heap size: two bytes a character at most, and the cache's own record. */
const sizeOf = (document: string | null) => 256 + 2 * (document?.length ?? 0);

/**
 * The read API's answers, cached per account and query in front of the SQL
 * documents: polling clients ask the same question over and over, and entries
 * change a few times a day. A write of an account's entries (announced through
 * EntryChanges, on every instance) drops its answers.
 */
export class CachedEntryDocuments extends EntryDocuments {
  private readonly cache: ReadCache;

  constructor(
    private readonly store: EntryDocuments,
    private readonly changes: EntryChanges,
    limits: ReadCacheLimits,
  ) {
    super();
    this.cache = new ReadCache(limits);
    changes.subscribe((accountId) => this.cache.invalidate(accountId));
  }

  list(query: EntryListQuery): Promise<string | null> {
    // The search words last: they may hold any character, the separator too, and nothing follows them.
    const search = query.q === undefined ? '' : `|q:${query.q}`;
    const key = `list|${query.accountId}|${query.from}|${query.to}|${query.tag ?? ''}|${query.limit}|${query.offset}${search}`;
    return this.cached(query.accountId, key, () => this.store.list(query));
  }

  entry(accountId: string, date: string): Promise<string | null> {
    return this.cached(accountId, `entry|${accountId}|${date}`, () => this.store.entry(accountId, date));
  }

  tags(accountId: string): Promise<string> {
    return this.cached(accountId, `tags|${accountId}`, () => this.store.tags(accountId));
  }

  private cached<T extends string | null>(accountId: string, key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const delivered = this.changes.deliveredUpTo();
    // Trust what was stored after the last moment every notification is known to have arrived,
    // or anything when that moment is recent enough; else nothing.
    const trustedSince = now - delivered <= MAX_NOTIFICATION_LAG_MS ? 0 : Number.POSITIVE_INFINITY;
    return this.cache.get(accountId, key, trustedSince, sizeOf, load, now);
  }
}
