import type { Quantity } from '../../../vocabulary/quantity';
import type { BodyMeasurement, DiaryEvent } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { defined, hasKeys, objectAt, objectsAt, textAt } from '../../../vocabulary/json-reading';
import { DAILY, BODY } from './health-auto-export-metrics';
import { readDaily, readHeartRate, readBody, readBloodPressure } from './health-auto-export-readings';
import { readSleep } from './health-auto-export-sleep';
import { readWorkout } from './health-auto-export-workouts';

/**
 * Health Auto Export, the iOS app that posts Apple Health data to a REST API
 * (https://github.com/Lybron/health-auto-export/wiki/API-Export---JSON-Format,
 * https://help.healthyapps.dev/en/health-auto-export/export-format/workouts).
 *
 * `{ data: { metrics: [{ name, units, data: [...] }], workouts: [...] } }`.
 * Each metric names its unit once (`units`: "kcal" or "kJ", "km" or "mi",
 * "kg" or "lb", "hr" for sleep) and its points are per minute, hour or day as
 * the automation aggregates them, with times written "2026-11-21 07:00:00 +0100".
 * Counts that accumulate (steps, energy, distance) add up over the day, hour by
 * hour, each hour with its own identity so that a sync that sends an hour again
 * does not count it twice; levels (resting heart rate) are the latest; heart
 * rate points carry their Min/Avg/Max and make the day's range. Sleep comes
 * summed per night ("aggregated": totalSleep/asleep, core, deep, rem, inBed,
 * ...) or as stage segments (startDate, endDate, qty, value); Apple's "core"
 * sleep is light sleep. A workout's `name` is its type ("Outdoor Run"), not a
 * title.
 */
export const healthAutoExport: Interpreter = {
  vendor: 'Health Auto Export: Apple Health metrics, sleep and workouts',

  matches(value) {
    const data = objectAt(value, 'data');
    if (!data) return false;
    const { metrics, workouts } = data;
    if (!Array.isArray(metrics) && !Array.isArray(workouts)) return false;
    const metric: unknown = Array.isArray(metrics) ? metrics[0] : undefined;
    const workout: unknown = Array.isArray(workouts) ? workouts[0] : undefined;
    if (metric === undefined && workout === undefined) return Array.isArray(metrics) && Array.isArray(workouts);
    return (
      (metric === undefined || (hasKeys(metric, 'name', 'units', 'data') && Array.isArray(metric.data))) &&
      (workout === undefined || (hasKeys(workout, 'name', 'start') && ('duration' in workout || 'end' in workout)))
    );
  },

  read(value) {
    const events: DiaryEvent[] = [];
    const bodies = new Map<string, Quantity[]>();
    for (const metric of objectsAt(value, 'data.metrics')) {
      const name = textAt(metric, 'name');
      const units = textAt(metric, 'units') ?? '';
      if (!name) continue;
      const points = objectsAt(metric, 'data');
      if (name === 'sleep_analysis') events.push(...readSleep(points, units));
      else if (name === 'heart_rate') events.push(...readHeartRate(points, units));
      else if (name === 'blood_pressure') readBloodPressure(points, units, bodies);
      else if (BODY.has(name)) readBody(points, units, BODY.get(name)!, bodies);
      else if (DAILY.has(name)) events.push(...readDaily(name, points, units, DAILY.get(name)!));
    }
    for (const [date, measures] of bodies) {
      events.push(
        defined<BodyMeasurement>({
          type: 'body',
          measures,
          at: momentOfText(date) ?? undefined,
          identity: `health-auto-export:body:${date}`,
        }),
      );
    }
    for (const workout of objectsAt(value, 'data.workouts')) events.push(...readWorkout(workout));
    return events;
  },
};
