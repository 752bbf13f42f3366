import { AdminCommand, defineCommand, requiredOption, stringOption } from '../../../../shared/admin-command';
import { CreateEventEndpoint } from '../../application/create-event-endpoint.use-case';
import { DeleteEventEndpoint } from '../../application/delete-event-endpoint.use-case';
import { ListEventEndpoints } from '../../application/list-event-endpoints.use-case';
import type { EventEndpoint } from '../../domain/event-endpoint';

/** An endpoint as operators see it (its secret never, after creation). */
export const toEndpointOutput = (endpoint: EventEndpoint) => ({
  id: endpoint.id,
  accountId: endpoint.accountId,
  url: endpoint.url,
  events: endpoint.events,
  enabled: endpoint.enabled,
  description: endpoint.description,
  createdAt: endpoint.createdAt.toISOString(),
});

export const ENDPOINT_COMMANDS: AdminCommand[] = [
  defineCommand({
    name: 'endpoints create',
    usage: '--url URL [--events entry.written,entry.removed] [--description D]',
    arguments: ['ACCOUNT_ID'],
    options: { url: 'string', events: 'list', description: 'string' },
    input: (words) => ({
      accountId: words.positionals[0],
      url: requiredOption(words, 'url', 'endpoints create'),
      events: stringOption(words, 'events')
        ?.split(',')
        .map((event) => event.trim())
        .filter(Boolean),
      description: stringOption(words, 'description'),
    }),
    takes: { accountId: 'string', url: 'string', events: 'strings?', description: 'string?' },
    useCase: CreateEventEndpoint,
    run: async (createEventEndpoint, input) => {
      const { endpoint, signingSecret } = await createEventEndpoint.execute(input);
      return { ...toEndpointOutput(endpoint), signingSecret };
    },
    http: {
      method: 'POST',
      path: '/accounts/:accountId/endpoints',
      status: 201,
      summary: 'Register an event endpoint (its signing secret is in this answer only)',
    },
  }),
  defineCommand({
    name: 'endpoints list',
    usage: '',
    arguments: ['ACCOUNT_ID'],
    input: (words) => ({ accountId: words.positionals[0] }),
    takes: { accountId: 'string' },
    useCase: ListEventEndpoints,
    run: async (listEventEndpoints, input) => (await listEventEndpoints.execute(input.accountId)).map(toEndpointOutput),
    http: { method: 'GET', path: '/accounts/:accountId/endpoints', summary: "List an account's event endpoints" },
  }),
  defineCommand({
    name: 'endpoints delete',
    usage: '',
    arguments: ['ENDPOINT_ID'],
    input: (words) => ({ id: words.positionals[0] }),
    takes: { id: 'string' },
    useCase: DeleteEventEndpoint,
    run: (deleteEventEndpoint, input) => deleteEventEndpoint.execute(input.id),
    http: { method: 'DELETE', path: '/endpoints/:endpointId', summary: 'Delete an event endpoint' },
  }),
];
