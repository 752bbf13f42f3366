import type { DiaryEvent, Note, PlaceVisit, Weather } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import { wordsOf } from '../../../events/words';
import type { Interpreter } from '../../interpreter';
import { JsonObject, asNumber, defined } from '../../../vocabulary/json-reading';

/**
 * IFTTT: bodies of the Webhooks "Make a web request" action built from a
 * trigger's ingredients, named as IFTTT names them (each trigger's page on
 * ifttt.com lists them):
 * - Location, "You enter or exit an area" (https://ifttt.com/location/triggers/enter_or_exit_region_location):
 *   `EnteredOrExited`, `OccurredAt`, `LocationMapUrl`, `LocationMapImageUrl`;
 * - Note widget, "Any new note" (https://ifttt.com/do_note/triggers/do_note_new_command_common):
 *   `NoteText`, `CreatedAt`, `Latitude`, `Longitude`, `LocationMapURL`;
 * - Weather Underground, "Current condition changes to" (https://ifttt.com/weather/triggers/current_condition_is):
 *   `Condition`, `TempCelsius`, `TempFahrenheit`, `CheckTime`;
 * - Webhooks, "Receive a web request": `EventName`, `Value1`–`Value3`, `OccurredAt`.
 *
 * The keys are the person's choice; these shapes are recognised only where
 * they are IFTTT's ingredient names (in any letter case). IFTTT writes times as
 * "November 21, 2026 at 07:10AM" in the account's zone, without the zone: a
 * wall-clock time. A place's name is not an ingredient: people add it as a
 * literal ("place": "Office"), under one of a few plain keys.
 */
export const ifttt: Interpreter = {
  vendor: 'IFTTT: Webhooks bodies of Location, Note widget, Weather Underground and Webhooks ingredients',

  matches(value) {
    return shapeOf(keysOf(value)) !== null;
  },

  read(value) {
    const keys = keysOf(value);
    switch (shapeOf(keys)) {
      case 'location':
        return readLocation(keys);
      case 'note':
        return readNote(keys);
      case 'weather':
        return readWeather(keys);
      case 'webhook':
        return readWebhook(keys);
      default:
        return [];
    }
  },
};

/** The payload's top-level keys in lower case, with their values. */
type Keys = Map<string, unknown>;

function keysOf(value: JsonObject): Keys {
  const keys: Keys = new Map();
  for (const key of Object.keys(value)) keys.set(key.toLowerCase(), value[key]);
  return keys;
}

const WEBHOOK_KEYS = new Set(['value1', 'value2', 'value3', 'occurredat', 'eventname']);
const PLACE_KEYS = ['place', 'location', 'area', 'zone', 'where', 'label', 'name'];

function shapeOf(keys: Keys): 'location' | 'note' | 'weather' | 'webhook' | null {
  const entered = text(keys, 'enteredorexited')?.toLowerCase();
  if (entered === 'entered' || entered === 'exited') return 'location';
  if (text(keys, 'notetext') !== undefined) return 'note';
  if (
    keys.has('checktime') &&
    (text(keys, 'condition') !== undefined || keys.has('tempcelsius') || keys.has('tempfahrenheit'))
  )
    return 'weather';
  if (
    [...keys.keys()].every((key) => WEBHOOK_KEYS.has(key)) &&
    (keys.has('value1') || keys.has('value2') || keys.has('value3')) &&
    (keys.has('occurredat') || keys.has('eventname'))
  ) {
    return 'webhook';
  }
  return null;
}

function readLocation(keys: Keys): PlaceVisit[] {
  const [latitude, longitude] = coordinatesOf(keys);
  return [
    defined<PlaceVisit>({
      type: 'place',
      action: text(keys, 'enteredorexited')!.toLowerCase() === 'entered' ? 'arrived' : 'left',
      name: PLACE_KEYS.map((key) => text(keys, key)).find((name) => name !== undefined && !/^https?:/i.test(name)),
      latitude,
      longitude,
      at: timeOf(keys, 'occurredat'),
    }),
  ];
}

function readNote(keys: Keys): Note[] {
  return [
    defined<Note>({
      type: 'note',
      text: text(keys, 'notetext'),
      at: timeOf(keys, 'createdat') ?? timeOf(keys, 'occurredat'),
    }),
  ];
}

function readWeather(keys: Keys): Weather[] {
  const celsius = asNumber(keys.get('tempcelsius'));
  const fahrenheit = asNumber(keys.get('tempfahrenheit'));
  return [
    defined<Weather>({
      type: 'weather',
      conditions: text(keys, 'condition')?.toLowerCase(),
      temperatureC:
        celsius ?? (fahrenheit === undefined ? undefined : Math.round((((fahrenheit - 32) * 5) / 9) * 1e6) / 1e6),
      at: timeOf(keys, 'checktime'),
    }),
  ];
}

/** A Webhooks event passed on: its values are the person's words; its name says what they are ("mood_log"). */
function readWebhook(keys: Keys): DiaryEvent[] {
  const values = ['value1', 'value2', 'value3']
    .map((key) => text(keys, key))
    .filter((v): v is string => v !== undefined);
  if (values.length === 0) return [];
  const name = text(keys, 'eventname');
  return [
    defined<Note>({
      type: 'note',
      title: name ? wordsOf(name) : undefined,
      text: values.join(' · '),
      at: timeOf(keys, 'occurredat'),
    }),
  ];
}

function text(keys: Keys, key: string): string | undefined {
  const found = keys.get(key);
  if (typeof found !== 'string') return undefined;
  const trimmed = found.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Latitude and longitude as ingredients, else from the map link (`https://maps.google.com/?ll=37.78308,-122.417236667&z=21`). */
function coordinatesOf(keys: Keys): [number | undefined, number | undefined] {
  const latitude = asNumber(keys.get('latitude'));
  const longitude = asNumber(keys.get('longitude'));
  if (latitude !== undefined && longitude !== undefined) return [latitude, longitude];
  const link = text(keys, 'locationmapurl') ?? '';
  const match = /[?&]ll=(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)(?:&|$)/.exec(link);
  if (!match) return [undefined, undefined];
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : [undefined, undefined];
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const IFTTT_TIME = /^([A-Za-z]+) (\d{1,2}), (\d{4}) at (\d{1,2}):(\d{2}) ?([AP]M)$/i;

/** IFTTT's "November 21, 2026 at 07:10AM" as a wall-clock time, or an ISO 8601 time as it says. */
function timeOf(keys: Keys, key: string): Moment | undefined {
  const value = text(keys, key);
  if (value === undefined) return undefined;
  const match = IFTTT_TIME.exec(value);
  if (!match) return momentOfText(value) ?? undefined;
  const month = MONTHS.indexOf(match[1].toLowerCase());
  const [day, hour12, minute] = [Number(match[2]), Number(match[4]), Number(match[5])];
  if (month < 0 || day < 1 || day > 31 || hour12 < 1 || hour12 > 12 || minute > 59) return undefined;
  const hour = (hour12 % 12) + (match[6].toUpperCase() === 'PM' ? 12 : 0);
  const date = `${match[3]}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return momentOfText(`${date}T${String(hour).padStart(2, '0')}:${match[5]}`) ?? undefined;
}
