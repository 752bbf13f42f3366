import type { Page, PageRequest } from '../../../shared/list-page';
import type { WebhookPrincipal, WebhookToken } from './webhook-token';

export interface NewWebhookToken {
  /** Chosen by the caller when something must be bound to it before it is stored (a sealed secret). */
  id?: string;
  accountId: string;
  name: string;
  secretHash: string;
  displayPrefix: string;
  /** Sealed, for a token whose deliveries are signed. */
  signingSecret?: Buffer;
}

export interface RotatedSigningSecret {
  token: WebhookToken;
  previousValidUntil: Date;
}

export abstract class WebhookTokenRepository {
  /**
   * Creates the token unless the account already has `maxActive` active tokens,
   * atomically: concurrent creations never exceed the limit. Returns null at the limit.
   */
  abstract createWithinLimit(token: NewWebhookToken, maxActive: number): Promise<WebhookToken | null>;
  abstract listForAccount(accountId: string): Promise<WebhookToken[]>;
  /** A page of the account's tokens, oldest first; null when `after` names no token of the account. */
  abstract listPageForAccount(accountId: string, page: PageRequest): Promise<Page<WebhookToken> | null>;
  abstract revoke(id: string): Promise<WebhookToken | null>;
  /**
   * Replaces an active signed token's secret with `sealFor(id)`, keeping the one it
   * replaces until `previousValidUntil`; null for an unknown or revoked token.
   */
  abstract rotateSigningSecret(
    id: string,
    sealFor: (tokenId: string) => Buffer,
    previousValidUntil: Date,
  ): Promise<RotatedSigningSecret | 'unsigned' | null>;
  abstract findActivePrincipal(secretHash: string, now: Date): Promise<WebhookPrincipal | null>;
  abstract touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void>;
}
