import { CanActivate, ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../../shared/domain-error';
import type { AuthenticateCredential } from '../../application/authenticate-credential';
import { AuthFailureLimiter } from './auth-failure-limiter';
import { bearerOf } from './request-principal';

type PrincipalSlot = 'apiKeyPrincipal' | 'webhookPrincipal';

/**
 * Verifies `Authorization: Bearer <secret>` of one kind and puts its principal
 * on the request; a failed authentication counts against the client's budget
 * (429 past it). `authenticate` may run earlier (the webhook's onRequest hook,
 * before any byte of the body): the guard then finds the principal in place.
 */
export abstract class BearerCredentialGuard<P extends { accountId?: string }> implements CanActivate {
  protected constructor(
    private readonly credentials: AuthenticateCredential<P>,
    private readonly failures: AuthFailureLimiter,
    private readonly slot: PrincipalSlot,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request[this.slot]) await this.authenticate(request, context.switchToHttp().getResponse<FastifyReply>());
    return true;
  }

  async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      (request as unknown as Record<PrincipalSlot, P>)[this.slot] = await this.credentials.execute(bearerOf(request));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated') await this.failures.recordFailure(request, reply);
      throw error;
    }
  }
}
