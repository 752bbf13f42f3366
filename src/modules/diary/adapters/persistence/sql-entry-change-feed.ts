import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '../../../../database/prepared-statements';
import { EntryChange, EntryChangeFeed, FeedPosition } from '../../domain/entry-change-feed';
import { CHANGE_COLUMNS, VISIBLE_CHANGE, loggedChangeFromRow } from './sql-entry-change-log';

// As the change log (sql-entry-change-log.ts), for one account: entry_changes_feed_era_idx (account_id, era, txid, id).
const PAGE = {
  name: 'diary-change-feed-page',
  text: `
  SELECT ${CHANGE_COLUMNS} FROM entry_changes
   WHERE account_id = $1 AND (era, txid, id) > ($2::integer, $3::xid8, $4::bigint) AND ${VISIBLE_CHANGE}
   ORDER BY entry_changes.era, entry_changes.txid, entry_changes.id LIMIT $5`,
};

// No change can follow a position of a later era than the current one, or of a transaction not yet begun.
const AHEAD = {
  name: 'diary-change-feed-ahead',
  text: `SELECT $1::integer > entry_change_era()
            OR ($1::integer = entry_change_era() AND $2::xid8 >= pg_snapshot_xmax(pg_current_snapshot())) AS ahead`,
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
      after?.era ?? 0,
      after?.txid ?? '0',
      after?.id ?? '0',
      limit,
    ]);
    const found = rows.map(loggedChangeFromRow);
    const last = found[found.length - 1];
    return { changes: found.map(({ date, change, at }) => ({ date, change, at })), next: last?.position ?? null };
  }

  /** On the primary: a replica behind it has not seen the transactions of positions it already gave. */
  async isAhead(position: FeedPosition): Promise<boolean> {
    const [row] = await this.statements.query<{ ahead: boolean }>(AHEAD, [position.era, position.txid]);
    return row?.ahead === true;
  }
}
