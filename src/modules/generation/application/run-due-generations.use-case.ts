import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../../shared/activity-log';
import { MAX_ATTEMPTS, retryDelayMs } from '../domain/generation-job';
import type { GenerationJob } from '../domain/generation-job';
import { GenerationJobRepository } from '../domain/generation-job.repository';
import { GenerateDay } from './generate-day.use-case';

const BATCH = 16;
/** Days generated at once by one instance: their database round trips overlap; digesting is one thread's work. */
const CONCURRENCY = 4;
/** A claim outlives any sane generation; if its instance dies, another takes the job after this. */
const LEASE_MS = 5 * 60_000;

/** Claims the due jobs and generates their days; a failure is retried later with backoff, and parked after MAX_ATTEMPTS. */
@Injectable()
export class RunDueGenerations {
  constructor(
    private readonly jobs: GenerationJobRepository,
    private readonly generateDay: GenerateDay,
    private readonly log: ActivityLog,
  ) {}

  /** Returns how many jobs it ran. */
  async execute(now = new Date()): Promise<number> {
    const due = await this.jobs.claimDue(now, BATCH, LEASE_MS, MAX_ATTEMPTS);
    const queue = [...due];
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await this.run(job);
      }),
    );
    return due.length;
  }

  private async run(job: GenerationJob): Promise<void> {
    try {
      const result = await this.generateDay.execute(job);
      await this.jobs.complete(job, result.generated ? result.materialUpTo : null);
      if (result.generated) this.log.info(RunDueGenerations.name, `generated ${job.day} for account ${job.accountId}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const parked = job.attempts >= MAX_ATTEMPTS;
      this.log.warn(
        RunDueGenerations.name,
        `generation of ${job.day} for account ${job.accountId} failed (attempt ${job.attempts} of ${MAX_ATTEMPTS}${parked ? ', parked' : ''}): ${message}`,
      );
      await this.jobs
        .fail(job, message, new Date(Date.now() + retryDelayMs(job.attempts)), MAX_ATTEMPTS)
        .catch((failure: unknown) => {
          this.log.warn(
            RunDueGenerations.name,
            `could not record the failure of ${job.day} for account ${job.accountId}: ${String(failure)}`,
          );
        });
    }
  }
}
