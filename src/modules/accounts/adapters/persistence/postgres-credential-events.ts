import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { CredentialEvent } from '../../domain/credential-events';
import { LocalCredentialEvents } from './local-credential-events';

const CHANNEL = 'diary_credentials';

/**
 * Events across every instance (and the admin CLI) sharing one PostgreSQL:
 * NOTIFY to publish, a dedicated LISTEN connection to receive. This process
 * applies its own events at once; others within milliseconds. After the listening
 * connection is lost, everything cached is dropped, since events may have been missed.
 */
export class PostgresCredentialEvents extends LocalCredentialEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PostgresCredentialEvents.name);
  private client: Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly databaseUrl: string,
  ) {
    super();
  }

  override async publishRevoked(credentialId: string): Promise<void> {
    await super.publishRevoked(credentialId);
    await this.notify({ kind: 'credential', id: credentialId });
  }

  override async publishAccountChanged(accountId: string): Promise<void> {
    await super.publishAccountChanged(accountId);
    await this.notify({ kind: 'account', id: accountId });
  }

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async notify(event: CredentialEvent): Promise<void> {
    await this.dataSource.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 2000, keepAlive: true });
    client.on('notification', (message) => {
      try {
        this.emit(JSON.parse(message.payload ?? '') as CredentialEvent);
      } catch {
        this.emit({ kind: 'all' });
      }
    });
    client.on('error', (error) => {
      this.logger.warn(`credential event listener lost its connection: ${error.message}`);
      this.reconnectSoon(client);
    });
    client.on('end', () => this.reconnectSoon(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      this.emit({ kind: 'all' });
    } catch (error) {
      this.logger.warn(`credential event listener could not connect: ${String(error)}`);
      this.reconnectSoon(client);
    }
  }

  private reconnectSoon(client: Client): void {
    if (this.stopped || this.retryTimer) return;
    if (this.client === client) this.client = null;
    void client.end().catch(() => undefined);
    this.emit({ kind: 'all' });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.listen();
    }, 1000);
    this.retryTimer.unref();
  }
}
