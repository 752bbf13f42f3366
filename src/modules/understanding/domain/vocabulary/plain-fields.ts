import { ownEntry } from './json-reading';
import { capitalized, hasAny, keyWords } from './key-words';
import { elementsRead } from './json-reading';
import { KIND_WORDS, STATE_WORDS } from './text-roles';
import { timeKeyedSeries } from './time-keyed-series';
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
  if (depth === 0) payload = rpcParamsLifted(payload);
  if (Array.isArray(payload)) {
    const pairs = pairsAsRecord(payload);
    if (pairs) return pairs;
    if (payload.length > MAX_PAIRS) return payload;
    return elementsRead(payload, (element) => plainFieldsRead(element, depth + 1));
  }
  if (!isObject(payload)) return payload;
  const joined = clockPartsJoined(payload);
  if (joined) return plainFieldsRead(joined, depth);
  let copy: Json | null = null;
  let latestSet: string | number | null = null;
  for (const [key, value] of Object.entries(payload)) {
    // A state's object stays one: "success" inside a status object is how an API answered, not a thing's state.
    // (A value shown beside its raw form is the state itself: `status: {value_raw: 7, value_localized: "Finished"}`.)
    const attribute =
      keyWords(key).some((word) => STATE_WORDS.has(word)) && !isShownValue(value) ? null : attributeValue(value);
    if (attribute === ABSENT || clockDuration(key, value) === ABSENT) {
      copy ??= { ...payload };
      delete copy[key];
      continue;
    }
    const unitName = unitNameOf(key, value);
    if (unitName !== null) {
      (copy ??= { ...payload })[key] = unitName;
      continue;
    }
    const duration = clockDuration(key, value);
    if (duration !== null) {
      (copy ??= { ...payload })[key] = duration;
      continue;
    }
    if (attribute) {
      copy ??= { ...payload };
      // The shown form of an id is its name (`ProgramID: {value_raw: 1, value_localized: "Cottons"}`), in capitals too
      // ("ECO").
      const named = isShownValue(value) && typeof attribute.value === 'string' ? shownNameKey(key) : key;
      if (named !== key) delete copy[key];
      copy[named] = attribute.value;
      if (attribute.unit && !(`${key}Unit` in payload)) copy[`${key}Unit`] = attribute.unit;
      if (attribute.setAt !== null && (latestSet === null || later(attribute.setAt, latestSet)))
        latestSet = attribute.setAt;
      continue;
    }
    // An event named by a constant in capitals (`name: "CAPTURED"`, a payment's) is where its record stands now.
    if (key === 'name' && typeof value === 'string' && STATE_CONSTANT.test(value) && !hasStateField(payload)) {
      copy ??= { ...payload };
      delete copy.name;
      copy.status = value.toLowerCase().replace(/_/g, ' ');
      continue;
    }
    // An amount object of an integer and its currency alone (`amount: {currency: "NOK", value: 45000}`) counts minor
    // units, as the payment APIs that send this shape document (Adyen, Vipps, Checkout.com): read as such.
    if (isMinorAmountObject(value)) {
      const { value: minor, ...rest } = value as Json;
      (copy ??= { ...payload })[key] = { ...rest, value_minor: minor };
      continue;
    }
    const authors = authorsOf(key, value);
    if (authors !== null && !('byline' in payload)) {
      copy ??= { ...payload };
      delete copy[key];
      copy.byline = authors;
      continue;
    }
    const flight = flightDesignatorOf(value);
    if (flight !== null) {
      (copy ??= { ...payload })[key] = flight;
      continue;
    }
    const metric = metricReadingOf(value);
    if (metric !== null) {
      copy ??= { ...payload };
      copy[key] = metric.value;
      if (metric.unit !== null && !(`${key}Unit` in payload)) copy[`${key}Unit`] = metric.unit;
      continue;
    }
    // An event's code in capitals (`ISSUED_TICKET.CREATED`, `PAYMENT.CAPTURE.COMPLETED`) is the same code; one
    // of a storage service's (`s3:ObjectCreated:Put`, `b2:ObjectDeleted:Delete`) is its thing and what befell it.
    const kindCode = typeof value === 'string' && keyWords(key).some((word) => KIND_WORDS.has(word));
    if (kindCode && SHOUTED_CODE.test(value)) {
      (copy ??= { ...payload })[key] = value.toLowerCase();
      continue;
    }
    const storage = kindCode ? STORAGE_EVENT.exec(value) : null;
    if (storage) {
      (copy ??= { ...payload })[key] = keyWords(storage[1]).join('.');
      continue;
    }
    const code = eventCodeOf(key, value);
    if (code !== null) {
      (copy ??= { ...payload })[key] = code;
      continue;
    }
    const series = timeKeyedSeries(value);
    if (series !== null) {
      (copy ??= { ...payload })[key] = series;
      continue;
    }
    // A list of readings each named by a code (`sensors: [{comp: "temp", value: 17.9}]`) is one record of them; a
    // list of indices or scores by the same codes is no measure of anything.
    const readings =
      Array.isArray(value) && !hasAny(keyWords(key), SCORED_LIST_WORDS) ? namedReadingsAsRecord(value) : null;
    if (readings !== null) {
      copy ??= { ...payload };
      // (A list's name glued into one word, `sensordatavalues`, names nothing a person reads: its readings. Nor does a
      // state's, a device cloud's `status: [{code, value}]`: its readings, not what a status object holds.)
      if (
        (/^[a-z]{13,}$/.test(key) || keyWords(key).some((word) => STATE_WORDS.has(word))) &&
        !('readings' in payload)
      ) {
        delete copy[key];
        copy.readings = readings;
      } else copy[key] = readings;
      continue;
    }
    const read = plainFieldsRead(value, depth + 1);
    // A thing's names in several spellings (`names: {international, japanese}`) are its name.
    if (key === 'names' && typeof read === 'string' && !('name' in payload)) {
      copy ??= { ...payload };
      delete copy[key];
      copy.name = read;
    } else if (read !== value) (copy ??= { ...payload })[key] = read;
  }
  if (copy && latestSet !== null && !Object.keys(payload).some((key) => ATTRIBUTE_TIME.has(key)))
    copy.timestamp = latestSet;
  // (At the root, or as each message of a list of them: an event stream's batch.)
  const topicName = depth <= 1 ? thingOfTopic(payload) : null;
  if (topicName !== null && !('name' in payload)) {
    copy ??= { ...payload };
    delete copy.topic;
    copy.name = topicName;
  }
  const described = describedSeries(copy ?? payload);
  if (described !== null) copy = described;
  const collected = rainInMillimetres(copy ?? payload);
  if (collected !== null) copy = collected;
  const periods = dayOfPeriods(copy ?? payload);
  if (periods !== null) copy = periods;
  const localized = localizedText(payload);
  if (localized !== null) return localized;
  const positional = positionalValuesNamed(copy ?? payload);
  if (positional !== null) copy = positional;
  const lifted = withOwnFieldsLifted(copy ?? payload);
  if (lifted !== null) copy = lifted;
  // (Below the root, an object keyed by ids is a list its sender's own rules read, as Pocket's `list` is.)
  const keyed = depth <= 3 ? recordsKeyedById(copy ?? payload, depth) : null;
  if (keyed !== null) return keyed;
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

/**
 * Segments of a message queue's topic that say how the message goes, not what it is about: the conventions of Tasmota
 * (`stat/<device>/RESULT`, `tele/<device>/SENSOR`), zigbee2mqtt (`zigbee2mqtt/<device>`), Home Assistant's
 * (`homeassistant/<domain>/<entity>/state`), Shelly's (`shellies/<device>/relay/0`), as Node-RED's `{topic, payload}`
 * forwards them.
 */
const TOPIC_PLUMBING = new Set([
  'stat',
  'tele',
  'cmnd',
  'tasmota',
  'zigbee2mqtt',
  'homeassistant',
  'shellies',
  'state',
  'status',
  'set',
  'get',
  'result',
  'sensor',
  'binary_sensor',
  'switch',
  'light',
  'relay',
  'events',
  'event',
  'lwt',
  'info',
  'availability',
  'attributes',
  'config',
  // openHAB's event bus (`openhab/items/<item>/statechanged`).
  'openhab',
  'items',
  'things',
  'statechanged',
  'stateupdated',
  'statuschanged',
  'command',
]);
const TOPIC = /^[\w-]+(?:\/[\w+#-]+){1,6}$/;

/** The thing a message's topic names (`stat/panel_heater/RESULT` is "panel heater"), or null. */
function thingOfTopic(payload: Json): string | null {
  const topic = payload.topic;
  if (typeof topic !== 'string' || !TOPIC.test(topic) || !('payload' in payload)) return null;
  const named = topic
    .split('/')
    .filter(
      (segment) => /[a-z]/i.test(segment) && !/^\d+$/.test(segment) && !TOPIC_PLUMBING.has(segment.toLowerCase()),
    );
  return named.length === 1 ? named[0].replace(/[_-]+/g, ' ') : null;
}

/**
 * What one count of a rain collector holds, by the code a station sends as `rain_size` (Davis WeatherLink Live's
 * local API, weatherlink.github.io/weatherlink-live-local-api: 1 = 0.01 in, 2 = 0.2 mm, 3 = 0.1 mm, 4 = 0.001 in).
 */
const RAIN_COLLECTOR_MM: Readonly<Record<number, number>> = { 1: 0.254, 2: 0.2, 3: 0.1, 4: 0.0254 };
const RAIN_KEY = /^rain(?:fall)?(?:_|$)/i;

/**
 * A station's rain sent as counts of its collector (`rainfall_daily: 31` beside `rain_size: 2`): in millimetres
 * (`rainfall_daily_mm: 6.2`), the code gone; the counts are no millimetres. Null when the object sends no such code.
 */
function rainInMillimetres(object: Json): Json | null {
  const size = typeof object.rain_size === 'number' ? ownEntry(RAIN_COLLECTOR_MM, object.rain_size) : undefined;
  if (!('rain_size' in object)) return null;
  const read: Json = {};
  for (const [key, value] of Object.entries(object)) {
    if (key === 'rain_size') continue;
    const counts = RAIN_KEY.test(key) && typeof value === 'number' && !/_at$/i.test(key);
    // (Counts of a collector of no known size say nothing that can be told.)
    if (counts && size !== undefined) read[`${key}_mm`] = Math.round(value * size * 1000) / 1000;
    else if (!counts) read[key] = value;
  }
  return read;
}

/** Keys of an object that says what a series beside it measures and in which unit (`parameter: {name, unit}`). */
const DESCRIBER_KEYS = new Set(['parameter', 'metric', 'measure', 'variable', 'observedProperty', 'observed_property']);
/** Keys of a series of timed values beside its describer. */
const SERIES_KEYS = new Set(['value', 'values', 'data', 'observations', 'readings']);
const SERIES_TIME_KEYS = ['date', 'time', 'timestamp', 'ts', 'from', 'ref'];
const MAX_DESCRIBED = 200;
const SERIES_WINDOW_KEYS = new Set(['period', 'link', 'links']);

/**
 * What a unit alone says is measured, when the describer's own name cannot be read (SMHI's "Lufttemperatur" in
 * "celsius"): temperature, rain, pressure, speed. Other units say too little to name the series.
 */
const MEASURE_OF_UNIT_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:degrees? )?(?:celsius|fahrenheit|°c|°f|degc|degf)$/i, 'temperature'],
  [/^(?:millimet(?:er|re)s?|mm)$/i, 'precipitation'],
  [/^(?:hpa|hectopascals?|mbar|millibars?)$/i, 'pressure'],
  [/^(?:m\/s|met(?:er|re)s? per se[ck](?:ond|und)?|km\/h|kph|mph|knots?)$/i, 'speed'],
];

/** "meter per sekund" in the unit the rules read ("m/s"); other units as sent. */
const UNIT_SPELLED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^met(?:er|re)s? per se[ck](?:ond|und)?$/i, 'm/s'],
  [/^millimet(?:er|re)s?$/i, 'mm'],
];

/**
 * A series of timed values whose measure and unit an object beside it names (SMHI's `value: [{date, value: "4.3"}]`
 * beside `parameter: {name: "Lufttemperatur", unit: "celsius"}`): readings of that measure, each at its time, named by
 * the unit's measure (the describer's own name may be in any language). Null when the object is no such series.
 */
function describedSeries(object: Json): Json | null {
  const describerKey = Object.keys(object).find((key) => DESCRIBER_KEYS.has(key) && isObject(object[key]));
  if (describerKey === undefined) return null;
  const describer = object[describerKey] as Json;
  if (typeof describer.unit !== 'string') return null;
  const measure = MEASURE_OF_UNIT_WORDS.find(([unit]) => unit.test((describer.unit as string).trim()))?.[1];
  const seriesKey = Object.keys(object).find((key) => SERIES_KEYS.has(key) && Array.isArray(object[key]));
  if (measure === undefined || seriesKey === undefined) return null;
  const series = object[seriesKey] as unknown[];
  if (series.length === 0 || series.length > MAX_DESCRIBED) return null;
  // (A weather station's speed is its wind's.)
  const named = measure === 'speed' && Object.keys(object).some((key) => /station/i.test(key)) ? 'windSpeed' : measure;
  const unit = UNIT_SPELLED.find(([spelled]) => spelled.test((describer.unit as string).trim()))?.[1] ?? describer.unit;
  const readings: Json[] = [];
  for (const point of series) {
    if (!isObject(point)) return null;
    const timeKey = SERIES_TIME_KEYS.find((key) => key in point);
    const sent = point.value;
    const value = typeof sent === 'string' && NUMBER_TEXT.test(sent) ? Number(sent) : sent;
    if (timeKey === undefined || typeof value !== 'number') return null;
    readings.push({ [timeKey]: point[timeKey], [named]: value, [`${named}Unit`]: unit });
  }
  // (The window the series was asked for and the links to it say nothing of the readings.)
  const read: Json = {};
  for (const [key, value] of Object.entries(object))
    if (key !== describerKey && key !== seriesKey && !SERIES_WINDOW_KEYS.has(key)) read[key] = value;
  read.readings = readings;
  return read;
}

/** Keys of a measure's totals over periods besides the day's (`import: {day, week, month, units: "kWh"}`). */
const LONGER_PERIODS = new Set(['yesterday', 'week', 'month', 'year', 'quarter']);
/** Keys of the all-time total beside them (`ENERGY: {Total, Yesterday, Today}`): a meter's lifetime, no day's. */
const ALL_TIME_KEYS = new Set(['total', 'cumulative', 'lifetime', 'alltime']);

/**
 * A measure's totals by period read as the day's so far alone (`daily`, a generic value whose latest reading says the
 * day): the week's, the month's and the all-time total beside them are no measure of the day.
 */
function dayOfPeriods(object: Json): Json | null {
  // (Most objects name no day: a look at the spellings first, before the keys are listed.)
  if (!('day' in object || 'Day' in object || 'today' in object || 'Today' in object)) return null;
  const dayKey = Object.keys(object).find(
    (key) => (key.toLowerCase() === 'day' || key.toLowerCase() === 'today') && typeof object[key] === 'number',
  );
  if (dayKey === undefined || 'daily' in object) return null;
  const longer = Object.keys(object).filter(
    (key) => LONGER_PERIODS.has(key.toLowerCase()) && typeof object[key] === 'number',
  );
  if (longer.length === 0) return null;
  const read: Json = {};
  for (const [key, value] of Object.entries(object))
    if (key === dayKey) read.daily = value;
    else if (!longer.includes(key) && !(ALL_TIME_KEYS.has(key.toLowerCase()) && typeof value === 'number'))
      read[key] = value;
  return read;
}

/** A lifecycle's state in capitals, as an event's name (`CAPTURED`, `PARTIALLY_REFUNDED`); a merchant's "ASOS" is none. */
const STATE_CONSTANT =
  /^(?:[A-Z]+_)?(?:AUTHORI[SZ]ED|CAPTURED|CREATED|ABORTED|REFUNDED|CANCELL?ED|EXPIRED|FAILED|COMPLETED|PENDING|SETTLED|DECLINED|TERMINATED|REJECTED|APPROVED|VOIDED|RESERVED)$/;
const hasStateField = (object: Json) =>
  Object.keys(object).some((key) => keyWords(key).some((word) => STATE_WORDS.has(word)));

function isMinorAmountObject(object: unknown): boolean {
  if (!isObject(object) || !('currency' in object && 'value' in object)) return false;
  const keys = Object.keys(object);
  return (
    keys.length === 2 &&
    Number.isInteger(object.value) &&
    typeof object.currency === 'string' &&
    /^[A-Z]{3}$/.test(object.currency)
  );
}

/** Keys of a measure's readings in several systems of units (`Temperature: {Metric: {Value, Unit}, Imperial}`). */
const UNIT_SYSTEMS = new Set(['metric', 'imperial', 'si', 'us', 'uscs', 'english']);

/**
 * A measure given in several systems of units, read in the metric one (its value and the unit it names): the
 * narration tells it in the units of the person's zone. Null when the object is anything else.
 */
function metricReadingOf(object: unknown): { value: number; unit: string | null } | null {
  if (!isObject(object) || !('Metric' in object || 'metric' in object || 'si' in object || 'SI' in object)) return null;
  const keys = Object.keys(object);
  if (keys.length < 2 || !keys.every((key) => UNIT_SYSTEMS.has(key.toLowerCase()))) return null;
  const metricKey = keys.find((key) => key.toLowerCase() === 'metric' || key.toLowerCase() === 'si');
  const metric = metricKey === undefined ? undefined : object[metricKey];
  if (typeof metric === 'number') return { value: metric, unit: null };
  if (!isObject(metric)) return null;
  const field = (name: string) => Object.entries(metric).find(([key]) => key.toLowerCase() === name)?.[1];
  const [value, unit] = [field('value'), field('unit')];
  return typeof value === 'number' ? { value, unit: typeof unit === 'string' ? unit : null } : null;
}

/** Names of a field that says who wrote a work (`published_by`, `writtenBy`), not who did anything that day. */
// (And a list of its authors' names, Open Library's `author_names`.)
const AUTHORED_BY = /^(?:(?:published|written|authored)_?by|authors?_?names?|authors)$/i;
const MAX_AUTHORS = 5;

/** A work's authors sent as a list of names (wallabag's `published_by: ["Adrian Hollis"]`): its byline, no actor. */
function authorsOf(key: string, value: unknown): string | null {
  if (!AUTHORED_BY.test(key) || !Array.isArray(value) || value.length === 0 || value.length > MAX_AUTHORS) return null;
  const names = value.map((name) => (typeof name === 'string' ? name.trim() : '')).filter((name) => name !== '');
  if (names.length !== value.length || names.some((name) => name.length > 80)) return null;
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const CARRIER_KEYS = new Set(['carrierCode', 'carrier_code', 'airlineCode', 'airline_code', 'airline_iata', 'carrier']);
const FLIGHT_NUMBER_KEYS = new Set(['flightNumber', 'flight_number', 'number']);

/**
 * A flight's designator sent as its airline's code and its number (`{carrierCode: "IB", flightNumber: 3166}`): "IB
 * 3166", as a ticket and a departures board write it.
 */
function flightDesignatorOf(object: unknown): string | null {
  if (!isObject(object)) return null;
  const entries = Object.entries(object);
  if (entries.length > 3) return null;
  const carrier = entries.find(([key]) => CARRIER_KEYS.has(key))?.[1];
  const number = entries.find(([key]) => FLIGHT_NUMBER_KEYS.has(key))?.[1];
  if (typeof carrier !== 'string' || !/^[A-Z0-9]{2,3}$/.test(carrier)) return null;
  if (!(
    (typeof number === 'number' && Number.isInteger(number)) ||
    (typeof number === 'string' && /^\d{1,4}[A-Z]?$/.test(number))
  ))
    return null;
  return `${carrier} ${number}`;
}

const SHOUTED_CODE = /^[A-Z][A-Z_]*(?:\.[A-Z][A-Z_]*)+$/;
const STORAGE_EVENT = /^[a-z][a-z0-9]{0,5}:((?:[A-Z][a-z]+){2,3})(?::[A-Za-z*]+)?$/;

/** An event's code (`postcard.in_local_area`, `invoice_paid`): words joined by dots or underscores, no digits. */
const EVENT_CODE = /^[a-z]+(?:[._][a-z]+)+$/;

/**
 * The code of an object that says what kind of event it is (`event_type: {id: "postcard.delivered", resource,
 * object}`): that object is its code, as if the sender had sent `event_type: "postcard.delivered"`.
 */
function eventCodeOf(key: string, value: unknown): string | null {
  if (!isObject(value) || !keyWords(key).some((word) => KIND_WORDS.has(word))) return null;
  const id = value.id ?? value.key;
  return typeof id === 'string' && EVENT_CODE.test(id) && id.includes('.') ? id : null;
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

/** What a field's value is when the sender marks it as not there (a localized value of null, `-32768` raw). */
const ABSENT = Symbol('absent');

/** Keys of a value shown as the sender words it (`value_localized: 40`) beside its raw form (`value_raw: 4000`). */
const SHOWN_VALUE_KEYS = new Set([
  'value_localized',
  'valueLocalized',
  'localized',
  'localizedValue',
  'display_value',
  'displayValue',
  'formatted',
  'formattedValue',
  'formatted_value',
]);
const RAW_VALUE_KEYS = new Set(['value_raw', 'valueRaw', 'raw', 'rawValue', 'raw_value']);
/** The label a sender gives the field in the person's language (`key_localized: "Spin speed"`); the field's own name says it. */
const LABEL_KEYS = new Set(['key_localized', 'keyLocalized', 'label_localized']);

type Attribute = { value: string | number | boolean; unit: string | null; setAt: string | number | null };

/**
 * An attribute sent as `{value, timestamp?, unit?}` with a plain value, or as the value shown beside its raw form
 * (`{value_raw: 4000, value_localized: 40, unit: "Celsius"}`: the shown one, since the raw one may be scaled), or a
 * list of such values for the parts of a thing (the first present); ABSENT when the shown value is empty, null when
 * the object is anything else.
 */
function attributeValue(object: unknown): Attribute | typeof ABSENT | null {
  if (Array.isArray(object)) return firstAttribute(object);
  if (!isObject(object)) return null;
  const shownKey = Object.keys(object).find((key) => SHOWN_VALUE_KEYS.has(key));
  const valueKey = shownKey ?? ('value' in object ? 'value' : undefined);
  if (valueKey === undefined) return null;
  const value = object[valueKey];
  let unit: string | null = null;
  let setAt: string | number | null = null;
  for (const [key, field] of Object.entries(object)) {
    if (key === valueKey || (shownKey && (RAW_VALUE_KEYS.has(key) || LABEL_KEYS.has(key)))) continue;
    if (key === 'unit' && typeof field === 'string') unit = NO_UNIT.has(field.toLowerCase()) ? null : field;
    else if (UNIT_CODE_KEYS.has(key) && typeof field === 'string') unit = unitOfCode(field);
    else if (ATTRIBUTE_TIME.has(key) && (typeof field === 'string' || typeof field === 'number')) setAt = field;
    else if (!QUALITY_KEYS.has(key)) return null;
  }
  // (A reading its unit code names but that was not taken, `{unitCode: "wmoUnit:Pa", value: null}`, is not there.)
  if (value === null && Object.keys(object).some((key) => UNIT_CODE_KEYS.has(key))) return ABSENT;
  if (shownKey && (value === null || (typeof value === 'string' && value.trim() === ''))) return ABSENT;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  return { value, unit, setAt };
}

/** Keys of a unit sent as a code (api.weather.gov's `unitCode: "wmoUnit:degC"`), and of a reading's quality flag. */
const UNIT_CODE_KEYS = new Set(['unitCode', 'unit_code', 'uom']);
const QUALITY_KEYS = new Set(['qualityControl', 'quality_control', 'quality']);

/**
 * The unit a code names, its namespace aside: WMO's codes as api.weather.gov sends them (`wmoUnit:degC`,
 * `wmoUnit:km_h-1`, source: codes.wmo.int/common/unit) and UCUM's plain ones; a code the rules do not know as sent.
 */
const UNIT_CODES: Readonly<Record<string, string | null>> = {
  degC: '°C',
  degF: '°F',
  'km_h-1': 'km/h',
  'm_s-1': 'm/s',
  percent: '%',
  'degree_(angle)': null,
};

function unitOfCode(code: string): string | null {
  const bare = code.slice(code.lastIndexOf(':') + 1);
  const known = ownEntry(UNIT_CODES, bare);
  return known !== undefined ? known : NO_UNIT.has(bare.toLowerCase()) ? null : bare;
}

/** A key without its trailing id word (`ProgramID` is `Program`, `program_id` is `program`). */
function shownNameKey(key: string): string {
  const bare = key.replace(/(?:_id|Id|ID)$/, '');
  return bare !== key && bare !== '' ? `${bare}Name` : key;
}

const isShownValue = (value: unknown): boolean =>
  isObject(value) && Object.keys(value).some((key) => SHOWN_VALUE_KEYS.has(key));

/** The first present value of a short list of shown values (a target temperature per zone, the unused ones empty). */
function firstAttribute(list: unknown[]): Attribute | typeof ABSENT | null {
  if (list.length === 0 || list.length > 8 || !list.every((element) => isObject(element))) return null;
  const read = list.map((element) => attributeValue(element));
  if (read.some((attribute) => attribute === null)) return null;
  if (!list.some((element) => Object.keys(element as Json).some((key) => SHOWN_VALUE_KEYS.has(key)))) return null;
  return read.find((attribute): attribute is Attribute => attribute !== ABSENT) ?? ABSENT;
}

/**
 * A time of a running thing sent as hours and minutes (`remainingTime: [1, 42]`, `elapsedTime: [0, 18]`): an ISO
 * duration; ABSENT when it is none ([0, 0]); null for anything else.
 */
function clockDuration(key: string, value: unknown): string | typeof ABSENT | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [hours, minutes] = value;
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return null;
  if ((hours as number) < 0 || (hours as number) > 99 || (minutes as number) < 0 || (minutes as number) > 59)
    return null;
  const words = keyWords(key);
  if (!words.some((word) => word === 'time' || word === 'duration')) return null;
  if (hours === 0 && minutes === 0) return ABSENT;
  return `PT${hours}H${minutes}M`;
}

const isClockPart = (value: unknown, most: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= most;

/**
 * A length sent as its clock's parts (`{hours: 4, minutes: 35, seconds: 23}`, as time trackers and summaries give it):
 * one length in seconds, unless the object counts it in seconds already (`total_seconds`); null for anything else.
 */
function clockPartsJoined(object: Json): Json | null {
  const { hours, minutes, seconds } = object;
  if (!isClockPart(hours, 9_999) || !isClockPart(minutes, 59) || (seconds !== undefined && !isClockPart(seconds, 59)))
    return null;
  const rest: Json = { ...object };
  delete rest.hours;
  delete rest.minutes;
  delete rest.seconds;
  const counted = Object.entries(rest).some(
    ([key, value]) => typeof value === 'number' && keyWords(key).includes('seconds'),
  );
  if (!counted) rest.seconds = hours * 3600 + minutes * 60 + (seconds ?? 0);
  return rest;
}

/** Keys that are identifiers (a device's serial number, a UUID), never names of fields. */
const ID_KEY =
  /^(?:\d{6,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|[A-Z0-9]{4,8}(?:-[A-Z0-9]{4,8}){2,4})$/i;

const CODE_KEY = /^[A-Z][A-Z0-9]{1,7}$/;

/**
 * Records sent as an object keyed by their identifiers (`{"000149364444": {...}, "000187654321": {...}}`): the
 * records themselves (one, or a list), each with its key as its `id` when it has none; below the root, the same
 * object with each record's id; null for anything else.
 */
function recordsKeyedById(object: Json, depth: number): unknown {
  const entries = Object.entries(object);
  if (entries.length === 0 || entries.length > MAX_PAIRS) return null;
  // (Or by their own codes, a warning summary's `{WTS: {name, code}, WRAIN: {name, code}}`: records naming themselves.)
  const coded =
    entries.length >= 2 &&
    entries.every(
      ([key, value]) =>
        CODE_KEY.test(key) && isObject(value) && (typeof value.code === 'string' || typeof value.name === 'string'),
    );
  if (!coded && !entries.every(([key, value]) => ID_KEY.test(key) && isObject(value))) return null;
  const records = entries.map(([key, value]) => ('id' in (value as Json) ? value : { id: key, ...(value as Json) }));
  // (Below the root they stay keyed, each with its id: records side by side, as batch-items reads them.)
  if (depth > 0) return Object.fromEntries(entries.map(([key], i) => [key, records[i]]));
  return records.length === 1 ? records[0] : records;
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

/** Keys that name what a reading of a list is (`comp: "temp"`, `sensorType: "radonShortTermAvg"`, `metric: "pm25"`). */
const READING_NAME_KEYS = new Set([
  // (A device's capability, Govee's `{type: "devices.capabilities.property", instance: "sensorTemperature"}`.)
  'instance',
  'comp',
  'component',
  'sensor',
  'sensorType',
  'sensor_type',
  // (Sensor.Community's `sensordatavalues: [{value_type: "SDS_P1", value: "48.30"}]`.)
  'value_type',
  'valueType',
  'metric',
  'measurement',
  'parameter',
  'type',
  'name',
  'key',
  'code',
]);
const READING_VALUE_KEYS = new Set(['value', 'val', 'reading', 'state']);

const SETTING = Symbol('setting');

/**
 * A reading's value as sent, or inside the state that holds it (`state: {value: 66.2}`); an event's state as the
 * message it shows (`state: [{name: "lack", value: 1, message: "Lack of Water"}]`); SETTING for an object of several
 * values.
 */
function shownStateOf(sent: unknown): unknown {
  if (Array.isArray(sent) && sent.length === 1 && isObject(sent[0])) {
    const { message, name } = sent[0];
    return typeof message === 'string' && message !== '' ? message : typeof name === 'string' ? name : SETTING;
  }
  if (!isObject(sent)) return sent;
  const keys = Object.keys(sent);
  if (keys.length > 2 || !('value' in sent) || !keys.every((key) => key === 'value' || key === 'unit')) return SETTING;
  return isObject(sent.value) || Array.isArray(sent.value) ? SETTING : sent.value;
}
const READING_OTHER_KEYS = new Set(['unit', 'units', 'timestamp', 'time', 't', 'ts']);
const READING_EPOCH_KEYS = ['t', 'ts', 'timestamp', 'time'];
/** A data point's own number beside its code (Tuya's `{"19": "20480", code: "cur_power", value: 20480}`). */
const DATA_POINT_KEY = /^\d{1,3}$/;
/** A variable's own plumbing beside its name and value (Arduino Cloud's `{id, name, value, persist, updated_at}`). */
const READING_PLUMBING_KEYS = new Set(['id', 'uuid', 'persist', 'permission', 'created_by', 'createdBy', 'type']);
const READING_SET_AT_KEYS = new Set(['updated_at', 'updatedAt', 'last_value_updated_at', 'changed_at']);
/** A variable set this long before the latest of its list was not set now. */
const STALE_VARIABLE_MS = 12 * 3_600_000;

/** When a variable of a list was last set, as sent. */
function setTimeOf(reading: Json): string | null {
  for (const key of READING_SET_AT_KEYS) if (typeof reading[key] === 'string') return reading[key] as string;
  // (Or as an epoch beside it, Tuya's `t: 1754694321000`.)
  for (const key of READING_EPOCH_KEYS) {
    const epoch = reading[key];
    if (typeof epoch === 'number' && epoch > 1e9 && epoch < 1e13)
      return new Date(epoch < 1e12 ? epoch * 1000 : epoch).toISOString();
  }
  return null;
}

const NUMBER_TEXT = /^-?\d{1,12}(?:\.\d{1,9})?$/;
/** The longest text a variable may hold and be read as one. */
const READING_TEXT_CHARS = 500;
/** A code naming a measure: one word of letters and digits, maybe with underscores (`temp`, `pm25`, `humid`). */
const READING_CODE = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Lists of what readings score, not what they measure. */
const SCORED_LIST_WORDS = new Set([
  'index',
  'indices',
  'indexes',
  'score',
  'scores',
  'rating',
  'ratings',
  'grade',
  'grades',
]);

/**
 * A list of readings each named by a code under one key, with its number and maybe its unit (Awair's `sensors`,
 * Airthings' `sensors`), as one record of fields (`{temp: 17.9, co2: 539}`, units beside as `tempUnit`); null when
 * the list is not one (names repeat, other fields, values that are not numbers).
 */
function namedReadingsAsRecord(list: unknown[]): Json | null {
  if (list.length < 1 || list.length > MAX_PAIRS || !list.every(isObject)) return null;
  const firstReading = list[0] as Json;
  const first = Object.keys(firstReading);
  // (The key that names each reading is the first of READING_NAME_KEYS whose value is a name: a capability's
  // `instance: "sensorHumidity"` before its `type: "devices.capabilities.property"`.)
  const nameKey = [...READING_NAME_KEYS].find(
    (key) => key in firstReading && typeof firstReading[key] === 'string' && READING_CODE.test(firstReading[key]),
  );
  const valueKey = first.find((key) => READING_VALUE_KEYS.has(key));
  if (nameKey === undefined || valueKey === undefined) return null;
  // (One reading alone is a list of them only as a device's capability names it, or with the time it was read.)
  if (list.length === 1 && nameKey !== 'instance' && setTimeOf(firstReading) === null) return null;
  const record: Json = {};
  // The latest time a variable was set is when the record says what it says; a variable last set long before it (a
  // snapshot's message of yesterday, sent again with every change) says nothing of now.
  let setAt: string | null = null;
  const setTimes = (list as Json[]).map(setTimeOf);
  const latest = Math.max(...setTimes.map((at) => (at === null ? Number.NaN : Date.parse(at))).filter(Number.isFinite));
  for (const [i, reading] of (list as Json[]).entries()) {
    const at = setTimes[i];
    if (at !== null && Number.isFinite(latest) && Date.parse(at) < latest - STALE_VARIABLE_MS) continue;
    const keys = Object.keys(reading);
    const own = (key: string) =>
      key === nameKey ||
      key === valueKey ||
      READING_OTHER_KEYS.has(key) ||
      READING_PLUMBING_KEYS.has(key) ||
      DATA_POINT_KEY.test(key);
    const plumbed = keys.some(
      (key) => READING_PLUMBING_KEYS.has(key) || READING_SET_AT_KEYS.has(key) || DATA_POINT_KEY.test(key),
    );
    if (!keys.every((key) => own(key) || READING_SET_AT_KEYS.has(key))) return null;
    const name = reading[nameKey];
    const shown = shownStateOf(reading[valueKey]);
    // (A setting of several values, `state: {value: {workMode, modeValue}}`, is no reading: left out.)
    if (shown === SETTING) continue;
    // (A number sent as its digits, `"48.30"`, is that number.)
    const sent = shown;
    const value = typeof sent === 'string' && NUMBER_TEXT.test(sent) ? Number(sent) : sent;
    // (A variable's value may be a switch or a message once its list says it is variables: `persist`, `updated_at`.)
    const readable =
      typeof value === 'number' ||
      (plumbed && (typeof value === 'boolean' || (typeof value === 'string' && value.length <= READING_TEXT_CHARS)));
    if (typeof name !== 'string' || !READING_CODE.test(name) || name in record || !readable) return null;
    // (What an event's state shows is where the thing stands: `lackWaterEvent` showing "Lack of Water".)
    record[Array.isArray(reading[valueKey]) ? `${name.replace(/_?event$/i, '')}Status` : name] = value;
    if (at !== null && (setAt === null || at > setAt)) setAt = at;
    const unit = reading.unit ?? reading.units;
    if (typeof unit === 'string' && !NO_UNIT.has(unit.toLowerCase())) record[`${name}Unit`] = unit;
  }
  if (setAt !== null && !('updated_at' in record)) record.updated_at = setAt;
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
  'international',
  'userPreferred',
  'preferred',
  'default',
];
const LANGUAGE_KEY =
  /^(?:[a-z]{2}(?:[-_][A-Za-z]{2})?|english|international|romaji|native|userPreferred|preferred|default|original|local|latin|japanese|chinese|korean|french|german|spanish|portuguese|italian|russian|arabic)$/;

/** The text of an object of its versions by language (`{romaji, english, native}`), or null when it is not one. */
function localizedText(object: Json): string | null {
  const keys = Object.keys(object);
  // (One version alone when its key can only name one: `title: {romaji: "Dandadan"}`; a lone `id` is no language.)
  const alone = keys.length === 1 && /^(?:english|international|romaji|native|userPreferred)$/.test(keys[0]);
  // (One key besides the languages, a platform's own spelling (`twitch`), when at least two languages lead it.)
  const others = keys.filter((key) => !LANGUAGE_KEY.test(key)).length;
  if ((keys.length < 2 && !alone) || keys.length > 12 || others > (keys.length >= 3 ? 1 : 0)) return null;
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

/** Keys that name a status object of its own (`status: {name, id}`), which stays one. */
const NAMED_KEYS = new Set(['name', 'id', 'title', 'label', 'key', 'code']);
/** Fields a device's state object holds before it is data (a car's thirty readings stay a part). */
const MAX_LIFTED_FIELDS = 24;
/** Words of one of several versions of a state (`old_state` and `new_state`, `desiredState`): a change, not the state. */
const VERSION_WORDS = new Set([
  'previous',
  'prev',
  'old',
  'last',
  'prior',
  'from',
  'new',
  'current',
  'next',
  'to',
  'target',
  'desired',
  'reported',
  'resulting',
]);
/** Keys of an object that holds what a device is (its kind and name), as its own fields. */
const IDENTIFICATION_KEYS = new Set(['ident', 'identification']);

/**
 * A device's current state and what it is, sent as objects of the record's own fields (`ident: {type: "Washing
 * machine", deviceName: ""}`, `state: {status: "In use", Program: "Cottons", targetTemperature: 40}`): those fields
 * beside the ones it has (which win); null when there are none. A status object that names itself (`status: {name:
 * "Done", id: 3}`) is not one.
 */
function withOwnFieldsLifted(object: Json): Json | null {
  let lifted: Json | null = null;
  for (const [key, part] of Object.entries(object)) {
    if (!isObject(part)) continue;
    const keys = Object.keys(part);
    if (keys.length === 0 || keys.length > MAX_LIFTED_FIELDS || keys.some((k) => NAMED_KEYS.has(k))) continue;
    const identification = IDENTIFICATION_KEYS.has(key);
    // (Also a device's state under a name of its own, `acState: {on, mode, targetTemperature}`; not an earlier one.)
    const words = keyWords(key);
    const state =
      words[words.length - 1] === 'state' &&
      (words.length === 1 || (words.length === 2 && !VERSION_WORDS.has(words[0]))) &&
      keys.length >= 2 &&
      keys.some((k) => k === 'on' || k === 'mode' || keyWords(k).some((word) => STATE_WORDS.has(word)));
    if (!identification && !state) continue;
    lifted ??= { ...object };
    delete lifted[key];
    for (const [field, value] of Object.entries(part)) if (!(field in object)) lifted[field] = value;
  }
  return lifted;
}

const UNIT_FIELD_KEYS = new Set(['unit', 'units', 'uom']);
const UNIT_NAME_KEYS = ['symbol', 'abbreviation', 'short_name', 'shortName', 'name'];

/** A unit sent as an object of its own (`unit: {id: 2, name: "kg", plural_name: null}`): its short name; else null. */
function unitNameOf(key: string, value: unknown): string | null {
  if (!UNIT_FIELD_KEYS.has(key) || !isObject(value)) return null;
  for (const name of UNIT_NAME_KEYS) {
    const text = value[name];
    if (typeof text === 'string' && text.trim() !== '' && text.trim().length <= 12) return text.trim();
  }
  return null;
}

/** Numbered value fields (`svalue1`, `svalue2`), whose meaning their device's type gives in order. */
const POSITIONAL_VALUE = /^s?value(\d)$/i;
/** Type fields that list what a device's numbered values are ("Temp + Humidity", "Percentage"). */
const DEVICE_TYPE_KEYS = ['dtype', 'stype', 'type', 'deviceType', 'subType', 'SubType', 'Type'];

/**
 * A device's numbered values named by its type, in order (Domoticz's `{dtype: "Temp + Humidity", svalue1: "6.8",
 * svalue2: "93"}` is a temperature and a humidity; `{stype: "Percentage", svalue1: "38.2"}` a percentage); null when
 * no type lists as many measures as there are values.
 */
function positionalValuesNamed(object: Json): Json | null {
  const numbered = Object.keys(object).filter((key) => POSITIONAL_VALUE.test(key));
  if (numbered.length === 0) return null;
  for (const typeKey of DEVICE_TYPE_KEYS) {
    const type = object[typeKey];
    if (typeof type !== 'string' || type.length > 60) continue;
    const parts = type.split(/\s*\+\s*/).map((part) => part.trim());
    if (!parts.every((part) => /^\p{L}[\p{L} ]{1,20}$/u.test(part))) continue;
    if (parts.length === 1 && !keyWords(parts[0]).some((word) => MEASURE_TYPE_WORDS.has(word))) continue;
    const copy: Json = { ...object };
    // The types said what the values are; they are no words of the day (nor is a sensor's model, "THGR810").
    for (const key of DEVICE_TYPE_KEYS) delete copy[key];
    for (const key of numbered) {
      const part = parts[Number(POSITIONAL_VALUE.exec(key)![1]) - 1];
      delete copy[key];
      const name = part === undefined ? undefined : (ownEntry(BARE_UNIT_TYPES, part.toLowerCase()) ?? part);
      if (name !== undefined && !(name in copy)) copy[name] = object[key];
    }
    return copy;
  }
  return null;
}

/** A type that names only its value's unit: the level of the device's thing in it (a tank's 38.2%). */
const BARE_UNIT_TYPES: Readonly<Record<string, string>> = { percentage: 'level_pct', percent: 'level_pct' };

/** Words of a type that names one measure its one value is (a device of type "Percentage"). */
const MEASURE_TYPE_WORDS = new Set(['percentage', 'percent', 'temp', 'temperature', 'humidity', 'pressure', 'baro']);

/**
 * A JSON-RPC notification (`{method: "NotifyStatus", params: {...}}`, as Shelly's devices push them): its params are
 * the content, beside the method that names it.
 */
function rpcParamsLifted(payload: unknown): unknown {
  if (!isObject(payload) || typeof payload.method !== 'string' || !isObject(payload.params)) return payload;
  if (Object.keys(payload).length > 6) return payload;
  const { params, ...rest } = payload;
  return { ...rest, ...params };
}
