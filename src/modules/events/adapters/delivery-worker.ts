import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PollingLoop } from '../../../jobs/polling-loop';
import { Clock } from '../../../shared/clock';
import { EntryChanges } from '../../diary';
import { EventSettings } from '../application/event-settings';
import { PruneEventDeliveries } from '../application/prune-event-deliveries.use-case';
import { RunDueDeliveries } from '../application/run-due-deliveries.use-case';

const PRUNE_EVERY_MS = 3_600_000;
/** Entries written within this share one dispatch: a backlog of generated days is not one dispatch per entry. */
const CHANGES_GATHERED_MS = 50;

/**
 * Dispatches new changes and sends the deliveries due on this instance, polling, and claiming into each slot a
 * delivery frees at once; instances share the work safely.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryWorker.name);
  private readonly loop: PollingLoop;
  private prepared = false;
  private lastPrune = 0;

  constructor(
    private readonly runDue: RunDueDeliveries,
    private readonly prune: PruneEventDeliveries,
    settings: EventSettings,
    private readonly clock: Clock,
    changes: EntryChanges,
  ) {
    this.loop = new PollingLoop((stopped) => this.tick(stopped), settings.pollIntervalMs);
    // A delivery that ends frees its slot: the next due one is claimed at once, not at the next poll. An entry
    // written anywhere (announced to every instance) is dispatched within CHANGES_GATHERED_MS.
    runDue.onSlotFreed(() => this.loop.wake());
    changes.subscribe(() => this.loop.wake(CHANGES_GATHERED_MS));
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    await this.runDue.drain();
  }

  private async tick(stopped: () => boolean): Promise<void> {
    try {
      if (!this.prepared) {
        await this.runDue.prepare();
        this.prepared = true;
      }
      // Keep going while there is a backlog and a free slot; sends go on beside the loop.
      while (!stopped() && (await this.runDue.execute(undefined, { wait: false })) > 0);
      const now = this.clock.now().getTime();
      if (!stopped() && now - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = now;
        await this.prune.execute();
      }
    } catch (error) {
      this.logger.warn(`event delivery worker: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
