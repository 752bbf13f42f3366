import { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { PostgresListener } from '../../../../database/postgres-listener';
import { LocalEntryChanges } from './local-entry-changes';

/** Entry changes across every instance sharing one PostgreSQL (see PostgresListener); a lost connection drops every cached answer. */
export class PostgresEntryChanges extends LocalEntryChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly listener: PostgresListener;

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

  override deliveredUpTo(): number {
    return this.listener.deliveredUpTo();
  }

  onModuleInit(): Promise<void> {
    return this.listener.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }
}
