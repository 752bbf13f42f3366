import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { eventually } from '../../../../../test/support/expectations';
import { FakePostgres } from '../../../../../test/support/fake-postgres';
import type { CredentialEvent } from '../../domain/credential-events';
import { LISTENER_APPLICATION_NAME, PostgresCredentialEvents } from './postgres-credential-events';

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  await eventually(async () => (condition() ? true : undefined), timeoutMs, 10);
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
    await waitFor(() => events.deliveredUpTo() > first, 5_000);
    const second = events.deliveredUpTo();
    await waitFor(() => events.deliveredUpTo() > second, 5_000);
  });

  it('on a missed heartbeat drops the connection and the cache, stops confirming, and listens again once the path is back', async () => {
    await events.onModuleInit();
    const listening = events.deliveredUpTo();
    await waitFor(() => events.deliveredUpTo() > listening, 5_000);
    received.length = 0;

    server.silent = true;
    const silentAt = Date.now();
    await waitFor(() => received.length > 0, 5_000);
    expect(received[0]).toEqual({ kind: 'all' });
    await waitFor(() => server.sockets.size === 0 || [...server.sockets].every((socket) => socket.destroyed), 5_000);
    const confirmedAt = events.deliveredUpTo();
    expect(confirmedAt).toBeLessThanOrEqual(silentAt);
    // It tries again while the path is silent, and confirms nothing meanwhile.
    const attempts = server.accepted;
    await waitFor(() => server.accepted > attempts, 5_000);
    expect(events.deliveredUpTo()).toBe(confirmedAt);

    server.silent = false;
    // A connection attempt made while silent runs out its 2 s connect timeout first.
    await waitFor(() => events.deliveredUpTo() > confirmedAt, 5_000);
    expect(received.filter((event) => event.kind === 'all').length).toBeGreaterThanOrEqual(2);
  });
});
