import type { PlaceVisit } from '../../events/diary-event';
import type { Interpreter } from '../interpreter';
import { JsonObject, asNumber, defined, textAt } from '../../vocabulary/json-reading';
import { ownTimeOf } from './own-time';

const ENTER = new Set(['enter', 'entered', 'entering', 'arrive', 'arrived', 'arriving', 'arrival']);
const LEAVE = new Set(['exit', 'exited', 'exiting', 'leave', 'left', 'leaving', 'depart', 'departed', 'departure']);
const EVENT_KEYS = ['event', 'action', 'transition', 'trigger', 'direction', 'type', 'kind'];
const PLACE_KEYS = [
  'desc',
  'region',
  'place',
  'place_name',
  'placeName',
  'geofence',
  'zone',
  'area',
  'site',
  'venue',
  'location',
  'name',
  'label',
];

/**
 * General rule, for any tool: a record that says it entered or left a named
 * place (a geofence, a region, a zone) is an arrival or a departure there,
 * at its own time: "Arrived at Office at 08:38".
 */
export const geofenceTransitions: Interpreter = {
  vendor: 'General rules: arriving at and leaving named places',

  matches(value) {
    return directionOf(value) !== null && placeOf(value) !== undefined;
  },

  read(value) {
    const latitude = asNumber(value.lat ?? value.latitude);
    const longitude = asNumber(value.lon ?? value.lng ?? value.longitude);
    return [
      defined<PlaceVisit>({
        type: 'place',
        action: directionOf(value) === 'enter' ? 'arrived' : 'left',
        name: placeOf(value),
        latitude: latitude !== undefined && Math.abs(latitude) <= 90 ? latitude : undefined,
        longitude: longitude !== undefined && Math.abs(longitude) <= 180 ? longitude : undefined,
        at: ownTimeOf(value),
      }),
    ];
  },
};

function directionOf(value: JsonObject): 'enter' | 'leave' | null {
  for (const key of EVENT_KEYS) {
    const text = typeof value[key] === 'string' ? (value[key] as string).trim().toLowerCase() : '';
    if (ENTER.has(text)) return 'enter';
    if (LEAVE.has(text)) return 'leave';
  }
  return null;
}

function placeOf(value: JsonObject): string | undefined {
  for (const key of PLACE_KEYS) {
    const text = textAt(value, key);
    if (text !== undefined && text.length <= 80 && !/^[a-z]+:\/\//i.test(text)) return text;
  }
  return undefined;
}
