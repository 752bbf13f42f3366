import { InvalidInputError } from '../../../shared/domain-error';

/**
 * Characters a name may not hold: every control character (C0 with tab and
 * newline, DEL, C1), the line and paragraph separators, and the bidirectional
 * embeddings, overrides and isolates that can make text display other than it
 * reads (Trojan Source). Names end up in headings, tables and logs.
 */
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * The name, trimmed, when it is 1 to maxLength characters without control
 * characters; otherwise an InvalidInputError naming the field.
 */
export function validateName(raw: string, field: string, maxLength: number): string {
  const found = FORBIDDEN.exec(raw);
  if (found) {
    const codePoint = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new InvalidInputError(`${field} must not contain control characters (found U+${codePoint}).`);
  }
  const name = raw.trim();
  if (name.length < 1 || name.length > maxLength) {
    throw new InvalidInputError(`${field} must be 1 to ${maxLength} characters.`);
  }
  return name;
}
