import type { DataSource } from 'typeorm';
import type { Database } from '../../../../database/database';
import { ListenedAcrossInstances, PostgresListener } from '../../../../database/postgres-listener';
import { LocalEntryChanges } from './local-entry-changes';

/**
 * Entry changes across every instance sharing one PostgreSQL (see PostgresListener); a lost connection drops every
 * cached answer. Each notification carries where the write ends on the primary's WAL (`ACCOUNT_ID POSITION`), noted
 * before the answers are dropped: a read that follows goes to a replica only once it has replayed that far.
 */
export class PostgresEntryChanges extends ListenedAcrossInstances(LocalEntryChanges) {
  protected readonly listener: PostgresListener;

  constructor(
    dataSource: DataSource,
    databaseUrl: string,
    private readonly database: Database,
  ) {
    super();
    this.listener = new PostgresListener(dataSource, databaseUrl, 'diary_entries', 'diary-entry-listener', {
      onMessage: (payload) => this.received(payload),
      onGap: () => {
        void this.database.refreshWritePositions().catch(() => undefined);
        this.emit(null);
      },
    });
  }

  override async publish(accountId: string): Promise<void> {
    try {
      this.database.writePositions.note(accountId, await this.listener.notifyWithPosition(accountId));
    } catch (error) {
      // The position is unknown: no replica is trusted until the primary's is read again.
      void this.database.refreshWritePositions().catch(() => undefined);
      throw error;
    } finally {
      this.emit(accountId);
    }
  }

  private received(payload: string): void {
    const [accountId, position] = payload.split(' ');
    if (position) this.database.writePositions.note(accountId, position);
    // From an instance that sends no position (an older version during a rolling deploy): trust no replica for now.
    else void this.database.refreshWritePositions().catch(() => undefined);
    this.emit(accountId);
  }
}
