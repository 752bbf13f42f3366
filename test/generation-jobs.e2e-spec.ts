import { eventually } from './support/expectations';
import { GenerationJobRepository } from '../src/modules/generation/domain/generation-job.repository';
import { MAX_ATTEMPTS } from '../src/modules/generation/domain/generation-job';
import { SweepStaleDays } from '../src/modules/generation/application/sweep-stale-days.use-case';
import { bearer, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';
import { MaterialListener } from '../src/modules/ingest';

const LEASE_MS = 60_000;

describe('generation jobs that keep failing', () => {
  let t: TestApp;
  let jobs: GenerationJobRepository;

  beforeAll(async () => {
    // No job comes due on its own here: the test drives claims and failures itself.
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600' } });
    jobs = t.app.get(GenerationJobRepository, { strict: false });
  });
  afterAll(() => t.close());

  const makeDue = (accountId: string) =>
    t.query(
      `UPDATE generation_jobs SET run_after = now() - interval '1 second', locked_until = NULL WHERE account_id = $1`,
      [accountId],
    );
  const stateOf = async (accountId: string) =>
    (
      await t.query<{ state: string; attempts: number; last_error: string | null }>(
        `SELECT state, attempts, last_error FROM generation_jobs WHERE account_id = $1`,
        [accountId],
      )
    )[0];

  async function pendingDay() {
    const seeded = await seedAccount(t);
    const { token } = await createToken(t, seeded.accountId, 'Phone');
    const { day } = (await postWebhook(t, token, { note: 'a note that will not generate' })).json();
    // Announcements are scheduled in batches, within about 50 ms.
    await eventually(() => stateOf(seeded.accountId), 2_000);
    return { ...seeded, token, day };
  }

  it('parks a job after its last attempt with its error; jobs list --failed shows it; the sweep leaves it; new material revives it', async () => {
    const a = await pendingDay();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue(a.accountId);
      const claimed = (await jobs.claimDue(new Date(), 100, LEASE_MS, MAX_ATTEMPTS)).filter(
        (job) => job.accountId === a.accountId,
      );
      expect(claimed).toEqual([expect.objectContaining({ day: a.day, attempts: attempt })]);
      await jobs.fail(claimed[0], `boom ${attempt}`, new Date(), MAX_ATTEMPTS);
    }
    expect(await stateOf(a.accountId)).toEqual({
      state: 'parked',
      attempts: MAX_ATTEMPTS,
      last_error: `boom ${MAX_ATTEMPTS}`,
    });
    await makeDue(a.accountId);
    expect(
      (await jobs.claimDue(new Date(), 100, LEASE_MS, MAX_ATTEMPTS)).filter((job) => job.accountId === a.accountId),
    ).toEqual([]);

    const failed = (
      (await t.admin.run('jobs.list', { failed: true, accountId: a.accountId })) as {
        items: Array<Record<string, unknown>>;
      }
    ).items;
    expect(failed).toEqual([
      expect.objectContaining({
        accountId: a.accountId,
        day: a.day,
        state: 'parked',
        attempts: MAX_ATTEMPTS,
        lastError: `boom ${MAX_ATTEMPTS}`,
      }),
    ]);

    await t.app.get(SweepStaleDays).execute();
    expect((await stateOf(a.accountId)).state).toBe('parked');

    expect((await postWebhook(t, a.token, { note: 'new material for the day' })).statusCode).toBe(200);
    const revived = await eventually(async () => {
      const job = await stateOf(a.accountId);
      return job.state === 'parked' ? undefined : job;
    }, 2_000);
    expect(revived).toEqual({ state: 'pending', attempts: 0, last_error: null });
  });

  it('parks a job whose instance keeps dying while generating it, at the claim after its last attempt', async () => {
    const a = await pendingDay();
    // As if MAX_ATTEMPTS instances had claimed it and died: the lease expired each time.
    await t.query(
      `UPDATE generation_jobs SET attempts = $2, run_after = now() - interval '1 second', locked_until = now() - interval '1 second' WHERE account_id = $1`,
      [a.accountId, MAX_ATTEMPTS],
    );
    expect(
      (await jobs.claimDue(new Date(), 100, LEASE_MS, MAX_ATTEMPTS)).filter((job) => job.accountId === a.accountId),
    ).toEqual([]);
    const job = await stateOf(a.accountId);
    expect(job.state).toBe('parked');
    expect(job.last_error).toMatch(/^gave up after 8 attempts \(an instance stopped while generating\)/);
  });

  it('generating a parked day by hand writes its entry and settles the job as done', async () => {
    const a = await pendingDay();
    await t.query(
      `UPDATE generation_jobs SET state = 'parked', attempts = $2, last_error = 'boom' WHERE account_id = $1`,
      [a.accountId, MAX_ATTEMPTS],
    );
    const entry = (await t.admin.run('generate', { accountId: a.accountId, date: a.day })) as { content: string };
    expect(entry.content).toContain('a note that will not generate');
    expect(await stateOf(a.accountId)).toEqual({ state: 'done', attempts: 0, last_error: null });
    const listed = ((await t.admin.run('jobs.list', { accountId: a.accountId })) as { items: Array<{ state: string }> })
      .items;
    expect(listed.map((job) => job.state)).toEqual(['done']);
    // Done with the material it had: the sweep does not schedule it again.
    await t.app.get(SweepStaleDays).execute();
    expect((await stateOf(a.accountId)).state).toBe('done');
    expect((await t.inject({ url: `/api/v1/entries/${a.day}`, headers: bearer(a.key) })).statusCode).toBe(200);
  });

  it('completes a job whose times have microseconds (written by the database, not JavaScript)', async () => {
    const a = await pendingDay();
    await t.query(
      `UPDATE generation_jobs SET run_after = clock_timestamp() - interval '1.000123 second' WHERE account_id = $1`,
      [a.accountId],
    );
    const [job] = (await jobs.claimDue(new Date(), 100, LEASE_MS, MAX_ATTEMPTS)).filter(
      (claimed) => claimed.accountId === a.accountId,
    );
    await jobs.complete(job, new Date());
    expect((await stateOf(a.accountId)).state).toBe('done');
  });

  it("sweeps an artifact received in the same millisecond as the sweep's horizon (Dates keep milliseconds only)", async () => {
    const a = await pendingDay();
    const [token] = await t.query<{ id: string }>('SELECT id FROM webhook_tokens WHERE account_id = $1', [a.accountId]);
    // Received with microseconds, then the horizon read at once: it must not fall before what was received.
    for (let i = 0; i < 200; i++) {
      const [artifact] = await t.query<{ micros: string }>(
        `INSERT INTO artifacts (account_id, token_id, source_label, day, payload) VALUES ($1, $2, 'Phone', $3, '{}')
         RETURNING (extract(epoch FROM received_at) * 1000000)::bigint::text AS micros`,
        [a.accountId, token.id, a.day],
      );
      const horizon = await jobs.sweepHorizon();
      expect([i, horizon.now.getTime() * 1000 >= Number(artifact.micros)]).toEqual([i, true]);
    }
  });

  describe('a batch that names an account erased since its material arrived', () => {
    const erasedAndLive = async () => {
      const erased = await seedAccount(t);
      await t.query('DELETE FROM accounts WHERE id = $1', [erased.accountId]);
      const live = await seedAccount(t);
      const at = new Date();
      return {
        erased: { accountId: erased.accountId, day: '2026-03-01', materialAt: at },
        live: { accountId: live.accountId, day: '2026-03-01', materialAt: at },
      };
    };

    it("still schedules the other accounts' days (announced together, flushed as one batch)", async () => {
      const { erased, live } = await erasedAndLive();
      const listener = t.app.get(MaterialListener, { strict: false });
      await listener.materialArrived({ accountId: erased.accountId, day: erased.day, receivedAt: erased.materialAt });
      await listener.materialArrived({ accountId: live.accountId, day: live.day, receivedAt: live.materialAt });
      expect(await eventually(() => stateOf(live.accountId), 2_000)).toEqual({
        state: 'pending',
        attempts: 0,
        last_error: null,
      });
      expect(await stateOf(erased.accountId)).toBeUndefined();
    });

    it("still schedules and revives the other accounts' days through the repository, in either order", async () => {
      const first = await erasedAndLive();
      await jobs.schedule([first.live, first.erased], new Date());
      expect((await stateOf(first.live.accountId))?.state).toBe('pending');
      const second = await erasedAndLive();
      expect(await jobs.reviveStale([second.erased, second.live], new Date())).toBe(1);
      expect((await stateOf(second.live.accountId))?.state).toBe('pending');
      expect(await stateOf(second.erased.accountId)).toBeUndefined();
    });
  });

  it('refuses a job list limit out of range', async () => {
    expect(await t.admin.run('jobs.list', { accountId: 'not-an-account' })).toEqual({ items: [], next: null });
    await expect(t.admin.run('jobs.list', { limit: 0 })).rejects.toThrow('limit must be a whole number from 1 to 1000');
    await expect(t.admin.run('jobs.list', { limit: 1001 })).rejects.toThrow(
      'limit must be a whole number from 1 to 1000',
    );
  });
});
