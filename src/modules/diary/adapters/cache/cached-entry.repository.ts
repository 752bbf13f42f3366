import type { ExportPageLimits } from '../../../../shared/export-page';
import type { Entry, EntryListItem, EntryToSave, PortableEntry, TagCount } from '../../domain/entry';
import { EntryChanges } from '../../domain/entry-changes';
import { EntryListQuery, EntryRepository } from '../../domain/entry.repository';
import { ReadCache, ReadCacheLimits } from './read-cache';

/** Numbers in docs/security.md; the bytes come from READ_CACHE_MB (0 stores nothing). */
export const readCacheLimits = (megabytes: number): ReadCacheLimits => ({ maxEntries: 5_000, maxBytes: megabytes * 1024 * 1024, ttlMs: 60_000 });
/** While notifications from other instances are not confirmed this recently, nothing cached is used. */
const MAX_NOTIFICATION_LAG_MS = 5_000;

/**
 * The read API's answers, cached per account and query in front of the SQL
 * repository: polling clients ask the same question over and over, and entries
 * change a few times a day. Every write here drops the account's answers at
 * once, on this instance and (through EntryChanges) on the others.
 */
export class CachedEntryRepository extends EntryRepository {
  private readonly cache: ReadCache;

  constructor(
    private readonly store: EntryRepository,
    private readonly changes: EntryChanges,
    limits: ReadCacheLimits,
  ) {
    super();
    this.cache = new ReadCache(limits);
    changes.subscribe((accountId) => this.cache.invalidate(accountId));
  }

  list(query: EntryListQuery): Promise<{ items: EntryListItem[]; total: number }> {
    const key = `list|${query.accountId}|${query.from}|${query.to}|${query.tag ?? ''}|${query.limit}|${query.offset}`;
    return this.cached(query.accountId, key, (page) => 256 + page.items.reduce((sum, item) => sum + 400 + 2 * ((item.summary?.length ?? 0) + (item.title?.length ?? 0)), 0), () => this.store.list(query));
  }

  findByDate(accountId: string, date: string): Promise<Entry | null> {
    return this.cached(accountId, `entry|${accountId}|${date}`, (entry) => 1_000 + 2 * ((entry?.content?.length ?? 0) + (entry?.summary?.length ?? 0) + JSON.stringify(entry?.enrichment ?? null).length), () => this.store.findByDate(accountId, date));
  }

  listTags(accountId: string): Promise<TagCount[]> {
    return this.cached(accountId, `tags|${accountId}`, (tags) => 256 + tags.length * 256, () => this.store.listTags(accountId));
  }

  async save(accountId: string, entries: EntryToSave[]): Promise<void> {
    try {
      await this.store.save(accountId, entries);
    } catch (error) {
      // The transaction may have committed before the error reached us: announce anyway, and report the save's error.
      await this.changes.publish(accountId).catch(() => undefined);
      throw error;
    }
    // Drops the account's answers here at once (the subscription above) and on the other instances.
    await this.changes.publish(accountId);
  }

  exportPage(accountId: string, afterDate: string | null, limits: ExportPageLimits): Promise<{ entries: PortableEntry[]; next: string | null }> {
    return this.store.exportPage(accountId, afterDate, limits);
  }

  countForAccount(accountId: string): Promise<number> {
    return this.store.countForAccount(accountId);
  }

  async deleteGenerated(accountId: string, date: string): Promise<boolean> {
    try {
      return await this.store.deleteGenerated(accountId, date);
    } finally {
      await this.changes.publish(accountId);
    }
  }

  async accountErased(accountId: string): Promise<void> {
    await this.store.accountErased(accountId);
    await this.changes.publish(accountId);
  }

  private cached<T>(accountId: string, key: string, sizeOf: (value: T) => number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const delivered = this.changes.deliveredUpTo();
    // Trust what was stored after the last moment every notification is known to have arrived,
    // or anything when that moment is recent enough; else nothing.
    const trustedSince = now - delivered <= MAX_NOTIFICATION_LAG_MS ? 0 : Number.POSITIVE_INFINITY;
    return this.cache.get(accountId, key, trustedSince, sizeOf, load, now);
  }
}
