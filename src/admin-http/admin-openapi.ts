import type { OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_COMMANDS } from '../admin/command-registry';
import { usageLine } from '../shared/admin-command';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../shared/list-page';
import { ADMIN_BODY_LIMIT_BYTES, ADMIN_PREFIX, pathParameters } from './request-to-words';

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDocument' } } },
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
export function describeAdminApi(document: OpenAPIObject): OpenAPIObject {
  const paths: Record<string, Record<string, unknown>> = {
    ...(document.paths as Record<string, Record<string, unknown>>),
  };
  for (const command of ADMIN_COMMANDS) {
    const route = command.http;
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
                  content: { 'application/json': { schema: PAGE_SCHEMA } },
                }
              : { description: "The CLI's --json document", content: { 'application/json': { schema: {} } } },
          400: problem('Invalid input (bad-request, invalid-json)'),
          401: problem('invalid-operator-token'),
          404: problem('Unknown id (not-found)'),
          ...(hasBody
            ? {
                413: problem(`payload-too-large: the body exceeds ${ADMIN_BODY_LIMIT_BYTES} bytes`),
                415: problem('unsupported-media-type: JSON in UTF-8, uncompressed'),
              }
            : {}),
          429: problem('rate-limit-exceeded: ADMIN_RATE_LIMIT_PER_MINUTE per operator token'),
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
