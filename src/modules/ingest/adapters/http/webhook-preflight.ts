import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AppConfig } from '../../../../config/app-config';
import { sendProblem } from '../../../../shared/http/problem';
import { toProblem } from '../../../../shared/http/to-problem';
import { WebhookSignatureGuard, WebhookTokenGuard } from '../../../accounts';
import { UnsupportedContentEncodingError, checkJsonBodyHeaders } from '../../../../shared/http/json-body';

/** The name the webhook's route gives its pre-body check (@PreBodyCheckOf). */
export const WEBHOOK_PREFLIGHT = 'webhook';

/**
 * What the webhook checks from the headers alone, in its route's onRequest hook, before
 * any byte of the body is read: the token (401 at once, so that a stalled or
 * large body from a stranger costs nothing), the media type (JSON, UTF-8 only), the
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
    fastify?.preBodyChecks.set(WEBHOOK_PREFLIGHT, async (request, reply) => {
      try {
        await this.tokens.authenticate(request, reply);
        checkJsonBodyHeaders(request.headers, 'always');
        await this.signatures.preflight(request, reply);
      } catch (error) {
        reply.header('Connection', 'close');
        if (error instanceof UnsupportedContentEncodingError) reply.headers(error.headers);
        sendProblem(reply, request, toProblem(error).problem, this.config.errorsBaseUrl);
      }
    });
  }
}
