import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticateWebhookToken } from '../../application/authenticate-webhook-token.use-case';
import { InvalidWebhookTokenError } from '../../domain/accounts.errors';
import { AuthFailureLimiter } from './auth-failure-limiter';
import { bearerCredential } from './request-principal';

/** Verifies `Authorization: Bearer whk_...` and puts the token's principal on the request. */
@Injectable()
export class WebhookTokenGuard implements CanActivate {
  constructor(
    private readonly authenticate: AuthenticateWebhookToken,
    private readonly failures: AuthFailureLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    try {
      request.webhookPrincipal = await this.authenticate.execute(bearerCredential(request.headers.authorization));
      return true;
    } catch (error) {
      if (error instanceof InvalidWebhookTokenError) await this.failures.recordFailure(request, context.switchToHttp().getResponse<FastifyReply>());
      throw error;
    }
  }
}
