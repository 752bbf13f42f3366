import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { PollingLoop } from '../../../jobs/polling-loop';
import { Clock } from '../../../shared/clock';
import { GenerationSettings } from '../application/generation-settings';
import { RunDueGenerations } from '../application/run-due-generations.use-case';
import { MaintainArtifactPartitions } from '../application/maintain-artifact-partitions.use-case';
import { SweepStaleDays } from '../application/sweep-stale-days.use-case';

/** Each instance looks after the artifacts' partitions this often (and at start); instances take turns. */
export const PARTITION_MAINTENANCE_EVERY_MS = 3_600_000;

/** Runs due generation jobs on this instance, polling; several instances share the work safely. */
@Injectable()
export class GenerationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GenerationWorker.name);
  private readonly loop: PollingLoop;
  private sweeping: Promise<void> | null = null;
  private lastSweep = 0;
  private maintaining: Promise<void> | null = null;
  private lastMaintenance = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly runDue: RunDueGenerations,
    private readonly sweep: SweepStaleDays,
    private readonly partitions: MaintainArtifactPartitions,
    config: AppConfig,
    private readonly settings: GenerationSettings,
    private readonly clock: Clock,
  ) {
    this.loop = new PollingLoop((stopped) => this.tick(stopped), config.generationPollIntervalMs);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    await this.sweeping;
    await this.maintaining;
  }

  private async tick(stopped: () => boolean): Promise<void> {
    // The sweep reads its span in paced slices (GenerationSettings.sweepPacing): beside the jobs, never in front of them.
    const now = this.clock.now();
    if (!this.sweeping && now.getTime() - this.lastSweep >= this.settings.sweepPacing.everyMs) {
      this.lastSweep = now.getTime();
      this.sweeping = this.sweep
        .execute(now, stopped)
        .then(
          (swept) => {
            if (swept > 0) this.logger.log(`sweep scheduled ${swept} stale day(s)`);
          },
          (error: unknown) =>
            this.logger.warn(`stale-day sweep: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => (this.sweeping = null));
    }
    if (!this.maintaining && now.getTime() - this.lastMaintenance >= PARTITION_MAINTENANCE_EVERY_MS) {
      this.lastMaintenance = now.getTime();
      this.maintaining = this.maintainPartitions(now).finally(() => (this.maintaining = null));
    }
    try {
      // Keep going while there is a backlog.
      while (!stopped() && (await this.runDue.execute()) > 0);
    } catch (error) {
      this.logger.warn(`generation worker: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async maintainPartitions(now: Date): Promise<void> {
    try {
      const done = await this.partitions.execute(now);
      if (done.created.length > 0) this.logger.log(`artifact partitions created for ${done.created.join(', ')}`);
      for (const p of done.retired)
        this.logger.log(`retention dropped ${p.name}: ${p.removed} artifact(s) removed, ${p.held} held for generation`);
      for (const p of done.waiting) this.logger.warn(`retention left ${p.name} for later: ${p.reason}`);
      if (done.defaultRemoved > 0)
        this.logger.log(`retention removed ${done.defaultRemoved} artifact(s) of the default partition`);
    } catch (error) {
      this.logger.warn(`artifact partitions: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
