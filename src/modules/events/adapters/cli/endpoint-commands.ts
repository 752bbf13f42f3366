import {
  AdminCommand,
  CommandUsageError,
  HttpCall,
  PAGE_FIELDS,
  PAGE_OPTIONS,
  PAGE_USAGE,
  defineCommand,
  listOption,
  pageOptions,
  requiredOption,
  stringOption,
} from '../../../../shared/admin-command';
import { mapPage } from '../../../../shared/list-page';
import { RotateEndpointSecret } from '../../application/rotate-endpoint-secret.use-case';
import { UpdateEventEndpoint } from '../../application/update-event-endpoint.use-case';
import { CreateEventEndpoint } from '../../application/create-event-endpoint.use-case';
import { DeleteEventEndpoint } from '../../application/delete-event-endpoint.use-case';
import { ListEventEndpoints } from '../../application/list-event-endpoints.use-case';
import type { EventEndpoint } from '../../domain/event-endpoint';
import { ROTATED_SECRET } from '../../../accounts';
import { CREATED_ENDPOINT, DELETED_ENDPOINT, ENDPOINT } from './event-answers';

/** An endpoint as operators see it (its secret never, after creation). */
export const toEndpointOutput = (endpoint: EventEndpoint) => ({
  id: endpoint.id,
  accountId: endpoint.accountId,
  url: endpoint.url,
  events: endpoint.events,
  enabled: endpoint.enabled,
  disabledReason: endpoint.disabledReason,
  failingSince: endpoint.failingSince?.toISOString() ?? null,
  description: endpoint.description,
  includeTitle: endpoint.includeTitle,
  createdAt: endpoint.createdAt.toISOString(),
});

/** `--enabled true|false`, `--include-title true|false`. */
function booleanOption(words: Parameters<typeof stringOption>[0], name: string): boolean | undefined {
  const value = stringOption(words, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new CommandUsageError(`--${name} must be true or false`);
  return value === 'true';
}

/** PATCH's body: its fields with their JSON types (a usage error, 400, for any other type). */
function updateOperation(call: HttpCall) {
  const body = (call.body ?? {}) as Record<string, unknown>;
  const typed = <T>(name: string, check: (value: unknown) => value is T, words: string): T | undefined => {
    const value = body[name];
    if (value === undefined || value === null) return undefined;
    if (!check(value)) throw new CommandUsageError(`${name} must be ${words}`);
    return value;
  };
  const isString = (value: unknown): value is string => typeof value === 'string';
  const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
  const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
  return {
    id: call.params.endpointId,
    url: typed('url', isString, 'a string'),
    events: typed('events', isStrings, 'an array of strings'),
    description: typed('description', isString, 'a string'),
    includeTitle: typed('includeTitle', isBoolean, 'true or false'),
    enabled: typed('enabled', isBoolean, 'true or false'),
  };
}

export const ENDPOINT_COMMANDS: AdminCommand[] = [
  defineCommand({
    name: 'endpoints create',
    usage: '--url URL [--events entry.written,entry.removed] [--description D] [--include-title]',
    arguments: ['ACCOUNT_ID'],
    options: { url: 'string', events: 'list', description: 'string', 'include-title': 'boolean' },
    input: (words) => ({
      accountId: words.positionals[0],
      url: requiredOption(words, 'url', 'endpoints create'),
      events: listOption(words, 'events'),
      description: stringOption(words, 'description'),
      includeTitle: words.options['include-title'] === true,
    }),
    takes: {
      accountId: 'string',
      url: 'string',
      events: 'strings?',
      description: 'string?',
      includeTitle: 'boolean?',
    },
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
      answer: CREATED_ENDPOINT,
    },
  }),
  defineCommand({
    name: 'endpoints list',
    usage: PAGE_USAGE,
    arguments: ['ACCOUNT_ID'],
    options: PAGE_OPTIONS,
    list: true,
    input: (words) => ({ accountId: words.positionals[0], ...pageOptions(words) }),
    takes: { accountId: 'string', ...PAGE_FIELDS },
    useCase: ListEventEndpoints,
    run: async (listEventEndpoints, input) => mapPage(await listEventEndpoints.execute(input), toEndpointOutput),
    http: {
      method: 'GET',
      path: '/accounts/:accountId/endpoints',
      summary: "List an account's event endpoints",
      answer: ENDPOINT,
    },
  }),
  defineCommand({
    name: 'endpoints update',
    usage:
      '[--url URL] [--events entry.written,entry.removed] [--description D] [--include-title true|false] [--enabled true|false]',
    arguments: ['ENDPOINT_ID'],
    options: { url: 'string', events: 'list', description: 'string', 'include-title': 'string', enabled: 'string' },
    input: (words) => ({
      id: words.positionals[0],
      url: stringOption(words, 'url'),
      events: listOption(words, 'events'),
      description: stringOption(words, 'description'),
      includeTitle: booleanOption(words, 'include-title'),
      enabled: booleanOption(words, 'enabled'),
    }),
    takes: {
      id: 'string',
      url: 'string?',
      events: 'strings?',
      description: 'string?',
      includeTitle: 'boolean?',
      enabled: 'boolean?',
    },
    useCase: UpdateEventEndpoint,
    run: async (updateEventEndpoint, input) => toEndpointOutput(await updateEventEndpoint.execute(input)),
    http: {
      method: 'PATCH',
      path: '/endpoints/:endpointId',
      fields: ['url', 'events', 'description', 'includeTitle', 'enabled'],
      operation: updateOperation,
      summary: "Change an endpoint's url, events, description, includeTitle or enabled (JSON body)",
      answer: ENDPOINT,
    },
  }),
  defineCommand({
    name: 'endpoints rotate-secret',
    usage: '',
    arguments: ['ENDPOINT_ID'],
    input: (words) => ({ id: words.positionals[0] }),
    takes: { id: 'string' },
    useCase: RotateEndpointSecret,
    run: async (rotateEndpointSecret, input) => {
      const rotated = await rotateEndpointSecret.execute(input.id);
      return { ...rotated, previousSecretValidUntil: rotated.previousSecretValidUntil.toISOString() };
    },
    http: {
      method: 'POST',
      path: '/endpoints/:endpointId/rotate-secret',
      summary: "Rotate an endpoint's signing secret (the previous one signs alongside for 24 h)",
      // The shape of tokens rotate-secret's answer.
      answer: ROTATED_SECRET,
    },
  }),
  defineCommand({
    name: 'endpoints delete',
    usage: '',
    arguments: ['ENDPOINT_ID'],
    input: (words) => ({ id: words.positionals[0] }),
    takes: { id: 'string' },
    useCase: DeleteEventEndpoint,
    run: (deleteEventEndpoint, input) => deleteEventEndpoint.execute(input.id),
    http: {
      method: 'DELETE',
      path: '/endpoints/:endpointId',
      summary: 'Delete an event endpoint',
      answer: DELETED_ENDPOINT,
    },
  }),
];
