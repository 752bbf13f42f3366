import { randomUUID } from 'node:crypto';
import { Clock, SYSTEM_CLOCK } from '../../../src/shared/clock';
import { Page, PageRequest, pageOf } from '../../../src/shared/list-page';
import { ApiKey, ApiKeyPrincipal, isKeyActive } from '../../../src/modules/accounts/domain/api-key';
import { ApiKeyRepository, NewApiKey } from '../../../src/modules/accounts/domain/api-key.repository';
import type { AccountRepository } from '../../../src/modules/accounts/domain/account.repository';

type StoredKey = ApiKey & { secretHash: string };

/**
 * ApiKeyRepository in memory, oldest first in order of creation. The principal joins the account from `accounts`
 * (none found: no principal), as the SQL lookup joins the accounts table.
 */
export class InMemoryApiKeyRepository extends ApiKeyRepository {
  readonly keys = new Map<string, StoredKey>();

  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock = SYSTEM_CLOCK,
  ) {
    super();
  }

  async create(key: NewApiKey): Promise<ApiKey> {
    const stored: StoredKey = {
      id: randomUUID(),
      accountId: key.accountId,
      name: key.name,
      scopes: [...key.scopes],
      displayPrefix: key.displayPrefix,
      secretHash: key.secretHash,
      createdAt: this.clock.now(),
      lastUsedAt: null,
      expiresAt: key.expiresAt,
      revokedAt: null,
    };
    this.keys.set(stored.id, stored);
    return shown(stored);
  }

  async listForAccount(accountId: string): Promise<ApiKey[]> {
    return this.ofAccount(accountId).map(shown);
  }

  async listPageForAccount(accountId: string, page: PageRequest): Promise<Page<ApiKey> | null> {
    const all = this.ofAccount(accountId);
    const start = page.after === null ? 0 : all.findIndex((key) => key.id === page.after) + 1;
    if (start === 0 && page.after !== null) return null;
    return pageOf(all.slice(start, start + page.limit + 1).map(shown), page.limit, (key) => key.id);
  }

  async revoke(id: string): Promise<ApiKey | null> {
    const key = this.keys.get(id);
    if (!key) return null;
    key.revokedAt ??= this.clock.now();
    return shown(key);
  }

  async rotate(
    oldId: string,
    secret: { secretHash: string; displayPrefix: string },
    now: Date,
    oldValidUntil: Date,
  ): Promise<{ created: ApiKey; old: ApiKey } | null> {
    const old = this.keys.get(oldId);
    if (!old || !isKeyActive(old, now)) return null;
    const created = await this.create({ ...old, ...secret });
    if (oldValidUntil.getTime() <= now.getTime()) old.revokedAt = now;
    else if (old.expiresAt === null || oldValidUntil < old.expiresAt) old.expiresAt = oldValidUntil;
    return { created, old: shown(old) };
  }

  async findActivePrincipal(secretHash: string, now: Date): Promise<ApiKeyPrincipal | null> {
    const key = [...this.keys.values()].find((candidate) => candidate.secretHash === secretHash);
    if (!key || !isKeyActive(key, now)) return null;
    const account = await this.accounts.findById(key.accountId);
    if (!account) return null;
    return {
      keyId: key.id,
      accountId: key.accountId,
      scopes: new Set(key.scopes),
      plan: account.plan,
      timezone: account.timezone,
      expiresAt: key.expiresAt,
    };
  }

  async touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void> {
    for (const [id, at] of usedAt) {
      const key = this.keys.get(id);
      if (key) key.lastUsedAt = at;
    }
  }

  private ofAccount(accountId: string): StoredKey[] {
    return [...this.keys.values()].filter((key) => key.accountId === accountId);
  }
}

/** A key as the repository answers it: without its secret's hash. */
function shown({ secretHash: _hash, ...key }: StoredKey): ApiKey {
  return { ...key, scopes: [...key.scopes] };
}
