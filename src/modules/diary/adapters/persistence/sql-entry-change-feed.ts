import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EntryChange, EntryChangeFeed, FeedPosition } from '../../domain/entry-change-feed';
import { CHANGE_COLUMNS, loggedChangeFromRow } from './sql-entry-change-log';

// Changes of transactions older than the oldest one still running (pg_snapshot_xmin): any transaction that could
// still commit a change has a txid at or above it, so nothing younger than a page's last change can appear later.
const PAGE = `
  SELECT ${CHANGE_COLUMNS} FROM entry_changes
   WHERE account_id = $1 AND (txid, id) > ($2::xid8, $3::bigint)
     AND txid < pg_snapshot_xmin(pg_current_snapshot())
   ORDER BY entry_changes.txid, entry_changes.id LIMIT $4`;

@Injectable()
export class SqlEntryChangeFeed extends EntryChangeFeed {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async page(
    accountId: string,
    after: FeedPosition | null,
    limit: number,
  ): Promise<{ changes: EntryChange[]; next: FeedPosition | null }> {
    const rows: unknown[] = await this.dataSource.query(PAGE, [accountId, after?.txid ?? '0', after?.id ?? '0', limit]);
    const found = rows.map(loggedChangeFromRow);
    const last = found[found.length - 1];
    return { changes: found.map(({ date, change, at }) => ({ date, change, at })), next: last?.position ?? null };
  }
}
