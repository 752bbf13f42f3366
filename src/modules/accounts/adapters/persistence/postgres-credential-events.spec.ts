import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { FakePostgres } from '../../../../../test/support/fake-postgres';
import type { CredentialEvent } from '../../domain/credential-events';
import { LISTENER_APPLICATION_NAME, PostgresCredentialEvents } from './postgres-credential-events';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
  return Date.now() - started;
}

describe('PostgresCredentialEvents', () => {
  let server: FakePostgres;
  let events: PostgresCredentialEvents;
  let received: CredentialEvent[];

  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(async () => {
    server = new FakePostgres();
    await server.start();
    received = [];
    const dataSource = { query: async () => [] } as unknown as DataSource;
    events = new PostgresCredentialEvents(dataSource, server.url, {
      heartbeatIntervalMs: 50,
      heartbeatDeadlineMs: 150,
      reconnectDelayMs: 50,
    });
    events.subscribe((event) => received.push(event));
  });
  afterEach(async () => {
    await events.onApplicationShutdown();
    await server.stop();
  });

  it('listens under its own name, drops the cache once it listens, and passes notifications on', async () => {
    expect(events.deliveredUpTo()).toBe(0);
    await events.onModuleInit();
    expect(server.startupParameters[0]).toMatchObject({ application_name: LISTENER_APPLICATION_NAME });
    expect(received).toEqual([{ kind: 'all' }]);
    server.notify('diary_credentials', JSON.stringify({ kind: 'credential', id: 'key-1' }));
    server.notify('diary_credentials', 'not json');
    await waitFor(() => received.length === 3, 1_000);
    expect(received.slice(1)).toEqual([{ kind: 'credential', id: 'key-1' }, { kind: 'all' }]);
  });

  it('confirms delivery with every answered heartbeat', async () => {
    await events.onModuleInit();
    const first = events.deliveredUpTo();
    await waitFor(() => events.deliveredUpTo() > first, 1_000);
    await sleep(300);
    expect(Date.now() - events.deliveredUpTo()).toBeLessThan(200);
  });

  it('on a missed heartbeat drops the connection and the cache, stops confirming, and listens again once the path is back', async () => {
    await events.onModuleInit();
    await sleep(120);
    received.length = 0;

    server.silent = true;
    const silentAt = Date.now();
    const detectedIn = await waitFor(() => received.length > 0, 2_000);
    expect(received[0]).toEqual({ kind: 'all' });
    // Interval plus deadline, with some slack for a loaded machine.
    expect(detectedIn).toBeLessThan(600);
    await waitFor(() => server.sockets.size === 0 || [...server.sockets].every((socket) => socket.destroyed), 1_000);
    const confirmedAt = events.deliveredUpTo();
    expect(confirmedAt).toBeLessThanOrEqual(silentAt);
    await sleep(300);
    expect(events.deliveredUpTo()).toBe(confirmedAt);

    server.silent = false;
    // A connection attempt made while silent runs out its 2 s connect timeout first.
    await waitFor(() => events.deliveredUpTo() > confirmedAt, 5_000);
    expect(received.filter((event) => event.kind === 'all').length).toBeGreaterThanOrEqual(2);
  });
});
