import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { GenerationSettings } from './generation-settings';
import { DayArtifactReader } from '../../ingest';
import { GenerationJobRepository } from '../domain/generation-job.repository';

/** How far back a sweep looks at most for material newer than what its day was generated from. */
const SWEEP_WINDOW_MS = 7 * 86_400_000;
/** Done jobs are kept a day longer than the sweep looks back, then forgotten. */
const KEEP_DONE_MS = SWEEP_WINDOW_MS + 86_400_000;
/**
 * A later sweep looks back to the start of the last one that finished, less this: an artifact is stamped (by the
 * database's clock, as the horizon is) when its transaction starts and seen once it commits, at most an idle
 * transaction timeout (30 s) and a statement timeout (10 s) later.
 */
export const SWEEP_OVERLAP_MS = 40_000;

/**
 * Schedules days whose material is newer than what their job covered, or that
 * have no job (an announcement lost to an outage, or downtime); parked days
 * stay parked unless new material arrived. A sweep reads what arrived since the
 * last finished sweep of any instance began (the first ever, the last 7 days),
 * so that its cost follows the recent traffic, not the week's, also after a restart;
 * it reads that span in paced slices (GenerationSettings.sweepPacing).
 */
@Injectable()
export class SweepStaleDays {
  constructor(
    private readonly material: DayArtifactReader,
    private readonly jobs: GenerationJobRepository,
    private readonly settings: GenerationSettings,
    private readonly clock: Clock,
  ) {}

  /** @param stopping asked between pages: a sweep that stops early does not move the horizon */
  async execute(now: Date = this.clock.now(), stopping: () => boolean = () => false): Promise<number> {
    const runAfter = new Date(now.getTime() + this.settings.quietPeriodMs);
    const horizon = await this.jobs.sweepHorizon();
    const window = horizon.now.getTime() - SWEEP_WINDOW_MS;
    const since =
      horizon.sweptFrom === null ? window : Math.max(window, horizon.sweptFrom.getTime() - SWEEP_OVERLAP_MS);
    const until = horizon.now.getTime();
    const { sliceMinMs, slicesMax } = this.settings.sweepPacing;
    const slice = Math.max(sliceMinMs, Math.ceil((until - since) / slicesMax));
    let revived = 0;
    let pause = 0;
    for (let from = since; from < until; from += slice) {
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      // A duration, on the monotonic clock: the Clock says what time it is, and tests move it.
      const started = performance.now();
      const inSlice = await this.reviveSlice(
        new Date(from),
        new Date(Math.min(from + slice, until)),
        runAfter,
        stopping,
      );
      if (inSlice === null) return revived;
      revived += inSlice;
      pause = performance.now() - started;
    }
    await this.jobs.pruneDone(new Date(now.getTime() - KEEP_DONE_MS));
    // Only a sweep that finished moves the start of the next one.
    await this.jobs.markSwept(horizon.now);
    return revived;
  }

  /** Revives the slice's stale days, page by page; null when told to stop (asked after each page). */
  private async reviveSlice(since: Date, until: Date, runAfter: Date, stopping: () => boolean): Promise<number | null> {
    const limit = this.settings.sweepPacing.daysPerPage;
    let revived = 0;
    let after: { accountId: string; day: string } | null = null;
    for (;;) {
      const days = await this.material.daysReceivedBetween(since, until, after, limit);
      if (stopping()) return null;
      if (days.length === 0) return revived;
      revived += await this.jobs.reviveStale(
        days.map((d) => ({ accountId: d.accountId, day: d.day, materialAt: d.newestReceivedAt })),
        runAfter,
      );
      if (days.length < limit) return revived;
      after = days[days.length - 1];
    }
  }
}
