import { Logger } from '@nestjs/common';
import { Client, type ClientConfig, type Pool } from 'pg';
import { DatabaseUnavailableError } from '../shared/database-failure';

/**
 * Every bound on the connections to a PostgreSQL server (the embedded database is
 * one in-process connection and has none of these). Numbers in docs/security.md.
 */
export interface PostgresLimits {
  /** Connections per pool. */
  poolSize: number;
  /** How long a query waits for a pooled connection to become free (then 503 "busy"). */
  poolWaitMs: number;
  /** How long opening one connection may take, TCP and authentication included. */
  connectTimeoutMs: number;
  /** Server-side `statement_timeout`: PostgreSQL cancels a longer statement (SQLSTATE 57014). 0: none. */
  statementTimeoutMs: number;
  /**
   * Client-side bound on the answer to one query, above the statement timeout: past it the
   * connection is taken for dead (a silent network fault) and discarded. 0: none.
   */
  queryReadTimeoutMs: number;
  /** Server-side `idle_in_transaction_session_timeout`: a dead client's transaction does not hold its locks forever. */
  idleInTransactionTimeoutMs: number;
  /** TCP keepalive probes start after this much silence on a connection. */
  keepAliveInitialDelayMs: number;
  /** An idle pooled connection is closed after this. */
  idleConnectionMs: number;
  /** A connection asked to end politely is destroyed if its socket is still open after this. */
  endGraceMs: number;
}

/** The service's connections: requests, use records, generation jobs. */
export const REQUEST_LIMITS: PostgresLimits = {
  poolSize: 10,
  poolWaitMs: 10_000,
  connectTimeoutMs: 2_000,
  statementTimeoutMs: 10_000,
  queryReadTimeoutMs: 12_000,
  idleInTransactionTimeoutMs: 30_000,
  keepAliveInitialDelayMs: 10_000,
  idleConnectionMs: 10_000,
  endGraceMs: 1_000,
};

/** Migrations (index builds, backfills) may take long; they run on connections of their own. */
export const MIGRATION_LIMITS: PostgresLimits = {
  ...REQUEST_LIMITS,
  poolSize: 2,
  poolWaitMs: 0,
  statementTimeoutMs: 0,
  queryReadTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
};

/** The limits for another statement timeout (0: none); the read timeout stays 2 s above it. */
export function withStatementTimeout(limits: PostgresLimits, statementTimeoutMs: number): PostgresLimits {
  return { ...limits, statementTimeoutMs, queryReadTimeoutMs: statementTimeoutMs > 0 ? statementTimeoutMs + 2_000 : 0 };
}

/** pg connection settings for the limits (keepalive, connect timeout, server-side timeouts, read timeout). */
export function clientConfig(connectionString: string, limits: PostgresLimits, applicationName: string): ClientConfig {
  return {
    connectionString,
    application_name: applicationName,
    // Every statement is small OLTP work: compiling one just in time cost the sweep 0.5 s where it ran in 0.1 s.
    options: '-c jit=off',
    connectionTimeoutMillis: limits.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: limits.keepAliveInitialDelayMs,
    ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
    ...(limits.queryReadTimeoutMs > 0 ? { query_timeout: limits.queryReadTimeoutMs } : {}),
    ...(limits.idleInTransactionTimeoutMs > 0
      ? { idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs }
      : {}),
  };
}

type Callback = (error: Error | null, result?: unknown) => void;
/** The parts of pg's Client this module reaches into (pg-pool does the same). */
interface ClientInternals {
  _queryable: boolean;
  connection?: { stream?: { destroy(error?: Error): void }; once(event: 'end', listener: () => void): void };
}

/**
 * Drops a pg client's socket at once, without the goodbye `end()` would wait
 * for on a dead connection, and marks it unusable for its pool.
 */
export function destroyConnection(client: Client): void {
  const internals = client as unknown as ClientInternals;
  internals._queryable = false;
  internals.connection?.stream?.destroy();
}

/**
 * A pg Client that knows when its connection is dead though its socket is open:
 * - no answer within the query read timeout: the connection is discarded at once
 *   (pg would keep it, busy with the lost query, and hand it to the next request);
 * - a connection not established within the connect timeout is reported as the
 *   database being unavailable;
 * - ending a connection whose peer never answers destroys it after a grace period.
 * `onSilentFault` hears of both timeouts, so that the pool can drop connections that
 * went the same way while idle.
 */
export function resilientClient(limits: PostgresLimits, onSilentFault: (reason: string) => void): typeof Client {
  return class ResilientClient extends Client {
    constructor(config?: ClientConfig) {
      // The pool's own connectionTimeoutMillis is its wait for a free connection; a connection attempt has its own bound.
      super({ ...config, connectionTimeoutMillis: limits.connectTimeoutMs });
      // Between two holders (pool, query runner) a dead socket's error must not go unhandled.
      this.on('error', () => undefined);
      const internals = this as unknown as ClientInternals;

      const inspect = (error: unknown) => {
        if ((error as Error | null)?.message !== 'Query read timeout' || !internals._queryable) return;
        destroyConnection(this);
        onSilentFault(`no answer within ${limits.queryReadTimeoutMs} ms`);
      };
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        const last = args.length - 1;
        if (typeof args[last] === 'function') {
          const callback = args[last] as Callback;
          args[last] = (error: Error | null, result?: unknown) => {
            inspect(error);
            callback(error, result);
          };
          return query(...args);
        }
        const result = query(...args);
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            inspect(error);
            throw error;
          });
        }
        return result;
      }) as Client['query'];

      const failure = (error: Error): Error => {
        if (error.message !== 'timeout expired') return error;
        onSilentFault(`no connection within ${limits.connectTimeoutMs} ms`);
        return new DatabaseUnavailableError(
          error,
          `could not connect to the database within ${limits.connectTimeoutMs} ms`,
        );
      };
      const connect = this.connect.bind(this) as (
        callback?: (error: Error | null) => void,
      ) => Promise<void> | undefined;
      this.connect = ((callback?: (error: Error | null) => void) => {
        if (callback) return connect((error) => callback(error ? failure(error) : null));
        return connect()!.catch((error: Error) => {
          throw failure(error);
        });
      }) as Client['connect'];

      const end = this.end.bind(this) as (callback?: () => void) => Promise<void> | undefined;
      this.end = ((callback?: () => void) => {
        const stream = internals.connection?.stream;
        const timer = setTimeout(() => stream?.destroy(), limits.endGraceMs);
        timer.unref();
        internals.connection?.once('end', () => clearTimeout(timer));
        return end(callback);
      }) as Client['end'];
    }
  };
}

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
  ) {}

  poolOptions(): Record<string, unknown> {
    return {
      ...clientConfig(this.url, this.limits, this.applicationName),
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
