import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { EventReceiver } from '../support/event-receiver';
import { runCli } from '../support/run-cli';
import { ServerProcess, startServerProcess } from '../support/server-process';
import { TEST_DATABASE_URL, TEST_DATABASE_ENV, freshDataDir } from '../support/test-database';

jest.setTimeout(120_000);

/** The outbox survives a crash: an entry that committed while no server could send it is announced by the next one. */
describe('events across a crash', () => {
  const dataDir = TEST_DATABASE_URL ? undefined : freshDataDir();
  const env: Record<string, string> = {
    ...(TEST_DATABASE_URL ? TEST_DATABASE_ENV : { DATA_DIR: dataDir! }),
    SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    EVENT_DELIVERY_ALLOWED_HOSTS: '127.0.0.1',
    GENERATION_QUIET_PERIOD_SECONDS: '86400',
  };
  let receiver: EventReceiver;
  /** Servers still running when a test ends, failed or not: none may outlive the suite. */
  const running = new Set<ServerProcess>();
  const started = async (extra: Record<string, string>) => {
    const server = await startServerProcess({ ...env, ...extra });
    running.add(server);
    void server.exited.then(() => running.delete(server));
    return server;
  };
  beforeAll(async () => (receiver = await EventReceiver.start()));
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await Promise.all([...running].map((server) => server.exited));
    await receiver.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers entry.written after a restart when the entry committed while no process could send it', async () => {
    const first = await started({ EVENT_DELIVERY_POLL_INTERVAL_MS: '600000' });
    const cli = async (...args: string[]) => (await runCli([...args, '--json'], env)).json();
    const account = await cli('accounts', 'create', '--name', 'Crash test', '--plan', 'advanced');
    const token = await cli('tokens', 'create', account.id, '--name', 'Phone');
    const endpoint = await cli('endpoints', 'create', account.id, '--url', receiver.url);
    const posted = await fetch(`${first.url}/webhooks/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'Rowed on the lake before the storm' }),
    });
    const { day } = (await posted.json()) as { day: string };
    first.child.kill('SIGKILL');
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });
    // The entry (and its change, in the same transaction) commits while no server runs: nothing sends it.
    const entry = await cli('generate', account.id, '--date', day);
    expect(entry).toMatchObject({ date: day });
    expect(await cli('deliveries', 'list', endpoint.id)).toEqual([]);
    expect(receiver.received).toHaveLength(0);

    const second = await started({ EVENT_DELIVERY_POLL_INTERVAL_MS: '100' });
    try {
      const [event] = await receiver.waitFor(1, 30_000);
      expect(JSON.parse(event.body)).toMatchObject({
        type: 'entry.written',
        data: { accountId: account.id, date: day },
      });
      const listed = await cli('deliveries', 'list', endpoint.id);
      expect(listed).toEqual([expect.objectContaining({ id: event.headers['webhook-id'], status: 'delivered' })]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
