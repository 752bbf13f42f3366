import type { Position } from '../../events/diary-event';
import type { Interpreter } from '../interpreter';
import { JsonObject, asNumber, isObject, objectAt } from '../../vocabulary/json-reading';
import { ownTimeOf } from './own-time';

/** What a location logger sends beside a position: readings of the device, not words. */
const TELEMETRY =
  /^(?:_?type|lat|latitude|lon|lng|long|longitude|alt|altitude|ele|elevation|acc|accuracy|horizontal_accuracy|vertical_accuracy|vac|hdop|vdop|pdop|sat|sats|satellites|speed|vel|velocity|course|bearing|heading|cog|batt|battery|battery_level|battery_state|bs|conn|wifi|ssid|bssid|tid|topic|tst|timestamp|time|created_at|createdAt|date|datetime|m|t|p|motion|activity|device_id|deviceId|device|provider|source|geometry|properties|coords|coordinates|position|id|_id|tracker|trigger|inregions|inrids|pressure|distance|floor)$/i;

/**
 * General rule, for any tool: a record that is only a position and readings of
 * the device (a location logger's fix, a GeoJSON point) is one point of a
 * route, not a place: a day of them is said as one route.
 */
export const locationFixes: Interpreter = {
  vendor: 'General rules: positions of a location logger',

  matches(value) {
    return pointOf(value) !== null;
  },

  read(value) {
    const point = pointOf(value)!;
    const at = ownTimeOf(point.record);
    return [
      {
        type: 'position',
        latitude: point.latitude,
        longitude: point.longitude,
        ...(at ? { at } : {}),
        identity: `position:${point.latitude},${point.longitude},${JSON.stringify(at ?? null)}`,
      } satisfies Position,
    ];
  },
};

function pointOf(value: JsonObject): { latitude: number; longitude: number; record: JsonObject } | null {
  // GeoJSON: { "type": "Feature", "geometry": { "type": "Point", "coordinates": [lon, lat] }, "properties": {...} }
  const geometry = objectAt(value, 'geometry');
  if (geometry && geometry.type === 'Point' && Array.isArray(geometry.coordinates)) {
    const [longitude, latitude] = geometry.coordinates.map(asNumber);
    const properties = objectAt(value, 'properties') ?? {};
    return valid(latitude, longitude) && onlyTelemetry(properties)
      ? { latitude: latitude!, longitude: longitude!, record: properties }
      : null;
  }
  const where = isObject(value.coords) ? value.coords : value;
  const latitude = asNumber(where.lat ?? where.latitude);
  const longitude = asNumber(where.lon ?? where.lng ?? where.longitude);
  return valid(latitude, longitude) && onlyTelemetry(value)
    ? { latitude: latitude!, longitude: longitude!, record: value }
    : null;
}

function valid(latitude: number | undefined, longitude: number | undefined): boolean {
  return (
    latitude !== undefined &&
    longitude !== undefined &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}

/** Every field is a reading of the device: a name, a note or an address would make it a place worth naming. */
function onlyTelemetry(record: JsonObject): boolean {
  return Object.keys(record).every((key) => TELEMETRY.test(key));
}
