import { DayArtifactReader } from '../src/modules/ingest';
import { seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

/**
 * Generation reads a day in pages. A day that keeps receiving deliveries faster than its pages are digested was
 * chased for ever (an admin `generate` during a stream of deliveries never answered): the read takes what was
 * received when it began, and what arrives meanwhile schedules the day again.
 */
describe("reading a day's material while it keeps arriving", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600' } });
  });
  afterAll(() => t.close());

  it('reads what was there when the read began, page by page, and ends', async () => {
    const { accountId } = await seedAccount(t);
    const phone = await createToken(t, accountId, 'Phone');
    let day = '';
    for (let n = 0; n < 5; n++) day = (await postWebhook(t, phone.token, { note: `before ${n}` })).json().day;
    const reader = t.app.get(DayArtifactReader, { strict: false });
    const notes: string[] = [];
    // Pages of one artifact each; after every page, two more deliveries arrive for the same day.
    for await (const page of reader.pagesOf(accountId, day, 1)) {
      for (const item of page) notes.push((JSON.parse(item.payloadJson) as { note: string }).note);
      await postWebhook(t, phone.token, { note: 'during' });
      await postWebhook(t, phone.token, { note: 'during' });
      if (notes.length > 50) break;
    }
    expect(notes).toEqual(['before 0', 'before 1', 'before 2', 'before 3', 'before 4']);
  });
});
