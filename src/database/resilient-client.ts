import { Client, type ClientConfig } from 'pg';
import { DatabaseUnavailableError } from '../shared/database-failure';
import {
  CONNECT_TIMEOUT_MESSAGE,
  QUERY_READ_TIMEOUT_MESSAGE,
  destroyConnection,
  isQueryable,
  onConnectionEnd,
  socketOf,
} from './driver-internals';
import type { PostgresLimits } from './postgres-limits';

type Callback = (error: Error | null, result?: unknown) => void;

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

      const inspect = (error: unknown) => {
        if (!(error instanceof Error) || error.message !== QUERY_READ_TIMEOUT_MESSAGE || !isQueryable(this)) return;
        destroyConnection(this);
        onSilentFault(`no answer within ${limits.queryReadTimeoutMs} ms`);
      };
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        const last = args.length - 1;
        const callback = args[last];
        if (typeof callback === 'function') {
          args[last] = (error: Error | null, result?: unknown) => {
            inspect(error);
            (callback as Callback)(error, result);
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
        if (error.message !== CONNECT_TIMEOUT_MESSAGE) return error;
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
        const socket = socketOf(this);
        const timer = setTimeout(() => socket?.destroy(), limits.endGraceMs);
        timer.unref();
        onConnectionEnd(this, () => clearTimeout(timer));
        return end(callback);
      }) as Client['end'];
    }
  };
}
