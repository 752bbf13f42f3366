import { Injectable } from '@nestjs/common';
import { GenerationSettings } from './generation-settings';
import { DayArtifactReader } from '../../ingest';
import { GenerationJobRepository } from '../domain/generation-job.repository';

/** How far back the first sweep of an instance looks for material newer than what its day was generated from. */
const SWEEP_WINDOW_MS = 7 * 86_400_000;
/** Done jobs are kept a day longer than the sweep looks back, then forgotten. */
const KEEP_DONE_MS = SWEEP_WINDOW_MS + 86_400_000;
/**
 * A later sweep looks back to the start of the last one that finished, less this: an artifact is stamped when its
 * statement starts and seen once it commits, at most a statement timeout (10 s) later.
 */
const OVERLAP_MS = 2 * 60_000;

/**
 * Schedules days whose material is newer than what their job covered, or that
 * have no job (an announcement lost to an outage, or downtime); parked days
 * stay parked unless new material arrived. An instance's first sweep reads the
 * last 7 days; each later one only what arrived since the previous finished
 * sweep began, so that its cost follows the recent traffic, not the week's.
 */
@Injectable()
export class SweepStaleDays {
  private sweptFrom: number | null = null;

  constructor(
    private readonly material: DayArtifactReader,
    private readonly jobs: GenerationJobRepository,
    private readonly settings: GenerationSettings,
  ) {}

  async execute(now = new Date()): Promise<number> {
    const runAfter = new Date(now.getTime() + this.settings.quietPeriodMs);
    const window = now.getTime() - SWEEP_WINDOW_MS;
    const since = this.sweptFrom === null ? window : Math.max(window, this.sweptFrom - OVERLAP_MS);
    let revived = 0;
    for await (const days of this.material.daysReceivedSince(new Date(since))) {
      revived += await this.jobs.reviveStale(days.map((d) => ({ accountId: d.accountId, day: d.day, materialAt: d.newestReceivedAt })), runAfter);
    }
    await this.jobs.pruneDone(new Date(now.getTime() - KEEP_DONE_MS));
    // Only a sweep that finished moves the start of the next one.
    this.sweptFrom = now.getTime();
    return revived;
  }
}
