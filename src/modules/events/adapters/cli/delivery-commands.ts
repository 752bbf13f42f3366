import {
  AdminCommand,
  PAGE_FIELDS,
  PAGE_OPTIONS,
  PAGE_USAGE,
  defineCommand,
  pageOptions,
} from '../../../../shared/admin-command';
import { mapPage } from '../../../../shared/list-page';
import { ListEventDeliveries } from '../../application/list-event-deliveries.use-case';
import { RetryEventDelivery } from '../../application/retry-event-delivery.use-case';
import { TestEventEndpoint } from '../../application/test-event-endpoint.use-case';
import type { DeliveryView } from '../../domain/event-delivery';
import { DELIVERY } from './event-answers';

/** A delivery as operators see it: its id is the webhook-id its attempts carried. */
export const toDeliveryOutput = (delivery: DeliveryView) => ({
  id: delivery.id,
  endpointId: delivery.endpointId,
  type: delivery.type,
  date: delivery.date,
  status: delivery.status,
  attempts: delivery.attempts,
  lastStatus: delivery.lastStatus,
  lastError: delivery.lastError,
  lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
  createdAt: delivery.createdAt.toISOString(),
});

export const DELIVERY_COMMANDS: AdminCommand[] = [
  defineCommand({
    name: 'endpoints test',
    usage: '',
    arguments: ['ENDPOINT_ID'],
    input: (words) => ({ id: words.positionals[0] }),
    takes: { id: 'string' },
    useCase: TestEventEndpoint,
    run: async (testEventEndpoint, input) => toDeliveryOutput(await testEventEndpoint.execute(input.id)),
    http: {
      method: 'POST',
      path: '/endpoints/:endpointId/test',
      summary: 'Send a signed ping to the endpoint now and answer the attempt (never retried)',
      answer: DELIVERY,
    },
  }),
  defineCommand({
    name: 'deliveries list',
    usage: `[--failed] ${PAGE_USAGE}`,
    arguments: ['ENDPOINT_ID'],
    options: { failed: 'boolean', ...PAGE_OPTIONS },
    list: true,
    input: (words) => ({
      endpointId: words.positionals[0],
      failed: words.options.failed === true,
      ...pageOptions(words),
    }),
    takes: { endpointId: 'string', failed: 'boolean?', ...PAGE_FIELDS },
    useCase: ListEventDeliveries,
    run: async (listEventDeliveries, input) => mapPage(await listEventDeliveries.execute(input), toDeliveryOutput),
    http: {
      method: 'GET',
      path: '/endpoints/:endpointId/deliveries',
      summary: "List an endpoint's deliveries, newest first (?failed=true: those given up on)",
      answer: DELIVERY,
    },
  }),
  defineCommand({
    name: 'deliveries retry',
    usage: '',
    arguments: ['DELIVERY_ID'],
    input: (words) => ({ id: words.positionals[0] }),
    takes: { id: 'string' },
    useCase: RetryEventDelivery,
    run: async (retryEventDelivery, input) => toDeliveryOutput(await retryEventDelivery.execute(input.id)),
    http: {
      method: 'POST',
      path: '/deliveries/:deliveryId/retry',
      summary: 'Send a delivery again now, with a new round of attempts and the same webhook-id',
      answer: DELIVERY,
    },
  }),
];
