import { Injectable } from '@nestjs/common';
import { GenerationSettings } from './generation-settings';
import { DayArtifactReader } from '../../ingest';
import { GenerationJobRepository } from '../domain/generation-job.repository';

/** How far back the sweep looks for material newer than what its day was generated from. */
const SWEEP_WINDOW_MS = 7 * 86_400_000;
/** Done jobs are kept a day longer than the sweep looks back, then forgotten. */
const KEEP_DONE_MS = SWEEP_WINDOW_MS + 86_400_000;

/**
 * Schedules days whose material is newer than what their job covered, or that
 * have no job (an announcement lost to an outage, or downtime); parked days
 * stay parked unless new material arrived.
 */
@Injectable()
export class SweepStaleDays {
  constructor(
    private readonly material: DayArtifactReader,
    private readonly jobs: GenerationJobRepository,
    private readonly settings: GenerationSettings,
  ) {}

  async execute(now = new Date()): Promise<number> {
    const runAfter = new Date(now.getTime() + this.settings.quietPeriodMs);
    let revived = 0;
    for await (const days of this.material.daysReceivedSince(new Date(now.getTime() - SWEEP_WINDOW_MS))) {
      revived += await this.jobs.reviveStale(days.map((d) => ({ accountId: d.accountId, day: d.day, materialAt: d.newestReceivedAt })), runAfter);
    }
    await this.jobs.pruneDone(new Date(now.getTime() - KEEP_DONE_MS));
    return revived;
  }
}
