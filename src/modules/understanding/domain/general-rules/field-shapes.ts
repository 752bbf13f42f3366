import { titleCase } from '../vocabulary/plain-text';
import { Json, isObject } from './item-context';

// Shapes of a few fields that say more together than apart: a decimal as digits and scale, a channel's copy of a
// value, a place's town, the fields of a thing sent.

/** Names of a decimal's digits and of its scale (the count of its decimals), as sent beside each other alone. */
const SCALED_DIGITS = new Set(['unscaledvalue', 'unscaled_value', 'unscaled']);
const DIGITS_SCALE = new Set(['scale', 'decimals', 'exponent']);

export function scaledNumberOf(object: Json): { value: number; written: string } | null {
  const entries = Object.entries(object);
  if (entries.length !== 2) return null;
  const digits = entries.find(([key]) => SCALED_DIGITS.has(key.toLowerCase()))?.[1];
  const scale = entries.find(([key]) => DIGITS_SCALE.has(key.toLowerCase()))?.[1];
  const integer = (value: unknown) =>
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,18}$/.test(value) ? Number(value) : NaN;
  const [n, places] = [integer(digits), integer(scale)];
  if (!Number.isSafeInteger(n) || !Number.isInteger(places) || places < 0 || places > 18) return null;
  const value = n / 10 ** places;
  return { value, written: value.toFixed(places) };
}

/** Names of an amount written for people beside its number (`major_value: "78.90"`, `display: "A$78.90"`). */
const SHOWN_AMOUNT = /^(?:major_?value|display(?:_?value)?|formatted(?:_?value)?|value_?display)$/i;
const AMOUNT_NUMBER = /^(?:value|amount)$/i;
/** A number as an amount is written for people: a sign, a currency's symbol or code, digits with their separators. */
const WRITTEN_AMOUNT = /^[^\d-]{0,4}?(-?)[^\d-]{0,4}?(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)\s*[A-Za-z]{0,3}$/;

/**
 * An amount object with its number in minor units and as people write it (Eventbrite's `{value: 7890, major_value:
 * "78.90", display: "A$78.90", currency}`): the written amount, when the number is it in minor units or whole.
 */
export function shownAmountOf(object: Json): { value: number; written: string } | null {
  const entries = Object.entries(object);
  if (entries.length > 6) return null;
  const number = entries.find(([key, value]) => AMOUNT_NUMBER.test(key) && typeof value === 'number')?.[1];
  if (typeof number !== 'number') return null;
  for (const [key, shown] of entries) {
    if (!SHOWN_AMOUNT.test(key) || typeof shown !== 'string') continue;
    const match = WRITTEN_AMOUNT.exec(shown.trim());
    if (!match) continue;
    const written = `${match[1]}${match[2].replace(/,/g, '')}`;
    const value = Number(written);
    if ([1, 100, 1000].some((scale) => Math.abs(number / scale - value) < 0.005)) return { value, written };
  }
  return null;
}

/** Fields of a record that name the scale of all its temperatures (`units: "Fahrenheit"`). */
const SCALE_FIELDS = new Set([
  'units',
  'unit',
  'scale',
  'temperatureunit',
  'temperature_unit',
  'temperaturescale',
  'tempunit',
]);

export function namesFahrenheit(item: unknown): boolean {
  if (!isObject(item)) return false;
  return Object.entries(item).some(
    ([key, value]) =>
      SCALE_FIELDS.has(key.toLowerCase()) && typeof value === 'string' && /^(?:f|°f|fahrenheit)$/i.test(value.trim()),
  );
}

/** Fields that name a town. */
const TOWN_WORDS = new Set(['city', 'town', 'locality', 'municipality']);

/** A town a carrier writes in capitals (`city: "HALIFAX"`, "ST. JOHN'S"): a place, told as people write it. */
export function isCapitalPlace(text: string, words: readonly string[]): boolean {
  return TOWN_WORDS.has(words.at(-1) ?? '') && /^[A-Z][A-Z .'-]{2,40}$/.test(text);
}

/** A town's name as people write it: "ST. JOHN'S" is "St. John's". */
export function townAsWritten(text: string): string {
  const town = text.trim();
  return town === town.toUpperCase() ? titleCase(town) : town;
}

/** The town an entry's place names (`tracking_location: {city: "HALIFAX"}`), as people write it. */
export function townOf(entry: Json): string | null {
  for (const value of Object.values(entry)) {
    if (!isObject(value)) continue;
    const city = Object.entries(value).find(([key]) => TOWN_WORDS.has(key.toLowerCase()))?.[1];
    if (typeof city === 'string' && /^[\p{L}][\p{L} .'-]{1,40}$/u.test(city.trim())) return townAsWritten(city);
  }
  return null;
}

/** Fields of a thing sent: its carrier, its shipment, its tracking number. */
export function isShippingKey(words: readonly string[]): boolean {
  return (
    words.includes('carrier') ||
    words.includes('shipment') ||
    (words.includes('tracking') && (words.includes('code') || words.includes('number')))
  );
}

/** A channel's letter ending a value's name (`pm2.5_a`, `temperature_b`), never a unit's. */
const CHANNEL_COPY = /^(.+?)[_-][abAB]$/;

export function isChannelCopy(key: string, object: Json): boolean {
  const base = CHANNEL_COPY.exec(key)?.[1];
  if (base !== undefined && typeof object[base] === 'number') return true;
  // One phase of a three-phase supply beside the whole (`active_power_l1_w` beside `active_power_w`): a part of it.
  const whole = key.replace(PHASE, '');
  return whole !== key && typeof object[whole] === 'number';
}

/** A phase's mark in a meter's value name (`_l1`, `L2`), before a unit or at the end. */
const PHASE = /[_-]?[lL][1-3](?=[_-]|$)/;

/** Names of an object of a template's values (`parameters: {file0: {name}}`) and of a list of mentions' keys. */
const TEMPLATE_VALUES = new Set(['parameters', 'params', 'placeholders', 'variables']);
const MENTION_LISTS = new Set(['mentions']);
/** Placeholders filled in one text at most (a template has a few), and how deep beside them. */
const FILL_DEPTH = 2;
const MAX_PLACEHOLDERS = 20;

/** What a placeholder's value is called (`{type: "file", name: "fish-and-brewis.pdf"}`). */
function nameOfValue(value: unknown): string | null {
  if (typeof value === 'string') return value.length <= 120 ? value : null;
  if (!isObject(value)) return null;
  const name = value.name ?? value.title ?? value.text ?? value.display_name ?? value.displayName;
  return typeof name === 'string' && name.length <= 120 ? name : null;
}

/**
 * A record's texts with their placeholders filled from the values beside them: a message's `{file0}` and
 * `{mention-user1}` by its `parameters`, a chat's `@_user_1` by its `mentions` (`[{key, name}]`), also inside JSON
 * sent as text; the values' object and the mentions are then said by the text alone.
 */
export function withPlaceholdersFilled(entries: Array<[string, unknown]>): Array<[string, unknown]> {
  const fills = new Map<string, string>();
  let source: string | null = null;
  for (const [key, value] of entries) {
    if (TEMPLATE_VALUES.has(key.toLowerCase()) && isObject(value)) {
      for (const [name, filled] of Object.entries(value).slice(0, MAX_PLACEHOLDERS)) {
        const said = nameOfValue(filled);
        if (said !== null) fills.set(`{${name}}`, said);
      }
      source = key;
    } else if (MENTION_LISTS.has(key.toLowerCase()) && Array.isArray(value)) {
      for (const mention of value.slice(0, MAX_PLACEHOLDERS)) {
        if (!isObject(mention) || typeof mention.key !== 'string' || mention.key.length < 2) continue;
        const said = nameOfValue(mention);
        if (said !== null) fills.set(mention.key, mention.key.startsWith('@') ? `@${said}` : said);
      }
      source = key;
    }
  }
  if (fills.size === 0) return entries;
  const fillText = (text: string) => {
    let filled = text;
    for (const [placeholder, said] of fills) filled = filled.split(placeholder).join(said);
    return filled;
  };
  // (Also in the content beside them, sent as JSON in text and read already: `content: {text: "@_user_1 …"}`.)
  const fill = (value: unknown, depth: number): unknown =>
    typeof value === 'string'
      ? fillText(value)
      : depth < FILL_DEPTH && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner, depth + 1)]))
        : value;
  const holds = (value: unknown, depth: number): boolean =>
    typeof value === 'string'
      ? [...fills.keys()].some((placeholder) => value.includes(placeholder))
      : depth < FILL_DEPTH && isObject(value) && Object.values(value).some((inner) => holds(inner, depth + 1));
  if (!entries.some(([key, value]) => key !== source && holds(value, 0))) return entries;
  return entries.filter(([key]) => key !== source).map(([key, value]): [string, unknown] => [key, fill(value, 0)]);
}

/** Keys of a pair's name and of its value (`[{Name: "Amount", Value: 2500}]`). */
const PAIR_NAME_KEYS = new Set(['name', 'key', 'field', 'label']);
const PAIR_VALUE_KEYS = new Set(['value', 'val']);
const MAX_PAIRS = 30;
const PAIR_NAME = /^[A-Za-z][A-Za-z0-9_ .-]{0,39}$/;

/**
 * A record's list of named values (`CallbackMetadata: {Item: [{Name: "Amount", Value: 2500}, …]}`) as the fields it
 * stands for (`Amount: 2500`), so that each is read under its own name; a pair with no value says nothing. Null for
 * any other list.
 */
export function pairsAsFields(list: unknown): Array<[string, unknown]> | null {
  if (!Array.isArray(list) || list.length < 2 || list.length > MAX_PAIRS) return null;
  const fields: Array<[string, unknown]> = [];
  for (const element of list) {
    if (!isObject(element)) return null;
    const keys = Object.keys(element);
    const nameKey = keys.find((key) => PAIR_NAME_KEYS.has(key.toLowerCase()));
    const valueKey = keys.find((key) => PAIR_VALUE_KEYS.has(key.toLowerCase()));
    if (nameKey === undefined || keys.length > (valueKey === undefined ? 1 : 2)) return null;
    const name = element[nameKey];
    if (typeof name !== 'string' || !PAIR_NAME.test(name)) return null;
    if (valueKey !== undefined) fields.push([name, element[valueKey]]);
  }
  return fields.length >= 2 ? fields : null;
}

/** An object's entries with its lists of named values spread into the fields they stand for. */
export function withPairsSpread(entries: Array<[string, unknown]>): Array<[string, unknown]> {
  if (!entries.some(([, value]) => Array.isArray(value))) return entries;
  const own = new Set(entries.map(([key]) => key));
  return entries.flatMap(([key, value]): Array<[string, unknown]> => {
    const fields = pairsAsFields(value);
    return fields === null ? [[key, value]] : fields.filter(([name]) => !own.has(name));
  });
}

/** Names of an amount as the buyer saw it, beside the same amount in the currency it settled in. */
const BUYER_AMOUNT = /^(?:local|presentment|presentment_?money|display|customer)$/i;

/** An amount object: its number (or a number's text) and its currency's code. */
function isAmountObject(value: unknown): value is Json {
  if (!isObject(value) || typeof value.currency !== 'string') return false;
  const number = value.amount ?? value.value;
  return typeof number === 'number' || (typeof number === 'string' && /^-?\d+(?:\.\d+)?$/.test(number.trim()));
}

/**
 * One amount in two currencies (Coinbase Commerce's `pricing: {local: {amount: "25.00", currency: "USD"}, settlement:
 * {amount: "25.00", currency: "USDC"}}`): the amount as the buyer saw it, once; null for anything else.
 */
export function buyersAmountOf(object: Json): Json | null {
  const entries = Object.entries(object);
  if (entries.length < 2 || entries.length > 4 || !entries.every(([, value]) => isAmountObject(value))) return null;
  const buyer = entries.find(([key]) => BUYER_AMOUNT.test(key));
  return buyer ? (buyer[1] as Json) : null;
}

/** Names of the number an amount's minor units are divided by (Etsy's `divisor: 100`). */
const DIVISOR = /^(?:divisor|denominator|scale_?factor)$/i;

/**
 * An amount object with the number its whole units take (`{amount: 10400, divisor: 100, currency_code: "AUD"}`): the
 * amount, A$104.00, as people write it; null for anything else.
 */
export function dividedAmountOf(object: Json): { value: number; written: string } | null {
  const entries = Object.entries(object);
  if (entries.length > 5) return null;
  const amount = entries.find(([key, value]) => AMOUNT_NUMBER.test(key) && typeof value === 'number')?.[1];
  const divisor = entries.find(([key, value]) => DIVISOR.test(key) && typeof value === 'number')?.[1];
  if (typeof amount !== 'number' || typeof divisor !== 'number' || !Number.isInteger(amount)) return null;
  if (![1, 10, 100, 1000].includes(divisor)) return null;
  const places = Math.log10(divisor);
  return { value: amount / divisor, written: (amount / divisor).toFixed(places) };
}
