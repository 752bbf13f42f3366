import { parseWrittenTime } from './value-shapes';

// A series sent as an object keyed by its points' times (`heart_rate: {"2026-11-21T08:00:00Z": 61, ...}`, a day's
// values by date, a meter's readings by epoch second): read as the list of points it is, each with its time.

/** Points past this many leave the object as it was (a payload's size bounds it long before). */
const MAX_POINTS = 5_000;
const EPOCH_KEY = /^\d{10}(?:\d{3})?$/;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The points of an object keyed by two times or more, each a number or a record; null when it is not one. */
export function timeKeyedSeries(value: unknown): Json[] | null {
  if (!isObject(value)) return null;
  const keys = Object.keys(value);
  if (keys.length < 2 || keys.length > MAX_POINTS) return null;
  const points: Json[] = [];
  for (const key of keys) {
    const time = timeOfKey(key);
    const point = value[key];
    // (Records keyed by a number are keyed by their ids as often as by times: only numbers are points there.)
    if (time === null || !(typeof point === 'number' || (isObject(point) && !('timestamp' in time)))) return null;
    points.push(typeof point === 'number' ? { ...time, value: point } : { ...time, ...point });
  }
  return points;
}

function timeOfKey(key: string): Json | null {
  if (EPOCH_KEY.test(key)) return { timestamp: Number(key) };
  if (DATE_KEY.test(key)) return { date: key };
  return parseWrittenTime(key) !== null ? { time: key } : null;
}
