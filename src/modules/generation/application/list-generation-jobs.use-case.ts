import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../../shared/domain-error';
import type { GenerationJobView } from '../domain/generation-job';
import { GenerationJobRepository } from '../domain/generation-job.repository';

export const MAX_JOBS_LISTED = 1_000;

/** Generation jobs, most recently changed first; with `failedOnly`, the parked ones and those retrying after an error. */
@Injectable()
export class ListGenerationJobs {
  constructor(private readonly jobs: GenerationJobRepository) {}

  execute(input: { accountId?: string; failedOnly: boolean; limit?: number }, now = new Date()): Promise<GenerationJobView[]> {
    const limit = input.limit ?? 100;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_JOBS_LISTED) throw new InvalidInputError(`limit must be an integer from 1 to ${MAX_JOBS_LISTED}.`);
    return this.jobs.list({ accountId: input.accountId, failedOnly: input.failedOnly, limit }, now);
  }
}
