import type { WebhookPrincipal, WebhookToken } from './webhook-token';

export interface NewWebhookToken {
  accountId: string;
  name: string;
  secretHash: string;
  displayPrefix: string;
}

export abstract class WebhookTokenRepository {
  /**
   * Creates the token unless the account already has `maxActive` active tokens,
   * atomically: concurrent creations never exceed the limit. Returns null at the limit.
   */
  abstract createWithinLimit(token: NewWebhookToken, maxActive: number): Promise<WebhookToken | null>;
  abstract listForAccount(accountId: string): Promise<WebhookToken[]>;
  abstract revoke(id: string): Promise<WebhookToken | null>;
  abstract findActivePrincipal(secretHash: string): Promise<WebhookPrincipal | null>;
  abstract touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void>;
}
