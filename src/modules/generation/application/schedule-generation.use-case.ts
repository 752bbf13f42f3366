import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { GenerationJobRepository } from '../domain/generation-job.repository';

/** After material arrives for a day, generates it once the day has been quiet for the configured period. */
@Injectable()
export class ScheduleGeneration {
  constructor(
    private readonly jobs: GenerationJobRepository,
    private readonly config: AppConfig,
  ) {}

  execute(input: { accountId: string; day: string }, now = new Date()): Promise<void> {
    return this.jobs.schedule(input.accountId, input.day, new Date(now.getTime() + this.config.generationQuietPeriodSeconds * 1000));
  }
}
