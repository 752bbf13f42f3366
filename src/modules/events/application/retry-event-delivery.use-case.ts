import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import type { DeliveryView } from '../domain/event-delivery';
import { EventDeliveryRepository } from '../domain/event-delivery.repository';
import { EventEndpointRepository } from '../domain/event-endpoint.repository';
import { DeliveryNotFoundError, EndpointDisabledError } from '../domain/events.errors';

/** `deliveries retry`: the delivery due now with a fresh round of attempts (the same webhook-id), whatever its state. */
@Injectable()
export class RetryEventDelivery {
  constructor(
    private readonly endpoints: EventEndpointRepository,
    private readonly deliveries: EventDeliveryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(id: string): Promise<DeliveryView> {
    const delivery = await this.deliveries.view(id);
    if (!delivery) throw new DeliveryNotFoundError(id);
    const endpoint = await this.endpoints.findById(delivery.endpointId);
    if (!endpoint) throw new DeliveryNotFoundError(id);
    if (!endpoint.enabled) throw new EndpointDisabledError(endpoint.id);
    const retried = await this.deliveries.retry(id, this.clock.now());
    if (!retried) throw new DeliveryNotFoundError(id);
    return retried;
  }
}
