import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { GenerationSettings } from './generation-settings';
import { GenerationJobRepository } from '../domain/generation-job.repository';

/** After material arrives for a day, generates it once the day has been quiet for the configured period. */
@Injectable()
export class ScheduleGeneration {
  constructor(
    private readonly jobs: GenerationJobRepository,
    private readonly settings: GenerationSettings,
    private readonly clock: Clock,
  ) {}

  execute(arrivals: Array<{ accountId: string; day: string; receivedAt: Date }>): Promise<void> {
    const now = this.clock.now();
    const runAfter = new Date(now.getTime() + this.settings.quietPeriodMs);
    return this.jobs.schedule(
      arrivals.map((arrival) => ({ accountId: arrival.accountId, day: arrival.day, materialAt: arrival.receivedAt })),
      runAfter,
    );
  }
}
