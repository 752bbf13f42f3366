import { ownEntry } from '../vocabulary/json-reading';
import { hasAny, keyWords } from '../vocabulary/key-words';
import { SENDER_WORDS } from '../vocabulary/text-roles';
import { MEASURE_OF_UNIT } from '../vocabulary/measure-vocabulary';
import { Quantity } from '../vocabulary/quantity';
import { STAGES_COVER } from './item-weights';
import { Json, isObject } from './item-context';
import { CHANNEL_WORDS, NUMERIC, TIME_PREFIXES, TIME_KEY, GENERIC_TIME } from '../vocabulary/item-words';
import { isNumberedCode } from '../vocabulary/value-shapes';

// Measures an item gives in shapes of their own: a value with its unit, a named series, a time beside a measure, sleep stages.

/** Fields that hold the number of a value-and-unit object. */
const AMOUNT_KEYS = [
  'qty',
  'quantity',
  'value',
  'amount',
  'state',
  'reading',
  'measurement',
  'current_value',
  'currentValue',
];

const UNIT_KEYS = [
  'unit',
  'units',
  'unit_of_measurement',
  'unitOfMeasurement',
  'uom',
  'display_unit',
  'displayUnit',
  'unit_type',
  'unitType',
];

/** What a unit measures, as the word its quantity is read by (`g` is a weight). */
const MEASURE_OF_UNIT_WORD: Readonly<Record<string, string>> = {
  g: 'weight',
  kg: 'weight',
  lb: 'weight',
  oz: 'weight',
  km: 'distance',
  m: 'distance',
  mi: 'distance',
  kcal: 'energy',
  kj: 'energy',
  s: 'duration',
  min: 'duration',
  h: 'duration',
};

/** A unit text as the word the quantity rules read it by (`"°C"` is `c`, `"kM"` is `km`). */
export function unitWordOf(unit: string): string {
  return ownEntry(UNIT_WORDS_BY_SYMBOL, unit) ?? unit.trim().toLowerCase();
}

/** The measure a unit text names by itself (`"kM"` a distance, `"kcal"` an energy), as the word it is read by. */
export function unitMeasureWordOf(unit: string): string | undefined {
  return ownEntry(MEASURE_OF_UNIT_WORD, unitWordOf(unit));
}

/** Unit texts that name a unit the quantity rules know, as the word they read. */
export const UNIT_WORDS_BY_SYMBOL: Record<string, string> = {
  '°C': 'c',
  '°c': 'c',
  C: 'c',
  c: 'c',
  '°F': 'f',
  '°f': 'f',
  F: 'f',
  f: 'f',
  pct: 'pct',
  hpa: 'hpa',
  hPa: 'hpa',
  mbar: 'mbar',
  ppm: 'ppm',
  ppb: 'ppb',
  bq: 'bq',
  'Bq/m³': 'bq',
  'Bq/m3': 'bq',
  'pCi/L': 'pci',
  // Micrograms per cubic metre, as an air monitor abbreviates it ("mgpc"): the particles' own unit.
  mgpc: 'ugm3',
  'µg/m³': 'ugm3',
  'ug/m3': 'ugm3',
  Celsius: 'c',
  celsius: 'c',
  Fahrenheit: 'f',
  fahrenheit: 'f',
  '%': 'pct',
  percent: 'pct',
  W: 'w',
  kW: 'kw',
  Wh: 'wh',
  kWh: 'kwh',
  MWh: 'mwh',
  percentage: 'pct',
  kg: 'kg',
  lb: 'lb',
  lbs: 'lb',
  g: 'g',
  grams: 'grams',
  oz: 'oz',
  km: 'km',
  m: 'm',
  mi: 'mi',
  s: 's',
  sec: 's',
  min: 'min',
  mins: 'min',
  minutes: 'min',
  h: 'h',
  hours: 'h',
  hr: 'h',
  ms: 'ms',
  bpm: 'bpm',
  'count/min': 'bpm',
  kcal: 'kcal',
  Cal: 'kcal',
  kJ: 'kj',
  count: 'count',
  steps: 'steps',
  'km/h': 'kmh',
  mph: 'mph',
  'm/s': 'mps',
};

export const KNOWN_UNIT =
  /^(?:kcal|kj|kg|lb|lbs|km|mi|miles|kilometers|kilometres|ft|feet|bpm|steps|count|pct|mph|kmh)$/i;

/**
 * A value-and-unit object, when it is one: `{ "qty": 874.2, "units": "kcal" }`
 * (Apple Health, FHIR Quantity, many sensors) or a state with its unit of
 * measurement among its attributes (`{ "state": "21.3", "attributes": {
 * "unit_of_measurement": "°C", "friendly_name": "Living room" } }`), with the
 * words of its own name when it has one.
 */
export function measuredValue(object: Json): { value: number; unit: string; words: string[]; name?: string } | null {
  const attributes = isObject(object.attributes)
    ? object.attributes
    : isObject(object.properties)
      ? object.properties
      : null;
  const field = fieldsAnyCase(object);
  let unit: unknown;
  for (const key of UNIT_KEYS) unit ??= field(key) ?? attributes?.[key];
  if (typeof unit !== 'string' || unit.length > 12 || unit.trim() === '') return null;
  for (const key of AMOUNT_KEYS) {
    const raw = field(key);
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' && NUMERIC.test(raw.trim()) ? Number(raw) : undefined;
    if (value === undefined || !Number.isFinite(value)) continue;
    const name = [
      attributes?.friendly_name,
      object.friendly_name,
      object.display_name,
      object.displayName,
      object.name,
      attributes?.device_class,
    ].find((n): n is string => typeof n === 'string' && n.length <= 80);
    // A type's code says what it measures in words; it is no name to print (and a unit that names its measure,
    // glucose's "mmol/L", says more than a type's code, "cbg").
    const typed =
      name === undefined && !ownEntry(MEASURE_OF_UNIT, unit.trim().toLowerCase()) ? typeNameOf(object) : undefined;
    return {
      value,
      unit: unit.trim(),
      words: name ? keyWords(name.replace(/\s+/g, '_')) : typed ? keyWords(typed.replace(/\./g, '_')) : [],
      // (A name written as a code, `exteriorAirTemperature`, is said in its words.)
      name:
        name === undefined
          ? undefined
          : CODE_NAME.test(name)
            ? keyWords(name).join(' ')
            : name.replace(/\s+/g, ' ').trim(),
    };
  }
  return null;
}

/**
 * The keys of a record's own measure (its value, its unit, the type that names it): what the record says besides
 * (its time, its state) is read on without them.
 */
export function measuredKeysOf(object: Json): ReadonlySet<string> {
  const keys = new Set<string>();
  const lower = new Set([...AMOUNT_KEYS, ...UNIT_KEYS].map((key) => key.toLowerCase()));
  for (const [key, value] of Object.entries(object)) {
    const words = keyWords(key);
    if (lower.has(key.toLowerCase())) keys.add(key);
    else if (typeof value === 'string' && (words.at(-1) === 'type' || words.at(-1) === 'metric')) keys.add(key);
  }
  return keys;
}

/** Fields of a small object by name whatever its case (`{"Unit": "Wh", "Value": 31240}` is a value and its unit). */
function fieldsAnyCase(object: Json): (key: string) => unknown {
  const keys = Object.keys(object);
  const byLowerCase = keys.length <= 16 ? new Map(keys.map((key) => [key.toLowerCase(), key])) : undefined;
  return (key) =>
    object[key] ?? (byLowerCase?.has(key.toLowerCase()) ? object[byLowerCase.get(key.toLowerCase())!] : undefined);
}

/** What a reading's type says it measures (`sensorType: "radonShortTermAvg"`, `metric: "pm25"`), as a code. */
function typeNameOf(object: Json): string | undefined {
  for (const [key, value] of Object.entries(object)) {
    const words = keyWords(key);
    if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_.]{1,39}$/.test(value) || words.includes('unit')) continue;
    if (words[words.length - 1] === 'type' || words[words.length - 1] === 'metric') return value;
  }
  return undefined;
}

/** A name written as code (`TraveledDistance`, `state_of_charge`): said in its words ("traveled distance"). */
const CODE_NAME = /^(?:[A-Z]?[a-z]+(?:[A-Z][a-z]+)+|[a-z]+(?:_[a-z]+)+)$/;

/** The name a part of a payload gives itself (`module_name`, `station_name`, `name`), when short: its measures are said with it. */
export function scopeNameOf(entries: Array<[string, unknown]>, verbatim = false): string | null {
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || value.length === 0 || value.length > 40 || isNumberedCode(value)) continue;
    // (A name of no word, `source_name: "1830279"` or "1e+21", is a number: it calls nothing.)
    if (!/\p{L}{2}/u.test(value)) continue;
    const words = keyWords(key);
    if (
      words[words.length - 1] === 'name' &&
      !words.some(
        (w) => w === 'user' || w === 'first' || w === 'last' || w === 'full' || w === 'display' || w === 'file',
      ) &&
      !hasAny(words, SENDER_WORDS) &&
      // (Nor does the channel it came through, `SourceName: "Shop counter"`: every sale there is no part of it.)
      !hasAny(words, CHANNEL_WORDS)
    )
      return !verbatim && CODE_NAME.test(value.trim()) ? keyWords(value.trim()).join(' ') : value.trim();
  }
  return null;
}

const CODE_NAME_OF_ATTRIBUTE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
/** A unit a description gives in brackets ("Period (min)", "Distance (km)"), as the word the quantity rules read. */
const DESCRIBED_UNIT: Record<string, string> = {
  min: 'minutes',
  mins: 'minutes',
  h: 'hours',
  s: 'seconds',
  km: 'km',
  kg: 'kg',
};

function attributeMeasureOf(object: Json): { words: string[]; unit: string } | null | undefined {
  const name = object.name ?? object.template;
  const values = object.values;
  if (typeof name !== 'string' || !CODE_NAME_OF_ATTRIBUTE.test(name) || !Array.isArray(values)) return undefined;
  if (!values.some((value) => isObject(value) && typeof value.value === 'number')) return undefined;
  const description = Object.entries(object).find(
    ([key, value]) => typeof value === 'string' && keyWords(key).includes('description'),
  )?.[1] as string | undefined;
  if (description !== undefined && /time of day|from midnight|from midday/i.test(description)) return null;
  const unit = description === undefined ? undefined : /\(([a-z]{1,4})\)/i.exec(description)?.[1]?.toLowerCase();
  const unitWord = unit === undefined ? undefined : ownEntry(DESCRIBED_UNIT, unit);
  return { words: [...keyWords(name), ...(unitWord ? [unitWord] : [])], unit: '' };
}

/** A unit under a key of one word ending in "units" (a goal's `gunits: "minutes"`), when it is a word. */
function unitNamedByKey(object: Json): string | undefined {
  for (const [key, value] of Object.entries(object))
    if (/^[a-z]{1,3}units$/i.test(key) && typeof value === 'string' && /^\p{L}[\p{L} ]{1,11}$/u.test(value))
      return value;
  return undefined;
}

/**
 * One data point of a measure (`last_datapoint: {timestamp, value, comment}`): a number under a generic name, or the
 * number itself under a data point's name (the object read as its value).
 */
function isDataPoint(key: string, value: unknown): boolean {
  if (typeof value === 'number') return /datapoint$/i.test(key);
  return isObject(value) && ['value', 'qty', 'quantity'].some((name) => typeof value[name] === 'number');
}

const REVERSE_DOMAIN = /^[a-z]{2,}\.[a-z0-9-]+(?:\.[a-z0-9_]+)+$/;

/** `{ "name": "step_count", "units": "count", "data": [...] }`: the data points below are values of this measure. */
export function measureContextOf(
  object: Json,
  inherited: { words: string[]; unit: string } | null = null,
): { words: string[]; unit: string } | null {
  // A data type named as a reverse domain (`"dataTypeName": "com.google.heart_rate.bpm"`): the measure its points hold.
  const typed = Object.entries(object).find(
    ([key, value]) => typeof value === 'string' && /type/i.test(key) && REVERSE_DOMAIN.test(value),
  );
  if (typed && Object.values(object).some((value) => Array.isArray(value)))
    return { words: keyWords((typed[1] as string).split('.').slice(2).join('_')), unit: '' };
  // An attribute named by a code with its values by date, its unit in words (`{name: "sleep", value_type_description:
  // "Period (min)", values: [{date, value}]}`): its values are that measure's; a time of day counted in minutes is not.
  const attribute = attributeMeasureOf(object);
  if (attribute !== undefined) return attribute;
  // Named by its title (`{title: "Heart Rate", unit: "BPM", values: [...]}`) as well.
  const name = object.name ?? object.title ?? object.metric;
  const unit = object.units ?? object.unit ?? unitNamedByKey(object);
  const holds = Object.entries(object).some(([key, value]) => Array.isArray(value) || isDataPoint(key, value));
  if (typeof name === 'string' && typeof unit === 'string' && name.length <= 60 && unit.length <= 12)
    return holds ? { words: keyWords(name), unit } : null;
  // A unit for the values below, known to the rules (`{unit: "Wh", meters: [{type: "Production", values: [...]}]}`),
  // and each part's type or name for what they measure.
  if (typeof unit === 'string' && ownEntry(UNIT_WORDS_BY_SYMBOL, unit) !== undefined && holds && name === undefined)
    return { words: [], unit };
  const kind = name ?? object.type;
  if (inherited && inherited.unit !== '' && typeof kind === 'string' && holds && /^[\p{L} _-]{2,40}$/u.test(kind))
    return { words: keyWords(kind), unit: inherited.unit };
  return null;
}

/**
 * Sleep stages sent as bare numbers (Polar's `light_sleep: 15060`) are seconds
 * or minutes: their sum, set against the night's span, tells which; when it
 * matches neither they are left out rather than guessed.
 */
export function stageDurations(
  stages: Array<{ label: string; value: number; depth: number; order: number }>,
  spanMinutes: number,
): Array<Quantity & { depth: number; order: number; stale: boolean }> {
  if (stages.length < 2 || spanMinutes <= 0) return [];
  const sum = stages.reduce((total, stage) => total + stage.value, 0);
  const fits = (seconds: number) =>
    seconds >= STAGES_COVER.least * spanMinutes * 60 && seconds <= STAGES_COVER.most * spanMinutes * 60;
  const factor = fits(sum) ? 1 : fits(sum * 60) ? 60 : null;
  if (factor === null) return [];
  const told = stages.map((stage) => ({
    label: stage.label,
    dimension: 'duration' as const,
    value: stage.value * factor,
    depth: stage.depth,
    order: stage.order,
    stale: false,
  }));
  // How long the night's sleep was: its stages but the time awake, added up.
  const asleep = told.filter((stage) => !/\b(?:awake|wake|out of bed)\b/.test(stage.label));
  if (asleep.length >= 2)
    told.unshift({
      ...asleep[0],
      label: 'asleep',
      value: asleep.reduce((sum, stage) => sum + stage.value, 0),
      order: -1,
    });
  return told;
}

/** Whether a record (or an object two levels below it) has a field about charging. */
export function mentionsCharging(value: unknown, depth: number): boolean {
  if (!isObject(value)) return false;
  for (const [key, child] of Object.entries(value)) {
    if (/charg/i.test(key)) return true;
    // An event about the battery itself (`"event_type": "device.low_battery"`).
    if (depth === 0 && typeof child === 'string' && child.length <= 60 && /battery/i.test(child)) return true;
    if (depth < 2 && isObject(child) && mentionsCharging(child, depth + 1)) return true;
  }
  return false;
}

/**
 * Measures with a time of their own beside them: `min_temp` with `date_min_temp`
 * (Netatmo), `max_hr` with `max_hr_time`. The time says when the measure was
 * taken, not when the item happened.
 */
/** Units a measure's name may end in, after what it measures. */
const UNIT_SUFFIXES = new Set(['w', 'kw', 'kwh', 'wh', 'v', 'a', 'c', 'f', 'm3', 'l', 'mm', 'km', 'kg', 'pct']);

export function measureTimesOf(entries: Array<[string, unknown]>): {
  timeOf: Map<string, unknown>;
  times: Set<string>;
} {
  const timeOf = new Map<string, unknown>();
  const times = new Set<string>();
  // A reading of two fields, a value and its time (`{value: 61, timestamp: 1739817600}`): the value was read then.
  if (entries.length === 2) {
    const time = entries.find(([key]) => keyWords(key).length === 1 && GENERIC_TIME.has(keyWords(key)[0]));
    const value = entries.find(([key, v]) => key !== time?.[0] && typeof v === 'number');
    // The time is the reading's own too: not kept for the value alone.
    if (time && value) {
      timeOf.set(value[0], time[1]);
      return { timeOf, times };
    }
  }
  if (entries.length < 2 || !entries.some(([key]) => TIME_KEY.test(key))) return { timeOf, times };
  const measures = new Map<string, string>();
  for (const [key, value] of entries)
    if (typeof value === 'number' || typeof value === 'string') {
      const words = keyWords(key);
      measures.set(words.join(' '), key);
      // (Also without its unit's letters: `montly_power_peak_w` goes with `montly_power_peak_timestamp`.)
      if (words.length >= 2 && UNIT_SUFFIXES.has(words[words.length - 1]))
        measures.set(words.slice(0, -1).join(' '), key);
    }
  for (const [key, value] of entries) {
    const words = keyWords(key);
    const rest = TIME_PREFIXES.has(words[0])
      ? words.slice(1)
      : TIME_PREFIXES.has(words[words.length - 1])
        ? words.slice(0, -1)
        : null;
    const measure = rest && rest.length > 0 ? measures.get(rest.join(' ')) : undefined;
    if (measure !== undefined && measure !== key && typeof entries.find(([k]) => k === measure)?.[1] === 'number') {
      timeOf.set(measure, value);
      times.add(key);
    }
  }
  return { timeOf, times };
}
