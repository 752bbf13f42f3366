import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_MEDIA_TYPE } from './json-media-type';
import { NOT_FOUND } from '../domain-error';
import { sendProblem } from './problem';
import { METHOD_NOT_ALLOWED, URI_TOO_LONG } from './problem-types';
import { installPreBodyChecks } from './pre-body-checks';
import { toProblem } from './to-problem';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set in an onRequest hook: checks a JSON body's bytes before they are parsed (a signature); a rejection refuses the request. */
    checkBodyBytes?: (body: Buffer) => Promise<void>;
    /** Set once a signing token's signature has been checked (over the body's bytes, or over none). */
    signatureChecked?: boolean;
  }
}

const READ_API = '/api/v1';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
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

/** The read API: the only paths with CORS headers (its clients are browsers too), whoever answers (Fastify or a raw socket). */
export function isReadApiPath(url: string): boolean {
  return url === READ_API || url.startsWith(`${READ_API}/`) || url.startsWith(`${READ_API}?`);
}

function isReadApi(request: FastifyRequest): boolean {
  return isReadApiPath(request.url);
}

/**
 * Cross-cutting HTTP behaviour of the contract, installed on Fastify so that it
 * applies to every response, errors and 404s included: X-Request-Id everywhere;
 * CORS with preflight on the read API; strong ETags with 304 on the read API;
 * 405 for other methods on read API routes.
 */
export function installHttpHooks(fastify: FastifyInstance, errorsBaseUrl: string): void {
  installPreBodyChecks(fastify);
  // The read API's paths, as the controllers declare them: Fastify reports every route Nest registers.
  const readApiPaths: RegExp[] = [];
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (isReadApiPath(route.url) && methods.includes('GET'))
      readApiPaths.push(new RegExp(`^${route.url.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));
  });

  // The only body parser (Nest adds none: `bodyParser: false`, http-app.ts): application/json, replacing Fastify's
  // default, and application/*+json (e.g. application/cloudevents+json). A signature is computed over the bytes as
  // they arrived, by the request's checkBodyBytes before they are parsed (BODY_LIMIT_BYTES at most); nothing keeps
  // them after (a request's objects that outlive a few young collections while it waits on the database are promoted,
  // and collected only by the old generation's pauses). Other types get 415 from Fastify.
  // `__proto__` and `constructor` keys are valid JSON: kept as own keys (JSON.parse never touches prototypes).
  const parseJson = fastify.getDefaultJsonParser('ignore', 'ignore');
  const parseCheckingBytes = (
    request: FastifyRequest,
    body: Buffer,
    done: (error: Error | null, value?: unknown) => void,
  ) => {
    const check = request.checkBodyBytes;
    if (!check) return parseJson(request, body as unknown as string, done);
    check(body).then(
      () => parseJson(request, body as unknown as string, done),
      (error: Error) => done(error),
    );
  };
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseCheckingBytes);
  fastify.addContentTypeParser(JSON_MEDIA_TYPE, { parseAs: 'buffer' }, parseCheckingBytes);

  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (!isReadApi(request)) return;
    setCors(reply);
    // Other methods are answered from the request line alone, before any body is read.
    if (!READ_METHODS.has(request.method)) {
      const path = request.url.split('?')[0];
      if (!readApiPaths.some((pattern) => pattern.test(path))) {
        sendProblem(
          reply,
          request,
          { problem: NOT_FOUND, detail: `No route matches ${request.method} ${path.slice(0, 200)}.` },
          errorsBaseUrl,
        );
        return reply;
      }
      reply.header('Allow', 'GET, OPTIONS').header('Connection', 'close');
      sendProblem(
        reply,
        request,
        { problem: METHOD_NOT_ALLOWED, detail: `${request.method} is not allowed here; the read API accepts GET.` },
        errorsBaseUrl,
      );
      return reply;
    }
    if (request.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, OPTIONS');
      reply.header('Access-Control-Allow-Headers', 'Authorization, If-None-Match, X-Request-Id');
      reply.header('Access-Control-Max-Age', '86400');
      reply.header('Vary', 'Origin, Access-Control-Request-Headers');
      return reply.code(204).send();
    }
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !isReadApi(request) || typeof payload !== 'string')
      return payload;
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
}

/** Errors Fastify raises before routing (a URL that does not decode, a path segment too long), as Problem Details with CORS. */
export function frameworkErrorHandler(errorsBaseUrl: string) {
  return (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void => {
    reply.header('X-Request-Id', request.id);
    if (isReadApi(request)) setCors(reply);
    // Fastify's message for a long path quotes the whole URL: say it in a line instead.
    const problem =
      error.statusCode === 414
        ? { problem: URI_TOO_LONG, detail: 'The request URL is too long.' }
        : toProblem(error).problem;
    sendProblem(reply, request, problem, errorsBaseUrl);
  };
}

function setCors(reply: FastifyReply): void {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/ prefixes are ignored. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
