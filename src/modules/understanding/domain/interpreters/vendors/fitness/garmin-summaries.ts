import type { Quantity } from '../../../vocabulary/quantity';
import type { BodyMeasurement, DailyMetric, Workout } from '../../../events/diary-event';
import { Moment, laterBy, localMomentOfEpoch, momentOfText } from '../../../events/moment';
import { activityOf } from '../../../events/words';
import { JsonObject, defined, positiveAt, textAt } from '../../../vocabulary/json-reading';

// Garmin: daily summaries, activities and body composition, and the start and id every summary has.

export function startOf(record: JsonObject): Moment | undefined {
  return localMomentOfEpoch(record.startTimeInSeconds, record.startTimeOffsetInSeconds) ?? undefined;
}

export function readDaily(daily: JsonObject): DailyMetric[] {
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

/**
 * An activity summary; Activity Details carry theirs under `summary`, with the
 * ids outside it. `activityId` is shared by an activity and its details, so
 * either reading lands on the same workout.
 */
export function readActivity(record: JsonObject, summary: JsonObject): Workout[] {
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

export function readBodyComposition(composition: JsonObject): BodyMeasurement[] {
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

export function idOf(prefix: string, id: unknown): string | undefined {
  return typeof id === 'string' || typeof id === 'number' ? `${prefix}:${String(id)}` : undefined;
}
