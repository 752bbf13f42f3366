import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { MaterialListener } from '../../ingest';
import type { MaterialArrived } from '../../ingest';
import { ScheduleGeneration } from '../application/schedule-generation.use-case';

/** Announcements are gathered this long and scheduled in one statement. */
const FLUSH_AFTER_MS = 50;
/** A larger batch is flushed at once. */
const MAX_BATCH = 1_000;

/**
 * Generation's side of ingest's announcement: new material schedules its day.
 * A burst of webhooks becomes one upsert per 50 ms instead of one per request
 * (and no row lock for every request of a busy day). An announcement lost to a
 * crash before its flush is found by the sweep within a minute: the artifact is
 * already committed.
 */
@Injectable()
export class ScheduleOnNewMaterial extends MaterialListener implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ScheduleOnNewMaterial.name);
  private pending: MaterialArrived[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly scheduleGeneration: ScheduleGeneration) {
    super();
  }

  async materialArrived(event: MaterialArrived): Promise<void> {
    this.pending.push(event);
    if (this.pending.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.flush();
    await this.flushing;
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.flushing = this.flushing
      .then(() => this.scheduleGeneration.execute(batch))
      .catch((error: unknown) =>
        this.logger.warn(`could not schedule generation of ${batch.length} day(s); the sweep will: ${String(error)}`),
      );
  }
}
