import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { InsufficientScopeError } from '../../domain/accounts.errors';
import { RequireScopes } from './access-rules.decorators';

/** Refuses API keys that lack a scope named by @RequireScopes. */
@Injectable()
export class ScopesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride(RequireScopes, [context.getHandler(), context.getClass()]) ?? [];
    const granted = context.switchToHttp().getRequest<FastifyRequest>().apiKeyPrincipal?.scopes;
    if (required.some((scope) => !granted?.has(scope))) throw new InsufficientScopeError(required);
    return true;
  }
}
