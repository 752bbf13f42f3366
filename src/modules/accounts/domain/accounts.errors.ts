import { DomainError } from '../../../shared/domain-error';
import { MAX_ACTIVE_WEBHOOK_TOKENS } from './webhook-token';

export class AccountNotFoundError extends DomainError {
  constructor(id: string) {
    super('not-found', 'not-found', 'ACCOUNT_NOT_FOUND', `No account with id ${id}.`);
  }
}

export class ApiKeyNotFoundError extends DomainError {
  constructor(id: string) {
    super('not-found', 'not-found', 'API_KEY_NOT_FOUND', `No API key with id ${id}.`);
  }
}

export class WebhookTokenNotFoundError extends DomainError {
  constructor(id: string) {
    super('not-found', 'not-found', 'WEBHOOK_TOKEN_NOT_FOUND', `No webhook token with id ${id}.`);
  }
}

export class WebhookTokenLimitError extends DomainError {
  constructor() {
    super(
      'conflict',
      'webhook-token-limit-reached',
      'WEBHOOK_TOKEN_LIMIT_REACHED',
      `The account already has ${MAX_ACTIVE_WEBHOOK_TOKENS} active webhook tokens; revoke one first.`,
    );
  }
}

export class MissingApiKeyError extends DomainError {
  constructor() {
    super('unauthenticated', 'missing-api-key', 'MISSING_API_KEY', 'The request has no API key.');
  }
}

export class InvalidApiKeyError extends DomainError {
  constructor() {
    super('unauthenticated', 'invalid-api-key', 'INVALID_API_KEY', 'The API key is malformed, unknown, expired or revoked.');
  }
}

export class InvalidWebhookTokenError extends DomainError {
  constructor() {
    super('unauthenticated', 'invalid-webhook-token', 'INVALID_WEBHOOK_TOKEN', 'The webhook token is missing, malformed, unknown or revoked.');
  }
}

export class PlanRequiredError extends DomainError {
  constructor(product: 'public-api' | 'webhook') {
    super('forbidden', `${product}-requires-the-advanced-plan`, 'PLAN_REQUIRED', `The ${product} requires the Advanced plan.`);
  }
}

export class InsufficientScopeError extends DomainError {
  constructor(readonly required: readonly string[]) {
    super('forbidden', 'insufficient-scope', 'INSUFFICIENT_SCOPE', `The API key lacks the scope ${required.join(', ')}.`);
  }
}
