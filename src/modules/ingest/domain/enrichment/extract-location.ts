import type { Place } from './enrichment';
import { JsonObject, Warnings, isObject } from './limits';

/** The first of the names whose value is neither undefined nor null. */
function firstOf(valueOf: (name: string) => unknown, names: string[]): unknown {
  for (const name of names) {
    const value = valueOf(name);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/**
 * A coordinate written as a string: a plain decimal number, optionally signed,
 * with an optional fraction and exponent ("52.5", "-13.4", "+1", "5.25e1").
 * Not what Number() also reads: hexadecimal, binary or octal ("0x10" is 16),
 * "Infinity", surrounding whitespace, an empty string; nor "52,5" or ".5".
 */
const DECIMAL = /^[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** Longest coordinate string read; a longer one is not a coordinate anyone sends. */
const MAX_COORDINATE_LENGTH = 64;

/** A finite number (-0 read as 0), null when the value is there but is none, undefined when absent. */
function coordinate(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  let number = NaN;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && value.length <= MAX_COORDINATE_LENGTH && DECIMAL.test(value))
    number = Number(value);
  return Number.isFinite(number) ? number + 0 : null;
}

/** A refused string as a warning quotes it: JSON, cut to 20 characters. */
function shown(value: string): string {
  const characters = Array.from(value);
  return characters.length > 20 ? `${JSON.stringify(characters.slice(0, 20).join(''))}…` : JSON.stringify(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : undefined;
}

/**
 * Whether a bare `location` text can be a place's name: senders use the word
 * for a position in a book ("1705-1706"), a reading list ("later") or a meeting
 * link, none of which is a place.
 */
function namesAPlace(value: string): boolean {
  const name = value.trim();
  // The letters of a number ("1.5e+21", "Infinity") name nothing.
  const words = name.replace(/[+-]?(?:\d+(?:[.,]\d+)*(?:e[+-]?\d+)?|infinity|nan)\b/gi, '');
  // (Nor does an id: one unbroken token of ten characters or more with digits in it, "64b1f0c2a93e7d0012c4e8b7".)
  const id = !/\s/.test(name) && name.length >= 10 && (name.match(/\d/g) ?? []).length >= 3;
  return (
    !id && /\p{L}/u.test(words) && !/^[a-z_]+$/.test(name) && !/:\/\/|^www\.|^[\w-]+(?:\.[\w-]+)+\/\S*$/i.test(name)
  );
}

/**
 * The place an object names, from top-level aliases (latitude/lat,
 * longitude/lng/lon, placeName/place, address) or a nested `location` object
 * (lat, lng, name and the same long names), or null when it names none.
 */
export function placeIn(item: JsonObject, where: string, warnings: Warnings): Place | null {
  const nested = isObject(item.location) ? item.location : undefined;
  // The nested object's names win over the top level's, as if merged over it (without copying either).
  const source = (name: string): unknown => (nested && Object.hasOwn(nested, name) ? nested[name] : item[name]);
  const rawLatitude = firstOf(source, ['latitude', 'lat']);
  const rawLongitude = firstOf(source, ['longitude', 'lng', 'lon']);
  const latitude = coordinate(rawLatitude);
  const longitude = coordinate(rawLongitude);
  const placeName =
    text(nested ? firstOf((name) => nested[name], ['name']) : undefined) ??
    text(firstOf(source, ['placeName', 'place'])) ??
    (typeof item.location === 'string' && namesAPlace(item.location) ? text(item.location) : undefined);
  const address = text(source('address'));

  const place: Place = {};
  if (latitude !== undefined || longitude !== undefined) {
    const at = `${where}location`;
    if (latitude === null || longitude === null || latitude === undefined || longitude === undefined) {
      const why =
        typeof rawLatitude === 'string' && latitude === null
          ? `; latitude ${shown(rawLatitude)} is not a decimal number`
          : typeof rawLongitude === 'string' && longitude === null
            ? `; longitude ${shown(rawLongitude)} is not a decimal number`
            : '';
      warnings.add(at, `coordinates skipped, latitude and longitude must both be numbers${why}`);
    } else if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) {
      warnings.add(at, 'coordinates skipped, latitude must be within -90..90 and longitude within -180..180');
    } else {
      place.latitude = latitude;
      place.longitude = longitude;
    }
  }
  if (placeName) place.placeName = placeName;
  if (address) place.address = address;
  return Object.keys(place).length > 0 ? place : null;
}
