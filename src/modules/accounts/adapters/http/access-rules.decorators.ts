import { Reflector } from '@nestjs/core';
import type { Plan } from '../../domain/account';
import type { Scope } from '../../domain/api-key';

/** Scopes an API key needs for the route (all of them). */
export const RequireScopes = Reflector.createDecorator<Scope[]>();

/** The plan the caller's account must be on, and which product says so in the error. */
export const RequirePlan = Reflector.createDecorator<{ plan: Plan; product: 'public-api' | 'webhook' }>();
