import { BODY_LIMIT_BYTES } from './body-limit';
/**
 * Every problem type the service answers with. The slug is the public, stable
 * identifier ({errors_base}/<slug>); the description is served at that address.
 */
export const PROBLEM_TYPES = {
  'bad-request': { status: 400, description: 'A query or path parameter is invalid. The detail names the parameter and `errors[]` lists every problem found.' },
  'invalid-json': { status: 400, description: 'The request body is not valid JSON.' },
  'invalid-payload': { status: 400, description: 'The webhook body must be a JSON object or array, nested at most 512 levels deep.' },
  'missing-api-key': { status: 401, description: 'The request has no `Authorization: Bearer diary_sk_...` header.' },
  'invalid-api-key': { status: 401, description: 'The API key is malformed, unknown, expired or revoked.' },
  'invalid-webhook-token': { status: 401, description: 'The webhook token is missing, malformed, unknown or revoked.' },
  'public-api-requires-the-advanced-plan': { status: 403, description: 'The public API is available on the Advanced plan.' },
  'webhook-requires-the-advanced-plan': { status: 403, description: 'The inbound webhook is available on the Advanced plan.' },
  'insufficient-scope': { status: 403, description: 'The API key lacks the scope this operation requires.' },
  'not-found': { status: 404, description: 'No such route.' },
  'entry-not-found': { status: 404, description: 'There is no diary entry for the requested date.' },
  'method-not-allowed': { status: 405, description: 'The route does not support this HTTP method.' },
  'request-timeout': { status: 408, description: 'The request (its headers and body) did not arrive within 30 seconds. Send it again, whole.' },
  'payload-too-large': { status: 413, description: `The request body exceeds ${BODY_LIMIT_BYTES} bytes.` },
  'uri-too-long': { status: 414, description: 'The request URL is too long; path parameters are at most 100 characters.' },
  'unsupported-media-type': { status: 415, description: 'The request body must be sent as application/json in UTF-8, uncompressed (Content-Encoding identity).' },
  'request-header-fields-too-large': { status: 431, description: 'The request headers are larger than 16 KB.' },
  'rate-limit-exceeded': { status: 429, description: 'Too many requests. Wait for the number of seconds in Retry-After.' },
  'internal-error': { status: 500, description: 'The service failed unexpectedly. The request id identifies it in our logs.' },
  'service-unavailable': { status: 503, description: 'A dependency of the service (the database) is unavailable. Retry shortly.' },
} as const satisfies Record<string, { status: number; description: string }>;

export type ProblemType = keyof typeof PROBLEM_TYPES;

export function isProblemType(slug: string): slug is ProblemType {
  return Object.hasOwn(PROBLEM_TYPES, slug);
}
