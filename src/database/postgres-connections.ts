import { Logger } from '@nestjs/common';
import type { Client, Pool } from 'pg';
import { destroyConnection } from './driver-internals';
import { PostgresLimits, clientConfig } from './postgres-limits';
import { resilientClient } from './resilient-client';

/**
 * Options for TypeORM's pg pool under the limits, and the watch that discards idle
 * connections once one connection was found silently dead (a query or a connection
 * attempt timed out): those idle next to it most likely went the same way, and a
 * request would otherwise wait a whole read timeout on each.
 */
export class PostgresConnections {
  private readonly logger = new Logger('Database');
  private readonly idle = new Set<Client>();
  private readonly faultListeners: Array<() => void> = [];
  private pool: Pool | null = null;
  private lastEvictionAt = 0;

  constructor(
    private readonly url: string,
    private readonly limits: PostgresLimits,
    private readonly applicationName: string,
    /** Through a transaction-mode pooler: no session settings on the connections. */
    private readonly pooled = false,
  ) {}

  poolOptions(): Record<string, unknown> {
    return {
      ...clientConfig(this.url, this.limits, this.applicationName, this.pooled),
      Client: resilientClient(this.limits, (reason) => this.onSilentFault(reason)),
      max: this.limits.poolSize,
      // pg-pool's connectionTimeoutMillis bounds the wait for a free connection (a connection attempt has its own).
      connectionTimeoutMillis: this.limits.poolWaitMs,
      idleTimeoutMillis: this.limits.idleConnectionMs,
    };
  }

  /** A client class for connections outside the pool whose silent faults count as the pool's (and evict its idle ones). */
  clientClass(): typeof Client {
    return resilientClient(this.limits, (reason) => this.onSilentFault(reason));
  }

  /** Told whenever a connection is found silently dead: others opened beside it most likely are too. */
  onFault(listener: () => void): void {
    this.faultListeners.push(listener);
  }

  /** Starts following which pooled connections are idle. */
  watch(pool: Pool): void {
    this.pool = pool;
    pool.on('release', (error, client) => {
      if (!error) this.idle.add(client as Client);
    });
    pool.on('acquire', (client) => this.idle.delete(client as Client));
    pool.on('remove', (client) => this.idle.delete(client as Client));
  }

  /** Destroys every idle connection; the pool opens new ones on demand. Returns how many. */
  evictIdle(): number {
    let evicted = 0;
    for (const client of this.idle) {
      this.idle.delete(client);
      destroyConnection(client);
      evicted++;
    }
    return evicted;
  }

  private onSilentFault(reason: string): void {
    for (const listener of this.faultListeners) listener();
    if (!this.pool) return;
    const evicted = this.evictIdle();
    const now = Date.now();
    // One line per burst of faults, not per request.
    if (evicted > 0 || now - this.lastEvictionAt > 10_000) {
      this.logger.warn(`database connection silently dead (${reason}); ${evicted} idle connection(s) discarded`);
      this.lastEvictionAt = now;
    }
  }
}
