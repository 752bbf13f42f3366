import {
  Answer,
  constant,
  dateTime,
  day,
  flag,
  listOf,
  oneOfTexts,
  orNull,
  shape,
  text,
  uuid,
  whole,
} from '../../../../shared/json-schema';
import { EVENT_TYPES } from '../../domain/event-endpoint';

// What the endpoint and delivery commands answer (endpoint-commands.ts, delivery-commands.ts), as documented.

const ID = '3c9e1f20-7a4b-4d5e-8f60-1a2b3c4d5e6f';
const ACCOUNT_ID = '5f0e8c1a-3b7d-4e2a-9c61-0d4b7a2f9e13';
const AT = '2026-11-26T09:30:00.000Z';

const endpointFields = {
  id: uuid,
  accountId: uuid,
  url: text,
  events: listOf(oneOfTexts(EVENT_TYPES)),
  enabled: flag,
  disabledReason: orNull(text),
  failingSince: orNull(dateTime),
  description: orNull(text),
  includeTitle: flag,
  createdAt: dateTime,
};
const endpointExample = {
  id: ID,
  accountId: ACCOUNT_ID,
  url: 'https://notes.example.com/hooks/diary',
  events: ['entry.written', 'entry.removed'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  description: 'My notes app',
  includeTitle: false,
  createdAt: AT,
};

export const ENDPOINT: Answer = { schema: shape(endpointFields), example: endpointExample };

export const CREATED_ENDPOINT: Answer = {
  schema: shape({ ...endpointFields, signingSecret: text }),
  example: { ...endpointExample, signingSecret: 'whsec_…' },
};

export const DELETED_ENDPOINT: Answer = {
  schema: shape({ id: uuid, deleted: constant(true) }),
  example: { id: ID, deleted: true },
};

export const DELIVERY: Answer = {
  schema: shape({
    id: uuid,
    endpointId: uuid,
    type: oneOfTexts([...EVENT_TYPES, 'ping']),
    date: orNull(day),
    status: oneOfTexts(['pending', 'delivered', 'failed']),
    attempts: whole,
    lastStatus: orNull(whole),
    lastError: orNull(text),
    lastAttemptAt: orNull(dateTime),
    nextAttemptAt: orNull(dateTime),
    createdAt: dateTime,
  }),
  example: {
    id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    endpointId: ID,
    type: 'entry.written',
    date: '2026-11-25',
    status: 'pending',
    attempts: 2,
    lastStatus: 503,
    lastError: 'the endpoint answered 503',
    lastAttemptAt: '2026-11-26T09:30:05.000Z',
    nextAttemptAt: '2026-11-26T09:35:05.000Z',
    createdAt: AT,
  },
};
