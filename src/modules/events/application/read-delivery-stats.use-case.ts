import { Injectable } from '@nestjs/common';
import { EventDeliveryRepository } from '../domain/event-delivery.repository';

/** The delivery queue's depth over every instance (metrics): deliveries waiting, and those given up on. */
@Injectable()
export class ReadDeliveryStats {
  constructor(private readonly deliveries: EventDeliveryRepository) {}

  execute(): Promise<{ pending: number; failed: number }> {
    return this.deliveries.depth();
  }
}
