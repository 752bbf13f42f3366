import { DomainError, NOT_FOUND, declareProblem } from '../../../shared/domain-error';
import { MAX_ACTIVE_WEBHOOK_TOKENS } from './webhook-token';

export const WEBHOOK_TOKEN_LIMIT_REACHED = declareProblem(
  'webhook-token-limit-reached',
  'conflict',
  `An account has at most ${MAX_ACTIVE_WEBHOOK_TOKENS} active webhook tokens; revoke one before creating another.`,
);
export const MISSING_API_KEY = declareProblem(
  'missing-api-key',
  'unauthenticated',
  'The request has no `Authorization: Bearer diary_sk_...` header.',
);
export const INVALID_API_KEY = declareProblem(
  'invalid-api-key',
  'unauthenticated',
  'The API key is malformed, unknown, expired or revoked.',
);
export const INVALID_WEBHOOK_TOKEN = declareProblem(
  'invalid-webhook-token',
  'unauthenticated',
  'The webhook token is missing, malformed, unknown or revoked.',
);
export const PUBLIC_API_REQUIRES_ADVANCED_PLAN = declareProblem(
  'public-api-requires-the-advanced-plan',
  'forbidden',
  'The public API is available on the Advanced plan.',
);
export const WEBHOOK_REQUIRES_ADVANCED_PLAN = declareProblem(
  'webhook-requires-the-advanced-plan',
  'forbidden',
  'The inbound webhook is available on the Advanced plan.',
);
export const INSUFFICIENT_SCOPE = declareProblem(
  'insufficient-scope',
  'forbidden',
  'The API key lacks the scope this operation requires.',
);

export class AccountNotFoundError extends DomainError {
  constructor(id: string) {
    super(NOT_FOUND, 'ACCOUNT_NOT_FOUND', `No account with id ${id}.`);
  }
}

export class ApiKeyNotFoundError extends DomainError {
  constructor(id: string) {
    super(NOT_FOUND, 'API_KEY_NOT_FOUND', `No API key with id ${id}.`);
  }
}

export class WebhookTokenNotFoundError extends DomainError {
  constructor(id: string) {
    super(NOT_FOUND, 'WEBHOOK_TOKEN_NOT_FOUND', `No webhook token with id ${id}.`);
  }
}

export class WebhookTokenLimitError extends DomainError {
  constructor() {
    super(
      WEBHOOK_TOKEN_LIMIT_REACHED,
      'WEBHOOK_TOKEN_LIMIT_REACHED',
      `The account already has ${MAX_ACTIVE_WEBHOOK_TOKENS} active webhook tokens; revoke one first.`,
    );
  }
}

export class MissingApiKeyError extends DomainError {
  constructor() {
    super(MISSING_API_KEY, 'MISSING_API_KEY', 'The request has no API key.');
  }
}

export class InvalidApiKeyError extends DomainError {
  constructor() {
    super(INVALID_API_KEY, 'INVALID_API_KEY', 'The API key is malformed, unknown, expired or revoked.');
  }
}

export class InvalidWebhookTokenError extends DomainError {
  constructor() {
    super(
      INVALID_WEBHOOK_TOKEN,
      'INVALID_WEBHOOK_TOKEN',
      'The webhook token is missing, malformed, unknown or revoked.',
    );
  }
}

export class PlanRequiredError extends DomainError {
  constructor(product: 'public-api' | 'webhook') {
    super(
      product === 'webhook' ? WEBHOOK_REQUIRES_ADVANCED_PLAN : PUBLIC_API_REQUIRES_ADVANCED_PLAN,
      'PLAN_REQUIRED',
      `The ${product} requires the Advanced plan.`,
    );
  }
}

export class InsufficientScopeError extends DomainError {
  constructor(readonly required: readonly string[]) {
    super(INSUFFICIENT_SCOPE, 'INSUFFICIENT_SCOPE', `The API key lacks the scope ${required.join(', ')}.`);
  }
}

export const INVALID_WEBHOOK_SIGNATURE = declareProblem(
  'invalid-webhook-signature',
  'unauthenticated',
  'The token signs its deliveries (Standard Webhooks): `webhook-id`, `webhook-timestamp` within 5 minutes of now and a matching `v1` signature in `webhook-signature` are required.',
);
export const WEBHOOK_TOKEN_UNSIGNED = declareProblem(
  'webhook-token-unsigned',
  'conflict',
  'The webhook token has no signing secret to rotate; create a token with a signing secret instead.',
);
export const SIGNING_UNAVAILABLE = declareProblem(
  'signing-unavailable',
  'unavailable',
  'Signing secrets need an encryption key: set SECRET_ENCRYPTION_KEY (32 bytes, base64 or hex) on every instance.',
);

export class InvalidWebhookSignatureError extends DomainError {
  constructor(reason: string) {
    super(INVALID_WEBHOOK_SIGNATURE, 'INVALID_WEBHOOK_SIGNATURE', reason, 'message');
  }
}

export class WebhookTokenUnsignedError extends DomainError {
  constructor(id: string) {
    super(
      WEBHOOK_TOKEN_UNSIGNED,
      'WEBHOOK_TOKEN_UNSIGNED',
      `The webhook token ${id} has no signing secret; create a token with --signing-secret instead.`,
      'message',
    );
  }
}

export class SigningUnavailableError extends DomainError {
  constructor() {
    super(
      SIGNING_UNAVAILABLE,
      'SIGNING_UNAVAILABLE',
      'Signing secrets need SECRET_ENCRYPTION_KEY (32 bytes, base64 or hex), the same on every instance.',
      'message',
    );
  }
}

export const INVALID_OPERATOR_TOKEN = declareProblem(
  'invalid-operator-token',
  'unauthenticated',
  'The admin API needs `Authorization: Bearer diary_op_...` with an operator token that exists and is not revoked.',
);

export class InvalidOperatorTokenError extends DomainError {
  constructor() {
    super(
      INVALID_OPERATOR_TOKEN,
      'INVALID_OPERATOR_TOKEN',
      'The operator token is missing, malformed, unknown or revoked.',
    );
  }
}

export class OperatorNotFoundError extends DomainError {
  constructor(id: string) {
    super(NOT_FOUND, 'OPERATOR_NOT_FOUND', `No operator with id ${id}.`);
  }
}
