import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../../config/app-config';
import { sendProblem } from '../../../../shared/http/problem';
import { toProblem } from '../../../../shared/http/to-problem';
import { WebhookSignatureGuard, WebhookTokenGuard } from '../../../accounts';
import { UnsupportedContentEncodingError, UnsupportedMediaTypeError } from './unsupported-media-type.error';

export const WEBHOOK_URL = '/webhooks/ingest';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

/**
 * What the webhook checks from the headers alone, in an onRequest hook, before
 * any byte of the body is read: the token (401 at once, so that a stalled or
 * large body from a stranger costs nothing), the charset (UTF-8 only), the
 * content encoding (identity only) and a signing token's signature headers; the
 * signature itself is checked on the body's bytes before they are parsed. A
 * refusal closes the connection, leaving the body unread.
 */
@Injectable()
export class WebhookPreflight implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly tokens: WebhookTokenGuard,
    private readonly signatures: WebhookSignatureGuard,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || request.routeOptions.url !== WEBHOOK_URL) return;
      try {
        await this.tokens.authenticate(request, reply);
        checkEncoding(request);
        await this.signatures.preflight(request, reply);
      } catch (error) {
        reply.header('Connection', 'close');
        if (error instanceof UnsupportedContentEncodingError) reply.headers(error.headers);
        sendProblem(reply, request, toProblem(error).problem, this.config.errorsBaseUrl);
        return reply;
      }
    });
  }
}

function checkEncoding(request: FastifyRequest): void {
  const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) throw new UnsupportedMediaTypeError(`The charset ${charset.slice(0, 40)} is not supported; send UTF-8 JSON.`);
  const encoding = request.headers['content-encoding']?.trim();
  if (encoding && encoding.toLowerCase() !== 'identity') throw new UnsupportedContentEncodingError();
}
