import { DELIVERY_KEY_MAX_CHARS } from '../../../shared/delivery-key';
import { hasValidSignature } from '../../../shared/standard-webhooks';

// What the inbound webhook accepts from a signing sender (Standard Webhooks 1.0, shared/standard-webhooks.ts):
// header bounds, the timestamp's tolerance, a rotated secret's grace. Pure: the secrets come decrypted.

export { SIGNING_SECRET_PREFIX, issueSigningSecret } from '../../../shared/standard-webhooks';
/** A delivery's timestamp may be this far from now, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** The longest a signed delivery stays acceptable after it was first sent: a timestamp ahead by the tolerance, then behind by it. */
export const SIGNED_DELIVERY_LIFETIME_SECONDS = 2 * SIGNATURE_TOLERANCE_SECONDS;
/** How long the previous secret is still accepted after `tokens rotate-secret`. */
export const PREVIOUS_SECRET_GRACE_HOURS = 24;
/** Bounds on what is read from the headers before any HMAC is computed (the id's is the delivery key's: it deduplicates). */
const MAX_ID_CHARS = DELIVERY_KEY_MAX_CHARS;
const MAX_SIGNATURE_HEADER_CHARS = 4_096;

export interface SignatureHeaders {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

export interface SignedDelivery extends SignatureHeaders {
  body: Buffer;
}

/** What the headers alone refuse (missing, too long, stale), before any byte of the body is read; null when they may be checked against the body. */
export function signatureHeadersProblem({ id, timestamp, signature }: SignatureHeaders, now: Date): string | null {
  if (!id || !timestamp || !signature)
    return 'This token signs its deliveries: webhook-id, webhook-timestamp and webhook-signature are required.';
  if (id.length > MAX_ID_CHARS || signature.length > MAX_SIGNATURE_HEADER_CHARS)
    return 'The webhook-id or webhook-signature header is too long.';
  if (!/^\d{1,12}$/.test(timestamp)) return 'webhook-timestamp must be whole seconds since the Unix epoch.';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) {
    return `webhook-timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes away from the server's time.`;
  }
  return null;
}

/** Why a delivery's signature is refused, in words for its sender; null when one secret signed it. */
export function signatureProblem(delivery: SignedDelivery, secrets: readonly Buffer[], now: Date): string | null {
  const headersProblem = signatureHeadersProblem(delivery, now);
  if (headersProblem) return headersProblem;
  // The headers are there: signatureHeadersProblem said so.
  const { id, timestamp, signature } = delivery as SignedDelivery & Record<'id' | 'timestamp' | 'signature', string>;
  if (hasValidSignature(signature, secrets, { id, timestamp, body: delivery.body })) return null;
  return "No v1 signature in webhook-signature matches the body with this token's signing secret.";
}

/** What a token's sealed signing secret is bound to: it opens only on its own token. */
export const signingSecretContext = (tokenId: string): string => `webhook-token:${tokenId}`;
