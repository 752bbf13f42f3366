import type { DataSource } from 'typeorm';
import type { ListenerTiming } from '../../../../database/listener-timing';
import { ListenedAcrossInstances, PostgresListener } from '../../../../database/postgres-listener';
import type { CredentialEvent } from '../../domain/credential-events';
import { LocalCredentialEvents } from './local-credential-events';

/** `application_name` of the listening connection (seen in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'diary-credential-listener';

/**
 * Credential events across every instance sharing one PostgreSQL (see
 * PostgresListener): this process applies its own events at once, others
 * within milliseconds; a lost connection drops everything cached.
 */
export class PostgresCredentialEvents extends ListenedAcrossInstances(LocalCredentialEvents) {
  protected readonly listener: PostgresListener;

  constructor(dataSource: DataSource, databaseUrl: string, timing?: ListenerTiming) {
    super();
    this.listener = new PostgresListener(
      dataSource,
      databaseUrl,
      'diary_credentials',
      LISTENER_APPLICATION_NAME,
      {
        onMessage: (payload) => {
          try {
            this.emit(JSON.parse(payload) as CredentialEvent);
          } catch {
            this.emit({ kind: 'all' });
          }
        },
        onGap: () => this.emit({ kind: 'all' }),
      },
      timing,
    );
  }

  override async publishRevoked(credentialId: string): Promise<void> {
    await super.publishRevoked(credentialId);
    await this.listener.notify(JSON.stringify({ kind: 'credential', id: credentialId }));
  }

  override async publishAccountChanged(accountId: string): Promise<void> {
    await super.publishAccountChanged(accountId);
    await this.listener.notify(JSON.stringify({ kind: 'account', id: accountId }));
  }
}
