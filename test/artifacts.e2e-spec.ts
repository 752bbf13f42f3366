import { expectProblem } from './support/expectations';
import { bearer, importEntries, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

describe('artifacts list and show: what an owner received', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  type Listed = {
    id: string;
    day: string;
    sourceLabel: string;
    receivedAt: string;
    bytes: number;
    extracted: Record<string, number>;
    warnings: string[];
  };
  // A list operation answers one page (admin-lists.e2e-spec.ts).
  const list = async (input: Record<string, unknown>) =>
    ((await t.admin.run('artifacts.list', input)) as { items: Listed[] }).items;

  it('lists newest first with source, size, what was extracted and warnings; filters by token, day and limit; shows one with its payload', async () => {
    const { accountId } = await seedAccount(t);
    const phone = await createToken(t, accountId, 'Phone');
    const strava = await createToken(t, accountId, 'Strava');
    const sent = [
      { token: phone.token, body: { note: 'first' } },
      {
        token: strava.token,
        body: { activity: 'run', location: { lat: 52.52, lng: 13.4 }, images: ['https://cdn.example/a.jpg'] },
      },
      { token: phone.token, body: [{ note: 'third' }, { note: 'as an array' }] },
    ];
    const ids: string[] = [];
    for (const { token, body } of sent) ids.push((await postWebhook(t, token, body)).json().id);

    const all = await list({ accountId });
    expect(all.map((artifact) => artifact.id)).toEqual([...ids].reverse());
    expect(Object.keys(all[0]).sort()).toEqual([
      'bytes',
      'day',
      'extracted',
      'id',
      'receivedAt',
      'sourceLabel',
      'warnings',
    ]);
    const run = all.find((artifact) => artifact.id === ids[1])!;
    expect(run).toMatchObject({
      sourceLabel: 'Strava',
      extracted: { media: 1, locations: 1, highlights: 0 },
      warnings: [],
    });
    // The stored JSON's size (PostgreSQL writes it with a space after each separator).
    const compact = Buffer.byteLength(JSON.stringify(sent[1].body));
    expect(run.bytes).toBeGreaterThanOrEqual(compact);
    expect(run.bytes).toBeLessThan(compact * 1.5);

    expect((await list({ accountId, tokenId: phone.id })).map((artifact) => artifact.id)).toEqual([ids[2], ids[0]]);
    expect(await list({ accountId, date: '2001-01-01' })).toEqual([]);
    expect((await list({ accountId, date: all[0].day })).length).toBe(3);
    expect((await list({ accountId, limit: 1 })).map((artifact) => artifact.id)).toEqual([ids[2]]);

    const shown = (await t.admin.run('artifacts.show', { id: ids[2] })) as Listed & { payload: unknown };
    expect(shown).toMatchObject({
      id: ids[2],
      sourceLabel: 'Phone',
      payload: [{ note: 'third' }, { note: 'as an array' }],
    });
  });

  it("never shows another account's artifacts in a list", async () => {
    const a = await seedAccount(t);
    const b = await seedAccount(t);
    const token = await createToken(t, a.accountId, 'A');
    await postWebhook(t, token.token, { note: 'only for A' });
    expect(await list({ accountId: b.accountId })).toEqual([]);
    expect(await list({ accountId: b.accountId, tokenId: token.id })).toEqual([]);
  });

  it('tokens list shows when each token last delivered and how many it delivered in the last 24 hours', async () => {
    const { accountId } = await seedAccount(t);
    const busy = await createToken(t, accountId, 'Busy');
    const quiet = await createToken(t, accountId, 'Quiet');
    for (let i = 0; i < 3; i++) await postWebhook(t, busy.token, { note: `delivery ${i}` });
    type Token = { id: string; lastReceivedAt: string | null; receivedLast24h: number };
    const byId = async () =>
      new Map(
        ((await t.admin.run('tokens.list', { accountId })) as { items: Token[] }).items.map((token) => [
          token.id,
          token,
        ]),
      );

    const now = await byId();
    expect(now.get(busy.id)).toMatchObject({ receivedLast24h: 3, lastReceivedAt: expect.any(String) });
    expect(Math.abs(Date.parse(now.get(busy.id)!.lastReceivedAt!) - Date.now())).toBeLessThan(60_000);
    expect(now.get(quiet.id)).toMatchObject({ receivedLast24h: 0, lastReceivedAt: null });

    t.clock.advance(25 * 3_600_000);
    const later = await byId();
    expect(later.get(busy.id)).toMatchObject({ receivedLast24h: 0, lastReceivedAt: now.get(busy.id)!.lastReceivedAt });
  });

  it('refuses bad input and unknown ids', async () => {
    const { accountId } = await seedAccount(t);
    await expect(list({ accountId: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow('No account with id');
    await expect(list({ accountId, limit: 0 })).rejects.toThrow('limit must be a whole number from 1 to 1000');
    await expect(list({ accountId, limit: 1001 })).rejects.toThrow('limit must be');
    await expect(list({ accountId, date: '2026-02-30' })).rejects.toThrow('date must be a real day');
    await expect(list({ accountId, tokenId: 'not-a-token' })).rejects.toThrow('token must be a token id');
    await expect(t.admin.run('artifacts.show', { id: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow(
      'No artifact with id',
    );
    await expect(t.admin.run('artifacts.show', { id: 'nope' })).rejects.toThrow('No artifact with id nope');
  });
});

describe('artifacts delete: an owner removes one piece', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Jobs stay pending: only the deletion regenerates.
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600' } });
  });
  afterAll(() => t.close());

  const entryOf = (key: string, day: string) => t.inject({ url: `/api/v1/entries/${day}`, headers: bearer(key) });
  const remove = (id: string) =>
    t.admin.run('artifacts.delete', { id }) as Promise<{ id: string; day: string; deleted: boolean }>;

  it("regenerates the day without it at once, and removes the generated entry with the day's last artifact", async () => {
    const { accountId, key } = await seedAccount(t);
    const phone = await createToken(t, accountId, 'Phone');
    const kept = (await postWebhook(t, phone.token, { note: 'Walked along the canal with Ada' })).json();
    const removed = (await postWebhook(t, phone.token, { note: 'Private appointment at the clinic' })).json();
    const day: string = kept.day;
    await t.admin.run('generate', { accountId, date: day });
    const before = (await entryOf(key, day)).json().content as string;
    expect(before).toContain('clinic');
    expect(before).toContain('canal');

    expect(await remove(removed.id)).toEqual({ id: removed.id, day, deleted: true });
    const after = (await entryOf(key, day)).json().content as string;
    expect(after).not.toContain('clinic');
    expect(after).toContain('canal');
    expect(
      ((await t.admin.run('artifacts.list', { accountId })) as { items: Array<{ id: string }> }).items.map(
        (artifact) => artifact.id,
      ),
    ).toEqual([kept.id]);
    // The day's pending job was settled by the regeneration.
    const jobs = ((await t.admin.run('jobs.list', { accountId })) as { items: Array<{ day: string; state: string }> })
      .items;
    expect(jobs.find((job) => job.day === day)?.state).toBe('done');

    await remove(kept.id);
    expectProblem(await entryOf(key, day), 404, 'entry-not-found');
  });

  it("leaves an imported entry alone when the day's last artifact goes", async () => {
    const { accountId, key } = await seedAccount(t);
    const phone = await createToken(t, accountId, 'Phone');
    const artifact = (await postWebhook(t, phone.token, { note: 'a stray reading' })).json();
    await importEntries(t, accountId, [{ date: artifact.day, content: '# My own words\n\nWritten by hand.' }]);
    await remove(artifact.id);
    const entry = await entryOf(key, artifact.day);
    expect(entry.statusCode).toBe(200);
    expect(entry.json().title).toBe('My own words');
  });

  it('refuses unknown and malformed ids, and a second deletion', async () => {
    const { accountId } = await seedAccount(t);
    const phone = await createToken(t, accountId, 'Phone');
    const artifact = (await postWebhook(t, phone.token, { note: 'once' })).json();
    await remove(artifact.id);
    await expect(remove(artifact.id)).rejects.toThrow(`No artifact with id ${artifact.id}`);
    await expect(remove('00000000-0000-4000-8000-000000000000')).rejects.toThrow('No artifact with id');
    await expect(remove('nope')).rejects.toThrow('No artifact with id nope');
  });
});
