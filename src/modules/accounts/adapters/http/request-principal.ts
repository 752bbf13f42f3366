import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyPrincipal } from '../../domain/api-key';
import type { WebhookPrincipal } from '../../domain/webhook-token';

declare module 'fastify' {
  interface FastifyRequest {
    apiKeyPrincipal?: ApiKeyPrincipal;
    webhookPrincipal?: WebhookPrincipal;
  }
}

/** The API key principal that ApiKeyGuard put on the request. */
export const CurrentApiKey = createParamDecorator((_: unknown, context: ExecutionContext): ApiKeyPrincipal => {
  const principal = context.switchToHttp().getRequest<FastifyRequest>().apiKeyPrincipal;
  if (!principal) throw new Error('ApiKeyGuard must guard this route');
  return principal;
});

/** The webhook token principal that WebhookTokenGuard put on the request. */
export const CurrentWebhookToken = createParamDecorator((_: unknown, context: ExecutionContext): WebhookPrincipal => {
  const principal = context.switchToHttp().getRequest<FastifyRequest>().webhookPrincipal;
  if (!principal) throw new Error('WebhookTokenGuard must guard this route');
  return principal;
});

/**
 * The bearer credential of a request: undefined without an Authorization
 * header, '' when it is not one bearer credential. Node keeps only the first of
 * repeated Authorization headers; two of them are ambiguous, so they count as invalid.
 */
export function bearerOf(request: FastifyRequest): string | undefined {
  let count = 0;
  const raw = request.raw.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (raw[i].length === 13 && raw[i].toLowerCase() === 'authorization') count++;
  return count > 1 ? '' : bearerCredential(request.headers.authorization);
}

/**
 * The credential of an `Authorization: Bearer <credential>` header: undefined when
 * the header is absent, '' when it is present but not a bearer credential.
 */
export function bearerCredential(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  return match ? match[1] : '';
}
