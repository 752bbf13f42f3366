import { BAD_REQUEST, ErrorKind, NOT_FOUND, ProblemSpec, declareProblem, declaredProblems } from '../domain-error';
import { RATE_LIMIT_EXCEEDED } from '../rate-limit';
import { ADMIN_BODY_LIMIT_BYTES, BODY_LIMIT_BYTES } from './body-limit';

/**
 * The problem types of the HTTP transport. Those a module raises are declared
 * beside its error classes (`declareProblem`) and take their status from their
 * kind; the ones below only the transport raises, most with a status no kind
 * names. The error pages, the OpenAPI responses and every Problem Details body
 * read this one catalogue.
 */
export interface TransportProblem {
  readonly type: string;
  readonly status: number;
  readonly description: string;
}

export type AnyProblem = ProblemSpec | TransportProblem;

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unsupported: 415,
  'rate-limited': 429,
  unavailable: 503,
};

const transport = (type: string, status: number, description: string): TransportProblem =>
  Object.freeze({ type, status, description });

export const INVALID_JSON = transport('invalid-json', 400, 'The request body is not valid JSON.');
export const METHOD_NOT_ALLOWED = transport('method-not-allowed', 405, 'The route does not support this HTTP method.');
export const REQUEST_TIMEOUT = transport(
  'request-timeout',
  408,
  'The request (its headers and body) did not arrive in time. Send it again, whole.',
);
export const PAYLOAD_TOO_LARGE = transport(
  'payload-too-large',
  413,
  `The request body exceeds the route's limit: ${BODY_LIMIT_BYTES} bytes for the webhook, ${ADMIN_BODY_LIMIT_BYTES} for the admin API.`,
);
export const URI_TOO_LONG = transport(
  'uri-too-long',
  414,
  'The request URL is too long; path parameters are at most 100 characters.',
);
export const HEADERS_TOO_LARGE = transport(
  'request-header-fields-too-large',
  431,
  'The request headers are larger than 16 KB.',
);
export const INTERNAL_ERROR = transport(
  'internal-error',
  500,
  'The service failed unexpectedly. The request id identifies it in our logs.',
);
export const UNSUPPORTED_MEDIA_TYPE = declareProblem(
  'unsupported-media-type',
  'unsupported',
  'The request body must be sent as application/json in UTF-8, uncompressed (Content-Encoding identity).',
);
export const SERVICE_UNAVAILABLE = declareProblem(
  'service-unavailable',
  'unavailable',
  'A dependency of the service (the database) is unavailable, or the instance is at its connection limit. Retry after the seconds in Retry-After.',
);

const TRANSPORT_PROBLEMS: AnyProblem[] = [
  BAD_REQUEST,
  INVALID_JSON,
  NOT_FOUND,
  METHOD_NOT_ALLOWED,
  REQUEST_TIMEOUT,
  PAYLOAD_TOO_LARGE,
  URI_TOO_LONG,
  UNSUPPORTED_MEDIA_TYPE,
  HEADERS_TOO_LARGE,
  RATE_LIMIT_EXCEEDED,
  INTERNAL_ERROR,
  SERVICE_UNAVAILABLE,
];

export function statusOf(problem: AnyProblem): number {
  return 'status' in problem ? problem.status : STATUS_BY_KIND[problem.kind];
}

/** Every problem type the service answers with: the transport's and those the loaded modules declared, by status. */
export function allProblems(): AnyProblem[] {
  const bySlug = new Map<string, AnyProblem>();
  for (const problem of [...TRANSPORT_PROBLEMS, ...declaredProblems()]) bySlug.set(problem.type, problem);
  return [...bySlug.values()].sort((a, b) => statusOf(a) - statusOf(b) || a.type.localeCompare(b.type));
}

export function findProblem(slug: string): AnyProblem | undefined {
  return allProblems().find((problem) => problem.type === slug);
}
