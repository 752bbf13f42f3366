import { Injectable } from '@nestjs/common';
import { EventEndpointRepository } from '../domain/event-endpoint.repository';
import { EndpointNotFoundError } from '../domain/events.errors';

@Injectable()
export class DeleteEventEndpoint {
  constructor(private readonly endpoints: EventEndpointRepository) {}

  async execute(id: string): Promise<{ id: string; deleted: true }> {
    if (!(await this.endpoints.delete(id))) throw new EndpointNotFoundError(id);
    return { id, deleted: true };
  }
}
