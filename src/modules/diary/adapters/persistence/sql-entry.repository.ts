import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { accountWriteLockFrom, lockAccountForWriting, retryingDeadlocks } from '../../../../database/account-locks';
import { PreparedStatements } from '../../../../database/prepared-statements';
import { violatesAccountReference } from '../../../../shared/database-failure';
import { AccountNotFoundError } from '../../../accounts';
import { ExportPageLimits, cutPage } from '../../../../shared/export-page';
import type { Entry, EntryToSave, PortableEntry } from '../../domain/entry';
import { EntryRepository } from '../../domain/entry.repository';
import { entryFromRow, entryIdFromRow, entrySizeFromRow, portableEntryFromRow } from './entry-rows';
import { isoTimestamp } from './iso-timestamp.sql';
import { countFrom } from '../../../../database/row-reader';

// The entry of a day for the writers (generation compares with it): a named prepared statement, planned once per connection.
const FIND_BY_DATE = {
  name: 'diary-entry-by-date',
  text: `SELECT e.date::text AS date, e.title, e.content, e.summary, e.sources, e.word_count, e.enrichment, e.tag_slugs AS tags,
                ${isoTimestamp('e.generated_at')} AS generated_at
           FROM entries e WHERE e.account_id = $1 AND e.date = $2`,
};

@Injectable()
export class SqlEntryRepository extends EntryRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly statements: PreparedStatements,
  ) {
    super();
  }

  async countForAccount(accountId: string): Promise<number> {
    return countFrom(
      await this.dataSource.query('SELECT count(*)::int AS n FROM entries WHERE account_id = $1', [accountId]),
      'entries',
    );
  }

  async exportPage(
    accountId: string,
    afterDate: string | null,
    limits: ExportPageLimits,
  ): Promise<{ entries: PortableEntry[]; next: string | null }> {
    // Sizes first, then only the rows that fit: a page never holds more than its budget of text.
    const sizeRows: unknown[] = await this.dataSource.query(
      `SELECT date::text AS date, octet_length(content) AS bytes FROM entries
        WHERE account_id = $1 AND ($2::date IS NULL OR date > $2::date) ORDER BY entries.date LIMIT $3`,
      [accountId, afterDate, limits.maxItems + 1],
    );
    const sizes = sizeRows.map(entrySizeFromRow);
    const { take, more } = cutPage(
      sizes.map((row) => row.bytes),
      limits,
    );
    if (take === 0) return { entries: [], next: null };
    const rows: unknown[] = await this.dataSource.query(
      `SELECT e.date::text AS date, e.title, e.content, e.summary, e.sources,
                ${isoTimestamp('e.generated_at')} AS generated_at,
                COALESCE((SELECT json_agg(json_build_object('slug', t.slug, 'displayName', t.display_name) ORDER BY t.slug)
                            FROM entry_tags et JOIN tags t ON t.id = et.tag_id WHERE et.entry_id = e.id), '[]'::json) AS tags
           FROM entries e WHERE e.account_id = $1 AND e.date BETWEEN $2::date AND $3::date ORDER BY e.date`,
      [accountId, sizes[0].date, sizes[take - 1].date],
    );
    const entries = rows.map(portableEntryFromRow);
    return { entries, next: more ? sizes[take - 1].date : null };
  }

  async deleteGenerated(accountId: string, date: string): Promise<boolean> {
    // Tags keep their counts through the entry_tags trigger as the links go with the entry: the entry, then its tags,
    // while an erasure's cascade may hold the tags and want the entry; the account's lock first (account-locks.ts).
    const rows: unknown[] = await retryingDeadlocks(() =>
      this.dataSource.transaction(async (manager) => {
        await lockAccountForWriting(manager, accountId);
        return manager.query(
          // The removal is recorded for the change feed in the same statement (entry_changes: an outbox).
          `WITH deleted AS (DELETE FROM entries WHERE account_id = $1 AND date = $2 AND origin = 'generated'
                             RETURNING id, date, title, generated_at, word_count),
                recorded AS (INSERT INTO entry_changes (account_id, date, change, title, generated_at, word_count)
                             SELECT $1, date, 'removed', title, generated_at, word_count FROM deleted)
           SELECT id FROM deleted`,
          [accountId, date],
        );
      }),
    );
    return rows.length > 0;
  }

  async findByDate(accountId: string, date: string): Promise<Entry | null> {
    const [row] = await this.statements.query<unknown>(FIND_BY_DATE, [accountId, date]);
    return row === undefined ? null : entryFromRow(row);
  }

  /**
   * One transaction for the batch. The account's lock comes first (an upsert that updates an entry holds it
   * before the foreign-key checks of its tags: see account-locks.ts), then entries in date order and each
   * entry's tags in slug order, so that writers of one account take rows in one order too. An account erased
   * before the transaction began is AccountNotFoundError, whichever writer asked (generation, import).
   */
  async save(accountId: string, entries: EntryToSave[]): Promise<void> {
    if (entries.length === 0) return;
    const ordered = [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    try {
      // One entry (a generated day) is one statement in its own transaction: one round trip.
      await retryingDeadlocks(() =>
        ordered.length === 1
          ? this.saveOne(this.dataSource.manager, accountId, ordered[0])
          : this.dataSource.transaction(async (manager) => {
              for (const entry of ordered) await this.saveOne(manager, accountId, entry);
            }),
      );
    } catch (error) {
      if (violatesAccountReference(error)) throw new AccountNotFoundError(accountId);
      throw error;
    }
  }

  /**
   * The entry, its change record (entry_changes: an outbox for the change feed and the events) and its tag links in
   * one statement, one round trip, after the account's lock (every write reads from the entry, which reads from the
   * lock): links to tags the entry keeps stay as they are, links to tags it lost go, new ones come (in slug order),
   * and the entry_tags trigger keeps the counts.
   */
  private async saveOne(manager: EntityManager, accountId: string, entry: EntryToSave): Promise<void> {
    const tags = [...new Map(entry.tags.map((tag) => [tag.slug, tag])).values()].sort((a, b) =>
      a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0,
    );
    const [saved]: unknown[] = await manager.query(
      `WITH entry AS (
         INSERT INTO entries (account_id, date, title, content, summary, sources, word_count, enrichment, generated_at, tag_slugs, origin)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11 FROM ${accountWriteLockFrom('$1')}
         ON CONFLICT (account_id, date) DO UPDATE
            SET title = EXCLUDED.title, content = EXCLUDED.content, summary = EXCLUDED.summary, sources = EXCLUDED.sources,
                word_count = EXCLUDED.word_count, enrichment = EXCLUDED.enrichment, generated_at = EXCLUDED.generated_at,
                tag_slugs = EXCLUDED.tag_slugs, origin = EXCLUDED.origin
         RETURNING id
       ), recorded AS (
         INSERT INTO entry_changes (account_id, date, change, title, generated_at, word_count)
         SELECT $1, $2, 'written', $3, $9, $7 FROM entry
       ), upserted AS (
         INSERT INTO tags (account_id, slug, display_name)
         SELECT $1, slug, display_name FROM entry, unnest($10::text[], $12::text[]) WITH ORDINALITY AS t(slug, display_name, n)
          ORDER BY n
         ON CONFLICT (account_id, slug) DO UPDATE SET display_name = EXCLUDED.display_name
         RETURNING id
       ), unlinked AS (
         DELETE FROM entry_tags et USING entry
          WHERE et.entry_id = entry.id AND et.tag_id NOT IN (SELECT id FROM upserted)
       ), linked AS (
         INSERT INTO entry_tags (entry_id, tag_id, account_id, entry_date)
         SELECT entry.id, upserted.id, $1, $2 FROM entry, upserted
         ON CONFLICT (entry_id, tag_id) DO NOTHING
       )
       SELECT id FROM entry`,
      [
        accountId,
        entry.date,
        entry.title,
        entry.content,
        entry.summary,
        entry.sources,
        entry.wordCount,
        JSON.stringify(entry.enrichment),
        entry.generatedAt,
        tags.map((tag) => tag.slug),
        entry.origin,
        tags.map((tag) => tag.displayName),
      ],
    );
    entryIdFromRow(saved);
  }
}
