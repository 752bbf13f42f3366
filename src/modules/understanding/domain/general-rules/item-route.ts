import { currencyExponent } from '../vocabulary/currency';
import { keyWords } from '../vocabulary/key-words';
import { looksLikeEmail, looksLikeUrl } from '../vocabulary/value-shapes';
import { Json, isObject } from './item-context';
import type { ItemFindings } from './item-findings';

// A journey from one place to another (a flight, a train, a ride): its two ends named as a person says them
// ("Frankfurt International (FRA) → Berlin Brandenburg (BER)"), left and reached at the ends' own times.

/** Words of a key that name where a journey began, and where it ended. */
// (Airlines' "board point" and "off point", `boardPointIataCode`, are a leg's two ends.)
// (And shortened, Flightradar24's `orig_iata` and `dest_iata`.)
const FROM_WORDS = new Set(['origin', 'orig', 'departure', 'departing', 'dep', 'pickup', 'boarding', 'board', 'from']);
const TO_WORDS = new Set(['destination', 'dest', 'arrival', 'arriving', 'arr', 'dropoff', 'alighting', 'off', 'to']);
/** End words that say nothing of a place by themselves: `from` and `to` are as often people, currencies or dates. */
const WEAK_END_WORDS = new Set(['from', 'to', 'dep', 'arr', 'off']);
/** Words of a key whose text value is a place, not a person (`from_station`, `pickup_address`). */
const PLACE_WORDS = new Set(['airport', 'station', 'city', 'stop', 'place', 'location', 'address', 'port', 'point']);
/** Words of a key that say it holds a detail of an end (`arrivalTime`, `departure_gate`), not the end. */
const DETAIL_WORDS = new Set([
  'time',
  'times',
  'at',
  'date',
  'timestamp',
  'scheduled',
  'estimated',
  'actual',
  'delay',
  'gate',
  'terminal',
  'platform',
  'track',
  'seat',
  'zone',
  'timezone',
  'tz',
  'lat',
  'latitude',
  'lon',
  'lng',
  'longitude',
  'id',
  'utc',
  'local',
]);
/** An end's name, best first. */
const NAME_KEYS = [
  'airport',
  'airport_name',
  'airportName',
  'station',
  'station_name',
  'stationName',
  'name',
  'city',
  'cityName',
  'city_name',
  'stop',
  'place',
  'display_name',
  'displayName',
  'address',
];
const CITY_KEYS = ['city_name', 'cityName', 'city'];
/** Keys of an end object that name a place itself (not `name`, which a person has too). */
const PLACE_NAME_KEYS = new Set(NAME_KEYS.filter((key) => !['name', 'display_name', 'displayName'].includes(key)));
/** An end's code (IATA, ICAO, a station's). */
const CODE_KEYS = ['iata', 'iata_code', 'iataCode', 'code', 'airportCode', 'airport_code', 'icao', 'station_code'];
const CODE = /^[A-Z][A-Z0-9]{2,3}$/;
/** An end's times, the best guess of when it really happened first. */
const TIME_KEYS = [
  ['actual', 'actual_time', 'actualTime', 'actual_runway', 'runway_actual', 'gate_actual', 'revised'],
  ['estimated', 'estimated_time', 'estimatedTime', 'estimated_runway', 'expected'],
  ['scheduled', 'scheduled_time', 'scheduledTime', 'planned', 'time', 'at'],
];
const MAX_NAME = 80;
/** Keys a wrapper of the journey may hide it under (`{flight: {departure, arrival}}`): searched one level down. */
const MAX_WRAPPER_KEYS = 40;

export interface RouteEnd {
  name: string | null;
  code: string | null;
  /** Minute of the day it was left or reached (as ItemFindings.minuteOf counts), actual first. */
  minute: number | null;
  scheduledMinute: number | null;
}

export interface Route {
  from: RouteEnd;
  to: RouteEnd;
  /** "Frankfurt International (FRA) → Berlin Brandenburg (BER)". */
  text: string;
  /** Minutes late on leaving, when it says both when it should have left and when it did. */
  lateBy: number | null;
  /** The key of the wrapper it was found in (`flight`), null at the item's top. */
  wrapper: string | null;
}

/** The journey an item tells, at its top or one wrapper down, or null when it names no two places. */
export function routeOf(item: unknown, found: ItemFindings): Route | null {
  if (!isObject(item)) return null;
  const here = routeIn(item, found, null);
  if (here) return here;
  let looked = 0;
  for (const [key, value] of Object.entries(item)) {
    if (++looked > MAX_WRAPPER_KEYS) break;
    if (!isObject(value)) continue;
    const inner = routeIn(value, found, key);
    if (inner) return inner;
  }
  return legsRoute(item, found, 0, { left: LEGS_OBJECTS });
}

/** Lists whose elements are a journey's legs: the first leg's ends are where the journey starts. */
const LEG_LISTS = new Set(['slices', 'legs', 'segments', 'flights', 'trips', 'journeys', 'itinerary']);
/** How deep, through an envelope's content (`data.object`), a journey's legs are looked for. */
const LEGS_DEPTH = 3;
/** How many objects that search opens in all, whatever the item's shape. */
const LEGS_OBJECTS = 30;

/** An order's or a booking's journey told by its first leg (`data.object.slices[0]: {origin, destination}`). */
function legsRoute(object: Json, found: ItemFindings, depth: number, budget: { left: number }): Route | null {
  if (depth > LEGS_DEPTH) return null;
  let looked = 0;
  for (const [key, value] of Object.entries(object)) {
    if (++looked > MAX_WRAPPER_KEYS || budget.left <= 0) break;
    if (Array.isArray(value) && LEG_LISTS.has(key.toLowerCase()) && isObject(value[0])) {
      budget.left--;
      // (A list of legs names no kind of journey: "legs", "segments".)
      const leg = routeIn(value[0], found, null);
      if (leg) return leg;
    } else if (isObject(value) || (Array.isArray(value) && value.length === 1 && isObject(value[0]))) {
      // (A list of one record, `data: [{...}]`, is that record.)
      budget.left--;
      const inner = legsRoute(isObject(value) ? value : (value[0] as Json), found, depth + 1, budget);
      if (inner) return inner;
    }
  }
  return null;
}

function routeIn(object: Json, found: ItemFindings, wrapper: string | null): Route | null {
  let from: RouteEnd | null = null;
  let to: RouteEnd | null = null;
  let looked = 0;
  for (const [key, value] of Object.entries(object)) {
    if (++looked > MAX_WRAPPER_KEYS) break;
    const words = keyWords(key);
    const side = words.some((w) => FROM_WORDS.has(w)) ? 'from' : words.some((w) => TO_WORDS.has(w)) ? 'to' : null;
    if (side === null || words.some((w) => DETAIL_WORDS.has(w))) continue;
    const strong =
      words.some((w) => PLACE_WORDS.has(w)) ||
      words.some((w) => (FROM_WORDS.has(w) || TO_WORDS.has(w)) && !WEAK_END_WORDS.has(w));
    const end = endOf(value, strong, found);
    if (end === null) continue;
    if (side === 'from') from ??= end;
    else to ??= end;
  }
  if (from === null || to === null) return null;
  const text = `${endText(from)} → ${endText(to)}`;
  const lateBy =
    from.minute !== null && from.scheduledMinute !== null && from.minute > from.scheduledMinute
      ? from.minute - from.scheduledMinute
      : null;
  return { from, to, text, lateBy, wrapper };
}

function endOf(value: unknown, strong: boolean, found: ItemFindings): RouteEnd | null {
  if (typeof value === 'string') {
    const text = value.trim();
    // A text end is a place only by its key's own words (`from` alone is as often a person, a currency or a date).
    if (!strong) return null;
    if (CODE.test(text)) return { name: null, code: text, minute: null, scheduledMinute: null };
    return isPlaceText(text) ? { name: text, code: null, minute: null, scheduledMinute: null } : null;
  }
  if (!isObject(value)) return null;
  // A person names an airport's or a station's end by its city ("Lisbon → Funchal"), when it says which.
  const name = firstText(value, CITY_KEYS) ?? firstText(value, NAME_KEYS);
  const codeText = firstText(value, CODE_KEYS);
  const code =
    codeText !== null && CODE.test(codeText) && (strong || currencyExponent(codeText) === null) ? codeText : null;
  const placeNamed = Object.keys(value).some((key) => PLACE_NAME_KEYS.has(key));
  if (!strong && code === null && !placeNamed) return null;
  if ((name === null || !isPlaceText(name)) && code === null) return null;
  const [actual, estimated, scheduled] = TIME_KEYS.map((keys) => firstMinute(value, keys, found));
  return {
    name: name !== null && isPlaceText(name) && name !== code ? name : null,
    code,
    minute: actual ?? estimated ?? scheduled,
    scheduledMinute: scheduled,
  };
}

function endText(end: RouteEnd): string {
  if (end.name && end.code) return `${end.name} (${end.code})`;
  return end.name ?? end.code!;
}

function isPlaceText(text: string): boolean {
  return (
    text.length > 1 &&
    text.length <= MAX_NAME &&
    /\p{L}/u.test(text) &&
    !looksLikeEmail(text) &&
    !looksLikeUrl(text) &&
    !text.includes('\n')
  );
}

function firstText(object: Json, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = object[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function firstMinute(object: Json, keys: readonly string[], found: ItemFindings): number | null {
  for (const key of keys) {
    const value = object[key];
    // A time given as its own object (`scheduled: {utc, local}`) is read by its first text.
    const time = isObject(value) ? Object.values(value).find((v) => typeof v === 'string') : value;
    if (time === undefined || time === null) continue;
    const minute = found.minuteOf(time);
    if (minute !== null) return minute;
  }
  return null;
}
