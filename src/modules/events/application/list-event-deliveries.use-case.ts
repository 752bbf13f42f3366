import { Injectable } from '@nestjs/common';
import { Page, UnknownCursorError, pageRequest } from '../../../shared/list-page';
import type { DeliveryView } from '../domain/event-delivery';
import { EventDeliveryRepository } from '../domain/event-delivery.repository';
import { EventEndpointRepository } from '../domain/event-endpoint.repository';
import { EndpointNotFoundError } from '../domain/events.errors';

/** An endpoint's deliveries, newest first, one page at a time; `failed` keeps those given up on. */
@Injectable()
export class ListEventDeliveries {
  constructor(
    private readonly endpoints: EventEndpointRepository,
    private readonly deliveries: EventDeliveryRepository,
  ) {}

  async execute(input: {
    endpointId: string;
    failed?: boolean;
    limit?: number;
    after?: string;
  }): Promise<Page<DeliveryView>> {
    const page = pageRequest(input);
    if (!(await this.endpoints.findById(input.endpointId))) throw new EndpointNotFoundError(input.endpointId);
    const listed = await this.deliveries.listPage(input.endpointId, input.failed === true, page);
    if (!listed) throw new UnknownCursorError(page.after!, 'delivery');
    return listed;
  }
}
