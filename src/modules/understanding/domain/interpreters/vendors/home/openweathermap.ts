import type { Weather } from '../../../events/diary-event';
import { momentOfEpochSeconds } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  defined,
  isObject,
  listAt,
  numberAt,
  objectAt,
  objectsAt,
  textAt,
} from '../../../vocabulary/json-reading';
import { unitOf, dewPointUnit, celsius, metresPerSecond, unscaled } from './openweathermap-units';

/**
 * OpenWeatherMap: the Current Weather response (https://openweathermap.org/current),
 * One Call API 3.0 (https://openweathermap.org/api/one-call-3) and the 5 day /
 * 3 hour forecast (https://openweathermap.org/forecast5), read as a forecast:
 * nothing that happened.
 *
 * Temperatures come in the unit the request asked for (`units`: Kelvin by
 * default, °C for metric, °F for imperial; https://openweathermap.org/api/weather-data)
 * and the response does not say which. Kelvin is certain above 160 (Earth's
 * coldest air is 184 K); °F is certain above 60 (its hottest is 56.7 °C); One
 * Call's dew points tell °C from °F, since in a dry hour only one of them
 * agrees with the temperature and humidity they were computed from. Otherwise
 * the unit is not known, and the temperatures and the wind (m/s, or mph with
 * °F) are left out rather than guessed.
 * `main.temp_min`/`temp_max` of Current Weather are the spread across a city at
 * that moment, not the day's low and high, and are left out too.
 */
export const openWeatherMap: Interpreter = {
  vendor: 'OpenWeatherMap: current weather, One Call 3.0 and forecasts',

  matches(value) {
    return isCurrentWeather(value) || isOneCall(value) || isForecast(value);
  },

  read(value) {
    if (isCurrentWeather(value)) return readCurrentWeather(value);
    if (isOneCall(value)) return readOneCall(value);
    return [];
  },
};

function isCurrentWeather(value: JsonObject): boolean {
  return isObject(value.coord) && Array.isArray(value.weather) && isObject(value.main) && typeof value.dt === 'number';
}

function isOneCall(value: JsonObject): boolean {
  return (
    typeof value.lat === 'number' &&
    typeof value.lon === 'number' &&
    typeof value.timezone === 'string' &&
    'timezone_offset' in value &&
    (isObject(value.current) || Array.isArray(value.daily))
  );
}

function isForecast(value: JsonObject): boolean {
  return Array.isArray(value.list) && isObject(value.city) && 'cnt' in value && 'cod' in value;
}

function readCurrentWeather(value: JsonObject): Weather[] {
  const main = objectAt(value, 'main');
  const unit = unitOf(
    [numberAt(main, 'temp'), numberAt(main, 'feels_like'), numberAt(main, 'temp_min'), numberAt(main, 'temp_max')],
    null,
  );
  return [
    defined<Weather>({
      type: 'weather',
      conditions: conditionsOf(value),
      temperatureC: celsius(numberAt(main, 'temp'), unit),
      feelsLikeC: celsius(numberAt(main, 'feels_like'), unit),
      degrees:
        unit === null
          ? unscaled({ temperature: numberAt(main, 'temp'), feelsLike: numberAt(main, 'feels_like') })
          : undefined,
      humidityPct: numberAt(main, 'humidity'),
      windMs: metresPerSecond(numberAt(value, 'wind.speed'), unit),
      place: textAt(value, 'name'),
      at: momentOfEpochSeconds(value.dt) ?? undefined,
    }),
  ];
}

function readOneCall(value: JsonObject): Weather[] {
  const current = objectAt(value, 'current');
  if (!current) return [];
  const offset = numberAt(value, 'timezone_offset') ?? 0;
  const dt = numberAt(current, 'dt');
  // daily[0] is the place's today: its low, high and rain are the day's when it is the same local day as `current`.
  const today = objectsAt(value, 'daily').find(
    (day) => dt !== undefined && sameLocalDay(numberAt(day, 'dt'), dt, offset),
  );
  const temperatures = [
    numberAt(current, 'temp'),
    numberAt(current, 'feels_like'),
    numberAt(current, 'dew_point'),
    numberAt(today, 'temp.min'),
    numberAt(today, 'temp.max'),
  ];
  const unit = unitOf(temperatures, dewPointUnit([current, ...objectsAt(value, 'hourly')]));
  return [
    defined<Weather>({
      type: 'weather',
      conditions: conditionsOf(current),
      temperatureC: celsius(numberAt(current, 'temp'), unit),
      lowC: celsius(numberAt(today, 'temp.min'), unit),
      highC: celsius(numberAt(today, 'temp.max'), unit),
      feelsLikeC: celsius(numberAt(current, 'feels_like'), unit),
      degrees:
        unit === null
          ? unscaled({
              temperature: numberAt(current, 'temp'),
              low: numberAt(today, 'temp.min'),
              high: numberAt(today, 'temp.max'),
              feelsLike: numberAt(current, 'feels_like'),
            })
          : undefined,
      humidityPct: numberAt(current, 'humidity'),
      windMs: metresPerSecond(numberAt(current, 'wind_speed'), unit),
      precipitationMm: numberAt(today, 'rain'),
      at: momentOfEpochSeconds(dt) ?? undefined,
    }),
  ];
}

/** "light rain", from the first weather condition. */
function conditionsOf(value: JsonObject): string | undefined {
  const first = listAt(value, 'weather')[0];
  return textAt(first, 'description') ?? textAt(first, 'main')?.toLowerCase();
}

function sameLocalDay(a: number | undefined, b: number, offset: number): boolean {
  return a !== undefined && Math.floor((a + offset) / 86_400) === Math.floor((b + offset) / 86_400);
}
