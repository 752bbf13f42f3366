import { EntitySchema } from 'typeorm';

export interface AccountRecord {
  id: string;
  name: string;
  plan: string;
  timezone: string;
  identities: string[];
  createdAt: Date;
}

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  name: string;
  scopes: string[];
  secretHash: string;
  displayPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export interface WebhookTokenRecord {
  id: string;
  accountId: string;
  name: string;
  secretHash: string;
  displayPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  signingSecret: Buffer | null;
  previousSigningSecret: Buffer | null;
  previousSigningSecretUntil: Date | null;
}

const id = { type: 'uuid', primary: true, generated: 'uuid' } as const;
const timestamp = (name: string, nullable = true) => ({ type: 'timestamptz', name, nullable }) as const;

export const AccountSchema = new EntitySchema<AccountRecord>({
  name: 'Account',
  tableName: 'accounts',
  columns: {
    id,
    name: { type: 'text' },
    plan: { type: 'text' },
    timezone: { type: 'text' },
    identities: { type: 'text', array: true },
    createdAt: { ...timestamp('created_at', false), createDate: true },
  },
});

export const ApiKeySchema = new EntitySchema<ApiKeyRecord>({
  name: 'ApiKey',
  tableName: 'api_keys',
  columns: {
    id,
    accountId: { type: 'uuid', name: 'account_id' },
    name: { type: 'text' },
    scopes: { type: 'text', array: true },
    secretHash: { type: 'char', length: 64, name: 'secret_hash' },
    displayPrefix: { type: 'text', name: 'display_prefix' },
    createdAt: { ...timestamp('created_at', false), createDate: true },
    lastUsedAt: timestamp('last_used_at'),
    expiresAt: timestamp('expires_at'),
    revokedAt: timestamp('revoked_at'),
  },
});

export const WebhookTokenSchema = new EntitySchema<WebhookTokenRecord>({
  name: 'WebhookToken',
  tableName: 'webhook_tokens',
  columns: {
    id,
    accountId: { type: 'uuid', name: 'account_id' },
    name: { type: 'text' },
    secretHash: { type: 'char', length: 64, name: 'secret_hash' },
    displayPrefix: { type: 'text', name: 'display_prefix' },
    createdAt: { ...timestamp('created_at', false), createDate: true },
    lastUsedAt: timestamp('last_used_at'),
    revokedAt: timestamp('revoked_at'),
    signingSecret: { type: 'bytea', name: 'signing_secret', nullable: true },
    previousSigningSecret: { type: 'bytea', name: 'previous_signing_secret', nullable: true },
    previousSigningSecretUntil: timestamp('previous_signing_secret_until'),
  },
});
