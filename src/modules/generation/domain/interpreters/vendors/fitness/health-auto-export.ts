import type { Dimension, Quantity } from '../../../digest/quantity';
import type { BodyMeasurement, DailyMetric, DiaryEvent, Sleep, Workout } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import { activityOf } from '../../../events/words';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  defined,
  firstNumberAt,
  hasKeys,
  isObject,
  numberAt,
  objectAt,
  objectsAt,
  positiveAt,
  textAt,
  valueAt,
} from '../../json-reading';

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

/** A value in the vocabulary's unit from a quantity in the unit the export names, or undefined for a unit it does not know. */
type Convert = (qty: number, units: string) => number | undefined;

const asCount: Convert = (qty) => qty;
const toKcal: Convert = (qty, units) => scaled(qty, units, { kcal: 1 }, { kj: 4.184 });
const toMetres: Convert = (qty, units) => scaled(qty, units, { m: 1, km: 1000, mi: 1609.344, ft: 0.3048, yd: 0.9144 });
const toSeconds: Convert = (qty, units) => scaled(qty, units, { s: 1, sec: 1, min: 60, hr: 3600, h: 3600 });
const toBpm: Convert = (qty, units) => (/^(?:count\/min|bpm|beats\/min)$/i.test(units) ? qty : undefined);
const toMs: Convert = (qty, units) => (units === 'ms' ? qty : undefined);
const toPercent: Convert = (qty, units) => (units === '%' ? qty : undefined);
const toKg: Convert = (qty, units) =>
  scaled(qty, units, { kg: 1, lb: 0.45359237, lbs: 0.45359237, st: 6.35029318 }, { g: 1000 });
const toCelsius: Convert = (qty, units) =>
  /^(?:degC|°C)$/i.test(units) ? qty : /^(?:degF|°F)$/i.test(units) ? ((qty - 32) * 5) / 9 : undefined;

/** The quantity in the unit of a table (case aside): times its factor, or divided by its divisor; undefined for a unit in neither. */
function scaled(
  qty: number,
  units: string,
  times: Record<string, number>,
  per: Record<string, number> = {},
): number | undefined {
  const unit = units.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(times, unit)) return qty * times[unit];
  if (Object.prototype.hasOwnProperty.call(per, unit)) return qty / per[unit];
  return undefined;
}

interface Rule {
  label: string;
  dimension: Dimension;
  convert: Convert;
  /** For a `measure`: the unit printed after the value. */
  unit?: string;
}

/** Metrics of the day: added up from their points, or the latest. Others are left out rather than told wrong. */
const DAILY = new Map<string, Rule & { combine: 'sum' | 'latest' }>(
  Object.entries({
    step_count: { label: 'steps', dimension: 'steps', convert: asCount, combine: 'sum' },
    active_energy: { label: 'active energy', dimension: 'energy', convert: toKcal, combine: 'sum' },
    basal_energy_burned: { label: 'resting energy', dimension: 'energy', convert: toKcal, combine: 'sum' },
    walking_running_distance: {
      label: 'walking and running distance',
      dimension: 'distance',
      convert: toMetres,
      combine: 'sum',
    },
    cycling_distance: { label: 'cycling distance', dimension: 'distance', convert: toMetres, combine: 'sum' },
    swimming_distance: { label: 'swimming distance', dimension: 'distance', convert: toMetres, combine: 'sum' },
    flights_climbed: { label: 'flights climbed', dimension: 'count', convert: asCount, combine: 'sum' },
    apple_exercise_time: { label: 'exercise time', dimension: 'duration', convert: toSeconds, combine: 'sum' },
    apple_stand_hour: { label: 'stand hours', dimension: 'count', convert: asCount, combine: 'sum' },
    resting_heart_rate: { label: 'resting heart rate', dimension: 'heart-rate', convert: toBpm, combine: 'latest' },
    walking_heart_rate_average: {
      label: 'walking heart rate',
      dimension: 'heart-rate',
      convert: toBpm,
      combine: 'latest',
    },
    heart_rate_variability: {
      label: 'heart rate variability',
      dimension: 'measure',
      unit: 'ms',
      convert: toMs,
      combine: 'latest',
    },
    blood_oxygen_saturation: { label: 'blood oxygen', dimension: 'percent', convert: toPercent, combine: 'latest' },
  } satisfies Record<string, Rule & { combine: 'sum' | 'latest' }>),
);

/** Body measurements, gathered per time into one weigh-in. */
const BODY = new Map<string, Rule>(
  Object.entries({
    weight_body_mass: { label: 'weight', dimension: 'weight', convert: toKg },
    body_fat_percentage: { label: 'body fat', dimension: 'percent', convert: toPercent },
    lean_body_mass: { label: 'lean body mass', dimension: 'weight', convert: toKg },
    body_mass_index: { label: 'BMI', dimension: 'measure', convert: asCount },
    body_temperature: { label: 'body temperature', dimension: 'temperature', convert: toCelsius },
  } satisfies Record<string, Rule>),
);

/**
 * A metric's points as a few events: counts added up per hour (an export aggregated by the minute sends 1,440 points a day),
 * each hour with its identity so that a sync that sends it again does not count it twice; of a level, the latest point.
 */
function readDaily(
  name: string,
  points: JsonObject[],
  units: string,
  rule: Rule & { combine: 'sum' | 'latest' },
): DailyMetric[] {
  const hours = new Map<string, { at: Moment | null; value: number }>();
  let latest: { at: Moment | null; value: number; instant: number } | null = null;
  for (const point of points) {
    const qty = numberAt(point, 'qty');
    const value = qty === undefined ? undefined : rule.convert(qty, units);
    const date = textAt(point, 'date');
    if (value === undefined || value <= 0 || !date) continue;
    if (rule.combine === 'latest') {
      const at = momentOfText(date);
      const instant = at && 'instant' in at ? at.instant : -Infinity;
      if (!latest || instant >= latest.instant) latest = { at, value, instant };
      continue;
    }
    const hour = hourOf(date);
    const key = `${hour.key}:${textAt(point, 'source') ?? ''}`;
    const sum = hours.get(key);
    if (sum) sum.value += value;
    else hours.set(key, { at: momentOfText(hour.start), value });
  }
  const metric = (value: number, at: Moment | null, identity?: string) =>
    defined<DailyMetric>({
      type: 'metric',
      measure: defined<Quantity>({ label: rule.label, dimension: rule.dimension, value, unit: rule.unit }),
      combine: rule.combine,
      at: at ?? undefined,
      identity,
    });
  if (latest) return [metric(latest.value, latest.at)];
  return [...hours].map(([key, sum]) => metric(sum.value, sum.at, `health-auto-export:${name}:${key}`));
}

/** The hour a point written "2026-05-16 07:42:00 +0200" falls in ("2026-05-16 07 +0200", starting "2026-05-16 07:00:00 +0200"); another text is its own hour. */
function hourOf(date: string): { key: string; start: string } {
  const match = /^(\d{4}-\d{2}-\d{2} \d{2}):\d{2}:\d{2}( [+-]\d{4})$/.exec(date);
  return match ? { key: `${match[1]}${match[2]}`, start: `${match[1]}:00:00${match[2]}` } : { key: date, start: date };
}

/** The day's range of heart rate ("44–167 bpm"): the lowest and the highest beat of all the points, at their times. */
function readHeartRate(points: JsonObject[], units: string): DailyMetric[] {
  let low: { value: number; at: Moment | null } | null = null;
  let high: { value: number; at: Moment | null } | null = null;
  for (const point of points) {
    const min = firstNumberAt(point, 'Min', 'qty');
    const max = firstNumberAt(point, 'Max', 'qty');
    const lowest = min === undefined ? undefined : toBpm(min, units);
    const highest = max === undefined ? undefined : toBpm(max, units);
    if (lowest !== undefined && lowest > 0 && (!low || lowest < low.value))
      low = { value: lowest, at: momentOfText(point.date) };
    if (highest !== undefined && highest > 0 && (!high || highest > high.value))
      high = { value: highest, at: momentOfText(point.date) };
  }
  const metric = (end: { value: number; at: Moment | null }) =>
    defined<DailyMetric>({
      type: 'metric',
      measure: { label: 'heart rate', dimension: 'heart-rate', value: end.value },
      combine: 'range',
      at: end.at ?? undefined,
    });
  if (!low || !high) return [];
  return low.value === high.value ? [metric(high)] : [metric(low), metric(high)];
}

function readBody(points: JsonObject[], units: string, rule: Rule, bodies: Map<string, Quantity[]>): void {
  for (const point of points) {
    const qty = numberAt(point, 'qty');
    const value = qty === undefined ? undefined : rule.convert(qty, units);
    const date = textAt(point, 'date');
    if (value === undefined || value <= 0 || !date) continue;
    addMeasure(
      bodies,
      date,
      defined<Quantity>({ label: rule.label, dimension: rule.dimension, value, unit: rule.unit }),
    );
  }
}

function readBloodPressure(points: JsonObject[], units: string, bodies: Map<string, Quantity[]>): void {
  if (units !== 'mmHg') return;
  for (const point of points) {
    const date = textAt(point, 'date');
    const systolic = positiveAt(point, 'systolic');
    const diastolic = positiveAt(point, 'diastolic');
    if (!date) continue;
    if (systolic !== undefined)
      addMeasure(bodies, date, { label: 'systolic', dimension: 'measure', value: systolic, unit: 'mmHg' });
    if (diastolic !== undefined)
      addMeasure(bodies, date, { label: 'diastolic', dimension: 'measure', value: diastolic, unit: 'mmHg' });
  }
}

function addMeasure(bodies: Map<string, Quantity[]>, date: string, measure: Quantity): void {
  const measures = bodies.get(date);
  if (measures) measures.push(measure);
  else bodies.set(date, [measure]);
}

function readSleep(points: JsonObject[], units: string): Sleep[] {
  const hours = (point: JsonObject, key: string) => {
    const qty = positiveAt(point, key);
    return qty === undefined ? undefined : toSeconds(qty, units);
  };
  const nights: Sleep[] = [];
  const segments: JsonObject[] = [];
  for (const point of points) {
    if ('startDate' in point && 'value' in point) {
      segments.push(point);
      continue;
    }
    const date = textAt(point, 'date');
    const start = momentOfText(point.sleepStart) ?? momentOfText(point.inBedStart);
    nights.push(
      defined<Sleep>({
        type: 'sleep',
        // Before `totalSleep` existed, `asleep` was the whole night's sleep; since, it is only the sleep of no known stage.
        asleepS: hours(point, 'totalSleep') ?? hours(point, 'asleep'),
        inBedS: hours(point, 'inBed'),
        deepS: hours(point, 'deep'),
        remS: hours(point, 'rem'),
        lightS: hours(point, 'core'),
        awakeS: hours(point, 'awake'),
        at: start ?? undefined,
        end: momentOfText(point.sleepEnd) ?? momentOfText(point.inBedEnd) ?? undefined,
        identity:
          date || start
            ? `health-auto-export:sleep:${date ?? textAt(point, 'sleepStart') ?? textAt(point, 'inBedStart')}`
            : undefined,
      }),
    );
  }
  return [...nights, ...sleepOfSegments(segments, units)];
}

/** A gap this long between stage segments starts another night (or nap). */
const NIGHT_GAP_MS = 3 * 3600_000;

/** Stage segments ("Core", "Deep", "REM", "Awake", "Asleep", "In Bed"), as the export sends them in order, summed per night. */
function sleepOfSegments(segments: JsonObject[], units: string): Sleep[] {
  const nights: Sleep[] = [];
  let night: {
    start: Moment & { instant: number };
    end: Moment & { instant: number };
    seconds: Record<string, number>;
    startText: string;
  } | null = null;
  const flush = () => {
    if (!night) return;
    const s = night.seconds;
    const asleep = (s.core ?? 0) + (s.deep ?? 0) + (s.rem ?? 0) + (s.asleep ?? 0);
    nights.push(
      defined<Sleep>({
        type: 'sleep',
        asleepS: asleep || undefined,
        inBedS: s['in bed'],
        lightS: s.core,
        deepS: s.deep,
        remS: s.rem,
        awakeS: s.awake,
        at: night.start,
        end: night.end,
        identity: `health-auto-export:sleep:${night.startText}`,
      }),
    );
  };
  for (const segment of segments) {
    const start = momentOfText(segment.startDate);
    const end = momentOfText(segment.endDate);
    const stage = textAt(segment, 'value')?.toLowerCase();
    const qty = positiveAt(segment, 'qty');
    const seconds = qty === undefined ? undefined : toSeconds(qty, units);
    if (!start || !('instant' in start) || !end || !('instant' in end) || !stage || seconds === undefined) continue;
    if (!night || start.instant - night.end.instant > NIGHT_GAP_MS) {
      flush();
      night = { start, end, seconds: {}, startText: textAt(segment, 'startDate')! };
    }
    if (start.instant < night.start.instant) night.start = start;
    if (end.instant > night.end.instant) night.end = end;
    night.seconds[stage] = (night.seconds[stage] ?? 0) + seconds;
  }
  flush();
  return nights;
}

function readWorkout(workout: JsonObject): Workout[] {
  const type = textAt(workout, 'name');
  if (!type) return [];
  const quantity = (path: string, convert: Convert) => {
    const qty = numberAt(workout, `${path}.qty`);
    const units = textAt(workout, `${path}.units`);
    const value = qty === undefined || units === undefined ? undefined : convert(qty, units);
    return value !== undefined && value > 0 ? value : undefined;
  };
  const elevationUnits = textAt(workout, 'elevation.units');
  const ascent = numberAt(workout, 'elevation.ascent');
  const id = valueAt(workout, 'id');
  return [
    defined<Workout>({
      type: 'workout',
      activity: activityOf(type),
      distanceM: quantity('distance', toMetres),
      elapsedS: positiveAt(workout, 'duration'),
      heartRateAvg: quantity('avgHeartRate', toBpm) ?? quantity('heartRate.avg', toBpm),
      heartRateMax: quantity('maxHeartRate', toBpm) ?? quantity('heartRate.max', toBpm),
      // Version 2 names the total `activeEnergyBurned` and keeps `activeEnergy` for its per-minute series; version 1 named the total `activeEnergy`.
      energyKcal:
        quantity('activeEnergyBurned', toKcal) ??
        (isObject(workout.activeEnergy) ? quantity('activeEnergy', toKcal) : undefined),
      elevationGainM:
        quantity('elevationUp', toMetres) ??
        (ascent !== undefined && elevationUnits ? positive(toMetres(ascent, elevationUnits)) : undefined),
      steps: isObject(workout.stepCount) ? quantity('stepCount', asCount) : undefined,
      at: momentOfText(workout.start) ?? undefined,
      end: momentOfText(workout.end) ?? undefined,
      identity: typeof id === 'string' && id !== '' ? `health-auto-export:workout:${id}` : undefined,
    }),
  ];
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}
