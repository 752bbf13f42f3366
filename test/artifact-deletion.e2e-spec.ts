import { RunDueGenerations } from '../src/modules/generation/application/run-due-generations.use-case';
import { REGENERATION_WAIT_MS } from '../src/modules/generation/application/delete-artifact.use-case';
import { DayDigester } from '../src/modules/understanding/domain/day-digester';
import { bearer, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

jest.setTimeout(60_000);

/** Deleting an artifact is bounded in time: it does not wait behind a long regeneration of its day. */
describe('artifacts delete, bounded in time', () => {
  let t: TestApp;
  let operatorToken: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600' } });
    operatorToken = ((await t.admin.run('operators.create', { name: 'Deleter' })) as { token: string }).token;
  });
  afterAll(() => t.close());

  it('answers within its wait while the day takes longer to regenerate, and leaves the day to its job, which removes the artifact from the entry', async () => {
    const { accountId, key } = await seedAccount(t);
    const phone = await createToken(t, accountId, 'Phone');
    const kept = (await postWebhook(t, phone.token, { note: 'Walked along the canal with Ada' })).json();
    const removed = (await postWebhook(t, phone.token, { note: 'Private appointment at the clinic' })).json();
    const day: string = kept.day;
    await t.admin.run('generate', { accountId, date: day });

    // The day's digest is slow (a heavy day, or one queued behind others' digests): 20 s.
    const digester = t.app.get(DayDigester, { strict: false });
    const digest = digester.digest.bind(digester);
    const slow = jest.spyOn(digester, 'digest').mockImplementationOnce(async (input) => {
      // Unref'd: the regeneration still waiting here when the suite ends does not hold the test run open.
      await new Promise((resolve) => setTimeout(resolve, 20_000).unref());
      return digest(input);
    });
    try {
      const started = Date.now();
      const response = await t.inject({
        method: 'DELETE',
        url: `/admin/v1/artifacts/${removed.id}`,
        headers: bearer(operatorToken),
      });
      const took = Date.now() - started;
      expect([response.statusCode, response.json()]).toEqual([200, { id: removed.id, day, deleted: true }]);
      expect(took).toBeGreaterThanOrEqual(REGENERATION_WAIT_MS - 100);
      expect(took).toBeLessThan(REGENERATION_WAIT_MS + 2_000);
      const [job] = await t.query<{ state: string }>(
        'SELECT state FROM generation_jobs WHERE account_id = $1 AND day = $2',
        [accountId, day],
      );
      expect(job.state).toBe('pending');
    } finally {
      slow.mockRestore();
    }
    // Its job comes due once the deletion's own regeneration had its chance; the worker writes the day without it.
    await t.app.get(RunDueGenerations).execute(new Date(Date.now() + 2 * REGENERATION_WAIT_MS));
    const content = (await t.inject({ url: `/api/v1/entries/${day}`, headers: bearer(key) })).json().content as string;
    expect(content).toContain('canal');
    expect(content).not.toContain('clinic');
  });
});
