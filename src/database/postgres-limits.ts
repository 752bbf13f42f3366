import type { ClientConfig } from 'pg';

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

/**
 * pg connection settings for the limits (keepalive, connect timeout, server-side timeouts, read timeout).
 * `pooled`: the connection goes through a transaction-mode pooler, which refuses session settings in the startup
 * packet (PgBouncer 1.18: "unsupported startup parameter") and would lend them to other clients anyway: the
 * server-side timeouts are then the role's or the pooler's (docs/scaling.md), the client-side read timeout stays.
 */
export function clientConfig(
  connectionString: string,
  limits: PostgresLimits,
  applicationName: string,
  pooled = false,
): ClientConfig {
  const common = {
    connectionString,
    application_name: applicationName,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: limits.keepAliveInitialDelayMs,
    ...(limits.queryReadTimeoutMs > 0 ? { query_timeout: limits.queryReadTimeoutMs } : {}),
  };
  if (pooled) return common;
  return {
    ...common,
    // Every statement is small OLTP work: compiling one just in time cost the sweep 0.5 s where it ran in 0.1 s.
    options: '-c jit=off',
    ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
    ...(limits.idleInTransactionTimeoutMs > 0
      ? { idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs }
      : {}),
  };
}
