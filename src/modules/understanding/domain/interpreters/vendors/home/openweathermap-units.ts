import type { Weather } from '../../../events/diary-event';
import { JsonObject, defined, numberAt } from '../../../vocabulary/json-reading';

// OpenWeatherMap: which units a payload was sent in (its request's `units`, not in the payload, told by the values) and conversions to the vocabulary's.

type Unit = 'kelvin' | 'celsius' | 'fahrenheit' | null;

/** The unit of a response's temperatures, from their size (Kelvin above 160, °F above 60), else what the dew point said. */
export function unitOf(values: Array<number | undefined>, fromDewPoint: Unit): Unit {
  const known = values.filter((v): v is number => v !== undefined);
  if (known.length === 0) return null;
  if (known.every((v) => v > 160)) return 'kelvin';
  if (known.some((v) => v > 160)) return null;
  if (known.some((v) => v > 60 || v < -90)) return 'fahrenheit';
  return fromDewPoint;
}

/**
 * Which of °C and °F makes the dew points agree with their temperature and
 * relative humidity (Magnus formula, good to a few tenths of a degree): at a
 * humidity near 100% both do, in drier hours (below about 55%) only one does.
 * Null unless one fits every hour and the other misses some hour by far.
 */
export function dewPointUnit(hours: JsonObject[]): Unit {
  let [worstC, worstF] = [0, 0];
  for (const hour of hours) {
    const [temperature, humidity, dewPoint] = [
      numberAt(hour, 'temp'),
      numberAt(hour, 'humidity'),
      numberAt(hour, 'dew_point'),
    ];
    if (
      temperature === undefined ||
      humidity === undefined ||
      dewPoint === undefined ||
      humidity <= 0 ||
      humidity > 100
    )
      continue;
    worstC = Math.max(worstC, dewPointError(temperature, humidity, dewPoint, 'celsius'));
    worstF = Math.max(worstF, dewPointError(temperature, humidity, dewPoint, 'fahrenheit'));
  }
  if (worstC < 1 && worstF > 2.5) return 'celsius';
  if (worstF < 1 && worstC > 2.5) return 'fahrenheit';
  return null;
}

/** °C between a dew point and the one its temperature and humidity give, reading all three in one unit. */
function dewPointError(
  temperature: number,
  humidity: number,
  dewPoint: number,
  unit: 'celsius' | 'fahrenheit',
): number {
  const t = celsius(temperature, unit)!;
  const gamma = Math.log(humidity / 100) + (17.62 * t) / (243.12 + t);
  return Math.abs((243.12 * gamma) / (17.62 - gamma) - celsius(dewPoint, unit)!);
}

export function celsius(value: number | undefined, unit: Unit): number | undefined {
  if (value === undefined || unit === null) return undefined;
  if (unit === 'kelvin') return round(value - 273.15);
  return unit === 'fahrenheit' ? round(((value - 32) * 5) / 9) : value;
}

/** m/s for standard and metric requests, miles per hour for imperial. */
export function metresPerSecond(value: number | undefined, unit: Unit): number | undefined {
  if (value === undefined || unit === null) return undefined;
  return unit === 'fahrenheit' ? round(value * 0.44704) : value;
}

/** Temperatures of a response whose unit cannot be told (metric and imperial both fit): kept as sent, with no scale; Kelvin is always told. */
export function unscaled(values: Weather['degrees'] & object): Weather['degrees'] {
  const known = Object.values(values).filter((v) => v !== undefined) as number[];
  if (known.length === 0 || known.some((v) => v > 160)) return undefined;
  return defined(values);
}

/** Floating-point dust off a conversion (281.35 K is 8.2 °C, not 8.200000000000045). */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
