import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Standard Webhooks 1.0 (https://www.standardwebhooks.com), both ways: the inbound webhook verifies what signing
// senders send, outbound events are signed the same way. Pure: secrets come as bytes.

export const SIGNING_SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;
/** At most this many signatures of a header are tried: a header of thousands costs no more than this many HMACs. */
const MAX_SIGNATURES = 16;

/** A new secret as shown once to its owner (`whsec_` + base64 of 32 random bytes) and its bytes. */
export function issueSigningSecret(): { shown: string; bytes: Buffer } {
  const bytes = randomBytes(SECRET_BYTES);
  return { shown: SIGNING_SECRET_PREFIX + bytes.toString('base64'), bytes };
}

export interface SignedContent {
  id: string;
  /** Whole seconds since the Unix epoch, as sent in webhook-timestamp. */
  timestamp: string;
  body: Buffer;
}

function digest(secret: Buffer, { id, timestamp, body }: SignedContent): Buffer {
  return createHmac('sha256', secret).update(`${id}.${timestamp}.`).update(body).digest();
}

/** The webhook-signature header for this content: one `v1,` signature per secret (two during a rotation). */
export function signatureHeader(secrets: readonly Buffer[], content: SignedContent): string {
  return secrets.map((secret) => `v1,${digest(secret, content).toString('base64')}`).join(' ');
}

/** Whether a v1 signature of the header was made with one of the secrets over this content, compared in constant time. */
export function hasValidSignature(header: string, secrets: readonly Buffer[], content: SignedContent): boolean {
  const offered = header
    .split(' ')
    .filter((part) => part.startsWith('v1,'))
    .slice(0, MAX_SIGNATURES)
    .map((part) => Buffer.from(part.slice(3), 'base64'));
  let matched = false;
  for (const secret of secrets) {
    const expected = digest(secret, content);
    // Every candidate is compared: no early exit tells which one was close.
    for (const candidate of offered)
      matched = (candidate.length === expected.length && timingSafeEqual(candidate, expected)) || matched;
  }
  return matched;
}
