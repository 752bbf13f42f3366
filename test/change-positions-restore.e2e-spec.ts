import { randomBytes } from 'node:crypto';
import { ChangeEras } from '../src/modules/diary/adapters/persistence/change-eras';
import { FeedCursors } from '../src/modules/diary/domain/feed-cursors';
import { DeliveryWorker } from '../src/modules/events/adapters/delivery-worker';
import { RunDueDeliveries } from '../src/modules/events/application/run-due-deliveries.use-case';
import { bearer, importEntries, seedAccount } from './support/fixtures';
import { EventReceiver } from './support/event-receiver';
import { TestApp, startTestApp } from './support/test-app';

jest.setTimeout(60_000);

/**
 * The change log after a restore into another cluster, simulated: every recorded transaction id moved far ahead of
 * the cluster's own counter, as pg_dump | psql into a younger cluster leaves them (test/processes has the real move).
 */
describe('change positions after a restore into another cluster', () => {
  let t: TestApp;
  let receiver: EventReceiver;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        EVENT_DELIVERY_ALLOWED_HOSTS: '127.0.0.1',
        // The test runs the dispatcher itself.
        EVENT_DELIVERY_POLL_INTERVAL_MS: '600000',
        GENERATION_QUIET_PERIOD_SECONDS: '86400',
        RATE_LIMIT_PER_MINUTE: '1000000',
        SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      },
    });
    receiver = await EventReceiver.start();
    // The worker is woken by every entry written: stopped, so that no dispatch runs while the test moves the positions.
    await t.app.get(DeliveryWorker).onApplicationShutdown();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const feed = async (key: string, cursor?: string) => {
    const response = await t.inject({
      url: `/api/v1/changes${cursor ? `?cursor=${cursor}` : ''}`,
      headers: bearer(key),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const datesOf = (page: { body: { data: Array<{ date: string }> } }) => page.body.data.map((change) => change.date);
  /**
   * The feed once it shows `count` changes: it shows a change only when every transaction of the cluster older than it
   * has ended, and on a loaded machine another test's transaction may still be open for a moment.
   */
  const feedOf = async (key: string, count: number, cursor?: string) => {
    const deadline = Date.now() + 15_000;
    let page = await feed(key, cursor);
    while (page.body.data.length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await feed(key, cursor);
    }
    return page;
  };
  const dispatchAll = async () => {
    const dispatcher = t.app.get(RunDueDeliveries);
    while ((await dispatcher.execute()) > 0);
  };
  /**
   * Dispatches and sends as the stopped worker would, polling until the receiver has `count` events: a delivery
   * dispatched in the same instant may not be due yet for the send that follows it on a loaded machine.
   */
  const deliverUntil = async (count: number) => {
    const deadline = Date.now() + 15_000;
    while (receiver.received.length < count && Date.now() < deadline) {
      await dispatchAll();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return receiver.waitFor(count, 1_000);
  };
  const sentDates = () =>
    receiver.received.map((event) => (JSON.parse(event.body) as { data: { date: string } }).data.date);
  /** What pg_dump | psql into a cluster that has used fewer transaction ids leaves behind. */
  const restoreIntoYoungerCluster = () =>
    Promise.all([
      t.query(`UPDATE entry_changes SET txid = (txid::text::numeric + 1e12)::text::xid8`),
      t.query(`UPDATE event_dispatch_cursor SET txid = (txid::text::numeric + 1e12)::text::xid8`),
    ]);

  it('begins a new era: restored changes stay readable, unsent events are sent, and new changes follow', async () => {
    const { accountId, key } = await seedAccount(t);
    const endpoint = await t.admin.run('endpoints.create', { accountId, url: receiver.url });
    expect(endpoint).toBeDefined();
    await importEntries(t, accountId, [{ date: '2026-10-01', content: '# Sent before the move' }]);
    await deliverUntil(1);
    expect(datesOf(await feedOf(key, 1))).toEqual(['2026-10-01']);
    await importEntries(t, accountId, [{ date: '2026-10-02', content: '# Not yet sent when the copy was taken' }]);

    await restoreIntoYoungerCluster();
    // The cursor a consumer saved from the old cluster: after 2026-10-01's change, as the copy numbers it.
    const [first] = await t.query<{ txid: string; id: string }>(
      `SELECT txid::text AS txid, id::text AS id FROM entry_changes WHERE account_id = $1 AND date = '2026-10-01'`,
      [accountId],
    );
    const saved = await t.app.get(FeedCursors).seal(accountId, { era: 0, ...first });
    const eras = t.app.get(ChangeEras);
    expect(await eras.beginEraAfterRestore()).toBe(1);
    expect(await eras.beginEraAfterRestore()).toBeNull();

    await importEntries(t, accountId, [{ date: '2026-10-03', content: '# Written after the move' }]);
    await deliverUntil(3);
    // Each once (deliveries are sent concurrently, in any order).
    expect(sentDates().sort()).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);

    // A consumer's saved cursor goes on where it was; a consumer starting again sees everything once.
    const resumed = await feedOf(key, 2, saved);
    expect(datesOf(resumed)).toEqual(['2026-10-02', '2026-10-03']);
    const fromStart = await feedOf(key, 3);
    expect(datesOf(fromStart)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
    expect(await feed(key, fromStart.body.nextCursor)).toEqual({
      status: 200,
      body: { data: [], nextCursor: fromStart.body.nextCursor },
    });
  });
});
