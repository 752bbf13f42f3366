import { Injectable } from '@nestjs/common';
import type { EventEndpoint } from '../domain/event-endpoint';
import { EventEndpointRepository } from '../domain/event-endpoint.repository';
import { EndpointNotFoundError } from '../domain/events.errors';
import { endpointDescription, endpointUrl, eventTypes } from './create-event-endpoint.use-case';
import { EventSettings } from './event-settings';

/**
 * Changes an endpoint's URL, events, description, whether its events carry the entry's title, or whether it is
 * enabled, by the rules it was created with.
 */
@Injectable()
export class UpdateEventEndpoint {
  constructor(
    private readonly endpoints: EventEndpointRepository,
    private readonly settings: EventSettings,
  ) {}

  async execute(input: {
    id: string;
    url?: string;
    events?: string[];
    description?: string;
    includeTitle?: boolean;
    enabled?: boolean;
  }): Promise<EventEndpoint> {
    const description = endpointDescription(input.description);
    const updated = await this.endpoints.update(input.id, {
      ...(input.url !== undefined ? { url: endpointUrl(input.url, this.settings.targets) } : {}),
      ...(input.events !== undefined ? { events: eventTypes(input.events) } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(input.includeTitle !== undefined ? { includeTitle: input.includeTitle } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    });
    if (!updated) throw new EndpointNotFoundError(input.id);
    return updated;
  }
}
