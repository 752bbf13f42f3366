import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../../config/app-config';
import { ProblemDocument } from './openapi-responses';

export const OPENAPI_PATH = 'api/v1/openapi.json';

/**
 * The OpenAPI 3.1 document, generated from the controllers' decorators, served
 * at /api/v1/openapi.json with a docs page at /docs.
 */
export function setupOpenApi(
  app: NestFastifyApplication,
  config: AppConfig,
  extend: (document: OpenAPIObject) => OpenAPIObject = (document) => document,
): OpenAPIObject {
  const base = new DocumentBuilder()
    .setTitle('Diary Service API')
    .setDescription(
      'Read-only access to diary entries and tags (Advanced plan, API keys `diary_sk_...` with scopes, ' +
        `${config.rateLimitPerMinute} requests per minute per key) and the inbound webhook (tokens \`whk_...\`). Every error is Problem Details.`,
    )
    .setVersion('1')
    // Relative: the docs page (and any client of the document) calls the origin the document was loaded from, so
    // "Try it out" works at 127.0.0.1, localhost or behind a proxy alike, without cross-origin requests.
    .addServer('/', 'This server (the origin this document was loaded from)')
    // The order of the page: what API consumers came for first, the admin API after.
    .addTag('entries', 'Diary entries: a window of days, one day, the change feed')
    .addTag('tags', 'Tags with their entry counts')
    .addTag('webhook', 'The inbound webhook that feeds the diary')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'diary_sk_... API key' }, 'apiKey')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'whk_... webhook token' }, 'webhookToken')
    .build();
  const document = toOpenApi31(
    withErrorsBase(
      extend(SwaggerModule.createDocument(app, base, { extraModels: [ProblemDocument], ignoreGlobalPrefix: true })),
      config.errorsBaseUrl,
    ),
  );
  SwaggerModule.setup('docs', app, document, {
    jsonDocumentUrl: OPENAPI_PATH,
    raw: ['json'],
    customSiteTitle: 'Diary Service API',
  });
  return document;
}

/** The Problem Details example names this server's own error pages (ERRORS_BASE_URL), not a placeholder host. */
function withErrorsBase(document: OpenAPIObject, errorsBaseUrl: string): OpenAPIObject {
  const type = (
    document.components?.schemas?.ProblemDocument as { properties?: Record<string, { example?: string }> } | undefined
  )?.properties?.type;
  if (type) type.example = `${errorsBaseUrl}/invalid-api-key`;
  return document;
}

/** Nest's generator writes 3.0; 3.1 is JSON Schema 2020-12, where `nullable` becomes a `null` type. */
function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = convert(value);
    if (out.nullable === true) {
      delete out.nullable;
      if (typeof out.type === 'string') out.type = [out.type, 'null'];
      else if (out.$ref || out.allOf) return { anyOf: [{ ...out }, { type: 'null' }] };
    }
    return out;
  };
  return { ...(convert(document) as OpenAPIObject), openapi: '3.1.0' };
}
