import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { EventReceiver } from '../support/event-receiver';
import { runCli } from '../support/run-cli';
import { startServerProcess } from '../support/server-process';
import { TEST_DATABASE_URL, TEST_DATABASE_ENV, freshDataDir } from '../support/test-database';

jest.setTimeout(120_000);

/** The outbox survives a crash: an entry that committed before the process was killed is announced after a restart. */
describe('events across a crash', () => {
  const dataDir = TEST_DATABASE_URL ? undefined : freshDataDir();
  const env: Record<string, string> = {
    ...(TEST_DATABASE_URL ? TEST_DATABASE_ENV : { DATA_DIR: dataDir! }),
    SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    EVENT_DELIVERY_ALLOWED_HOSTS: '127.0.0.1',
    GENERATION_QUIET_PERIOD_SECONDS: '86400',
  };
  let receiver: EventReceiver;
  beforeAll(async () => (receiver = await EventReceiver.start()));
  afterAll(async () => {
    await receiver.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers entry.written after a restart when the process was killed between the commit and the send', async () => {
    // The first process looks for changes to send only as it starts: it commits the entry and never sends it.
    const first = await startServerProcess({ ...env, EVENT_DELIVERY_POLL_INTERVAL_MS: '600000' });
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
    const entry = await cli('generate', account.id, '--date', day);
    expect(entry).toMatchObject({ date: day });
    // Its worker looked for changes only before the entry existed: no delivery was made, nothing was sent.
    expect(await cli('deliveries', 'list', endpoint.id)).toEqual([]);
    expect(receiver.received).toHaveLength(0);
    first.child.kill('SIGKILL');
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });

    const second = await startServerProcess({ ...env, EVENT_DELIVERY_POLL_INTERVAL_MS: '100' });
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
