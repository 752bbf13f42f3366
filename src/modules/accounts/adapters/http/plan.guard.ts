import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { PlanRequiredError } from '../../domain/accounts.errors';
import { RequirePlan } from './access-rules.decorators';

/** Refuses callers whose account is not on the plan that @RequirePlan names. */
@Injectable()
export class PlanGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.getAllAndOverride(RequirePlan, [context.getHandler(), context.getClass()]);
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const principal = request.apiKeyPrincipal ?? request.webhookPrincipal;
    if (principal?.plan !== rule.plan) throw new PlanRequiredError(rule.product);
    return true;
  }
}
