import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiKeyPrincipal } from '../../domain/api-key';
import { InsufficientScopeError, PlanRequiredError } from '../../domain/accounts.errors';
import { RequirePlan, RequireScopes } from './access-rules.decorators';
import { PlanGuard } from './plan.guard';
import { ScopesGuard } from './scopes.guard';
import { bearerCredential } from './request-principal';

class Controller {
  @RequireScopes(['entries:read'])
  read() {}
  open() {}
}
RequirePlan({ plan: 'advanced', product: 'public-api' })(Controller);

function context(handler: keyof Controller, principal: Partial<ApiKeyPrincipal>): ExecutionContext {
  const request = {
    apiKeyPrincipal: {
      keyId: 'k',
      accountId: 'a',
      scopes: new Set(),
      plan: 'advanced',
      timezone: 'UTC',
      expiresAt: null,
      ...principal,
    },
  };
  return {
    getHandler: () => Controller.prototype[handler],
    getClass: () => Controller,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe('PlanGuard', () => {
  const guard = new PlanGuard(new Reflector());

  it('lets an Advanced account through', () => {
    expect(guard.canActivate(context('read', { plan: 'advanced' }))).toBe(true);
  });

  it('refuses a Free account with the product named in the error type', () => {
    expect(() => guard.canActivate(context('read', { plan: 'free' }))).toThrow(PlanRequiredError);
    try {
      guard.canActivate(context('read', { plan: 'free' }));
    } catch (error) {
      expect(error).toMatchObject({
        type: 'public-api-requires-the-advanced-plan',
        code: 'PLAN_REQUIRED',
        kind: 'forbidden',
      });
    }
  });
});

describe('ScopesGuard', () => {
  const guard = new ScopesGuard(new Reflector());

  it('requires every scope the route names', () => {
    expect(guard.canActivate(context('read', { scopes: new Set(['entries:read']) }))).toBe(true);
    expect(() => guard.canActivate(context('read', { scopes: new Set(['entries:list', 'tags:read']) }))).toThrow(
      InsufficientScopeError,
    );
  });

  it('lets through routes that name no scope', () => {
    expect(guard.canActivate(context('open', { scopes: new Set() }))).toBe(true);
  });
});

describe('bearerCredential', () => {
  it('tells a missing header from a malformed one', () => {
    expect(bearerCredential(undefined)).toBeUndefined();
    expect(bearerCredential('Bearer diary_sk_abc')).toBe('diary_sk_abc');
    expect(bearerCredential('bearer  diary_sk_abc ')).toBe('diary_sk_abc');
    expect(bearerCredential('Basic abc')).toBe('');
    expect(bearerCredential('Bearer a b')).toBe('');
    expect(bearerCredential('')).toBe('');
  });
});
