import { RowReader } from '../../../../database/row-reader';
import { PLANS } from '../../domain/account';
import { isScope } from '../../domain/api-key';
import type { ApiKeyPrincipal } from '../../domain/api-key';
import type { Operator, OperatorPrincipal } from '../../domain/operator';
import type { WebhookPrincipal } from '../../domain/webhook-token';

// One parse function per shape of row that accounts reads with raw SQL: each column's type is checked.

/** An API key joined with its account (k.id, k.account_id, k.scopes, k.expires_at, a.plan, a.timezone). */
export function apiKeyPrincipalFromRow(row: unknown): ApiKeyPrincipal {
  const read = RowReader.of(row, 'api_keys');
  return {
    keyId: read.text('id'),
    accountId: read.text('account_id'),
    // A scope this version does not know grants nothing.
    scopes: new Set(read.textArray('scopes').filter(isScope)),
    plan: read.oneOf('plan', PLANS),
    timezone: read.text('timezone'),
    expiresAt: read.nullableDate('expires_at'),
  };
}

/** A webhook token joined with its account, with its sealed signing secrets (the previous one only while valid). */
export function webhookPrincipalFromRow(row: unknown): WebhookPrincipal {
  const read = RowReader.of(row, 'webhook_tokens');
  const current = read.nullableBytes('signing_secret');
  const previous = read.nullableBytes('previous_signing_secret');
  const previousUntil = read.nullableDate('previous_signing_secret_until');
  return {
    tokenId: read.text('id'),
    tokenName: read.text('name'),
    accountId: read.text('account_id'),
    plan: read.oneOf('plan', PLANS),
    timezone: read.text('timezone'),
    signing: current
      ? { current, previous: previous && previousUntil ? { sealed: previous, validUntil: previousUntil } : null }
      : null,
  };
}

/** COLUMNS of operators. */
export function operatorFromRow(row: unknown): Operator {
  const read = RowReader.of(row, 'operators');
  return {
    id: read.text('id'),
    name: read.text('name'),
    displayPrefix: read.text('display_prefix'),
    createdAt: read.date('created_at'),
    lastUsedAt: read.nullableDate('last_used_at'),
    revokedAt: read.nullableDate('revoked_at'),
  };
}

export function operatorPrincipalFromRow(row: unknown): OperatorPrincipal {
  const read = RowReader.of(row, 'operators');
  return { operatorId: read.text('id'), name: read.text('name') };
}
