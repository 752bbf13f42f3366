import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { EventSettings } from '../application/event-settings';
import { PruneEventDeliveries } from '../application/prune-event-deliveries.use-case';
import { RunDueDeliveries } from '../application/run-due-deliveries.use-case';

const PRUNE_EVERY_MS = 3_600_000;

/** Dispatches new changes and sends the deliveries due on this instance, polling; instances share the work safely. */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private lastPrune = 0;

  constructor(
    private readonly runDue: RunDueDeliveries,
    private readonly prune: PruneEventDeliveries,
    private readonly settings: EventSettings,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => this.schedule(this.settings.pollIntervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private prepared = false;

  private async tick(): Promise<void> {
    try {
      if (!this.prepared) {
        await this.runDue.prepare();
        this.prepared = true;
      }
      // Keep going while there is a backlog.
      while (!this.stopped && (await this.runDue.execute()) > 0);
      const now = this.clock.now().getTime();
      if (!this.stopped && now - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = now;
        await this.prune.execute();
      }
    } catch (error) {
      this.logger.warn(`event delivery worker: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
