import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticateApiKey } from '../../application/authenticate-api-key.use-case';
import { InvalidApiKeyError, MissingApiKeyError } from '../../domain/accounts.errors';
import { AuthFailureLimiter } from './auth-failure-limiter';
import { bearerOf } from './request-principal';

/** Verifies `Authorization: Bearer diary_sk_...` and puts the key's principal on the request. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly authenticate: AuthenticateApiKey,
    private readonly failures: AuthFailureLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    try {
      request.apiKeyPrincipal = await this.authenticate.execute(bearerOf(request));
      return true;
    } catch (error) {
      if (error instanceof MissingApiKeyError || error instanceof InvalidApiKeyError) {
        await this.failures.recordFailure(request, context.switchToHttp().getResponse<FastifyReply>());
      }
      throw error;
    }
  }
}
