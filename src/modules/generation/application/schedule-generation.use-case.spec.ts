import { InMemoryGenerationJobRepository } from '../../../../test/support/fakes/in-memory-generation-job.repository';
import { TestClock } from '../../../../test/support/test-clock';
import { SWEEP_PACING } from './generation-settings';
import { ScheduleGeneration } from './schedule-generation.use-case';

describe('ScheduleGeneration', () => {
  const setup = () => {
    const jobs = new InMemoryGenerationJobRepository();
    const clock = new TestClock();
    const schedule = new ScheduleGeneration(jobs, { quietPeriodMs: 60_000, sweepPacing: SWEEP_PACING }, clock);
    return { jobs, clock, schedule };
  };
  const arrival = (day: string, receivedAt: Date) => ({ accountId: 'a', day, receivedAt });

  it('generates a day once it has been quiet for the quiet period', async () => {
    const { jobs, clock, schedule } = setup();
    const now = clock.now();
    await schedule.execute([arrival('2026-11-20', now)]);
    const job = jobs.job('a', '2026-11-20')!;
    expect(job.state).toBe('pending');
    expect(job.runAfter.getTime() - now.getTime()).toBeGreaterThanOrEqual(60_000);
    expect(job.runAfter.getTime() - now.getTime()).toBeLessThan(61_000);
  });

  it('postpones the day with every burst of material: one job, due a quiet period after the last', async () => {
    const { jobs, clock, schedule } = setup();
    await schedule.execute([arrival('2026-11-20', clock.now())]);
    clock.advance(30_000);
    const later = clock.now();
    await schedule.execute([arrival('2026-11-20', later)]);
    expect(jobs.rows.size).toBe(1);
    expect(jobs.job('a', '2026-11-20')!.runAfter.getTime()).toBeGreaterThanOrEqual(later.getTime() + 60_000);
  });

  it('revives a day that was done when new material arrives', async () => {
    const { jobs, clock, schedule } = setup();
    await jobs.settle('a', '2026-11-20', clock.now());
    clock.advance(1_000);
    await schedule.execute([arrival('2026-11-20', clock.now())]);
    expect(jobs.job('a', '2026-11-20')!.state).toBe('pending');
  });
});
