import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const DISPLAY_RANDOM_CHARS = 4;

/**
 * Secrets look like `<prefix><32 random base62><6 base62 CRC32 of the rest>`.
 * The checksum lets a mistyped or made-up secret be refused before any lookup,
 * and lets secret scanners recognise leaked ones. Only a SHA-256 hash is stored:
 * 190 random bits need no salt or pepper to resist guessing.
 */
export interface IssuedSecret {
  secret: string;
  hash: string;
  displayPrefix: string;
}

export function issueSecret(prefix: string): IssuedSecret {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += BASE62[randomInt(62)];
  const secret = `${prefix}${random}${checksum(prefix + random)}`;
  return { secret, hash: hashSecret(secret), displayPrefix: displayPrefixOf(prefix, random) };
}

/** True when `candidate` has the prefix, the length, the alphabet and a matching checksum. */
export function isWellFormedSecret(prefix: string, candidate: string): boolean {
  if (!candidate.startsWith(prefix)) return false;
  const body = candidate.slice(prefix.length);
  if (body.length < RANDOM_LENGTH + CHECKSUM_LENGTH || body.length > 128 || !/^[0-9A-Za-z]+$/.test(body)) return false;
  const random = body.slice(0, -CHECKSUM_LENGTH);
  return checksum(prefix + random) === body.slice(-CHECKSUM_LENGTH);
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function displayPrefixOf(prefix: string, random: string): string {
  return prefix + random.slice(0, DISPLAY_RANDOM_CHARS);
}

function checksum(text: string): string {
  let value = crc32(text);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}
