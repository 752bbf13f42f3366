import { CanActivate, ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticateCredential } from '../../application/authenticate-credential';
import { BearerAuthentication } from './bearer-authentication';

type PrincipalSlot = 'apiKeyPrincipal' | 'webhookPrincipal';

/**
 * Verifies `Authorization: Bearer <secret>` of one kind (through BearerAuthentication,
 * the one door of every bearer credential) and puts its principal on the request. `authenticate` may run earlier (the webhook's onRequest hook,
 * before any byte of the body): the guard then finds the principal in place.
 */
export abstract class BearerCredentialGuard<P extends { accountId?: string }> implements CanActivate {
  protected constructor(
    private readonly credentials: AuthenticateCredential<P>,
    private readonly bearer: BearerAuthentication,
    private readonly slot: PrincipalSlot,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request[this.slot]) await this.authenticate(request, context.switchToHttp().getResponse<FastifyReply>());
    return true;
  }

  async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    (request as unknown as Record<PrincipalSlot, P>)[this.slot] = await this.bearer.authenticate(
      request,
      reply,
      (secret) => this.credentials.execute(secret),
    );
  }
}
