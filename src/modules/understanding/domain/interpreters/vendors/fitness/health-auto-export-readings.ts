import type { Quantity } from '../../../vocabulary/quantity';
import type { DailyMetric } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import { JsonObject, defined, firstNumberAt, numberAt, positiveAt, textAt } from '../../../vocabulary/json-reading';
import { toBpm, Rule } from './health-auto-export-metrics';

// Health Auto Export: a metric's data points as daily metrics and body measurements.

/**
 * A metric's points as a few events: counts added up per hour (an export aggregated by the minute sends 1,440 points a day),
 * each hour with its identity so that a sync that sends it again does not count it twice; of a level, the latest point.
 */
export function readDaily(
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
export function readHeartRate(points: JsonObject[], units: string): DailyMetric[] {
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

export function readBody(points: JsonObject[], units: string, rule: Rule, bodies: Map<string, Quantity[]>): void {
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

export function readBloodPressure(points: JsonObject[], units: string, bodies: Map<string, Quantity[]>): void {
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
