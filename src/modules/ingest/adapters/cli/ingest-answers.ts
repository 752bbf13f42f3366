import { Answer, dateTime, day, listOf, orNull, shape, text, texts, uuid, whole } from '../../../../shared/json-schema';
import { WEBHOOK_TOKEN_FIELDS } from '../../../accounts';
import { ENRICHMENT_KIND_NAMES } from '../../domain/enrichment/enrichment-kinds';

// What the ingest commands answer (artifact-output.ts, tokens list), as the admin API documents it.

const ID = '8a1d2c3e-4b5f-4a60-9b71-2c3d4e5f6a7b';
const AT = '2026-11-26T09:30:00.000Z';

export const TOKEN_WITH_RECEIPTS: Answer = {
  schema: shape({ ...WEBHOOK_TOKEN_FIELDS, lastReceivedAt: orNull(dateTime), receivedLast24h: whole }),
  example: {
    id: ID,
    name: 'Strava',
    prefix: 'whk_Yq8',
    createdAt: AT,
    lastUsedAt: AT,
    revokedAt: null,
    signed: false,
    lastReceivedAt: AT,
    receivedLast24h: 3,
  },
};

const artifactFields = {
  id: uuid,
  day,
  sourceLabel: text,
  receivedAt: dateTime,
  bytes: whole,
  extracted: shape(Object.fromEntries(ENRICHMENT_KIND_NAMES.map((kind) => [kind, whole]))),
  warnings: texts,
};
const artifactExample = {
  id: ID,
  day: '2026-11-26',
  sourceLabel: 'webhook:Strava',
  receivedAt: AT,
  bytes: 412,
  extracted: { media: 1, locations: 1, highlights: 0 },
  warnings: [],
};

export const ARTIFACT: Answer = { schema: shape(artifactFields), example: artifactExample };

/** artifacts show --explain: per field, what it was read as or why it was left out. */
const EXPLANATION = shape({
  readBy: text,
  events: listOf(shape({ type: text, count: whole })),
  records: whole,
  fields: listOf(shape({ record: whole, path: text, readAs: orNull(text), detail: text }, ['record'])),
});

export const ARTIFACT_WITH_PAYLOAD: Answer = {
  schema: shape({ ...artifactFields, payload: {}, explanation: EXPLANATION }, ['explanation']),
  example: {
    ...artifactExample,
    payload: { activity: 'Morning run', distance_km: 5.2, user_id: 'u_81f2' },
    explanation: {
      readBy: 'general rules',
      events: [],
      records: 1,
      fields: [
        { path: 'activity', readAs: 'text', detail: 'title' },
        { path: 'distance_km', readAs: 'quantity', detail: 'distance 5200 (distance)' },
        { path: 'user_id', readAs: null, detail: 'left out: an identifier or plumbing' },
      ],
    },
  },
};
