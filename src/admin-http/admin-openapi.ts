import type { OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_COMMANDS } from '../admin/command-registry';
import { usageLine } from '../shared/admin-command';
import { listOf } from '../shared/json-schema';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../shared/list-page';
import { ADMIN_BODY_LIMIT_BYTES, ADMIN_PREFIX, pathParameters } from './request-to-words';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** A problem answer with an example of its own status and type (not another route's). */
const problem = (errorsBaseUrl: string, status: number, slug: string, description: string, detail: string) => ({
  description,
  content: {
    'application/problem+json': {
      schema: { $ref: '#/components/schemas/ProblemDocument' },
      example: {
        type: `${errorsBaseUrl}/${slug}`,
        title: TITLES[status],
        status,
        detail,
        instance: '/admin/v1/accounts',
        requestId: '0b6c1f1e-5f7e-4a4e-9d0e-8f3b1f7f2d1a',
      },
    },
  },
});

const PAGE_PARAMETERS = [
  {
    name: 'limit',
    in: 'query',
    required: false,
    description: 'Items in the page',
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT },
  },
  {
    name: 'after',
    in: 'query',
    required: false,
    description: 'The `nextCursor` of the previous page (the id of its last item)',
    schema: { type: 'string' },
  },
];
const PAGE_SCHEMA = {
  type: 'object',
  required: ['data', 'nextCursor'],
  properties: { data: { type: 'array', items: {} }, nextCursor: { type: 'string', nullable: true } },
};

/**
 * The admin API in the OpenAPI document, from the same command registry as the
 * routes: its own tag and security scheme (operator tokens), each command's CLI
 * usage as its description (the body's fields are the command's options in camelCase).
 */
export function describeAdminApi(document: OpenAPIObject, errorsBaseUrl: string): OpenAPIObject {
  const problemOf = (status: number, slug: string, description: string, detail: string) =>
    problem(errorsBaseUrl, status, slug, description, detail);
  const paths: Record<string, Record<string, unknown>> = {
    ...(document.paths as Record<string, Record<string, unknown>>),
  };
  for (const command of ADMIN_COMMANDS) {
    const route = command.http;
    const answer = route.answer ?? { schema: {}, example: undefined };
    const openApiPath = ADMIN_PREFIX + route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const hasBody = route.method === 'POST' || route.method === 'PATCH';
    paths[openApiPath] = {
      ...paths[openApiPath],
      [route.method.toLowerCase()]: {
        tags: ['admin'],
        summary: route.summary,
        description: `The admin CLI's \`${usageLine(command)}\`: ${hasBody ? 'a JSON body with' : 'query parameters for'} its options in camelCase; the answer is its \`--json\` document.`,
        operationId: `admin.${command.name.replace(/ /g, '.')}`,
        security: [{ operatorToken: [] }],
        parameters: [
          ...pathParameters(route.path).map((name) => ({
            name,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          })),
          ...(command.list ? PAGE_PARAMETERS : []),
        ],
        ...(hasBody
          ? { requestBody: { required: false, content: { 'application/json': { schema: { type: 'object' } } } } }
          : {}),
        responses: {
          [String(route.status ?? 200)]: route.pages
            ? {
                description: 'JSON Lines, one item per line',
                content: { 'application/jsonl': { schema: { type: 'string' } } },
              }
            : command.list
              ? {
                  description:
                    'One page: the items as the CLI prints them, and the cursor of the next page (null after the last)',
                  content: {
                    'application/json': {
                      schema: {
                        ...PAGE_SCHEMA,
                        properties: { ...PAGE_SCHEMA.properties, data: listOf(answer.schema) },
                      },
                      example: { data: [answer.example], nextCursor: null },
                    },
                  },
                }
              : {
                  description: "The CLI's --json document",
                  content: { 'application/json': { schema: answer.schema, example: answer.example } },
                },
          400: problemOf(
            400,
            'bad-request',
            'Invalid input (bad-request, invalid-json)',
            'limit must be a whole number from 1 to 1000, got 0.',
          ),
          401: problemOf(401, 'invalid-operator-token', 'invalid-operator-token', 'INVALID_OPERATOR_TOKEN'),
          404: problemOf(
            404,
            'not-found',
            'Unknown id (not-found, or the type naming what is unknown)',
            'No account with id 5f0e8c1a-3b7d-4e2a-9c61-0d4b7a2f9e13.',
          ),
          ...(route.method !== 'GET'
            ? {
                409: problemOf(
                  409,
                  'endpoint-limit-reached',
                  "Conflict: the resource's state does not allow it (a limit reached, a token without a signing secret, a disabled endpoint)",
                  'The account already has 10 event endpoints; delete one first.',
                ),
              }
            : {}),
          ...(hasBody
            ? {
                413: problemOf(
                  413,
                  'payload-too-large',
                  `payload-too-large: the body exceeds ${ADMIN_BODY_LIMIT_BYTES} bytes`,
                  `The body exceeds ${ADMIN_BODY_LIMIT_BYTES} bytes.`,
                ),
                415: problemOf(
                  415,
                  'unsupported-media-type',
                  'unsupported-media-type: JSON in UTF-8, uncompressed',
                  'Send Content-Type: application/json.',
                ),
              }
            : {}),
          429: problemOf(
            429,
            'rate-limit-exceeded',
            'rate-limit-exceeded: ADMIN_RATE_LIMIT_PER_MINUTE per operator token',
            'Rate limit exceeded: 600 requests per minute per operator token.',
          ),
          503: problemOf(
            503,
            'service-unavailable',
            'The database cannot serve it now (retry after Retry-After), or signing-unavailable without SECRET_ENCRYPTION_KEY',
            'The database is unavailable; retry shortly.',
          ),
        },
      },
    };
  }
  return {
    ...document,
    paths: paths as OpenAPIObject['paths'],
    tags: [
      ...(document.tags ?? []),
      {
        name: 'admin',
        description:
          'The admin API (`/admin/v1`): every admin CLI command, for scripts and the settings pages; operator tokens `diary_op_...`; not for browsers (no CORS). Lists are paged (`limit`, `after`, answering `{ data, nextCursor }`); HEAD is refused (405), it would run the command; unknown fields and query parameters are refused (400).',
      },
    ],
    components: {
      ...document.components,
      securitySchemes: {
        ...document.components?.securitySchemes,
        operatorToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'diary_op_... operator token (`operators create`)',
        },
      },
    },
  };
}
