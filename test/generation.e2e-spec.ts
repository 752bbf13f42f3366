import { eventually } from './support/expectations';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SweepStaleDays } from '../src/modules/generation/application/sweep-stale-days.use-case';
import { calendarDayIn } from '../src/shared/calendar';
import { bearer, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';
import { RunDueGenerations } from '../src/modules/generation/application/run-due-generations.use-case';

describe('diary generation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '1', GENERATION_POLL_INTERVAL_MS: '100' } });
  });
  afterAll(() => t.close());

  async function account() {
    const seeded = await seedAccount(t, { timezone: 'Asia/Tokyo' });
    const strava = await createToken(t, seeded.accountId, 'Strava');
    const phone = await createToken(t, seeded.accountId, 'Phone');
    return { ...seeded, strava: strava.token, phone: phone.token, day: calendarDayIn('Asia/Tokyo') };
  }

  const entryOf = (key: string, day: string, newerThan = '') =>
    eventually<any>(async () => {
      const response = await t.inject({ url: `/api/v1/entries/${day}`, headers: bearer(key) });
      return response.statusCode === 200 && response.json().generatedAt > newerThan ? response.json() : undefined;
    });

  it('turns the payloads posted through the webhook into the day entry the read API serves', async () => {
    const a = await account();
    await postWebhook(t, a.strava, {
      activity: 'Morning run',
      distanceKm: 5.2,
      images: ['https://cdn.example/run.jpg'],
      location: { lat: 35.6764, lng: 139.65, name: 'Yoyogi Park' },
      highlights: [{ kind: 'achievement', title: '5 km personal best', value: '24:13' }],
    });
    await postWebhook(t, a.phone, { note: 'Ramen with Aiko after work.' });

    const entry = await entryOf(a.key, a.day);
    expect(entry).toMatchObject({
      date: a.day,
      title: '5 km personal best',
      sources: ['webhook:Phone', 'webhook:Strava'],
      tags: ['achievement', 'phone', 'strava', 'yoyogi-park'],
      enrichment: {
        media: [{ url: 'https://cdn.example/run.jpg', type: 'image' }],
        locations: [{ latitude: 35.6764, longitude: 139.65, placeName: 'Yoyogi Park' }],
        highlights: [{ kind: 'achievement', title: '5 km personal best', value: '24:13' }],
      },
    });
    expect(entry.content).toContain('Phone: “Ramen with Aiko after work.”');
    // One event pushed as it happens: its delivery's time is its time.
    expect(entry.content).toMatch(/Strava: morning run, \d\d:\d\d: distance 5\.2 km\./);
    expect(entry.wordCount).toBeGreaterThan(10);

    const list = (await t.inject({ url: '/api/v1/entries', headers: bearer(a.key) })).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0].content.length).toBeLessThanOrEqual(280);
    const tags = (await t.inject({ url: '/api/v1/tags', headers: bearer(a.key) })).json();
    expect(tags.data).toEqual(expect.arrayContaining([{ slug: 'strava', displayName: 'Strava', entryCount: 1 }]));
  });

  it('schedules one job for a burst of posts', async () => {
    const a = await account();
    for (let i = 1; i <= 5; i++) expect((await postWebhook(t, a.phone, { note: `burst ${i}` })).statusCode).toBe(200);
    const jobs = await eventually(async () => {
      const [{ n }] = await t.query<{ n: string }>('SELECT count(*) AS n FROM generation_jobs WHERE account_id = $1', [
        a.accountId,
      ]);
      return Number(n) > 0 ? Number(n) : undefined;
    });
    expect(jobs).toBe(1);
    const entry = await entryOf(a.key, a.day);
    for (let i = 1; i <= 5; i++) expect(entry.content).toContain(`burst ${i}`);
    await eventually(async () => {
      const [{ n }] = await t.query<{ n: string }>(
        `SELECT count(*) AS n FROM generation_jobs WHERE account_id = $1 AND state = 'pending'`,
        [a.accountId],
      );
      return Number(n) === 0 ? true : undefined;
    });
  });

  it('regenerates the day when new material arrives, keeping tag counts right', async () => {
    const a = await account();
    await postWebhook(t, a.phone, { note: 'first' });
    const first = await entryOf(a.key, a.day);
    expect(first.sources).toEqual(['webhook:Phone']);

    await postWebhook(t, a.strava, { activity: 'Swim' });
    const second = await entryOf(a.key, a.day, first.generatedAt);
    expect(second.sources).toEqual(['webhook:Phone', 'webhook:Strava']);
    expect(second.content).toContain('first');
    expect(second.content).toMatch(/Strava: swim, \d\d:\d\d\./);
    const tags = (await t.inject({ url: '/api/v1/tags', headers: bearer(a.key) })).json();
    expect(tags.data).toEqual([
      { slug: 'phone', displayName: 'Phone', entryCount: 1 },
      { slug: 'strava', displayName: 'Strava', entryCount: 1 },
      // The day's activity, as a person tags a day.
      { slug: 'swim', displayName: 'Swim', entryCount: 1 },
    ]);
  });

  it('sweeps up days whose material is newer than their entry, e.g. after downtime', async () => {
    const a = await account();
    const [token] = await t.query<{ id: string }>('SELECT id FROM webhook_tokens WHERE account_id = $1 LIMIT 1', [
      a.accountId,
    ]);
    // Stored while scheduling was not possible: an artifact with no job.
    await t.query(
      `INSERT INTO artifacts (account_id, token_id, source_label, day, payload) VALUES ($1, $2, 'Phone', $3, '{"note": "written during an outage"}')`,
      [a.accountId, token.id, a.day],
    );
    // The app's own sweep may find the day first: either way the day is revived and generated.
    const revived = await t.app.get(SweepStaleDays).execute();
    const [job] = await t.query<{ n: string }>(
      'SELECT count(*) AS n FROM generation_jobs WHERE account_id = $1 AND day = $2',
      [a.accountId, a.day],
    );
    expect(revived + Number(job.n)).toBeGreaterThanOrEqual(1);
    const entry = await entryOf(a.key, a.day);
    expect(entry.content).toContain('written during an outage');
  });

  it('generates a day at once from the admin CLI operations, and says when a day has nothing', async () => {
    const a = await account();
    await postWebhook(t, a.phone, { note: 'generated on demand' });
    const entry = (await t.admin.run('generate', { accountId: a.accountId, date: a.day })) as {
      title: string;
      content: string;
    };
    expect(entry.content).toContain('generated on demand');
    expect(await t.admin.run('generate', { accountId: a.accountId, date: '2001-01-01' })).toEqual({
      generated: false,
      reason: 'no artifacts for 2001-01-01',
    });
  });

  it('writes the day when one delivery holds times and durations no diary tells (year 1, 9999, 1e21 seconds)', async () => {
    const a = await account();
    const operator = ((await t.admin.run('operators.create', { name: 'Hostile' })) as { token: string }).token;
    const calendar = await createToken(t, a.accountId, 'Calendar');
    const at = (time: string) => `${a.day}T${time}+09:00`;
    await postWebhook(t, a.strava, {
      id: 1,
      resource_state: 2,
      name: 'Lunch ride',
      type: 'Ride',
      sport_type: 'Ride',
      distance: 21_400,
      moving_time: 3_000,
      elapsed_time: 1e21,
      start_date: at('12:10:00'),
    });
    for (const [name, end] of [
      ['review', '0001-01-01T00:00:00Z'],
      ['sync', '9999-12-31T23:59:59Z'],
    ])
      await postWebhook(t, calendar.token, {
        kind: 'calendar#event',
        id: `event-${name}`,
        status: 'confirmed',
        summary: `Planning ${name}`,
        start: { dateTime: at('10:00:00') },
        end: { dateTime: end },
      });
    await postWebhook(t, a.phone, { note: 'Ramen with Aiko after work.' });
    const generated = await t.inject({
      method: 'POST',
      url: `/admin/v1/accounts/${a.accountId}/generate`,
      headers: { ...bearer(operator), 'content-type': 'application/json' },
      payload: JSON.stringify({ date: a.day }),
    });
    expect(generated.statusCode).toBe(200);
    const { content } = generated.json();
    expect(content).toContain('Ramen with Aiko after work.');
    // The ride without its end; the meetings without theirs.
    expect(content).toContain('Rode at 12:10: 21.4 km in 50 min.');
    expect(content).toContain('Planning review, 10:00. Planning sync, 10:00.');
    expect(content).not.toMatch(/\b(?:0001|9999)\b|e\+21|NaN|Invalid/);
  });

  it('settles the pending job of a day generated by hand: the worker does not generate it a second time', async () => {
    const a = await account();
    await postWebhook(t, a.phone, { note: 'generated once' });
    const jobState = async () =>
      (
        (await t.query('SELECT state FROM generation_jobs WHERE account_id = $1', [a.accountId])) as Array<{
          state: string;
        }>
      )[0]?.state;
    expect(await eventually(jobState, 5_000)).toBe('pending');
    await t.admin.run('generate', { accountId: a.accountId, date: a.day });
    expect(await jobState()).toBe('done');
    const byHand = (await t.inject({ url: `/api/v1/entries/${a.day}`, headers: bearer(a.key) })).json();
    // Well past the quiet period, the due jobs run: the day's settled job is not among them.
    t.clock.advance(60_000);
    await t.app.get(RunDueGenerations).execute();
    const later = (await t.inject({ url: `/api/v1/entries/${a.day}`, headers: bearer(a.key) })).json();
    expect(later.generatedAt).toBe(byHand.generatedAt);
    expect(await jobState()).toBe('done');
  });
});

describe('diary generation with a language model configured', () => {
  let server: http.Server;
  let t: TestApp;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        const content = JSON.stringify({
          title: 'A quiet Sunday',
          markdown: 'I read by the window all afternoon.',
          tags: ['reading'],
        });
        response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await startTestApp({
      env: {
        LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        LLM_API_KEY: 'sk-local',
        LLM_MODEL: 'local-model',
        GENERATION_QUIET_PERIOD_SECONDS: '3600',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('writes the entry with the model', async () => {
    const { accountId, key } = await seedAccount(t);
    const { token } = await createToken(t, accountId, 'Kindle');
    const { day } = (await postWebhook(t, token, { book: 'Dune', pages: 80 })).json();
    await t.admin.run('generate', { accountId, date: day });
    const entry = (await t.inject({ url: `/api/v1/entries/${day}`, headers: bearer(key) })).json();
    expect(entry.title).toBe('A quiet Sunday');
    expect(entry.content).toBe('# A quiet Sunday\n\nI read by the window all afternoon.\n');
    expect(entry.tags).toEqual(['kindle', 'reading']);
  });
});
