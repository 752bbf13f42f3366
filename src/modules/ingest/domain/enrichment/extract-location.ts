import type { Place } from '../../../../shared/enrichment';
import { JsonObject, Warnings, isObject } from './limits';

function firstOf(item: JsonObject, names: string[]): unknown {
  for (const name of names) if (item[name] !== undefined && item[name] !== null) return item[name];
  return undefined;
}

function coordinate(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : undefined;
}

/**
 * The place an object names, from top-level aliases (latitude/lat,
 * longitude/lng/lon, placeName/place, address) or a nested `location` object
 * (lat, lng, name and the same long names), or null when it names none.
 */
export function placeIn(item: JsonObject, where: string, warnings: Warnings): Place | null {
  const nested = isObject(item.location) ? item.location : undefined;
  const source: JsonObject = { ...item, ...(nested ?? {}) };
  const latitude = coordinate(firstOf(source, ['latitude', 'lat']));
  const longitude = coordinate(firstOf(source, ['longitude', 'lng', 'lon']));
  const placeName = text(firstOf(nested ?? {}, ['name'])) ?? text(firstOf(source, ['placeName', 'place'])) ?? (typeof item.location === 'string' ? text(item.location) : undefined);
  const address = text(source.address);

  const place: Place = {};
  if (latitude !== undefined || longitude !== undefined) {
    const at = `${where}location`;
    if (latitude === null || longitude === null || latitude === undefined || longitude === undefined) {
      warnings.add(at, 'coordinates skipped, latitude and longitude must both be numbers');
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
