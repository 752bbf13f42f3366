import { capitalized, keyWords } from './key-words';
import { STATE_WORDS } from './text-roles';
// Fields senders spell in shapes of their own, read as plain fields before the general rules.
//
// A text given in several languages (`title: {romaji, english, native}`, `name: {en, de}`) is its English or
// preferred text.
//
// Settings and events sent as namespaced keys with their values (Home Connect, many appliance and hub APIs):
// `items: [{ "key": "BSH.Common.Status.OperationState", "value": "BSH.Common.EnumType.OperationState.Run" }]` is
// `{ "OperationState": "Run" }`; `"key": "LaundryCare.Washer.Program.Cotton"` is `"Program": "Cotton"`; an event key
// (`"Dishcare.Dishwasher.Event.SaltNearlyEmpty"`) is the event that happened. Read before the general rules, as
// json-text reads a JSON document sent as text.
//
// A device's attributes sent each as its value with when it was last set (`"batteryLevel": {"value": 31, "timestamp":
// "..."}`, `"temperature": {"value": 19.5, "unit": "C"}`) are the values themselves, the unit beside them, and the
// latest of those times the record's.

/** A namespaced identifier: three or more dotted segments of letters and digits ("BSH.Common.Option.Duration"). */
const NAMESPACED = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+){2,}$/;
/** Lists of key-value pairs this long or shorter are read; past it, a list is data, not settings. */
const MAX_PAIRS = 50;
const MAX_DEPTH = 8;
/** A segment that says the key names an event rather than a setting. */
const EVENT_SEGMENTS = new Set(['event', 'events', 'notification', 'notifications', 'alert', 'alerts']);
/** Units that say nothing of a value (`"unit": "enum"`). */
const NO_UNIT = new Set(['enum', 'string', 'boolean', 'bool', 'none', '']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload with its namespaced key-value lists and keys read as plain fields; anything else as it was. */
export function plainFieldsRead(payload: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return payload;
  if (Array.isArray(payload)) {
    const pairs = pairsAsRecord(payload);
    if (pairs) return pairs;
    if (payload.length > MAX_PAIRS) return payload;
    let changed = false;
    const read = payload.map((element) => {
      const value = plainFieldsRead(element, depth + 1);
      changed ||= value !== element;
      return value;
    });
    return changed ? read : payload;
  }
  if (!isObject(payload)) return payload;
  let copy: Json | null = null;
  let latestSet: string | number | null = null;
  for (const [key, value] of Object.entries(payload)) {
    // A state's object stays one: "success" inside a status object is how an API answered, not a thing's state.
    const attribute = keyWords(key).some((word) => STATE_WORDS.has(word)) ? null : attributeValue(value);
    if (attribute) {
      copy ??= { ...payload };
      copy[key] = attribute.value;
      if (attribute.unit && !(`${key}Unit` in payload)) copy[`${key}Unit`] = attribute.unit;
      if (attribute.setAt !== null && (latestSet === null || later(attribute.setAt, latestSet)))
        latestSet = attribute.setAt;
      continue;
    }
    const read = plainFieldsRead(value, depth + 1);
    if (read !== value) (copy ??= { ...payload })[key] = read;
  }
  if (copy && latestSet !== null && !Object.keys(payload).some((key) => ATTRIBUTE_TIME.has(key)))
    copy.timestamp = latestSet;
  const localized = localizedText(payload);
  if (localized !== null) return localized;
  // An object led by a namespaced key (`{"key": "LaundryCare.Washer.Program.Cotton", "options": [...]}`).
  const key = payload.key;
  if (typeof key === 'string' && NAMESPACED.test(key) && !('value' in payload)) {
    const [field, value] = lastTwo(key);
    copy ??= { ...payload };
    delete copy.key;
    copy[EVENT_SEGMENTS.has(field.toLowerCase()) ? 'event' : field] = value;
  }
  return copy ?? payload;
}

/** Keys of an attribute object besides its value: when it was set, and its unit. */
const ATTRIBUTE_TIME = new Set([
  'timestamp',
  'time',
  'ts',
  'updatedAt',
  'updated_at',
  'lastUpdated',
  'last_updated',
  'changedAt',
]);

/** An attribute sent as `{value, timestamp?, unit?}` with a plain value, or null when the object is anything else. */
function attributeValue(
  object: unknown,
): { value: string | number | boolean; unit: string | null; setAt: string | number | null } | null {
  if (!isObject(object) || !('value' in object)) return null;
  const value = object.value;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  let unit: string | null = null;
  let setAt: string | number | null = null;
  for (const [key, field] of Object.entries(object)) {
    if (key === 'value') continue;
    if (key === 'unit' && typeof field === 'string') unit = NO_UNIT.has(field.toLowerCase()) ? null : field;
    else if (ATTRIBUTE_TIME.has(key) && (typeof field === 'string' || typeof field === 'number')) setAt = field;
    else return null;
  }
  return { value, unit, setAt };
}

/** Whether one sent time is later than another (epoch numbers or ISO texts, as the sender gave them). */
function later(a: string | number, b: string | number): boolean {
  const at = (time: string | number) => (typeof time === 'number' ? time : Date.parse(time));
  return at(a) > at(b);
}

/** A list of `{key, value}` pairs with namespaced keys, as one record of fields; null when it is not one. */
function pairsAsRecord(list: unknown[]): Json | null {
  if (list.length === 0 || list.length > MAX_PAIRS) return null;
  if (
    !list.every(
      (pair) => isObject(pair) && typeof pair.key === 'string' && NAMESPACED.test(pair.key) && 'value' in pair,
    )
  )
    return null;
  const record: Json = {};
  let latest: number | null = null;
  for (const pair of list as Json[]) {
    const [segment, name] = lastTwo(pair.key as string);
    const value = typeof pair.value === 'string' && NAMESPACED.test(pair.value) ? lastTwo(pair.value)[1] : pair.value;
    // An event's key is what happened ("SaltNearlyEmpty" is "Salt nearly empty"); its value only says it is present.
    if (EVENT_SEGMENTS.has(segment.toLowerCase())) record.status ??= capitalized(keyWords(name).join(' '));
    else record[name] = value;
    const unit = pair.unit;
    if (typeof unit === 'string' && !NO_UNIT.has(unit.toLowerCase())) record[`${name}Unit`] = unit;
    if (typeof pair.timestamp === 'number' && (latest === null || pair.timestamp > latest)) latest = pair.timestamp;
  }
  if (latest !== null) record.timestamp = latest;
  return record;
}

function lastTwo(key: string): [string, string] {
  const segments = key.split('.');
  return [segments[segments.length - 2], segments[segments.length - 1]];
}

/** Keys of a text's versions by language, the preferred first. */
const PREFERRED_LANGUAGES = [
  'english',
  'en',
  'en_us',
  'en-US',
  'en_gb',
  'en-GB',
  'userPreferred',
  'preferred',
  'default',
];
const LANGUAGE_KEY =
  /^(?:[a-z]{2}(?:[-_][A-Za-z]{2})?|english|romaji|native|userPreferred|preferred|default|original|local|latin)$/;

/** The text of an object of its versions by language (`{romaji, english, native}`), or null when it is not one. */
function localizedText(object: Json): string | null {
  const keys = Object.keys(object);
  if (keys.length < 2 || keys.length > 12 || !keys.every((key) => LANGUAGE_KEY.test(key))) return null;
  if (!keys.some((key) => PREFERRED_LANGUAGES.includes(key) || key === 'romaji' || key === 'native')) return null;
  const texts = Object.values(object).filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (texts.length === 0 || Object.values(object).some((value) => value !== null && typeof value !== 'string'))
    return null;
  for (const key of PREFERRED_LANGUAGES) {
    const value = object[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return texts[0];
}
