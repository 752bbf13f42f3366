import type { Dimension } from '../../../vocabulary/quantity';

// Health Auto Export: the metrics it names, each with its label, dimension and conversion from the units sent.

/** A value in the vocabulary's unit from a quantity in the unit the export names, or undefined for a unit it does not know. */
export type Convert = (qty: number, units: string) => number | undefined;

export const asCount: Convert = (qty) => qty;

export const toKcal: Convert = (qty, units) => scaled(qty, units, { kcal: 1 }, { kj: 4.184 });

export const toMetres: Convert = (qty, units) =>
  scaled(qty, units, { m: 1, km: 1000, mi: 1609.344, ft: 0.3048, yd: 0.9144 });

export const toSeconds: Convert = (qty, units) => scaled(qty, units, { s: 1, sec: 1, min: 60, hr: 3600, h: 3600 });

export const toBpm: Convert = (qty, units) => (/^(?:count\/min|bpm|beats\/min)$/i.test(units) ? qty : undefined);

const toMs: Convert = (qty, units) => (units === 'ms' ? qty : undefined);

const toPercent: Convert = (qty, units) => (units === '%' ? qty : undefined);

const toKg: Convert = (qty, units) =>
  scaled(qty, units, { kg: 1, lb: 0.45359237, lbs: 0.45359237, st: 6.35029318 }, { g: 1000 });

export const toCelsius: Convert = (qty, units) =>
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

export interface Rule {
  label: string;
  dimension: Dimension;
  convert: Convert;
  /** For a `measure`: the unit printed after the value. */
  unit?: string;
}

/** Metrics of the day: added up from their points, or the latest. Others are left out rather than told wrong. */
export const DAILY = new Map<string, Rule & { combine: 'sum' | 'latest' }>(
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
export const BODY = new Map<string, Rule>(
  Object.entries({
    weight_body_mass: { label: 'weight', dimension: 'weight', convert: toKg },
    body_fat_percentage: { label: 'body fat', dimension: 'percent', convert: toPercent },
    lean_body_mass: { label: 'lean body mass', dimension: 'weight', convert: toKg },
    body_mass_index: { label: 'BMI', dimension: 'measure', convert: asCount },
    body_temperature: { label: 'body temperature', dimension: 'temperature', convert: toCelsius },
  } satisfies Record<string, Rule>),
);

export function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}
