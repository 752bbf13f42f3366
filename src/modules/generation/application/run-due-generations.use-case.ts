import { Injectable } from '@nestjs/common';
import { JobRunner } from '../../../jobs/job-runner';
import { ActivityLog } from '../../../shared/activity-log';
import { Clock } from '../../../shared/clock';
import type { GenerationJob } from '../domain/generation-job';
import { GenerationJobRepository } from '../domain/generation-job.repository';
import { GenerateDay } from './generate-day.use-case';
import { GENERATION_JOB_POLICY } from './generation-job-policy';

const BATCH = 16;
/** Days generated at once by one instance: their database round trips overlap; digesting is one thread's work. */
const CONCURRENCY = 4;

/** Claims the due jobs and generates their days; a failure is retried later with backoff, and parked after the last attempt. */
@Injectable()
export class RunDueGenerations {
  private readonly runner: JobRunner<GenerationJob, Date | null>;

  constructor(
    jobs: GenerationJobRepository,
    private readonly generateDay: GenerateDay,
    log: ActivityLog,
    clock: Clock,
  ) {
    const source = RunDueGenerations.name;
    this.runner = new JobRunner(
      jobs,
      { policy: GENERATION_JOB_POLICY, batch: BATCH, concurrency: CONCURRENCY },
      clock,
      {
        done: (job, materialUpTo) => {
          if (materialUpTo) log.info(source, `generated ${job.day} for account ${job.accountId}`);
        },
        failed: (job, message, { attempts, maxAttempts, parked }) =>
          log.warn(
            source,
            `generation of ${job.day} for account ${job.accountId} failed (attempt ${attempts} of ${maxAttempts}${parked ? ', parked' : ''}): ${message}`,
          ),
        unrecorded: (job, failure) =>
          log.warn(
            source,
            `could not record the failure of ${job.day} for account ${job.accountId}: ${String(failure)}`,
          ),
      },
    );
  }

  /** Returns how many jobs it ran. */
  execute(now?: Date): Promise<number> {
    return this.runner.runDue(async (job) => {
      const result = await this.generateDay.execute(job);
      return result.generated ? result.materialUpTo : null;
    }, now);
  }
}
