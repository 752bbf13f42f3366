import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { EventDeliveryRepository } from '../domain/event-delivery.repository';

/** Finished deliveries (delivered or given up on) are kept this long for `deliveries list` and `retry`. */
export const DELIVERY_RETENTION_DAYS = 30;
const PER_STATEMENT = 1_000;
/** Statements per run: a large backlog is worked off over several runs, never in one long one. */
const STATEMENTS_PER_RUN = 20;

@Injectable()
export class PruneEventDeliveries {
  constructor(
    private readonly deliveries: EventDeliveryRepository,
    private readonly clock: Clock,
  ) {}

  /** Returns how many deliveries it forgot. */
  async execute(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - DELIVERY_RETENTION_DAYS * 86_400_000);
    let pruned = 0;
    for (let statement = 0; statement < STATEMENTS_PER_RUN; statement++) {
      const gone = await this.deliveries.prune(before, PER_STATEMENT);
      pruned += gone;
      if (gone < PER_STATEMENT) break;
    }
    return pruned;
  }
}
