import type { ActivityLog } from '../../../shared/activity-log';
import type { Clock } from '../../../shared/clock';
import { MAX_ATTEMPTS } from '../domain/generation-job';
import type { DayMaterialMark, GenerationJob, GenerationJobStats, GenerationJobView } from '../domain/generation-job';
import { GenerationJobRepository } from '../domain/generation-job.repository';
import type { GenerateDay } from './generate-day.use-case';
import { RunDueGenerations } from './run-due-generations.use-case';

class InMemoryJobs extends GenerationJobRepository {
  due: GenerationJob[] = [];
  completed: Array<{ job: GenerationJob; materialUpTo: Date | null }> = [];
  failed: Array<{ job: GenerationJob; error: string; retryAt: Date; maxAttempts: number }> = [];
  async schedule(_marks: DayMaterialMark[], _runAfter: Date): Promise<void> {}
  async claimDue(): Promise<GenerationJob[]> {
    const jobs = this.due;
    this.due = [];
    return jobs;
  }
  async complete(job: GenerationJob, materialUpTo: Date | null): Promise<void> {
    this.completed.push({ job, materialUpTo });
  }
  async fail(job: GenerationJob, error: string, retryAt: Date, maxAttempts: number): Promise<void> {
    this.failed.push({ job, error, retryAt, maxAttempts });
  }
  async settle(): Promise<void> {}
  async reviveStale(): Promise<number> {
    return 0;
  }
  async pruneDone(): Promise<number> {
    return 0;
  }
  async sweepHorizon(): Promise<{ sweptFrom: Date | null; now: Date }> {
    return { sweptFrom: null, now: new Date() };
  }
  async markSwept(): Promise<void> {}
  async list(): Promise<GenerationJobView[]> {
    return [];
  }
  async stats(): Promise<GenerationJobStats> {
    return { byState: [], latency: { p50: null, p95: null } };
  }
}

describe('RunDueGenerations', () => {
  /** What the use case reported, as an operator reads it. */
  let reported: string[];
  let log: ActivityLog;
  beforeEach(() => {
    reported = [];
    log = {
      info: (_source, message) => reported.push(message),
      warn: (_source, message) => reported.push(`WARN ${message}`),
    };
  });

  const job = (day: string, attempts: number): GenerationJob => ({
    accountId: 'a',
    day,
    runAfter: new Date(0),
    attempts,
  });
  const material = new Date('2026-11-21T10:00:00Z');
  const now = new Date('2026-11-22T08:00:00Z');
  const clock: Clock = { now: () => now };

  it('completes the jobs it generates with the material they covered, and retries failures later, backing off', async () => {
    const jobs = new InMemoryJobs();
    jobs.due = [job('2026-11-20', 1), job('2026-11-21', 3)];
    const generateDay = {
      execute: jest.fn(async ({ day }: { day: string }) => {
        if (day === '2026-11-21') throw new Error('composer exploded');
        return { generated: true as const, entry: {} as never, materialUpTo: material };
      }),
    } as unknown as GenerateDay;

    expect(await new RunDueGenerations(jobs, generateDay, log, clock).execute()).toBe(2);
    expect(jobs.completed).toEqual([{ job: job('2026-11-20', 1), materialUpTo: material }]);
    expect(jobs.failed).toHaveLength(1);
    expect(jobs.failed[0]).toMatchObject({ error: 'composer exploded', maxAttempts: MAX_ATTEMPTS });
    // Third attempt: 10 s * 2^2 after the clock's now.
    expect(jobs.failed[0].retryAt).toEqual(new Date(now.getTime() + 40_000));
  });

  it('says in its log when a job has used its last attempt and is parked', async () => {
    const jobs = new InMemoryJobs();
    jobs.due = [job('2026-11-21', MAX_ATTEMPTS)];
    const generateDay = {
      execute: jest.fn().mockRejectedValue(new Error('heap out of memory')),
    } as unknown as GenerateDay;
    await new RunDueGenerations(jobs, generateDay, log, clock).execute();
    expect(reported).toEqual([
      expect.stringMatching(new RegExp(`^WARN .*attempt ${MAX_ATTEMPTS} of ${MAX_ATTEMPTS}, parked`)),
    ]);
  });
});
