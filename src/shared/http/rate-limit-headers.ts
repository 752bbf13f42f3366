import type { FastifyReply } from 'fastify';
import type { RateLimitState } from '../rate-limit';

/** X-RateLimit-* plus the IETF draft fields, on every rate-limited response; Retry-After when exceeded. */
export function setRateLimitHeaders(reply: FastifyReply, state: RateLimitState, windowSeconds: number): void {
  reply.header('X-RateLimit-Limit', state.limit);
  reply.header('X-RateLimit-Remaining', state.remaining);
  reply.header('X-RateLimit-Reset', state.resetSeconds);
  reply.header('RateLimit-Policy', `"default";q=${state.limit};w=${windowSeconds}`);
  reply.header('RateLimit', `"default";r=${state.remaining};t=${state.resetSeconds}`);
  if (state.exceeded) reply.header('Retry-After', state.resetSeconds);
}
