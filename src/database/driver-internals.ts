import type { Writable } from 'node:stream';
import type { Client, ClientConfig, Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Every reach into a private part of pg or TypeORM, in one place. They are not in either library's types and
 * may change in any release: driver-internals.spec.ts asserts the shape of each against the installed versions,
 * so an upgrade that moves one fails there rather than in production.
 *
 * - TypeORM's PostgresDriver keeps its pg Pool in `master` (pool usage, idle-connection eviction, prepared statements).
 * - pg's Client marks itself unusable for its pool with `_queryable` (pg-pool reads it too) and holds its socket at
 *   `connection.stream` (destroyed at once for a dead peer; corked to batch pipelined writes).
 * - pg's pipeline mode is a constructor option (`pipeline: true`) its types do not declare yet.
 * - pg reports its own timeouts by message only.
 */

/** pg's error message when `query_timeout` passes without an answer. */
export const QUERY_READ_TIMEOUT_MESSAGE = 'Query read timeout';
/** pg's error message when `connectionTimeoutMillis` passes before the connection is established. */
export const CONNECT_TIMEOUT_MESSAGE = 'timeout expired';

/** A pg Client's socket as far as this service uses it. */
export type ClientSocket = Pick<Writable, 'cork' | 'uncork' | 'destroy'>;

interface ClientInternals {
  _queryable: boolean;
  connection?: { stream?: ClientSocket; once(event: 'end', listener: () => void): void };
}

interface DriverInternals {
  master: Pool;
}

function internalsOf(client: Client): ClientInternals {
  return client as unknown as ClientInternals;
}

/** TypeORM's pg pool behind a PostgreSQL DataSource (the embedded database's too: PGlite's adapter is a pg Pool). */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as DriverInternals).master;
}

/** False once the client was marked unusable (a dead connection): its pool discards it instead of reusing it. */
export function isQueryable(client: Client): boolean {
  return internalsOf(client)._queryable;
}

/** The client's socket, once it has a connection. */
export function socketOf(client: Client): ClientSocket | undefined {
  return internalsOf(client).connection?.stream;
}

/** Calls `listener` when the client's connection ends (its socket closed). */
export function onConnectionEnd(client: Client, listener: () => void): void {
  internalsOf(client).connection?.once('end', listener);
}

/**
 * Drops a pg client's socket at once, without the goodbye `end()` would wait
 * for on a dead connection, and marks it unusable for its pool.
 */
export function destroyConnection(client: Client): void {
  internalsOf(client)._queryable = false;
  socketOf(client)?.destroy();
}

/** The client configuration with pg's pipeline mode on: queries are written without waiting for earlier answers. */
export function pipelined(config: ClientConfig): ClientConfig {
  return { ...config, pipeline: true } as ClientConfig;
}
