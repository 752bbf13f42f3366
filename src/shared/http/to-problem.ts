import { BODY_LIMIT_BYTES } from './body-limit';
import { HttpException } from '@nestjs/common';
import { DatabaseFailure, databaseFailureOf } from '../database-failure';
import { BAD_REQUEST, DomainError, InvalidInputError, NOT_FOUND } from '../domain-error';
import { RATE_LIMIT_EXCEEDED, RateLimitExceededError } from '../rate-limit';
import type { ProblemInput } from './problem';
import {
  AnyProblem,
  INTERNAL_ERROR,
  INVALID_JSON,
  METHOD_NOT_ALLOWED,
  PAYLOAD_TOO_LARGE,
  SERVICE_UNAVAILABLE,
  UNSUPPORTED_MEDIA_TYPE,
} from './problem-types';

const PROBLEM_BY_STATUS: Record<number, AnyProblem> = {
  400: BAD_REQUEST,
  404: NOT_FOUND,
  405: METHOD_NOT_ALLOWED,
  413: PAYLOAD_TOO_LARGE,
  415: UNSUPPORTED_MEDIA_TYPE,
  429: RATE_LIMIT_EXCEEDED,
  503: SERVICE_UNAVAILABLE,
};

const FASTIFY_CODES: Record<string, { problem: AnyProblem; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    problem: PAYLOAD_TOO_LARGE,
    detail: `The request body exceeds the limit of ${BODY_LIMIT_BYTES} bytes.`,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    problem: UNSUPPORTED_MEDIA_TYPE,
    detail: 'The request body must be sent with Content-Type application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    problem: INVALID_JSON,
    detail: 'The request body is empty; a JSON document was expected.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { problem: INVALID_JSON, detail: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    problem: BAD_REQUEST,
    detail: 'The Content-Length header does not match the body.',
  },
  FST_ERR_BAD_URL: { problem: BAD_REQUEST, detail: 'The request URL is malformed.' },
};

/** What a client is told when the database could not serve its request; always 503 with Retry-After. */
const DATABASE_FAILURES: Record<DatabaseFailure, { detail: string; retryAfterSeconds: number }> = {
  unavailable: { detail: 'The database is unavailable. Retry shortly.', retryAfterSeconds: 2 },
  timeout: { detail: 'The database did not answer in time. Retry shortly.', retryAfterSeconds: 5 },
  busy: { detail: 'The service is busy. Retry shortly.', retryAfterSeconds: 1 },
  conflict: { detail: 'The request met concurrent changes and was rolled back. Retry shortly.', retryAfterSeconds: 1 },
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
    const errors = error instanceof InvalidInputError ? error.errors : undefined;
    return { problem: { problem: error.problem, detail: error.detail, errors, headers }, unexpected: false };
  }
  // Nest hands Fastify's own errors (body too large, bad JSON...) over wrapped in an HttpException.
  const fastifyError = (error instanceof HttpException && error.cause ? error.cause : error) as {
    code?: unknown;
    statusCode?: unknown;
    name?: unknown;
  };
  if (typeof fastifyError.code === 'string' && FASTIFY_CODES[fastifyError.code]) {
    return { problem: { ...FASTIFY_CODES[fastifyError.code] }, unexpected: false };
  }
  if (fastifyError.name === 'SyntaxError' && fastifyError.statusCode === 400) {
    return { problem: { problem: INVALID_JSON, detail: 'The request body is not valid JSON.' }, unexpected: false };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status < 500) {
      return {
        problem: { problem: PROBLEM_BY_STATUS[status] ?? BAD_REQUEST, status, detail: httpExceptionDetail(error) },
        unexpected: false,
      };
    }
  }
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    const problem = PROBLEM_BY_STATUS[status] ?? BAD_REQUEST;
    return {
      problem: { problem, status, detail: error instanceof Error ? error.message : problem.description },
      unexpected: false,
    };
  }
  const failure = databaseFailureOf(error);
  if (failure) {
    const { detail, retryAfterSeconds } = DATABASE_FAILURES[failure];
    return {
      problem: { problem: SERVICE_UNAVAILABLE, detail, headers: { 'Retry-After': retryAfterSeconds } },
      unexpected: false,
    };
  }
  return {
    problem: {
      problem: INTERNAL_ERROR,
      detail: 'The service failed unexpectedly. Quote the request id when reporting it.',
    },
    unexpected: true,
  };
}

function httpExceptionDetail(error: HttpException): string {
  const response = error.getResponse();
  const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  if (error.getStatus() === 404 && typeof message === 'string' && message.startsWith('Cannot ')) {
    return `No route matches ${message.slice('Cannot '.length, 'Cannot '.length + 200)}.`;
  }
  return Array.isArray(message) ? message.join('; ') : String(message ?? error.message);
}
