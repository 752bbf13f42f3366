import { Injectable, Logger } from '@nestjs/common';
import { retryDelayMs } from '../domain/generation-job';
import { GenerationJobRepository } from '../domain/generation-job.repository';
import { GenerateDay } from './generate-day.use-case';

const BATCH = 10;
/** A claim outlives any sane generation; if its instance dies, another takes the job after this. */
const LEASE_MS = 5 * 60_000;

/** Claims the due jobs and generates their days; a failure is retried later with backoff. */
@Injectable()
export class RunDueGenerations {
  private readonly logger = new Logger(RunDueGenerations.name);

  constructor(
    private readonly jobs: GenerationJobRepository,
    private readonly generateDay: GenerateDay,
  ) {}

  /** Returns how many jobs it ran. */
  async execute(now = new Date()): Promise<number> {
    const due = await this.jobs.claimDue(now, BATCH, LEASE_MS);
    for (const job of due) {
      try {
        const result = await this.generateDay.execute(job);
        await this.jobs.complete(job);
        if (result.generated) this.logger.log(`generated ${job.day} for account ${job.accountId}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(`generation of ${job.day} for account ${job.accountId} failed (attempt ${job.attempts}): ${message}`);
        await this.jobs.fail(job, message, new Date(Date.now() + retryDelayMs(job.attempts)));
      }
    }
    return due.length;
  }
}
