import { randomUUID } from 'node:crypto';
import { Clock, SYSTEM_CLOCK } from '../../../src/shared/clock';
import { Page, PageRequest, pageOf } from '../../../src/shared/list-page';
import type { AccountRepository } from '../../../src/modules/accounts/domain/account.repository';
import type {
  SealedSigningSecrets,
  WebhookPrincipal,
  WebhookToken,
} from '../../../src/modules/accounts/domain/webhook-token';
import {
  NewWebhookToken,
  RotatedSigningSecret,
  WebhookTokenRepository,
} from '../../../src/modules/accounts/domain/webhook-token.repository';

type StoredToken = WebhookToken & { secretHash: string; signing: SealedSigningSecrets | null };

/**
 * WebhookTokenRepository in memory, oldest first in order of creation. The principal joins the account from
 * `accounts` (none found: no principal), as the SQL lookup joins the accounts table.
 */
export class InMemoryWebhookTokenRepository extends WebhookTokenRepository {
  readonly tokens = new Map<string, StoredToken>();

  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock = SYSTEM_CLOCK,
  ) {
    super();
  }

  async createWithinLimit(token: NewWebhookToken, maxActive: number): Promise<WebhookToken | null> {
    const active = this.ofAccount(token.accountId).filter((stored) => stored.revokedAt === null);
    if (active.length >= maxActive) return null;
    const stored: StoredToken = {
      id: token.id ?? randomUUID(),
      accountId: token.accountId,
      name: token.name,
      displayPrefix: token.displayPrefix,
      secretHash: token.secretHash,
      createdAt: this.clock.now(),
      lastUsedAt: null,
      revokedAt: null,
      signed: token.signingSecret !== undefined,
      signing: token.signingSecret ? { current: token.signingSecret, previous: null } : null,
    };
    this.tokens.set(stored.id, stored);
    return shown(stored);
  }

  async listForAccount(accountId: string): Promise<WebhookToken[]> {
    return this.ofAccount(accountId).map(shown);
  }

  async listPageForAccount(accountId: string, page: PageRequest): Promise<Page<WebhookToken> | null> {
    const all = this.ofAccount(accountId);
    const start = page.after === null ? 0 : all.findIndex((token) => token.id === page.after) + 1;
    if (start === 0 && page.after !== null) return null;
    return pageOf(all.slice(start, start + page.limit + 1).map(shown), page.limit, (token) => token.id);
  }

  async revoke(id: string): Promise<WebhookToken | null> {
    const token = this.tokens.get(id);
    if (!token) return null;
    token.revokedAt ??= this.clock.now();
    return shown(token);
  }

  async rotateSigningSecret(
    id: string,
    sealFor: (tokenId: string) => Buffer,
    previousValidUntil: Date,
  ): Promise<RotatedSigningSecret | 'unsigned' | null> {
    const token = this.tokens.get(id);
    if (!token || token.revokedAt !== null) return null;
    if (!token.signing) return 'unsigned';
    token.signing = {
      current: sealFor(id),
      previous: { sealed: token.signing.current, validUntil: previousValidUntil },
    };
    return { token: shown(token), previousValidUntil };
  }

  async findActivePrincipal(secretHash: string): Promise<WebhookPrincipal | null> {
    const token = [...this.tokens.values()].find((candidate) => candidate.secretHash === secretHash);
    if (!token || token.revokedAt !== null) return null;
    const account = await this.accounts.findById(token.accountId);
    if (!account) return null;
    return {
      tokenId: token.id,
      tokenName: token.name,
      accountId: token.accountId,
      plan: account.plan,
      timezone: account.timezone,
      signing: token.signing,
    };
  }

  async touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void> {
    for (const [id, at] of usedAt) {
      const token = this.tokens.get(id);
      if (token) token.lastUsedAt = at;
    }
  }

  private ofAccount(accountId: string): StoredToken[] {
    return [...this.tokens.values()].filter((token) => token.accountId === accountId);
  }
}

/** A token as the repository answers it: without its secret's hash or sealed signing secrets. */
function shown({ secretHash: _hash, signing: _signing, ...token }: StoredToken): WebhookToken {
  return { ...token };
}
