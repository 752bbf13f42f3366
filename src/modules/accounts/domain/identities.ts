import { InvalidInputError } from '../../../shared/domain-error';
import { labelRefusalOf } from '../../../shared/storable-text';

/** At most this many identities an account, each at most IDENTITY_MAX_CHARS. */
export const MAX_IDENTITIES = 20;
export const IDENTITY_MAX_CHARS = 200;

/**
 * The names, handles and e-mail addresses that are the person ("Ada Lovelace", "@ada", "ada@example.com"), as stored:
 * trimmed, each once whatever its case, without control characters; an InvalidInputError naming `identities` else.
 */
export function accountIdentities(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const identities: string[] = [];
  for (const value of raw) {
    const identity = value.trim();
    if (identity === '') continue;
    const refused = labelRefusalOf(identity);
    if (refused) throw new InvalidInputError(`identities must not contain control characters (found ${refused}).`);
    if (identity.length > IDENTITY_MAX_CHARS)
      throw new InvalidInputError(`identities must each be at most ${IDENTITY_MAX_CHARS} characters.`);
    if (seen.has(identity.toLowerCase())) continue;
    seen.add(identity.toLowerCase());
    identities.push(identity);
  }
  if (identities.length > MAX_IDENTITIES)
    throw new InvalidInputError(`identities must be at most ${MAX_IDENTITIES} names, handles or e-mail addresses.`);
  return identities;
}
