import { ownEntry } from '../../../vocabulary/json-reading';
import { type Quantity, isPlausible } from '../../../vocabulary/quantity';
import type { DiaryEvent, HomeChange, Weather } from '../../../events/diary-event';
import { Moment } from '../../../events/moment';
import { wordsOf } from '../../../events/words';
import { JsonObject, defined, numberAt, textAt } from '../../../vocabulary/json-reading';
import { NOT_A_STATE, CONDITIONS, round } from './home-assistant-words';

// Home Assistant: thermostats, weather entities, and readings in the vocabulary's units.

/**
 * A thermostat's setpoint is part of the name of the state it went to ("heat (20 °C)"), the key the story counts
 * states by, so the interpreter names it: to the tenth of a degree, as the composers write temperatures.
 */
const setpointName = (celsius: number): string => `${Math.round(celsius * 10) / 10} °C`;

/**
 * A thermostat: its mode and target are what the person set, its current
 * temperature a reading. Its attributes carry no unit: the system's unit shows
 * in `max_temp` (35 by default in °C, 95 in °F), else in the values themselves,
 * since Home Assistant's default targets are 7–35 °C and 45–95 °F.
 */
export function readClimate(
  entity: string,
  mode: string,
  attributes: JsonObject,
  oldAttributes: JsonObject | undefined,
  oldMode: string | undefined,
  at: Moment | undefined,
  updated: Moment | undefined,
): DiaryEvent[] {
  const target = numberAt(attributes, 'temperature');
  const current = numberAt(attributes, 'current_temperature');
  const fahrenheit = climateInFahrenheit(attributes);
  // A temperature beyond belief is no setting nor reading (the setpoint is written into a state's name, unchecked later).
  const celsius = (value: number | undefined) => {
    const converted =
      value === undefined || fahrenheit === null ? undefined : fahrenheit ? round(((value - 32) * 5) / 9) : value;
    return converted !== undefined && isPlausible('temperature', converted) ? converted : undefined;
  };
  const events: DiaryEvent[] = [];
  const modeChanged = oldMode === undefined || oldMode !== mode;
  const targetChanged = oldAttributes === undefined || numberAt(oldAttributes, 'temperature') !== target;
  // A mode coming back after the device was lost is a restart, not a setting.
  if (oldMode === undefined || !NOT_A_STATE.has(oldMode.toLowerCase())) {
    const targetC = mode === 'off' ? undefined : celsius(target);
    const degrees = targetC === undefined ? undefined : setpointName(targetC);
    const state = modeChanged
      ? `${wordsOf(mode)}${degrees ? ` (${degrees})` : ''}`
      : targetChanged && degrees
        ? degrees
        : undefined;
    if (state) events.push(defined<HomeChange>({ type: 'home', entity, state, at }));
  }
  const currentC = celsius(current);
  if (
    currentC !== undefined &&
    (oldAttributes === undefined || numberAt(oldAttributes, 'current_temperature') !== current)
  ) {
    const name = /temperature/i.test(entity) ? entity : `${entity} temperature`;
    events.push(
      defined<HomeChange>({
        type: 'home',
        entity: name,
        measure: { label: 'temperature', dimension: 'temperature', value: currentC },
        at: updated,
      }),
    );
  }
  return events;
}

/** true for °F, false for °C, null when the attributes cannot tell. */
function climateInFahrenheit(attributes: JsonObject): boolean | null {
  const max = numberAt(attributes, 'max_temp');
  if (max !== undefined) return max > 50;
  const values = [numberAt(attributes, 'temperature'), numberAt(attributes, 'current_temperature')].filter(
    (v): v is number => v !== undefined,
  );
  if (values.length === 0) return null;
  if (values.every((v) => v <= 40)) return false;
  if (values.every((v) => v >= 44)) return true;
  return null;
}

/** A weather entity: its condition, temperature and wind in the units its attributes name. */
export function readWeather(condition: string, attributes: JsonObject, at: Moment | undefined): Weather[] {
  const unit = textAt(attributes, 'temperature_unit');
  const toC = (value: number | undefined) =>
    value === undefined || (unit !== '°C' && unit !== '°F')
      ? undefined
      : unit === '°F'
        ? round(((value - 32) * 5) / 9)
        : value;
  const wind = numberAt(attributes, 'wind_speed');
  const windUnit = textAt(attributes, 'wind_speed_unit');
  const factor =
    windUnit === 'm/s'
      ? 1
      : windUnit === 'km/h'
        ? 1 / 3.6
        : windUnit === 'mph'
          ? 0.44704
          : windUnit === 'kn'
            ? 0.514444
            : undefined;
  return [
    defined<Weather>({
      type: 'weather',
      conditions: ownEntry(CONDITIONS, condition) ?? wordsOf(condition),
      temperatureC: toC(numberAt(attributes, 'temperature')),
      feelsLikeC: toC(numberAt(attributes, 'apparent_temperature')),
      humidityPct: numberAt(attributes, 'humidity'),
      windMs: wind !== undefined && factor !== undefined ? round(wind * factor) : undefined,
      at,
    }),
  ];
}

/** A reading in the vocabulary's units where it has one (°C, kg, %), else as sent with the sender's unit. */
export function quantityOf(deviceClass: string, value: number, unit: string | undefined): Quantity {
  const label = wordsOf(deviceClass);
  switch (unit) {
    case '°C':
      return { label, dimension: 'temperature', value };
    case '°F':
      return { label, dimension: 'temperature', value: round(((value - 32) * 5) / 9) };
    case 'kg':
      return { label, dimension: 'weight', value };
    case 'g':
      return { label, dimension: 'weight', value: value / 1000 };
    case 'lb':
    case 'lbs':
      return { label, dimension: 'weight', value: round(value * 0.45359237) };
    case 'st':
      return { label, dimension: 'weight', value: round(value * 6.35029318) };
    case '%':
      return { label, dimension: 'percent', value };
    default:
      return unit ? { label, dimension: 'measure', value, unit } : { label, dimension: 'measure', value };
  }
}
