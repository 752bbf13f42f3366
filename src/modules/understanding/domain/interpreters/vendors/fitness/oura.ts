import type { Dimension } from '../../../vocabulary/quantity';
import type { DailyMetric, DiaryEvent, Sleep, Workout } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import { activityOf } from '../../../events/words';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  defined,
  hasKeys,
  isObject,
  objectsAt,
  positiveAt,
  textAt,
} from '../../../vocabulary/json-reading';

/**
 * Oura API v2 (https://cloud.ouraring.com/v2/docs, the OpenAPI document
 * https://cloud.ouraring.com/v2/static/json/openapi-1.35.json): the webhook
 * notification, and the documents of the usercollection endpoints (sleep,
 * daily_sleep, daily_activity, daily_readiness, workout), one by one or as a
 * page `{ data: [...], next_token }`.
 *
 * A notification (`event_type`, `data_type`, `object_id`) only says that a
 * document changed: plumbing. A sleep period has its own times with their
 * offset and durations in seconds; its `lowest_heart_rate` is what Oura calls
 * the night's resting heart rate. The daily documents are scores of a day
 * (sleep, readiness, activity) that are revised as the day goes on, so each
 * is the day's latest value.
 */
export const oura: Interpreter = {
  vendor: 'Oura: API v2 webhook notifications and documents (sleep, daily scores, activity, workouts)',

  matches(value) {
    if (isNotification(value)) return true;
    if (kindOf(value)) return true;
    const page = value.data;
    return (
      Array.isArray(page) &&
      'next_token' in value &&
      (page.length === 0 || (isObject(page[0]) && kindOf(page[0]) !== null))
    );
  },

  read(value) {
    if (isNotification(value)) return [];
    const documents = Array.isArray(value.data) && 'next_token' in value ? objectsAt(value, 'data') : [value];
    const events: DiaryEvent[] = [];
    for (const document of documents) {
      const kind = kindOf(document);
      if (kind) events.push(...READERS[kind](document));
    }
    return events;
  },
};

type Kind = 'sleep' | 'daily_sleep' | 'daily_activity' | 'daily_readiness' | 'workout';

function isNotification(value: JsonObject): boolean {
  return hasKeys(value, 'event_type', 'data_type', 'object_id') && typeof value.data_type === 'string';
}

/** Which document it is, by the fields only it has. */
function kindOf(value: JsonObject): Kind | null {
  const contributors = value.contributors;
  if (typeof value.day !== 'string') return null;
  if (hasKeys(value, 'bedtime_start', 'bedtime_end') && ('total_sleep_duration' in value || 'time_in_bed' in value))
    return 'sleep';
  if (hasKeys(value, 'activity', 'start_datetime', 'end_datetime', 'intensity')) return 'workout';
  if (!isObject(contributors) || !('score' in value)) return null;
  if (hasKeys(contributors, 'total_sleep', 'deep_sleep', 'rem_sleep')) return 'daily_sleep';
  if (hasKeys(contributors, 'hrv_balance', 'recovery_index')) return 'daily_readiness';
  if (hasKeys(contributors, 'meet_daily_targets', 'move_every_hour') || 'steps' in value) return 'daily_activity';
  return null;
}

const READERS: Record<Kind, (document: JsonObject) => DiaryEvent[]> = {
  sleep: readSleep,
  daily_sleep: (document) => scores(document, [['sleep score', 'count', positiveAt(document, 'score')]]),
  daily_readiness: (document) => scores(document, [['readiness score', 'count', positiveAt(document, 'score')]]),
  daily_activity: (document) =>
    scores(document, [
      ['steps', 'steps', positiveAt(document, 'steps')],
      ['active energy', 'energy', positiveAt(document, 'active_calories')],
      ['activity score', 'count', positiveAt(document, 'score')],
    ]),
  workout: readWorkout,
};

/** Periods that are sleep: a night, a nap; not a `rest` period, nor one the person `deleted`. */
const SLEEP_TYPES = new Set(['long_sleep', 'sleep', 'late_nap']);

function readSleep(sleep: JsonObject): DiaryEvent[] {
  const type = textAt(sleep, 'type');
  if (type !== undefined && !SLEEP_TYPES.has(type)) return [];
  const events: DiaryEvent[] = [
    defined<Sleep>({
      type: 'sleep',
      asleepS: positiveAt(sleep, 'total_sleep_duration'),
      inBedS: positiveAt(sleep, 'time_in_bed'),
      deepS: positiveAt(sleep, 'deep_sleep_duration'),
      remS: positiveAt(sleep, 'rem_sleep_duration'),
      lightS: positiveAt(sleep, 'light_sleep_duration'),
      awakeS: positiveAt(sleep, 'awake_time'),
      heartRateAvg: positiveAt(sleep, 'average_heart_rate'),
      restingHeartRate: positiveAt(sleep, 'lowest_heart_rate'),
      hrvMs: positiveAt(sleep, 'average_hrv'),
      at: momentOfText(sleep.bedtime_start) ?? undefined,
      end: momentOfText(sleep.bedtime_end) ?? undefined,
      identity: typeof sleep.id === 'string' ? `oura:sleep:${sleep.id}` : undefined,
    }),
  ];
  // The readiness a sleep period gave (its `readiness` summary) is the day's readiness score, as daily_readiness tells it.
  events.push(...scores(sleep, [['readiness score', 'count', positiveAt(sleep, 'readiness.score')]]));
  return events;
}

function scores(document: JsonObject, measures: Array<[string, Dimension, number | undefined]>): DailyMetric[] {
  const at = momentOfText(document.day) ?? undefined;
  return measures
    .filter((measure): measure is [string, Dimension, number] => measure[2] !== undefined)
    .map(([label, dimension, value]) =>
      defined<DailyMetric>({ type: 'metric', measure: { label, dimension, value }, combine: 'latest', at }),
    );
}

function readWorkout(workout: JsonObject): Workout[] {
  const activity = textAt(workout, 'activity');
  if (!activity) return [];
  const at = momentOfText(workout.start_datetime);
  const end = momentOfText(workout.end_datetime);
  const elapsedS =
    at && end && 'instant' in at && 'instant' in end && end.instant > at.instant
      ? (end.instant - at.instant) / 1000
      : undefined;
  return [
    defined<Workout>({
      type: 'workout',
      activity: activityOf(activity),
      name: textAt(workout, 'label'),
      distanceM: positiveAt(workout, 'distance'),
      elapsedS,
      energyKcal: positiveAt(workout, 'calories'),
      at: at ?? undefined,
      end: end ?? undefined,
      identity: typeof workout.id === 'string' ? `oura:workout:${workout.id}` : undefined,
    }),
  ];
}
