import { BODY_LIMIT_BYTES } from './body-limit';
import { HttpException } from '@nestjs/common';
import { DatabaseFailure, databaseFailureOf } from '../../database/database-unavailable';
import { DomainError, ErrorKind, InvalidInputError } from '../domain-error';
import { RateLimitExceededError } from '../rate-limit';
import type { ProblemInput } from './problem';
import { PROBLEM_TYPES, ProblemType, isProblemType } from './problem-types';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  unavailable: 503,
};

const TYPE_BY_STATUS: Record<number, ProblemType> = {
  400: 'bad-request',
  404: 'not-found',
  405: 'method-not-allowed',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limit-exceeded',
  503: 'service-unavailable',
};

const FASTIFY_CODES: Record<string, { type: ProblemType; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { type: 'payload-too-large', detail: `The request body exceeds the limit of ${BODY_LIMIT_BYTES} bytes.` },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { type: 'unsupported-media-type', detail: 'The request body must be sent with Content-Type application/json.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { type: 'invalid-json', detail: 'The request body is empty; a JSON document was expected.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { type: 'invalid-json', detail: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { type: 'bad-request', detail: 'The Content-Length header does not match the body.' },
  FST_ERR_BAD_URL: { type: 'bad-request', detail: 'The request URL is malformed.' },
};

/** What a client is told when the database could not serve its request; always 503 with Retry-After. */
const DATABASE_FAILURES: Record<DatabaseFailure, { detail: string; retryAfterSeconds: number }> = {
  unavailable: { detail: 'The database is unavailable. Retry shortly.', retryAfterSeconds: 2 },
  timeout: { detail: 'The database did not answer in time. Retry shortly.', retryAfterSeconds: 5 },
  busy: { detail: 'The service is busy. Retry shortly.', retryAfterSeconds: 1 },
};

export interface ClassifiedError {
  problem: ProblemInput;
  /** True for failures of ours, which are logged with their stack. */
  unexpected: boolean;
}

/** Maps anything thrown while serving a request to the Problem Details to answer with. */
export function toProblem(error: unknown): ClassifiedError {
  if (error instanceof DomainError) {
    const headers = error instanceof RateLimitExceededError ? { 'Retry-After': error.state.resetSeconds } : undefined;
    const known = isProblemType(error.type);
    const type: ProblemType = known ? (error.type as ProblemType) : 'bad-request';
    const status = known ? PROBLEM_TYPES[type].status : STATUS_BY_KIND[error.kind];
    const errors = error instanceof InvalidInputError ? error.errors : undefined;
    return { problem: { type, detail: error.detail, status, errors, headers }, unexpected: false };
  }
  // Nest hands Fastify's own errors (body too large, bad JSON...) over wrapped in an HttpException.
  const fastifyError = (error instanceof HttpException && error.cause ? error.cause : error) as { code?: unknown; statusCode?: unknown; name?: unknown };
  if (typeof fastifyError.code === 'string' && FASTIFY_CODES[fastifyError.code]) {
    return { problem: { ...FASTIFY_CODES[fastifyError.code] }, unexpected: false };
  }
  if (fastifyError.name === 'SyntaxError' && fastifyError.statusCode === 400) {
    return { problem: { type: 'invalid-json', detail: 'The request body is not valid JSON.' }, unexpected: false };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status < 500) {
      const type = TYPE_BY_STATUS[status] ?? 'bad-request';
      return { problem: { type, status, detail: httpExceptionDetail(error) }, unexpected: false };
    }
  }
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    const type = TYPE_BY_STATUS[status] ?? 'bad-request';
    return { problem: { type, status, detail: error instanceof Error ? error.message : PROBLEM_TYPES[type].description }, unexpected: false };
  }
  const failure = databaseFailureOf(error);
  if (failure) {
    const { detail, retryAfterSeconds } = DATABASE_FAILURES[failure];
    return { problem: { type: 'service-unavailable', detail, headers: { 'Retry-After': retryAfterSeconds } }, unexpected: false };
  }
  return { problem: { type: 'internal-error', detail: 'The service failed unexpectedly. Quote the request id when reporting it.' }, unexpected: true };
}

function httpExceptionDetail(error: HttpException): string {
  const response = error.getResponse();
  const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  if (error.getStatus() === 404 && typeof message === 'string' && message.startsWith('Cannot ')) {
    return `No route matches ${message.slice('Cannot '.length)}.`;
  }
  return Array.isArray(message) ? message.join('; ') : String(message ?? error.message);
}
