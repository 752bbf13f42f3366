import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { destroyConnection } from './driver-internals';
import { LISTENER_LIMITS, LISTENER_TIMING, ListenerTiming } from './listener-timing';
import { clientConfig } from './postgres-limits';
import { resilientClient } from './resilient-client';

export interface ChannelSubscriber {
  onMessage(payload: string): void;
  /** Messages may have been missed (the connection was lost, or is new): drop what they would have invalidated. */
  onGap(): void;
}

/**
 * Notifications of one PostgreSQL channel across every instance (and the admin
 * CLI): NOTIFY to publish, a dedicated LISTEN connection to receive.
 *
 * The listening connection can die silently (a NAT or firewall that forgets an idle
 * connection keeps the socket open and passes nothing): a heartbeat query every
 * second must be answered within 2 s, else the connection is destroyed and opened
 * again. Each answered heartbeat confirms that every notification sent before it was
 * received (`deliveredUpTo`); caches trust older entries only while that confirmation
 * is recent. Whenever the connection is lost (or opened), the subscriber hears of a gap.
 */
export class PostgresListener {
  private readonly logger: Logger;
  private readonly ListenerClient = resilientClient(LISTENER_LIMITS, () => undefined);
  /** The connection being opened or listening; events of any other are ignored. */
  private client: Client | null = null;
  private listening = false;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private confirmedUpTo = 0;
  private failedAttempts = 0;
  /** The notifications asked for in this turn of the event loop, and the statement that will send them. */
  private gathering: { payloads: string[]; sent: Promise<string> } | null = null;

  /** @param applicationName `application_name` of the listening connection (seen in pg_stat_activity) */
  constructor(
    private readonly dataSource: DataSource,
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly applicationName: string,
    private readonly subscriber: ChannelSubscriber,
    private readonly timing: ListenerTiming = LISTENER_TIMING,
  ) {
    this.logger = new Logger(`PostgresListener(${channel})`);
  }

  async notify(payload: string): Promise<void> {
    await this.dataSource.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
  }

  /**
   * Notifies `payload` followed by a space and the primary's WAL position now (after the caller's write committed),
   * and returns that position. The notifications asked for in one turn of the event loop leave in one statement (a
   * backlog of generated days writes dozens of entries a turn), each still its own notification.
   */
  notifyWithPosition(payload: string): Promise<string> {
    if (!this.gathering) {
      const payloads: string[] = [];
      const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.gathering = null;
        return this.notifyAllWithPosition(payloads);
      });
      this.gathering = { payloads, sent };
    }
    this.gathering.payloads.push(payload);
    return this.gathering.sent;
  }

  private async notifyAllWithPosition(payloads: string[]): Promise<string> {
    const [row] = (await this.dataSource.query(
      `WITH now AS (SELECT pg_current_wal_lsn()::text AS at)
       SELECT pg_notify($1, p || ' ' || now.at), now.at FROM now CROSS JOIN unnest($2::text[]) AS p`,
      [this.channel, payloads],
    )) as { at: string }[];
    return row.at;
  }

  /** When the last answered heartbeat (or the LISTEN) was sent: every notification before it has arrived. */
  deliveredUpTo(): number {
    return this.confirmedUpTo;
  }

  start(): Promise<void> {
    return this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.heartbeatTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client: Client = new this.ListenerClient(
      clientConfig(this.databaseUrl, LISTENER_LIMITS, this.applicationName),
    );
    client.on('notification', (message) => this.subscriber.onMessage(message.payload ?? ''));
    client.on('error', (error) => this.lost(client, `listener lost its connection: ${error.message}`));
    client.on('end', () => this.lost(client, 'listener lost its connection'));
    this.client = client;
    try {
      await client.connect();
      const sentAt = Date.now();
      await this.withDeadline(client, `LISTEN ${this.channel}`);
      if (this.client !== client) return;
      this.listening = true;
      this.confirmedUpTo = sentAt;
      if (this.failedAttempts > 0)
        this.logger.log(`listener connected again after ${this.failedAttempts} failed attempt(s)`);
      this.failedAttempts = 0;
      // Events may have been missed before this connection listened.
      this.subscriber.onGap();
      this.scheduleHeartbeat(client);
    } catch (error) {
      this.lost(client, `listener could not listen: ${String(error instanceof Error ? error.message : error)}`);
    }
  }

  private scheduleHeartbeat(client: Client): void {
    this.heartbeatTimer = setTimeout(() => void this.heartbeat(client), this.timing.heartbeatIntervalMs);
    this.heartbeatTimer.unref();
  }

  private async heartbeat(client: Client): Promise<void> {
    if (this.client !== client || !this.listening || this.stopped) return;
    const sentAt = Date.now();
    try {
      await this.withDeadline(client, 'SELECT 1');
    } catch (error) {
      this.lost(client, `listener missed its heartbeat: ${String(error instanceof Error ? error.message : error)}`);
      return;
    }
    if (this.client !== client) return;
    this.confirmedUpTo = sentAt;
    this.scheduleHeartbeat(client);
  }

  /** Runs `sql` on the listening connection; no answer within the heartbeat deadline is a dead connection. */
  private withDeadline(client: Client, sql: string): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${this.timing.heartbeatDeadlineMs} ms`)),
        this.timing.heartbeatDeadlineMs,
      );
    });
    timer?.unref();
    return Promise.race([client.query(sql), deadline]).finally(() => clearTimeout(timer));
  }

  /** Drops the connection (destroyed: a dead peer never answers a polite goodbye), tells of the gap, and connects again soon. */
  private lost(client: Client, reason: string): void {
    if (this.stopped || this.client !== client) return;
    const wasListening = this.listening;
    this.client = null;
    this.listening = false;
    clearTimeout(this.heartbeatTimer);
    destroyConnection(client);
    if (wasListening || this.failedAttempts % 10 === 0) this.logger.warn(reason);
    if (!wasListening) this.failedAttempts++;
    this.subscriber.onGap();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.listen();
    }, this.timing.reconnectDelayMs);
    this.retryTimer.unref();
  }
}

/**
 * Gives a process-local notification class (entry changes, credential events)
 * its PostgresListener's lifecycle: listening starts with the module and stops
 * at shutdown, and what was delivered is the listener's to say. The subclass
 * creates `listener` in its constructor.
 */
export function ListenedAcrossInstances<Base extends abstract new (...args: any[]) => { deliveredUpTo(): number }>(
  base: Base,
) {
  abstract class Listened extends base implements OnModuleInit, OnApplicationShutdown {
    protected abstract readonly listener: PostgresListener;

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
  return Listened;
}
