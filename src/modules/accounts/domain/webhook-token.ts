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
  /** Deliveries must carry a Standard Webhooks signature. */
  signed: boolean;
}

/** A token's signing secrets as stored (sealed); the previous one only until its grace ends. */
export interface SealedSigningSecrets {
  current: Buffer;
  previous: { sealed: Buffer; validUntil: Date } | null;
}

/** Who is posting to the webhook: a verified token and what its account allows. */
export interface WebhookPrincipal {
  tokenId: string;
  tokenName: string;
  accountId: string;
  plan: Plan;
  timezone: string;
  /** Null for a token whose deliveries are not signed. */
  signing: SealedSigningSecrets | null;
}
