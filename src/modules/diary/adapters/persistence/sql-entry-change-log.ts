import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RowReader } from '../../../../database/row-reader';
import type { FeedPosition } from '../../domain/entry-change-feed';
import { EntryChangeLog, LoggedChange } from '../../domain/entry-change-log';

/** The columns of a change as loggedChangeFromRow reads them (the feed reads them too). */
export const CHANGE_COLUMNS =
  'account_id, date::text AS date, change, at, title, generated_at, word_count, era, txid::text AS txid, id::text AS id';

/**
 * Changes of transactions older than the oldest one still running (pg_snapshot_xmin): any transaction that could
 * still commit a change has a txid at or above it, so nothing before a page's last change can appear later. The
 * changes of a past era were all committed before it ended (migration EntryChangeEras).
 */
export const VISIBLE_CHANGE = '(txid < pg_snapshot_xmin(pg_current_snapshot()) OR era < entry_change_era())';

// As the feed (sql-entry-change-feed.ts), over every account: entry_changes_dispatch_era_idx (era, txid, id).
const AFTER = `
  SELECT ${CHANGE_COLUMNS}
    FROM entry_changes
   WHERE (era, txid, id) > ($1::integer, $2::xid8, $3::bigint) AND ${VISIBLE_CHANGE}
   ORDER BY entry_changes.era, entry_changes.txid, entry_changes.id LIMIT $4`;

export function loggedChangeFromRow(row: unknown): LoggedChange {
  const read = RowReader.of(row, 'entry_changes');
  return {
    accountId: read.text('account_id'),
    date: read.text('date'),
    change: read.oneOf('change', ['written', 'removed'] as const),
    at: read.date('at'),
    title: read.nullableText('title'),
    generatedAt: read.nullableDate('generated_at'),
    wordCount: read.nullableNumber('word_count'),
    position: { era: read.integer('era'), txid: read.text('txid'), id: read.text('id') },
  };
}

@Injectable()
export class SqlEntryChangeLog extends EntryChangeLog {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async after(position: FeedPosition, limit: number): Promise<LoggedChange[]> {
    const rows: unknown[] = await this.dataSource.query(AFTER, [position.era, position.txid, position.id, limit]);
    return rows.map(loggedChangeFromRow);
  }
}
