import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import type { DeliveryView } from '../domain/event-delivery';
import { EventDeliveryRepository } from '../domain/event-delivery.repository';
import { DeliveryNotFoundError, EndpointNotFoundError } from '../domain/events.errors';
import { DELIVERY_JOB_POLICY } from './delivery-job-policy';
import { DeliverEvent } from './deliver-event.use-case';

/**
 * `endpoints test`: a `ping` sent at once, signed like every event, even to a disabled endpoint (to check it before
 * enabling it again). One attempt, never retried; kept among the endpoint's deliveries. Answers the attempt.
 */
@Injectable()
export class TestEventEndpoint {
  constructor(
    private readonly deliveries: EventDeliveryRepository,
    private readonly deliver: DeliverEvent,
    private readonly clock: Clock,
  ) {}

  async execute(endpointId: string): Promise<DeliveryView> {
    const ping = await this.deliveries.createPing(endpointId, this.clock.now(), DELIVERY_JOB_POLICY.leaseMs);
    if (!ping) throw new EndpointNotFoundError(endpointId);
    try {
      await this.deliveries.complete(ping, await this.deliver.attempt(ping));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.deliveries.fail(ping, message, this.clock.now(), ping.attempts);
    }
    const view = await this.deliveries.view(ping.id);
    if (!view) throw new DeliveryNotFoundError(ping.id);
    return view;
  }
}
