import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticateWebhookToken } from '../../application/authenticate-webhook-token.use-case';
import { InvalidWebhookTokenError } from '../../domain/accounts.errors';
import { AuthFailureLimiter } from './auth-failure-limiter';
import { bearerOf } from './request-principal';

/**
 * Verifies `Authorization: Bearer whk_...` and puts the token's principal on
 * the request. The webhook calls `authenticate` from an onRequest hook, before
 * any byte of the body is read; the guard then finds the principal in place.
 */
@Injectable()
export class WebhookTokenGuard implements CanActivate {
  constructor(
    private readonly tokens: AuthenticateWebhookToken,
    private readonly failures: AuthFailureLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.webhookPrincipal) await this.authenticate(request, context.switchToHttp().getResponse<FastifyReply>());
    return true;
  }

  /** Throws InvalidWebhookTokenError (or a 429 once the client's failures exceed their budget). */
  async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      request.webhookPrincipal = await this.tokens.execute(bearerOf(request));
    } catch (error) {
      if (error instanceof InvalidWebhookTokenError) await this.failures.recordFailure(request, reply);
      throw error;
    }
  }
}
