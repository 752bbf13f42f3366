/**
 * What PostgreSQL cannot store in text or jsonb although JSON and JavaScript strings carry it: U+0000 and UTF-16
 * surrogates without their pair (`"\u0000"`, `"\ud800"`). The webhook replaces them (ingest's storable-json.ts); the
 * entries import refuses them (its text is the owner's own, which is not changed silently).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what must be found
export const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const UNSTORABLE_CHARACTER = new RegExp(UNSTORABLE_TEXT.source);

/** The first character PostgreSQL cannot store, as `U+0000`, or null when there is none. */
export function unstorableCharacterOf(text: string): string | null {
  const found = UNSTORABLE_CHARACTER.exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/**
 * Characters a one-line label (a name, a description) may not hold: every control character (C0 with tab and
 * newline, DEL, C1), the line and paragraph separators, and the bidirectional embeddings, overrides and isolates
 * that can make text display other than it reads (Trojan Source). Labels end up in headings, tables and logs.
 */
const HIDDEN_IN_LABEL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** The first character a label may not hold, as `U+202E`, or null when there is none. */
export function labelRefusalOf(text: string): string | null {
  const found = HIDDEN_IN_LABEL.exec(text);
  return found ? `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : null;
}
