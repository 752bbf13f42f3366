import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../../shared/domain-error';
import { AuthFailureLimiter } from './auth-failure-limiter';
import { bearerOf } from './request-principal';

/**
 * The one door of every bearer credential (API keys, webhook tokens, operator tokens, the metrics token): the secret
 * read from exactly one `Authorization` header with the Bearer scheme in any case (RFC 7235; two headers are
 * ambiguous and count as invalid), verified by its kind, and a refusal counted against the client's address like any
 * other failed authentication (429 past the budget). Each kind says only how its secret is verified.
 */
@Injectable()
export class BearerAuthentication {
  constructor(private readonly failures: AuthFailureLimiter) {}

  /** @param verify resolves the principal of the secret (undefined: no Authorization header), or throws an `unauthenticated` error */
  async authenticate<P>(
    request: FastifyRequest,
    reply: FastifyReply,
    verify: (secret: string | undefined) => Promise<P> | P,
  ): Promise<P> {
    try {
      return await verify(bearerOf(request));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated')
        await this.failures.recordFailure(request, reply);
      throw error;
    }
  }
}
