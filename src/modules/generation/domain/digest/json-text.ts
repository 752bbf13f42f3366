/**
 * JSON documents sent as text inside a field (`"body": "{\"temp\": 21.5}"`,
 * what Zapier, IFTTT and many relays do when a step passes its input on):
 * data to read, not words the person wrote.
 */

const MAX_TEXT = 100 * 1024;
const WRAPPERS = new Set(['payload', 'data', 'body', 'json', 'message', 'content', 'value', 'value1', 'value2', 'value3', 'event', 'raw', 'text']);

/** The JSON value a text holds when it is a JSON object or array, else undefined. */
export function jsonDocumentIn(text: string): object | undefined {
  if (text.length < 2 || text.length > MAX_TEXT) return undefined;
  const first = text.trimStart()[0];
  const last = text.trimEnd().slice(-1);
  if (!((first === '{' && last === '}') || (first === '[' && last === ']'))) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The payload with its JSON texts read: a payload that is itself a JSON text,
 * and top-level fields (and those of one wrapper object below them) whose
 * text is a JSON document. Anything else is returned as it was.
 */
export function withJsonTextRead(payload: unknown, depth = 0): unknown {
  if (typeof payload === 'string') return jsonDocumentIn(payload) ?? payload;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(payload)) {
    let read: unknown = value;
    if (typeof value === 'string') read = jsonDocumentIn(value) ?? value;
    else if (depth < 2 && WRAPPERS.has(key.toLowerCase()) && typeof value === 'object' && value !== null && !Array.isArray(value)) read = withJsonTextRead(value, depth + 1);
    if (read !== value) {
      copy ??= { ...(payload as Record<string, unknown>) };
      copy[key] = read;
    }
  }
  return copy ?? payload;
}
