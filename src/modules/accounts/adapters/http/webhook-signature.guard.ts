import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../../shared/domain-error';
import { VerifyWebhookSignature } from '../../application/verify-webhook-signature.use-case';
import type { SignatureHeaders } from '../../domain/webhook-signature';
import { AuthFailureLimiter } from './auth-failure-limiter';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const headersOf = (request: FastifyRequest): SignatureHeaders => ({
  id: header(request, 'webhook-id'),
  timestamp: header(request, 'webhook-timestamp'),
  signature: header(request, 'webhook-signature'),
});

/**
 * Standard Webhooks signatures for tokens that sign (after WebhookTokenGuard); a refusal counts as a failed
 * authentication. The webhook's onRequest hook calls `preflight`: the headers are checked before the body is read,
 * and the body's bytes before they are parsed (nothing a stranger signed reaches the JSON parser). The guard itself
 * checks what did not go through the parser (a request without a body).
 */
@Injectable()
export class WebhookSignatureGuard implements CanActivate {
  constructor(
    private readonly verify: VerifyWebhookSignature,
    private readonly failures: AuthFailureLimiter,
  ) {}

  async preflight(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const principal = request.webhookPrincipal;
    if (!principal?.signing) return;
    await this.refusing(request, reply, () => this.verify.checkHeaders(principal, headersOf(request)));
    request.checkBodyBytes = (body) => this.check(request, reply, body);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // A token that does not sign has nothing to check (and its requests are not remembered).
    if (request.webhookPrincipal && !request.webhookPrincipal.signing) return true;
    // A body goes through the parser, which checked its bytes (the mark is on the request: the preflight and the
    // route may hold different instances of this guard); what remains is a request without one.
    if (!request.signatureChecked)
      await this.check(request, context.switchToHttp().getResponse<FastifyReply>(), Buffer.alloc(0));
    return true;
  }

  private async check(request: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<void> {
    const principal = request.webhookPrincipal;
    if (!principal) throw new Error('WebhookTokenGuard must run before WebhookSignatureGuard');
    await this.refusing(request, reply, () => this.verify.execute(principal, { ...headersOf(request), body }));
    request.signatureChecked = true;
  }

  private async refusing(request: FastifyRequest, reply: FastifyReply, check: () => void): Promise<void> {
    try {
      check();
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated')
        await this.failures.recordFailure(request, reply);
      throw error;
    }
  }
}
