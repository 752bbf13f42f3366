import type { Workout } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import { activityOf } from '../../../events/words';
import { JsonObject, defined, isObject, numberAt, positiveAt, textAt, valueAt } from '../../../vocabulary/json-reading';
import { Convert, asCount, toCelsius, toKcal, toMetres, toBpm, positive } from './health-auto-export-metrics';

// Health Auto Export: workouts.

export function readWorkout(workout: JsonObject): Workout[] {
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
      temperatureC: celsiusAt(workout, 'temperature'),
      at: momentOfText(workout.start) ?? undefined,
      end: momentOfText(workout.end) ?? undefined,
      identity: typeof id === 'string' && id !== '' ? `health-auto-export:workout:${id}` : undefined,
    }),
  ];
}

/** The weather's temperature during a workout (`temperature: {qty: 16.8, units: "degC"}`), below zero too. */
function celsiusAt(workout: JsonObject, path: string): number | undefined {
  const qty = numberAt(workout, `${path}.qty`);
  const units = textAt(workout, `${path}.units`);
  return qty === undefined || units === undefined ? undefined : toCelsius(qty, units);
}
