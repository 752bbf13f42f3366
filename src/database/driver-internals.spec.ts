import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import {
  CONNECT_TIMEOUT_MESSAGE,
  QUERY_READ_TIMEOUT_MESSAGE,
  destroyConnection,
  isQueryable,
  pipelined,
  poolOf,
} from './driver-internals';

/**
 * Pins the private parts of pg and TypeORM that driver-internals.ts reaches into: if an upgrade renames or moves
 * one, this fails (the adapter's assumptions are stale) instead of pool eviction or pipelining silently doing nothing.
 */
describe('driver internals (pg, TypeORM)', () => {
  it("pg's Client keeps `_queryable` and its socket at `connection.stream` (cork, uncork, destroy), and hears the connection's end", () => {
    const client = new Client();
    expect(Reflect.get(client, '_queryable')).toBe(true);
    const connection = Reflect.get(client, 'connection');
    expect(typeof connection?.once).toBe('function');
    const stream = Reflect.get(connection, 'stream');
    for (const method of ['cork', 'uncork', 'destroy']) expect(typeof Reflect.get(stream, method)).toBe('function');
  });

  it('marks a destroyed connection unusable for its pool', () => {
    const client = new Client();
    destroyConnection(client);
    expect(isQueryable(client)).toBe(false);
    expect(Reflect.get(Reflect.get(Reflect.get(client, 'connection'), 'stream'), 'destroyed')).toBe(true);
  });

  it("pg's Client takes the pipeline option", () => {
    expect(Reflect.get(new Client(pipelined({})), 'pipeline')).toBe(true);
    expect(Reflect.get(new Client({}), 'pipeline')).toBe(false);
  });

  it('pg still reports its read and connect timeouts with the messages the resilient client recognises', () => {
    const source = readFileSync(require.resolve('pg/lib/client.js'), 'utf8');
    expect(source).toContain(`'${QUERY_READ_TIMEOUT_MESSAGE}'`);
    expect(source).toContain(`'${CONNECT_TIMEOUT_MESSAGE}'`);
  });

  it("TypeORM's PostgresDriver keeps its pg Pool at `master`", async () => {
    const pglite = await PGlite.create();
    const dataSource = new DataSource({
      type: 'postgres',
      extra: { connection: createPgConfig(pglite).connection, max: 1 },
    });
    try {
      await dataSource.initialize();
      const pool = poolOf(dataSource);
      for (const count of ['totalCount', 'idleCount', 'waitingCount'])
        expect(typeof Reflect.get(pool, count)).toBe('number');
      expect(typeof pool.on).toBe('function');
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await pglite.close();
    }
  }, 30_000);
});
