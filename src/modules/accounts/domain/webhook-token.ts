import type { Plan } from './account';

export const WEBHOOK_TOKEN_PREFIX = 'whk_';

/** Active (non-revoked) tokens an account may hold at once. */
export const MAX_ACTIVE_WEBHOOK_TOKENS = 10;

export interface WebhookToken {
  id: string;
  accountId: string;
  /** Chosen by the user; the source label of every payload sent with the token. */
  name: string;
  displayPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** Who is posting to the webhook: a verified token and what its account allows. */
export interface WebhookPrincipal {
  tokenId: string;
  tokenName: string;
  accountId: string;
  plan: Plan;
  timezone: string;
}
