import { ArtifactRepository, DayArtifactReader } from '../src/modules/ingest';
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
    for await (const page of reader.read(accountId, day, 1).pages) {
      for (const item of page) notes.push((JSON.parse(item.payloadJson) as { note: string }).note);
      await postWebhook(t, phone.token, { note: 'during' });
      await postWebhook(t, phone.token, { note: 'during' });
      if (notes.length > 50) break;
    }
    expect(notes).toEqual(['before 0', 'before 1', 'before 2', 'before 3', 'before 4']);
  });

  it('says with its last page whether retention had recorded removing material of the day, and nothing for an empty day', async () => {
    const { accountId } = await seedAccount(t);
    const phone = await createToken(t, accountId, 'Phone');
    const { day } = (await postWebhook(t, phone.token, { note: 'kept' })).json();
    const reader = t.app.get(DayArtifactReader, { strict: false });
    const readWhole = async (on: string) => {
      const material = reader.read(accountId, on, 1024);
      for await (const page of material.pages) expect(page.length).toBeGreaterThan(0);
      return material.removedBeforeLastPage();
    };
    expect(await readWhole(day)).toBe(false);
    await t.query('INSERT INTO artifact_removals (account_id, day, artifacts) VALUES ($1, $2, 1)', [accountId, day]);
    expect(await readWhole(day)).toBe(true);
    expect(await readWhole('2001-01-01')).toBeNull();
  });
});

describe("exporting an account's artifacts while they keep arriving", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600' } });
  });
  afterAll(() => t.close());

  const LIMITS = { maxItems: 2, maxBytes: 1_000_000 };

  it('exports what was there when it began, and ends, however fast deliveries come', async () => {
    const { accountId } = await seedAccount(t);
    const phone = await createToken(t, accountId, 'Phone');
    for (let n = 0; n < 5; n++) await postWebhook(t, phone.token, { note: `before ${n}` });
    const artifacts = t.app.get(ArtifactRepository, { strict: false });
    const notes: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const page: Awaited<ReturnType<ArtifactRepository['exportPage']>> = await artifacts.exportPage(
        accountId,
        after,
        LIMITS,
      );
      notes.push(...page.artifacts.map((artifact) => (artifact.payload as { note: string }).note));
      for (let n = 0; n < 3; n++) await postWebhook(t, phone.token, { note: 'during' });
      if (page.next === null) break;
      after = page.next;
    }
    expect(notes).toEqual(['before 0', 'before 1', 'before 2', 'before 3', 'before 4']);
  });

  it('goes on past an artifact deleted after its page was read', async () => {
    const { accountId } = await seedAccount(t);
    const phone = await createToken(t, accountId, 'Phone');
    for (let n = 0; n < 5; n++) await postWebhook(t, phone.token, { note: `kept ${n}` });
    const artifacts = t.app.get(ArtifactRepository, { strict: false });
    const first = await artifacts.exportPage(accountId, null, LIMITS);
    await artifacts.delete(first.artifacts[1].id);
    const notes = first.artifacts.map((artifact) => (artifact.payload as { note: string }).note);
    for (let after = first.next; after !== null;) {
      const page = await artifacts.exportPage(accountId, after, LIMITS);
      notes.push(...page.artifacts.map((artifact) => (artifact.payload as { note: string }).note));
      after = page.next;
    }
    expect(notes).toEqual(['kept 0', 'kept 1', 'kept 2', 'kept 3', 'kept 4']);
  });
});
