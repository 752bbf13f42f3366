import { Answer, dateTime, flag, oneOfTexts, orNull, shape, text, uuid } from '../../../../shared/json-schema';
import { SCOPES } from '../../domain/api-key';

// What the account commands answer (account-outputs.ts), as the admin API documents it.

const ID = '5f0e8c1a-3b7d-4e2a-9c61-0d4b7a2f9e13';
const AT = '2026-11-26T09:30:00.000Z';

export const ACCOUNT: Answer = {
  schema: shape({
    id: uuid,
    name: text,
    plan: oneOfTexts(['advanced', 'free']),
    timezone: text,
    identities: { type: 'array', items: text },
    createdAt: dateTime,
  }),
  example: {
    id: ID,
    name: 'Ada',
    plan: 'advanced',
    timezone: 'Europe/Berlin',
    identities: ['Ada Lovelace', 'ada@example.com', '@ada'],
    createdAt: AT,
  },
};

const keyFields = { id: uuid, name: text, scopes: { type: 'array', items: oneOfTexts(SCOPES) }, prefix: text };
const keyExample = { id: ID, name: 'laptop', scopes: ['entries:list', 'entries:read'], prefix: 'diary_sk_Xk3v' };

export const API_KEY: Answer = {
  schema: shape({
    ...keyFields,
    createdAt: dateTime,
    lastUsedAt: orNull(dateTime),
    expiresAt: orNull(dateTime),
    revokedAt: orNull(dateTime),
  }),
  example: { ...keyExample, createdAt: AT, lastUsedAt: null, expiresAt: null, revokedAt: null },
};

const issuedKeyFields = { ...keyFields, key: text, createdAt: dateTime, expiresAt: orNull(dateTime) };
const issuedKeyExample = { ...keyExample, key: 'diary_sk_Xk3v…', createdAt: AT, expiresAt: null };

export const ISSUED_KEY: Answer = { schema: shape(issuedKeyFields), example: issuedKeyExample };

export const ROTATED_KEY: Answer = {
  schema: shape({ ...issuedKeyFields, replaces: uuid, oldKeyValidUntil: orNull(dateTime) }),
  example: { ...issuedKeyExample, replaces: ID, oldKeyValidUntil: '2026-11-27T09:30:00.000Z' },
};

export const REVOKED: Answer = {
  schema: shape({ id: uuid, revokedAt: dateTime }),
  example: { id: ID, revokedAt: AT },
};

export const ISSUED_TOKEN: Answer = {
  schema: shape({ id: uuid, name: text, token: text, prefix: text, createdAt: dateTime, signingSecret: text }, [
    'signingSecret',
  ]),
  example: { id: ID, name: 'Strava', token: 'whk_Yq8…', prefix: 'whk_Yq8', createdAt: AT },
};

export const ROTATED_SECRET: Answer = {
  schema: shape({ id: uuid, signingSecret: text, previousSecretValidUntil: dateTime }),
  example: { id: ID, signingSecret: 'whsec_…', previousSecretValidUntil: '2026-11-27T09:30:00.000Z' },
};

export const ISSUED_OPERATOR: Answer = {
  schema: shape({ id: uuid, name: text, token: text, prefix: text, createdAt: dateTime }),
  example: { id: ID, name: 'Ops', token: 'diary_op_Pz…', prefix: 'diary_op_Pz', createdAt: AT },
};

/** What every credential's listing shows (operators, and webhook tokens with `signed`). */
const credentialFields = {
  id: uuid,
  name: text,
  prefix: text,
  createdAt: dateTime,
  lastUsedAt: orNull(dateTime),
  revokedAt: orNull(dateTime),
};

export const OPERATOR: Answer = {
  schema: shape(credentialFields),
  example: { id: ID, name: 'Ops', prefix: 'diary_op_Pz', createdAt: AT, lastUsedAt: AT, revokedAt: null },
};

/** A webhook token as toWebhookTokenOutput writes it (ingest's `tokens list` adds what it received). */
export const WEBHOOK_TOKEN_FIELDS = { ...credentialFields, signed: flag };
