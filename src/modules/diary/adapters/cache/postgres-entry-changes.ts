import type { DataSource } from 'typeorm';
import { ListenedAcrossInstances, PostgresListener } from '../../../../database/postgres-listener';
import { LocalEntryChanges } from './local-entry-changes';

/** Entry changes across every instance sharing one PostgreSQL (see PostgresListener); a lost connection drops every cached answer. */
export class PostgresEntryChanges extends ListenedAcrossInstances(LocalEntryChanges) {
  protected readonly listener: PostgresListener;

  constructor(dataSource: DataSource, databaseUrl: string) {
    super();
    this.listener = new PostgresListener(dataSource, databaseUrl, 'diary_entries', 'diary-entry-listener', {
      onMessage: (accountId) => this.emit(accountId),
      onGap: () => this.emit(null),
    });
  }

  override async publish(accountId: string): Promise<void> {
    await super.publish(accountId);
    await this.listener.notify(accountId);
  }
}
