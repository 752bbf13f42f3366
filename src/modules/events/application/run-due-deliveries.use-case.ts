import { Injectable } from '@nestjs/common';
import { JobRunner } from '../../../jobs/job-runner';
import { ActivityLog } from '../../../shared/activity-log';
import { Clock } from '../../../shared/clock';
import { EntryChangeLog } from '../../diary';
import type { EventDelivery } from '../domain/event-delivery';
import { EventDeliveryRepository } from '../domain/event-delivery.repository';
import { DELIVERY_JOB_POLICY } from './delivery-job-policy';
import { DeliverEvent } from './deliver-event.use-case';

/** Changes dispatched per transaction: a burst of regenerations becomes deliveries a few hundred at a time. */
export const DISPATCH_BATCH = 500;
/**
 * Deliveries sent at once by one instance, each claimed into a free slot as soon as one frees (over all instances
 * each endpoint also has at most 5 in flight, each account 8: EVENT_DELIVERIES).
 */
const CONCURRENCY = 16;

/** Turns new changes into deliveries, then sends the deliveries due; a failure is retried on the schedule, then parked. */
@Injectable()
export class RunDueDeliveries {
  private readonly runner: JobRunner<EventDelivery, number>;

  constructor(
    private readonly deliveries: EventDeliveryRepository,
    private readonly deliver: DeliverEvent,
    private readonly changeLog: EntryChangeLog,
    log: ActivityLog,
    private readonly clock: Clock,
  ) {
    const source = RunDueDeliveries.name;
    this.runner = new JobRunner(
      deliveries,
      { policy: DELIVERY_JOB_POLICY, batch: CONCURRENCY, concurrency: CONCURRENCY },
      clock,
      {
        done: () => undefined,
        failed: (delivery, message, { attempts, maxAttempts, parked }) =>
          log.warn(
            source,
            `delivery ${delivery.id} to endpoint ${delivery.endpointId} failed (attempt ${attempts} of ${maxAttempts}${parked ? ', given up' : ''}): ${message}`,
          ),
        unrecorded: (delivery, failure) =>
          log.warn(source, `could not record the failure of delivery ${delivery.id}: ${String(failure)}`),
      },
    );
  }

  /** New changes of diary's log as deliveries (at most DISPATCH_BATCH); none when another instance is dispatching them. */
  async dispatch(now: Date = this.clock.now()): Promise<number> {
    const from = await this.deliveries.dispatchCursor();
    if (!from) return 0;
    const changes = await this.changeLog.after(from, DISPATCH_BATCH);
    if (changes.length === 0) return 0;
    return (await this.deliveries.dispatch(from, changes, now)) ? changes.length : 0;
  }

  /** Before the first run: the dispatcher needs its cursor. */
  prepare(): Promise<void> {
    return this.deliveries.ensureDispatchCursor();
  }

  /** Starts the deliveries due into this instance's free slots, without waiting for them; returns how many. */
  async startDue(now: Date = this.clock.now()): Promise<number> {
    return (await this.started(now)).length;
  }

  /**
   * Dispatches new changes and starts the deliveries due, then waits for the deliveries it started. Returns how many
   * changes it dispatched and deliveries it started: more may be waiting while it is not 0.
   */
  async execute(now: Date = this.clock.now()): Promise<number> {
    const dispatched = await this.dispatch(now);
    const started = await this.started(now);
    await Promise.all(started);
    return dispatched + started.length;
  }

  /** The deliveries due, started into the free slots: one promise each, settled when it ends. */
  private started(now: Date): Promise<Array<Promise<unknown>>> {
    return this.runner.startDue((delivery) => this.deliver.attempt(delivery), now);
  }

  /** Called each time a delivery ends, freeing its slot for the next. */
  onSlotFreed(listener: () => void): void {
    this.runner.onFreed(listener);
  }

  /** Waits for the deliveries in flight (at shutdown). */
  drain(): Promise<void> {
    return this.runner.drain();
  }
}
