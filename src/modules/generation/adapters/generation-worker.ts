import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/clock';
import { GenerationSettings } from '../application/generation-settings';
import { RunDueGenerations } from '../application/run-due-generations.use-case';
import { SweepStaleDays } from '../application/sweep-stale-days.use-case';

/** Runs due generation jobs on this instance, polling; several instances share the work safely. */
@Injectable()
export class GenerationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GenerationWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private sweeping: Promise<void> | null = null;
  private stopped = false;
  private lastSweep = 0;

  constructor(
    private readonly runDue: RunDueGenerations,
    private readonly sweep: SweepStaleDays,
    private readonly config: AppConfig,
    private readonly settings: GenerationSettings,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.sweeping;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => this.schedule(this.config.generationPollIntervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    // The sweep reads its span in paced slices (GenerationSettings.sweepPacing): beside the jobs, never in front of them.
    const now = this.clock.now();
    if (!this.sweeping && now.getTime() - this.lastSweep >= this.settings.sweepPacing.everyMs) {
      this.lastSweep = now.getTime();
      this.sweeping = this.sweep
        .execute(now, () => this.stopped)
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
      while (!this.stopped && (await this.runDue.execute()) > 0);
    } catch (error) {
      this.logger.warn(`generation worker: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
