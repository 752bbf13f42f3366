import { Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { FakePostgres } from '../../test/support/fake-postgres';
import { DatabaseUnavailableError, POOL_WAIT_TIMEOUT_MESSAGE, databaseFailureOf } from '../shared/database-failure';
import { PostgresConnections } from './postgres-connections';
import { PostgresLimits, REQUEST_LIMITS, clientConfig } from './postgres-limits';
import { resilientClient } from './resilient-client';

const FAST: PostgresLimits = {
  ...REQUEST_LIMITS,
  poolSize: 3,
  poolWaitMs: 1_000,
  connectTimeoutMs: 200,
  statementTimeoutMs: 1_000,
  queryReadTimeoutMs: 300,
  endGraceMs: 100,
};

describe('PostgreSQL connections', () => {
  let server: FakePostgres;
  const pools: Pool[] = [];
  const faults: string[] = [];
  const ResilientClient = resilientClient(FAST, (reason) => faults.push(reason));

  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(async () => {
    server = new FakePostgres();
    await server.start();
    faults.length = 0;
  });
  afterEach(async () => {
    for (const pool of pools.splice(0)) await pool.end().catch(() => undefined);
    await server.stop();
  });

  function pool(limits: PostgresLimits): { pool: Pool; connections: PostgresConnections } {
    const connections = new PostgresConnections(server.url, limits, 'diary-test');
    const created = new Pool(connections.poolOptions());
    created.on('error', () => undefined);
    connections.watch(created);
    pools.push(created);
    return { pool: created, connections };
  }

  it('asks the server for the statement and idle-in-transaction timeouts and no JIT, names itself, and keeps TCP alive', async () => {
    const client = new ResilientClient(clientConfig(server.url, FAST, 'diary-test'));
    await client.connect();
    expect(server.startupParameters[0]).toMatchObject({
      application_name: 'diary-test',
      statement_timeout: '1000',
      idle_in_transaction_session_timeout: '30000',
      options: '-c jit=off',
    });
    expect(clientConfig(server.url, FAST, 'x')).toMatchObject({
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: 300,
      connectionTimeoutMillis: 200,
    });
    await client.end();
  });

  it('reports a connection not established within the connect timeout as the database being unavailable', async () => {
    server.silent = true;
    const client = new ResilientClient(clientConfig(server.url, FAST, 'diary-test'));
    const started = Date.now();
    const error = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(databaseFailureOf(error)).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(faults).toEqual(['no connection within 200 ms']);
  });

  it('discards a connection that does not answer within the read timeout', async () => {
    const client = new ResilientClient(clientConfig(server.url, FAST, 'diary-test'));
    await client.connect();
    await client.query('SELECT 1');
    server.silent = true;
    const error = await client.query('SELECT 1').then(
      () => null,
      (e: unknown) => e,
    );
    expect(databaseFailureOf(error)).toBe('timeout');
    expect((client as unknown as { _queryable: boolean })._queryable).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sockets.size).toBe(0);
    expect(faults).toEqual(['no answer within 300 ms']);
  });

  it('ends a connection whose peer went silent within the grace period', async () => {
    const client = new ResilientClient(clientConfig(server.url, FAST, 'diary-test'));
    await client.connect();
    server.silent = true;
    const started = Date.now();
    await client.end();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('lets queries wait for a free connection (a pool wait is not an outage) and says "busy" past the pool wait', async () => {
    server.answerDelayMs = 100;
    // Five queries on one connection: the last waits about 400 ms, far under the pool wait even on a loaded machine.
    const patient = pool({ ...FAST, poolSize: 1, poolWaitMs: 5_000, queryReadTimeoutMs: 2_000 }).pool;
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => patient.query('SELECT 1')));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    const hurried = pool({ ...FAST, poolSize: 1, poolWaitMs: 150, queryReadTimeoutMs: 2_000 }).pool;
    const rushed = await Promise.allSettled(Array.from({ length: 5 }, () => hurried.query('SELECT 1')));
    const failures = rushed
      .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
      .map((result) => result.reason as Error);
    expect(failures.length).toBeGreaterThan(0);
    expect(
      failures.every((error) => error.message === POOL_WAIT_TIMEOUT_MESSAGE && databaseFailureOf(error) === 'busy'),
    ).toBe(true);
  });

  it('after a silent fault, discards the timed-out connection and the idle ones, then serves on new connections', async () => {
    const { pool: shared } = pool(FAST);
    // Three connections, idle after use.
    await Promise.all(Array.from({ length: 3 }, () => shared.query('SELECT 1')));
    expect(shared.idleCount).toBe(3);

    server.silent = true;
    const started = Date.now();
    const error = await shared.query('SELECT 1').then(
      () => null,
      (e: unknown) => e,
    );
    expect(databaseFailureOf(error)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shared.totalCount).toBe(0);
    expect(server.sockets.size).toBe(0);

    // While silent, a new connection fails within the connect timeout, not a read timeout.
    const connecting = Date.now();
    expect(
      databaseFailureOf(
        await shared.query('SELECT 1').then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    ).toBe('unavailable');
    expect(Date.now() - connecting).toBeLessThan(FAST.connectTimeoutMs + 300);

    server.silent = false;
    await expect(shared.query('SELECT 1')).resolves.toBeDefined();
  });
});

describe('clientConfig', () => {
  it('sends the server-side settings as startup parameters, except through a transaction-mode pooler', () => {
    const direct = clientConfig('postgres://db/diary', REQUEST_LIMITS, 'diary');
    expect(direct).toMatchObject({
      options: '-c jit=off',
      statement_timeout: 10_000,
      idle_in_transaction_session_timeout: 30_000,
      query_timeout: 12_000,
    });
    const pooled = clientConfig('postgres://pooler/diary', REQUEST_LIMITS, 'diary', true);
    expect(pooled).not.toHaveProperty('options');
    expect(pooled).not.toHaveProperty('statement_timeout');
    expect(pooled).not.toHaveProperty('idle_in_transaction_session_timeout');
    // The client's own bounds stay.
    expect(pooled).toMatchObject({ application_name: 'diary', query_timeout: 12_000, connectionTimeoutMillis: 2_000 });
  });
});
