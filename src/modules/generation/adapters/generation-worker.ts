import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { PollingLoop } from '../../../jobs/polling-loop';
import { Clock } from '../../../shared/clock';
import { GenerationSettings } from '../application/generation-settings';
import { RunDueGenerations } from '../application/run-due-generations.use-case';
import { SweepStaleDays } from '../application/sweep-stale-days.use-case';

/** Runs due generation jobs on this instance, polling; several instances share the work safely. */
@Injectable()
export class GenerationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GenerationWorker.name);
  private readonly loop: PollingLoop;
  private sweeping: Promise<void> | null = null;
  private lastSweep = 0;

  constructor(
    private readonly runDue: RunDueGenerations,
    private readonly sweep: SweepStaleDays,
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
    try {
      // Keep going while there is a backlog.
      while (!stopped() && (await this.runDue.execute()) > 0);
    } catch (error) {
      this.logger.warn(`generation worker: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
