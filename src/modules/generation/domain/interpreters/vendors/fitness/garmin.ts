import type { Quantity } from '../../../digest/quantity';
import type { BodyMeasurement, DailyMetric, DiaryEvent, Sleep, Workout } from '../../../events/diary-event';
import { Moment, laterBy, localMomentOfEpoch, momentOfText } from '../../../events/moment';
import { activityOf } from '../../../events/words';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, isObject, numberAt, objectAt, objectsAt, positiveAt, textAt } from '../../json-reading';

/**
 * Garmin Connect Developer Program, Health API and Activity API push
 * (https://developer.garmin.com/gc-developer-program/health-api/ and
 * /activity-api/: Daily, Sleep, Activity, Activity Details and Body
 * Composition summaries; field by field as RADAR-base/RADAR-PushEndpoint reads
 * them, src/main/kotlin/org/radarbase/push/integration/garmin/converter/).
 *
 * A push body is one list per summary type (`{ "dailies": [...] }`), each
 * record carrying the user's id and access token (noise). In ping mode the
 * records hold only a `callbackURL` to fetch: plumbing. Times are epoch seconds
 * with `startTimeOffsetInSeconds` beside them, so they read as the wall clock
 * of the place. A Daily summary's `durationInSeconds` is the length of the
 * summary period (up to a day), not an activity; its totals grow through the
 * day, so each is the day's latest value. Sleep and activity records come again
 * when refined (tentative, then final): their ids make the later one replace
 * the earlier.
 */
export const garmin: Interpreter = {
  vendor: 'Garmin: Health and Activity API push (dailies, sleeps, activities, body composition)',

  matches(value) {
    for (const key of SUMMARY_LISTS) {
      const list = value[key];
      if (Array.isArray(list)) return list.length > 0 && isGarminRecord(list[0]);
    }
    return false;
  },

  read(value) {
    const events: DiaryEvent[] = [];
    for (const daily of records(value, 'dailies')) events.push(...readDaily(daily));
    for (const sleep of records(value, 'sleeps')) events.push(...readSleep(sleep), ...readNaps(sleep));
    for (const hrv of records(value, 'hrv')) events.push(...readHrv(hrv));
    for (const activity of records(value, 'activities')) events.push(...readActivity(activity, activity));
    for (const activity of records(value, 'manuallyUpdatedActivities'))
      events.push(...readActivity(activity, activity));
    for (const details of records(value, 'activityDetails'))
      events.push(...readActivity(details, objectAt(details, 'summary') ?? {}));
    for (const composition of records(value, 'bodyComps')) events.push(...readBodyComposition(composition));
    return events;
  },
};

/**
 * The lists a Garmin push body holds. Only some are written up; the others
 * (quarter-hour epochs that add up to the dailies, stress and respiration
 * curves, deregistrations) are recognised so that they are not told as raw
 * numbers.
 */
const SUMMARY_LISTS = [
  'dailies',
  'sleeps',
  'activities',
  'activityDetails',
  'manuallyUpdatedActivities',
  'bodyComps',
  'epochs',
  'stressDetails',
  'userMetrics',
  'pulseox',
  'allDayRespiration',
  'hrv',
  'skinTemp',
  'bloodPressures',
  'moveIQActivities',
  'healthSnapshot',
  'deregistrations',
  'userPermissionsChange',
] as const;

function isGarminRecord(record: unknown): boolean {
  return (
    isObject(record) &&
    typeof record.userId === 'string' &&
    ('summaryId' in record || 'callbackURL' in record || 'userAccessToken' in record)
  );
}

/** The records of one list that carry data (not a ping's callback). */
function records(value: JsonObject, key: string): JsonObject[] {
  return objectsAt(value, key).filter((record) => !('callbackURL' in record));
}

function startOf(record: JsonObject): Moment | undefined {
  return localMomentOfEpoch(record.startTimeInSeconds, record.startTimeOffsetInSeconds) ?? undefined;
}

function readDaily(daily: JsonObject): DailyMetric[] {
  const at = momentOfText(daily.calendarDate) ?? startOf(daily);
  const metric = (label: string, dimension: Quantity['dimension'], value: number | undefined): DailyMetric | null =>
    value === undefined
      ? null
      : defined<DailyMetric>({ type: 'metric', measure: { label, dimension, value }, combine: 'latest', at });
  return [
    metric('steps', 'steps', positiveAt(daily, 'steps')),
    metric('distance', 'distance', positiveAt(daily, 'distanceInMeters')),
    metric('active energy', 'energy', positiveAt(daily, 'activeKilocalories')),
    metric('floors climbed', 'count', positiveAt(daily, 'floorsClimbed')),
    metric('resting heart rate', 'heart-rate', positiveAt(daily, 'restingHeartRateInBeatsPerMinute')),
  ].filter((event): event is DailyMetric => event !== null);
}

function readSleep(sleep: JsonObject): Sleep[] {
  const at = startOf(sleep);
  const stages = ['deepSleepDurationInSeconds', 'lightSleepDurationInSeconds', 'remSleepInSeconds'].map((key) =>
    numberAt(sleep, key),
  );
  const staged = stages.some((seconds) => seconds !== undefined)
    ? stages.reduce<number>((sum, seconds) => sum + (seconds ?? 0), 0)
    : undefined;
  // A sleep summary's duration is its time asleep (deep, light and REM together); without it, the stages say it.
  const asleepS = positiveAt(sleep, 'durationInSeconds') ?? (staged || undefined);
  if (!at && asleepS === undefined) return [];
  return [
    defined<Sleep>({
      type: 'sleep',
      asleepS,
      score: positiveAt(sleep, 'overallSleepScore.value'),
      deepS: positiveAt(sleep, 'deepSleepDurationInSeconds'),
      lightS: positiveAt(sleep, 'lightSleepDurationInSeconds'),
      remS: positiveAt(sleep, 'remSleepInSeconds'),
      awakeS: positiveAt(sleep, 'awakeDurationInSeconds'),
      at,
      end: sleepEnd(sleep) ?? undefined,
      identity: idOf('garmin:sleep', sleep.summaryId),
    }),
  ];
}

/** Naps of the day, which Garmin lists on the sleep summary of the night before them (`naps`). */
function readNaps(sleep: JsonObject): Sleep[] {
  return objectsAt(sleep, 'naps').flatMap((nap, index): Sleep[] => {
    const asleepS = positiveAt(nap, 'napDurationInSeconds');
    const at = localMomentOfEpoch(nap.napStartTimeInSeconds, nap.napOffsetInSeconds) ?? undefined;
    if (asleepS === undefined || !at) return [];
    return [
      defined<Sleep>({
        type: 'sleep',
        nap: true,
        asleepS,
        at,
        end: laterBy(at, asleepS) ?? undefined,
        identity: idOf(`garmin:nap:${index}`, sleep.summaryId),
      }),
    ];
  });
}

/** The night's heart rate variability (the `hrv` summary's `lastNightAvg`, in ms), told as the day's measure. */
function readHrv(hrv: JsonObject): DailyMetric[] {
  const value = positiveAt(hrv, 'lastNightAvg');
  const at = momentOfText(hrv.calendarDate) ?? startOf(hrv);
  return value === undefined
    ? []
    : [
        defined<DailyMetric>({
          type: 'metric',
          measure: { label: 'overnight HRV', dimension: 'measure', unit: 'ms', value: Math.round(value) },
          combine: 'latest',
          at,
        }),
      ];
}

/** The end of the last sleep level (`sleepLevelsMap`), as the wall clock of the place: the sleep's end, which the summary does not give otherwise. */
function sleepEnd(sleep: JsonObject): Moment | null {
  let last: number | undefined;
  const levels = objectAt(sleep, 'sleepLevelsMap');
  if (!levels) return null;
  for (const ranges of Object.values(levels)) {
    if (!Array.isArray(ranges)) continue;
    for (const range of ranges) {
      const end = numberAt(range, 'endTimeInSeconds');
      if (end !== undefined && (last === undefined || end > last)) last = end;
    }
  }
  return last === undefined ? null : localMomentOfEpoch(last, sleep.startTimeOffsetInSeconds);
}

/**
 * An activity summary; Activity Details carry theirs under `summary`, with the
 * ids outside it. `activityId` is shared by an activity and its details, so
 * either reading lands on the same workout.
 */
function readActivity(record: JsonObject, summary: JsonObject): Workout[] {
  const type = textAt(summary, 'activityType');
  if (!type) return [];
  const at = startOf(summary);
  const elapsedS = positiveAt(summary, 'durationInSeconds');
  return [
    defined<Workout>({
      type: 'workout',
      activity: activityOf(type),
      name: textAt(summary, 'activityName'),
      distanceM: positiveAt(summary, 'distanceInMeters'),
      elapsedS,
      heartRateAvg: positiveAt(summary, 'averageHeartRateInBeatsPerMinute'),
      heartRateMax: positiveAt(summary, 'maxHeartRateInBeatsPerMinute'),
      energyKcal: positiveAt(summary, 'activeKilocalories'),
      elevationGainM: positiveAt(summary, 'totalElevationGainInMeters'),
      steps: positiveAt(summary, 'steps'),
      note: textAt(summary, 'activityDescription'),
      at,
      end: laterBy(at, elapsedS) ?? undefined,
      identity: idOf('garmin:activity', summary.activityId ?? record.activityId ?? record.summaryId),
    }),
  ];
}

function readBodyComposition(composition: JsonObject): BodyMeasurement[] {
  const grams = (key: string) => {
    const value = positiveAt(composition, key);
    return value === undefined ? undefined : value / 1000;
  };
  const measures: Quantity[] = [];
  const add = (label: string, dimension: Quantity['dimension'], value: number | undefined, unit?: string) => {
    if (value !== undefined) measures.push(defined<Quantity>({ label, dimension, value, unit }));
  };
  add('weight', 'weight', grams('weightInGrams'));
  add('body fat', 'percent', positiveAt(composition, 'bodyFatInPercent'));
  add('muscle mass', 'weight', grams('muscleMassInGrams'));
  add('bone mass', 'weight', grams('boneMassInGrams'));
  add('body water', 'percent', positiveAt(composition, 'bodyWaterInPercent'));
  add('BMI', 'measure', positiveAt(composition, 'bodyMassIndex'));
  if (measures.length === 0) return [];
  return [
    defined<BodyMeasurement>({
      type: 'body',
      measures,
      at:
        localMomentOfEpoch(composition.measurementTimeInSeconds, composition.measurementTimeOffsetInSeconds) ??
        undefined,
      identity: idOf('garmin:body', composition.summaryId),
    }),
  ];
}

function idOf(prefix: string, id: unknown): string | undefined {
  return typeof id === 'string' || typeof id === 'number' ? `${prefix}:${String(id)}` : undefined;
}
