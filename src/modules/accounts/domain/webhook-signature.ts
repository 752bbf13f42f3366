import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DELIVERY_KEY_MAX_CHARS } from '../../../shared/delivery-key';

// Standard Webhooks 1.0 (https://www.standardwebhooks.com): what a signing sender
// sends and how its signature is checked. Pure: the secrets come decrypted.

export const SIGNING_SECRET_PREFIX = 'whsec_';
/** A delivery's timestamp may be this far from now, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** The longest a signed delivery stays acceptable after it was first sent: a timestamp ahead by the tolerance, then behind by it. */
export const SIGNED_DELIVERY_LIFETIME_SECONDS = 2 * SIGNATURE_TOLERANCE_SECONDS;
/** How long the previous secret is still accepted after `tokens rotate-secret`. */
export const PREVIOUS_SECRET_GRACE_HOURS = 24;
const SECRET_BYTES = 32;
/** Bounds on what is read from the headers before any HMAC is computed (the id's is the delivery key's: it deduplicates). */
const MAX_ID_CHARS = DELIVERY_KEY_MAX_CHARS;
const MAX_SIGNATURE_HEADER_CHARS = 4_096;
const MAX_SIGNATURES = 16;

/** A new secret as shown once to its owner (`whsec_` + base64 of 32 random bytes) and its bytes. */
export function issueSigningSecret(): { shown: string; bytes: Buffer } {
  const bytes = randomBytes(SECRET_BYTES);
  return { shown: SIGNING_SECRET_PREFIX + bytes.toString('base64'), bytes };
}

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
  const offered = signature
    .split(' ')
    .filter((part) => part.startsWith('v1,'))
    .slice(0, MAX_SIGNATURES)
    .map((part) => Buffer.from(part.slice(3), 'base64'));
  for (const secret of secrets) {
    const expected = createHmac('sha256', secret).update(`${id}.${timestamp}.`).update(delivery.body).digest();
    // Every candidate is compared, in constant time for its length: no early exit tells which one was close.
    let matched = false;
    for (const candidate of offered)
      matched = (candidate.length === expected.length && timingSafeEqual(candidate, expected)) || matched;
    if (matched) return null;
  }
  return "No v1 signature in webhook-signature matches the body with this token's signing secret.";
}

/** What a token's sealed signing secret is bound to: it opens only on its own token. */
export const signingSecretContext = (tokenId: string): string => `webhook-token:${tokenId}`;
