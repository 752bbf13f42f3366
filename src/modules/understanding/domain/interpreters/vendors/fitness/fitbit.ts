import type { Dimension } from '../../../vocabulary/quantity';
import type { DailyMetric, DiaryEvent, Sleep, Workout } from '../../../events/diary-event';
import { laterBy, momentOfText } from '../../../events/moment';
import { activityOf } from '../../../events/words';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  defined,
  firstTextAt,
  hasKeys,
  isObject,
  objectsAt,
  positiveAt,
  textAt,
} from '../../../vocabulary/json-reading';

/**
 * Fitbit Web API (https://dev.fitbit.com/build/reference/web-api/): the sleep
 * log (v1.2, Get Sleep Log by Date), the daily activity summary (Get Daily
 * Activity Summary), the activity log list (Get Activity Log List), and the
 * Subscriptions API notification (each record of its array: `collectionType`,
 * `date`, `ownerId`, `subscriptionId`), which is plumbing.
 *
 * Sleep times are the wall clock of the person's zone without an offset;
 * sleep `duration` is in milliseconds and the stage summary in minutes. The
 * activity log list gives each activity's start with its offset, its durations
 * in milliseconds and its distance with `distanceUnit`. The daily summary's
 * distances follow the unit system the request asked for; without an
 * Accept-Language header (as a relay sends it) that is the metric default,
 * kilometres.
 */
export const fitbit: Interpreter = {
  vendor: 'Fitbit: Web API sleep log, daily activity summary, activity log list, subscription notifications',

  matches(value) {
    return isNotification(value) || isSleepLog(value) || isDailySummary(value) || isActivityLogList(value);
  },

  read(value) {
    if (isNotification(value)) return [];
    if (isSleepLog(value)) return objectsAt(value, 'sleep').map(readSleep);
    if (isActivityLogList(value)) return objectsAt(value, 'activities').flatMap(readLoggedActivity);
    return readDailySummary(value);
  },
};

function isNotification(value: JsonObject): boolean {
  return hasKeys(value, 'collectionType', 'ownerId', 'subscriptionId');
}

function isSleepLog(value: JsonObject): boolean {
  const sleep = value.sleep;
  return (
    Array.isArray(sleep) &&
    ('summary' in value || 'pagination' in value) &&
    (sleep.length === 0 || hasKeys(sleep[0], 'logId', 'dateOfSleep', 'startTime'))
  );
}

function isDailySummary(value: JsonObject): boolean {
  return (
    isObject(value.summary) &&
    hasKeys(value.summary, 'steps', 'caloriesOut') &&
    ('activities' in value || 'goals' in value)
  );
}

function isActivityLogList(value: JsonObject): boolean {
  const activities = value.activities;
  return (
    Array.isArray(activities) &&
    isObject(value.pagination) &&
    (activities.length === 0 || hasKeys(activities[0], 'logId', 'activityName', 'startTime'))
  );
}

const minutes = (value: unknown, path: string) => {
  const found = positiveAt(value, path);
  return found === undefined ? undefined : found * 60;
};

function readSleep(sleep: JsonObject): Sleep {
  // A "stages" log has deep, light, REM and wake; a "classic" one only asleep, restless and awake.
  const stages = textAt(sleep, 'type') !== 'classic';
  const durationMs = positiveAt(sleep, 'duration');
  return defined<Sleep>({
    type: 'sleep',
    asleepS: minutes(sleep, 'minutesAsleep'),
    inBedS: minutes(sleep, 'timeInBed') ?? (durationMs === undefined ? undefined : durationMs / 1000),
    deepS: stages ? minutes(sleep, 'levels.summary.deep.minutes') : undefined,
    remS: stages ? minutes(sleep, 'levels.summary.rem.minutes') : undefined,
    lightS: stages ? minutes(sleep, 'levels.summary.light.minutes') : undefined,
    awakeS: (stages ? minutes(sleep, 'levels.summary.wake.minutes') : undefined) ?? minutes(sleep, 'minutesAwake'),
    at: momentOfText(sleep.startTime) ?? undefined,
    end: momentOfText(sleep.endTime) ?? undefined,
    identity: sleep.logId !== undefined ? `fitbit:sleep:${String(sleep.logId)}` : undefined,
  });
}

/** The day's totals, each the latest (the summary is fetched again as the day goes on), and the activities logged that day. */
function readDailySummary(value: JsonObject): DiaryEvent[] {
  const summary = value.summary as JsonObject;
  const total = objectsAt(summary, 'distances').find((distance) => distance.activity === 'total');
  const totalKm = positiveAt(total, 'distance');
  const metric = (label: string, dimension: Dimension, measured: number | undefined): DailyMetric[] =>
    measured === undefined
      ? []
      : [{ type: 'metric', measure: { label, dimension, value: measured }, combine: 'latest' }];
  return [
    ...metric('steps', 'steps', positiveAt(summary, 'steps')),
    ...metric('distance', 'distance', totalKm === undefined ? undefined : totalKm * 1000),
    ...metric('active energy', 'energy', positiveAt(summary, 'activityCalories')),
    ...metric('floors climbed', 'count', positiveAt(summary, 'floors')),
    ...metric('resting heart rate', 'heart-rate', positiveAt(summary, 'restingHeartRate')),
    ...objectsAt(value, 'activities').flatMap(readDayActivity),
  ];
}

/**
 * An activity of the daily summary: its start is a date and a local "HH:mm", its duration in milliseconds, its distance in
 * kilometres; its `description` describes the activity type ("Walking less than 2 mph"), not what the person wrote.
 */
function readDayActivity(activity: JsonObject): Workout[] {
  const type = firstTextAt(activity, 'activityParentName', 'name');
  if (!type) return [];
  const date = textAt(activity, 'startDate');
  const time = textAt(activity, 'startTime');
  const at =
    date && time && activity.hasStartTime !== false
      ? momentOfText(`${date}T${time}`)
      : date
        ? momentOfText(date)
        : null;
  const durationMs = positiveAt(activity, 'duration');
  const elapsedS = durationMs === undefined ? undefined : durationMs / 1000;
  const km = positiveAt(activity, 'distance');
  return [
    defined<Workout>({
      type: 'workout',
      activity: activityOf(type),
      elapsedS,
      distanceM: km === undefined ? undefined : km * 1000,
      energyKcal: positiveAt(activity, 'calories'),
      steps: positiveAt(activity, 'steps'),
      at: at ?? undefined,
      end: laterBy(at, elapsedS) ?? undefined,
      identity: activity.logId !== undefined ? `fitbit:activity:${String(activity.logId)}` : undefined,
    }),
  ];
}

const METRES_PER: Record<string, number> = { Kilometer: 1000, Mile: 1609.344, Meter: 1 };

function readLoggedActivity(activity: JsonObject): Workout[] {
  const type = textAt(activity, 'activityName');
  if (!type) return [];
  const at = momentOfText(activity.startTime);
  const unit = textAt(activity, 'distanceUnit');
  const distance = positiveAt(activity, 'distance');
  const factor =
    unit !== undefined && Object.prototype.hasOwnProperty.call(METRES_PER, unit) ? METRES_PER[unit] : undefined;
  const activeMs = positiveAt(activity, 'activeDuration');
  const durationMs = positiveAt(activity, 'duration');
  const elapsedS = durationMs === undefined ? undefined : durationMs / 1000;
  return [
    defined<Workout>({
      type: 'workout',
      activity: activityOf(type),
      distanceM: distance !== undefined && factor !== undefined ? distance * factor : undefined,
      movingS: activeMs === undefined ? undefined : activeMs / 1000,
      elapsedS,
      heartRateAvg: positiveAt(activity, 'averageHeartRate'),
      energyKcal: positiveAt(activity, 'calories'),
      steps: positiveAt(activity, 'steps'),
      at: at ?? undefined,
      end: laterBy(at, elapsedS) ?? undefined,
      identity: activity.logId !== undefined ? `fitbit:activity:${String(activity.logId)}` : undefined,
    }),
  ];
}
