import { Injectable } from '@nestjs/common';
import { GenerationSettings } from './generation-settings';
import { GenerationJobRepository } from '../domain/generation-job.repository';

/** After material arrives for a day, generates it once the day has been quiet for the configured period. */
@Injectable()
export class ScheduleGeneration {
  constructor(
    private readonly jobs: GenerationJobRepository,
    private readonly settings: GenerationSettings,
  ) {}

  execute(arrivals: Array<{ accountId: string; day: string; receivedAt: Date }>, now = new Date()): Promise<void> {
    const runAfter = new Date(now.getTime() + this.settings.quietPeriodMs);
    return this.jobs.schedule(
      arrivals.map((arrival) => ({ accountId: arrival.accountId, day: arrival.day, materialAt: arrival.receivedAt })),
      runAfter,
    );
  }
}
