import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../../shared/domain-error';
import { VerifyWebhookSignature } from '../../application/verify-webhook-signature.use-case';
import { AuthFailureLimiter } from './auth-failure-limiter';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Standard Webhooks signatures for tokens that sign (after WebhookTokenGuard); a refusal counts as a failed authentication. */
@Injectable()
export class WebhookSignatureGuard implements CanActivate {
  constructor(
    private readonly verify: VerifyWebhookSignature,
    private readonly failures: AuthFailureLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const principal = request.webhookPrincipal;
    if (!principal) throw new Error('WebhookTokenGuard must run before WebhookSignatureGuard');
    try {
      this.verify.execute(principal, {
        id: header(request, 'webhook-id'),
        timestamp: header(request, 'webhook-timestamp'),
        signature: header(request, 'webhook-signature'),
        body: request.rawBody ?? Buffer.alloc(0),
      });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated') await this.failures.recordFailure(request, context.switchToHttp().getResponse<FastifyReply>());
      throw error;
    }
    return true;
  }
}
