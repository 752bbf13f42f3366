/**
 * JSON documents sent as text inside a field (`"body": "{\"temp\": 21.5}"`,
 * what Zapier, IFTTT and many relays do when a step passes its input on):
 * data to read, not words the person wrote.
 */

const MAX_TEXT = 100 * 1024;
const WRAPPERS = new Set([
  'payload',
  'data',
  'body',
  'json',
  'message',
  'content',
  'value',
  'value1',
  'value2',
  'value3',
  'event',
  'raw',
  'text',
]);

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
    else if (
      depth < 2 &&
      WRAPPERS.has(key.toLowerCase()) &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value)
    )
      read = withJsonTextRead(value, depth + 1);
    if (read !== value) {
      copy ??= { ...(payload as Record<string, unknown>) };
      copy[key] = read;
    }
  }
  return copy ?? payload;
}

const HEADER_KEYS = /^(?:row_?headers|headers|columns|column_?names|fields|field_?names|schema)$/i;
const ROW_KEYS = /^(?:rows|values|data|records|results)$/i;
const MAX_TABLE_ROWS = 1_000;

/**
 * A table sent as column names and rows of values (RescueTime's analytic data,
 * spreadsheet exports) as the records it means: `{ "row_headers": ["Activity",
 * "Time Spent (seconds)"], "rows": [["Slack", 4020]] }` is `[{ "Activity":
 * "Slack", "Time Spent (seconds)": 4020 }]`. Anything else is returned as it was.
 */
export function tableAsRecords(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const entries = Object.entries(payload);
  const headers = entries.find(
    ([key, value]) =>
      HEADER_KEYS.test(key) && Array.isArray(value) && value.length > 0 && value.every((h) => typeof h === 'string'),
  )?.[1] as string[] | undefined;
  if (!headers) return payload;
  const rowsEntry = entries.find(
    ([key, value]) =>
      ROW_KEYS.test(key) &&
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((row) => Array.isArray(row) && row.length === headers.length),
  );
  if (!rowsEntry) return payload;
  const rows = (rowsEntry[1] as unknown[][]).slice(0, MAX_TABLE_ROWS);
  return rows.map((row) => Object.fromEntries(headers.map((header, i) => [header, row[i]])));
}

/** Records a JSON-RPC notification carries at most, read as the delivery's records. */
const MAX_RPC_PARAMS = 100;

/**
 * A JSON-RPC 2.0 notification or call (`{jsonrpc: "2.0", method: "notify_history_changed", params: [{…}]}`, as
 * Moonraker, Home Assistant's and many devices' sockets send it, relayed to a webhook) is its params, each with the
 * method as its kind; a response (`{jsonrpc, result}`) is its result. Anything else is returned as it was.
 */
export function jsonRpcContent(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const message = payload as Record<string, unknown>;
  if (message.jsonrpc !== '2.0') return payload;
  const content = 'params' in message ? message.params : message.result;
  const method = typeof message.method === 'string' ? message.method : undefined;
  const withMethod = (value: unknown) =>
    method !== undefined && typeof value === 'object' && value !== null && !Array.isArray(value) && !('method' in value)
      ? { method, ...value }
      : value;
  if (Array.isArray(content)) {
    const records = content.slice(0, MAX_RPC_PARAMS).filter((value) => typeof value === 'object' && value !== null);
    return records.length === 0 ? payload : records.length === 1 ? withMethod(records[0]) : records.map(withMethod);
  }
  return typeof content === 'object' && content !== null ? withMethod(content) : payload;
}

/** Numbered fields of a feed's records (`field1`, `col_2`, `value3`), whose names a header beside them gives. */
const NUMBERED_FIELD = /^(?:field|col|column|value|val|data|sensor|channel)_?\d{1,2}$/i;
const MAX_FIELD_NAME = 60;
/** A header's keys looked at, and the feed's first records looked into for its numbered fields. */
const MAX_HEADER_KEYS = 100;
const HEADER_CHECKED_RECORDS = 10;

/**
 * A feed of records with numbered fields beside the header that names them (ThingSpeak's `channel: {field1: "Air Temp
 * (°C)"}` beside `feeds: [{field1: "21.4"}]`): each record's fields under the names the header gives, and the header
 * without them. Anything else is returned as it was.
 */
export function numberedFieldsNamed(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const object = payload as Record<string, unknown>;
  const entries = Object.entries(object);
  for (const [headerKey, header] of entries) {
    if (typeof header !== 'object' || header === null || Array.isArray(header)) continue;
    const names = new Map<string, string>();
    for (const [key, value] of Object.entries(header).slice(0, MAX_HEADER_KEYS))
      if (
        NUMBERED_FIELD.test(key) &&
        typeof value === 'string' &&
        /\p{L}/u.test(value) &&
        value.length <= MAX_FIELD_NAME
      )
        names.set(key, value.trim());
    if (names.size === 0) continue;
    const listEntry = entries.find(
      ([key, value]) =>
        key !== headerKey &&
        Array.isArray(value) &&
        value
          .slice(0, HEADER_CHECKED_RECORDS)
          .some(
            (record) =>
              typeof record === 'object' && record !== null && [...names.keys()].some((name) => name in record),
          ),
    );
    if (listEntry === undefined) continue;
    const renamed = (listEntry[1] as unknown[]).map((record) =>
      typeof record === 'object' && record !== null && !Array.isArray(record)
        ? Object.fromEntries(Object.entries(record).map(([key, value]) => [names.get(key) ?? key, value]))
        : record,
    );
    const bareHeader = Object.fromEntries(Object.entries(header).filter(([key]) => !names.has(key)));
    return { ...object, [headerKey]: bareHeader, [listEntry[0]]: renamed };
  }
  return payload;
}
