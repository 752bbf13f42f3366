import { Injectable } from '@nestjs/common';
import { toEntryResponse } from '../../../diary';
import { GenerateDayNow } from '../../application/generate-day-now.use-case';
import { ListGenerationJobs } from '../../application/list-generation-jobs.use-case';

@Injectable()
export class GenerationOperations {
  constructor(
    private readonly generateDayNow: GenerateDayNow,
    private readonly listJobs: ListGenerationJobs,
  ) {}

  /** The generated entry as the read API shows it, or `{ generated: false, reason }`. */
  async generateOne(input: { accountId: string; date: string }) {
    const result = await this.generateDayNow.execute({ accountId: input.accountId, day: input.date });
    return result.generated ? toEntryResponse(result.entry) : { generated: false, reason: result.reason };
  }

  /** `[{ accountId, day, state, attempts, runAfter, lastError, updatedAt }]`, most recently changed first. */
  async jobsList(input: { accountId?: string; failed?: boolean; limit?: number }) {
    const jobs = await this.listJobs.execute({ accountId: input.accountId, failedOnly: input.failed === true, limit: input.limit });
    return jobs.map((job) => ({ ...job, runAfter: job.runAfter.toISOString(), updatedAt: job.updatedAt.toISOString() }));
  }
}
