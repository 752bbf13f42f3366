import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PollingLoop } from '../../../jobs/polling-loop';
import { Clock } from '../../../shared/clock';
import { EntryChanges } from '../../diary';
import { EventSettings } from '../application/event-settings';
import { PruneEventDeliveries } from '../application/prune-event-deliveries.use-case';
import { DISPATCH_BATCH, RunDueDeliveries } from '../application/run-due-deliveries.use-case';

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
  private readonly pollIntervalMs: number;
  private prepared = false;
  private lastPrune = 0;
  /** Whether an entry was announced since the last dispatch began; true at start, for changes made while stopped. */
  private changesAnnounced = true;
  /** performance.now() when the last dispatch began: real time paces it, whatever the service's clock says. */
  private lastDispatch = -Infinity;

  constructor(
    private readonly runDue: RunDueDeliveries,
    private readonly prune: PruneEventDeliveries,
    settings: EventSettings,
    private readonly clock: Clock,
    changes: EntryChanges,
  ) {
    this.pollIntervalMs = settings.pollIntervalMs;
    this.loop = new PollingLoop((stopped) => this.tick(stopped), settings.pollIntervalMs);
    // A delivery that ends frees its slot: the next due one is claimed at once, not at the next poll. An entry
    // written anywhere (announced to every instance) is dispatched within CHANGES_GATHERED_MS.
    runDue.onSlotFreed(() => this.loop.wake());
    changes.subscribe(() => {
      this.changesAnnounced = true;
      this.loop.wake(CHANGES_GATHERED_MS);
    });
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
      await this.dispatchAndStart(stopped);
      const now = this.clock.now().getTime();
      if (!stopped() && now - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = now;
        await this.prune.execute();
      }
    } catch (error) {
      this.logger.warn(`event delivery worker: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * Keeps going while there is a backlog and a free slot; sends go on beside the loop. The change log is read at most
   * every CHANGES_GATHERED_MS while entries are announced (on any instance), and at each poll interval in case an
   * announcement was lost with a connection, not on every freed slot: deliveries ending one after the other would
   * otherwise read it dozens of times a second, a few changes each time.
   */
  private async dispatchAndStart(stopped: () => boolean): Promise<void> {
    const sinceDispatch = performance.now() - this.lastDispatch;
    let dispatch =
      (this.changesAnnounced && sinceDispatch >= CHANGES_GATHERED_MS) || sinceDispatch >= this.pollIntervalMs;
    if (this.changesAnnounced && !dispatch) this.loop.wake(CHANGES_GATHERED_MS - sinceDispatch);
    while (!stopped()) {
      let dispatched = 0;
      if (dispatch) {
        this.changesAnnounced = false;
        this.lastDispatch = performance.now();
        dispatched = await this.runDue.dispatch();
      }
      const started = await this.runDue.startDue();
      if (dispatched + started === 0) return;
      // A full batch leaves more changes waiting.
      dispatch = dispatched >= DISPATCH_BATCH;
    }
  }
}
