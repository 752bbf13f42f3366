import type { Page, PageRequest } from '../../../shared/list-page';
import type { ApiKey, ApiKeyPrincipal, Scope } from './api-key';

export interface NewApiKey {
  accountId: string;
  name: string;
  scopes: Scope[];
  secretHash: string;
  displayPrefix: string;
  expiresAt: Date | null;
}

export abstract class ApiKeyRepository {
  abstract create(key: NewApiKey): Promise<ApiKey>;
  /** The account's keys, oldest first, revoked ones included. */
  abstract listForAccount(accountId: string): Promise<ApiKey[]>;
  /** A page of the account's keys, oldest first; null when `after` names no key of the account. */
  abstract listPageForAccount(accountId: string, page: PageRequest): Promise<Page<ApiKey> | null>;
  /** Marks the key revoked (keeping the first revocation time); null when there is no such key. */
  abstract revoke(id: string): Promise<ApiKey | null>;
  /**
   * In one transaction: the key `oldId`, which must be active at `now`, gets a
   * successor with its account, name, scopes and expiry and the given secret;
   * the old key then stops at `oldValidUntil` (revoked when that is `now`, its
   * expiry moved earlier otherwise, never later). Null when no active key has that id.
   */
  abstract rotate(
    oldId: string,
    secret: { secretHash: string; displayPrefix: string },
    now: Date,
    oldValidUntil: Date,
  ): Promise<{ created: ApiKey; old: ApiKey } | null>;
  /** The active (not revoked, not expired) key with this secret hash and its account, in one read. */
  abstract findActivePrincipal(secretHash: string, now: Date): Promise<ApiKeyPrincipal | null>;
  /** Records when keys were last used; best effort, batched. */
  abstract touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void>;
}
