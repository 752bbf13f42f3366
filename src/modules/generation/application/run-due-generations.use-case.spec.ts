import { Logger } from '@nestjs/common';
import type { GenerationJob } from '../domain/generation-job';
import { GenerationJobRepository } from '../domain/generation-job.repository';
import type { GenerateDay } from './generate-day.use-case';
import { RunDueGenerations } from './run-due-generations.use-case';

class InMemoryJobs extends GenerationJobRepository {
  due: GenerationJob[] = [];
  completed: GenerationJob[] = [];
  failed: Array<{ job: GenerationJob; error: string; retryAt: Date }> = [];
  async schedule(): Promise<void> {}
  async claimDue(): Promise<GenerationJob[]> {
    const jobs = this.due;
    this.due = [];
    return jobs;
  }
  async complete(job: GenerationJob): Promise<void> {
    this.completed.push(job);
  }
  async fail(job: GenerationJob, error: string, retryAt: Date): Promise<void> {
    this.failed.push({ job, error, retryAt });
  }
  async scheduleStaleDays(): Promise<number> {
    return 0;
  }
}

describe('RunDueGenerations', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('completes the jobs it generates and retries failures later, backing off', async () => {
    const jobs = new InMemoryJobs();
    const job = (day: string, attempts: number): GenerationJob => ({ accountId: 'a', day, runAfter: new Date(0), attempts });
    jobs.due = [job('2026-11-20', 1), job('2026-11-21', 3)];
    const generateDay = { execute: jest.fn(async ({ day }: { day: string }) => {
      if (day === '2026-11-21') throw new Error('composer exploded');
      return { generated: false as const, reason: 'none' };
    }) } as unknown as GenerateDay;

    const before = Date.now();
    expect(await new RunDueGenerations(jobs, generateDay).execute()).toBe(2);
    expect(jobs.completed.map((j) => j.day)).toEqual(['2026-11-20']);
    expect(jobs.failed).toHaveLength(1);
    expect(jobs.failed[0].error).toBe('composer exploded');
    // Third attempt: 10 s * 2^2.
    expect(jobs.failed[0].retryAt.getTime() - before).toBeGreaterThanOrEqual(40_000);
    expect(jobs.failed[0].retryAt.getTime() - before).toBeLessThan(41_000);
  });
});
