import { ownEntry } from './json-reading';
import { ungluedWords } from './glued-words';

/** Field names as words: "averageHeartRate" -> [average, heart, rate], "duration_s" -> [duration, s]. */
/**
 * Field names are read up to this length: a payload's keys are its sender's to
 * choose, and every name is split, profiled and cached (`fieldProfile`), so a
 * 20 KB key must cost what a short one does.
 */
export const MAX_KEY_CHARS = 64;

const cache = new Map<string, readonly string[]>();
const MAX_CACHED = 10_000;

/** Cached (a busy day repeats the same few names millions of times); the array is shared, never to be changed. */
export function keyWords(key: string): string[] {
  let words = cache.get(key);
  if (!words) {
    words = Object.freeze(splitKey(key));
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, words);
  }
  return words as string[];
}

function splitKey(key: string): string[] {
  // (A short name known whole, digits and all: `rco2`.)
  const known = ownEntry(SPLIT_WORDS, key.toLowerCase());
  if (known) return [...known];
  const symbol = /^([A-Za-z])_[A-Za-z]/.exec(key)?.[1].toLowerCase();
  const named = symbol !== undefined ? ownEntry(QUANTITY_SYMBOLS, symbol) : undefined;
  if (named) return [...splitWords(key.slice(2)), ...named];
  return splitWords(key);
}

/**
 * A quantity's symbol opening a name, as an inverter or a meter abbreviates it (`E_Day`, `P_PV`): the quantity and the
 * unit such fields are sent in, the watt-hour and the watt.
 */
const QUANTITY_SYMBOLS: Record<string, string[]> = { e: ['energy', 'wh'], p: ['power', 'w'] };

/**
 * Units that end a name and say its quantity, with the letter that stands for that quantity in a sensor's short names
 * (`t_out_c` is an outdoor temperature in °C, `w_g` a weight in grams).
 */
const UNIT_QUANTITIES: Readonly<Record<string, { symbol: string; quantity: string }>> = {
  c: { symbol: 't', quantity: 'temperature' },
  f: { symbol: 't', quantity: 'temperature' },
  g: { symbol: 'w', quantity: 'weight' },
  kg: { symbol: 'w', quantity: 'weight' },
  lb: { symbol: 'w', quantity: 'weight' },
  lbs: { symbol: 'w', quantity: 'weight' },
};
/** Words of a change in a quantity, which its unit alone names (`drop_g`: a weight's drop). */
const CHANGE_WORDS = new Set(['drop', 'gain', 'loss', 'change', 'delta', 'diff', 'increase', 'decrease']);

/** A quantity's symbol or a change of it before the unit that names it, as the quantity's word. */
function withQuantityNamed(words: string[]): string[] {
  const unit = words[words.length - 1];
  const named = words.length >= 2 ? ownEntry(UNIT_QUANTITIES, unit) : undefined;
  if (named === undefined) return words;
  if (words[0] === named.symbol) return [...words.slice(1, -1), named.quantity, unit];
  if (words.slice(0, -1).every((word) => CHANGE_WORDS.has(word))) return [named.quantity, ...words];
  return words;
}

function splitWords(key: string): string[] {
  return withQuantityNamed(
    key
      .slice(0, MAX_KEY_CHARS)
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      // "SeasonNumber00" -> season number 00; "co2" and "spo2" stay whole.
      .replace(/([a-z]{3,})(\d+)$/gi, (match, letters: string, digits: string) =>
        /^(?:co|spo|no|so|pm|o|h|ch)$/i.test(letters) ? match : `${letters} ${digits}`,
      )
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .flatMap((word) => ownEntry(SPLIT_WORDS, word) ?? ungluedWords(word) ?? [word])
      .join(' ')
      // A unit spelled out in a camel-case name ("ValueInMgPerDl", "glucose_mmol_per_l"): the unit's one word.
      .replace(/\bmg (?:per )?dl\b/g, 'mgdl')
      .replace(/\bmmol (?:per )?l\b/g, 'mmol')
      // An order's limit price is the price it asks, no limit of anything.
      .replace(/\blimit price\b/g, 'price')
      .split(' ')
      .filter(Boolean),
  );
}

/** Closed compounds that name the same thing as their spaced forms. */
const SPLIT_WORDS: Record<string, string[]> = {
  heartrate: ['heart', 'rate'],
  timestamp: ['timestamp'],
  username: ['user', 'name'],
  firstname: ['first', 'name'],
  lastname: ['last', 'name'],
  fullname: ['full', 'name'],
  displayname: ['display', 'name'],
  issuetype: ['issue', 'type'],
  tradingsymbol: ['trading', 'symbol'],
  grandtotal: ['total'],
  // An air monitor's short names (AirGradient's `atmp`, `rhum`, `rco2`; `pm02` is PM2.5, `pm01` PM1).
  atmp: ['temperature'],
  rhum: ['humidity'],
  rco2: ['co2'],
  pm02: ['pm25'],
  pm01: ['pm1'],
};

/** "average heart rate" -> "Average heart rate". */
export function capitalized(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function hasAny(words: readonly string[], set: ReadonlySet<string>): boolean {
  for (const word of words) if (set.has(word)) return true;
  return false;
}

/** The words of a rule, looked up once per word. */
export const wordSet = (...words: string[]) => new Set(words);
