import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_MEDIA_TYPE } from './json-media-type';
import { sendProblem } from './problem';
import { toProblem } from './to-problem';

const READ_API = '/api/v1';
const READ_API_ROUTES = ['/api/v1/entries', '/api/v1/entries/:date', '/api/v1/tags'];
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'RateLimit',
  'RateLimit-Policy',
  'ETag',
].join(', ');

function isReadApi(request: FastifyRequest): boolean {
  return request.url === READ_API || request.url.startsWith(`${READ_API}/`) || request.url.startsWith(`${READ_API}?`);
}

/**
 * Cross-cutting HTTP behaviour of the contract, installed on Fastify so that it
 * applies to every response, errors and 404s included: X-Request-Id everywhere;
 * CORS with preflight on the read API; strong ETags with 304 on the read API;
 * 405 for other methods on read API routes.
 */
export function installHttpHooks(fastify: FastifyInstance, errorsBaseUrl: string): void {
  // application/*+json bodies are JSON too (e.g. application/cloudevents+json).
  // Fastify's own parser takes application/json first; this adds the +json types.
  fastify.addContentTypeParser(JSON_MEDIA_TYPE, { parseAs: 'string' }, fastify.getDefaultJsonParser('error', 'error'));

  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (!isReadApi(request)) return;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, OPTIONS');
      reply.header('Access-Control-Allow-Headers', 'Authorization, If-None-Match, X-Request-Id');
      reply.header('Access-Control-Max-Age', '86400');
      reply.header('Vary', 'Origin, Access-Control-Request-Headers');
      return reply.code(204).send();
    }
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !isReadApi(request) || typeof payload !== 'string') return payload;
    // A fingerprint, not a secret: SHA-1 in one shot is the cheapest strong validator here.
    const etag = `"${hash('sha1', payload, 'base64url')}"`;
    reply.header('ETag', etag);
    reply.header('Cache-Control', 'private, no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('Content-Type');
      reply.removeHeader('Content-Length');
      return '';
    }
    return payload;
  });

  // Routes outside Nest: their own scope, so that errors raised while reading their body
  // (e.g. a POST with a form body) are Problem Details too.
  void fastify.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => sendProblem(reply, request, toProblem(error).problem, errorsBaseUrl));
    for (const url of READ_API_ROUTES) {
      scope.route({
        method: ['POST', 'PUT', 'PATCH', 'DELETE'],
        url,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          reply.header('Allow', 'GET, OPTIONS');
          sendProblem(reply, request, { type: 'method-not-allowed', detail: `${request.method} is not allowed on ${url}; the read API accepts GET.` }, errorsBaseUrl);
          return reply;
        },
      });
    }
  });
}

/** Errors Fastify raises before routing (a URL that does not decode), as Problem Details. */
export function frameworkErrorHandler(errorsBaseUrl: string) {
  return (error: Error, request: FastifyRequest, reply: FastifyReply): void => {
    reply.header('X-Request-Id', request.id);
    sendProblem(reply, request, toProblem(error).problem, errorsBaseUrl);
  };
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/ prefixes are ignored. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
