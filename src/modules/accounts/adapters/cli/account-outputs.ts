import type { Account } from '../../domain/account';
import type { ApiKey } from '../../domain/api-key';
import type { WebhookToken } from '../../domain/webhook-token';

// How accounts, keys and tokens leave the service (decisions.md): allow-lists, so that
// no hash ever leaves, and a secret appears only in the answer to its creation.

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAccountOutput(account: Account) {
  return {
    id: account.id,
    name: account.name,
    plan: account.plan,
    timezone: account.timezone,
    identities: account.identities,
    createdAt: iso(account.createdAt),
  };
}

export function toApiKeyOutput(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    prefix: key.displayPrefix,
    createdAt: iso(key.createdAt),
    lastUsedAt: iso(key.lastUsedAt),
    expiresAt: iso(key.expiresAt),
    revokedAt: iso(key.revokedAt),
  };
}

/** A key as its creation (or rotation) shows it: the only time its secret is shown. */
export function toIssuedKeyOutput(key: ApiKey, secret: string) {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    key: secret,
    prefix: key.displayPrefix,
    createdAt: iso(key.createdAt),
    expiresAt: iso(key.expiresAt),
  };
}

export function toWebhookTokenOutput(token: WebhookToken) {
  return {
    id: token.id,
    name: token.name,
    prefix: token.displayPrefix,
    createdAt: iso(token.createdAt),
    lastUsedAt: iso(token.lastUsedAt),
    revokedAt: iso(token.revokedAt),
    signed: token.signed,
  };
}
