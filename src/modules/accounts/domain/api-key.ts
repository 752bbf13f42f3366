import type { Plan } from './account';

export const SCOPES = ['entries:list', 'entries:read', 'tags:read'] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export const API_KEY_PREFIX = 'diary_sk_';

export interface ApiKey {
  id: string;
  accountId: string;
  name: string;
  scopes: Scope[];
  displayPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** Who is calling the read API: a verified key and what its account allows. */
export interface ApiKeyPrincipal {
  keyId: string;
  accountId: string;
  scopes: ReadonlySet<Scope>;
  plan: Plan;
  timezone: string;
  expiresAt: Date | null;
}

export function isKeyActive(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now.getTime());
}
