import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '../../../../database/prepared-statements';
import { EntryChange, EntryChangeFeed, FeedPosition } from '../../domain/entry-change-feed';
import { CHANGE_COLUMNS, loggedChangeFromRow } from './sql-entry-change-log';

// Changes of transactions older than the oldest one still running (pg_snapshot_xmin): any transaction that could
// still commit a change has a txid at or above it, so nothing younger than a page's last change can appear later.
const PAGE = {
  name: 'diary-change-feed-page',
  text: `
  SELECT ${CHANGE_COLUMNS} FROM entry_changes
   WHERE account_id = $1 AND (txid, id) > ($2::xid8, $3::bigint)
     AND txid < pg_snapshot_xmin(pg_current_snapshot())
   ORDER BY entry_changes.txid, entry_changes.id LIMIT $4`,
};

@Injectable()
export class SqlEntryChangeFeed extends EntryChangeFeed {
  constructor(private readonly statements: PreparedStatements) {
    super();
  }

  async page(
    accountId: string,
    after: FeedPosition | null,
    limit: number,
  ): Promise<{ changes: EntryChange[]; next: FeedPosition | null }> {
    // On a replica that has replayed the account's latest write known here: its snapshot holds back, as the
    // primary's does, the changes of transactions it has not seen end.
    const rows = await this.statements.readOf<unknown>(accountId, PAGE, [
      accountId,
      after?.txid ?? '0',
      after?.id ?? '0',
      limit,
    ]);
    const found = rows.map(loggedChangeFromRow);
    const last = found[found.length - 1];
    return { changes: found.map(({ date, change, at }) => ({ date, change, at })), next: last?.position ?? null };
  }
}
