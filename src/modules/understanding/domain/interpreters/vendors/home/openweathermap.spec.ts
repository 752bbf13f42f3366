import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import type { JsonObject } from '../../../vocabulary/json-reading';
import { openWeatherMap } from './openweathermap';

const at = (iso: string) => ({ instant: Date.parse(iso) });

/** A Current Weather response as the API sends it, in the unit the request asked for. */
function current(main: JsonObject, wind = 3.6): JsonObject {
  return {
    coord: { lon: -0.1257, lat: 51.5085 },
    weather: [{ id: 802, main: 'Clouds', description: 'scattered clouds', icon: '03d' }],
    base: 'stations',
    main: { pressure: 1012, ...main },
    visibility: 10000,
    wind: { speed: wind, deg: 240 },
    clouds: { all: 40 },
    dt: 1783000000,
    sys: { type: 2, id: 2075535, country: 'GB', sunrise: 1782963000, sunset: 1783022000 },
    timezone: 3600,
    id: 2643743,
    name: 'London',
    cod: 200,
  };
}

describe('the OpenWeatherMap interpreter', () => {
  it('reads Current Weather in Kelvin (no units asked) at its dt, leaving out the city-wide temp_min and temp_max', () => {
    const [morning, forecast] = loadCorpusDay('openweathermap-current').deliveries.map((d) => d.payload as JsonObject);
    expect(openWeatherMap.read(morning)).toEqual([
      {
        type: 'weather',
        conditions: 'light rain',
        temperatureC: 11.27,
        feelsLikeC: 10.56,
        humidityPct: 84,
        windMs: 2.57,
        place: 'Lyon',
        at: at('2026-10-03T04:52:31Z'),
      },
    ]);
    // A forecast is not what happened.
    expect(interpret(forecast)).toEqual({ vendor: openWeatherMap.vendor, events: [] });
  });

  it("reads One Call 3.0 in metric, told by its dew points, with today's low, high and rain from daily[0]", () => {
    const [morning] = loadCorpusDay('openweathermap-onecall').deliveries.map((d) => d.payload as JsonObject);
    expect(openWeatherMap.read(morning)).toEqual([
      {
        type: 'weather',
        conditions: 'overcast clouds',
        temperatureC: 11.2,
        lowC: 9.4,
        highC: 17.8,
        feelsLikeC: 10.4,
        humidityPct: 83,
        windMs: 2.24,
        precipitationMm: 1.8,
        at: at('2026-05-16T14:24:18Z'),
      },
    ]);
  });

  it('reads °F when a temperature is above any on Earth in °C, and its wind from miles per hour', () => {
    expect(
      openWeatherMap.read(current({ temp: 75.2, feels_like: 74.6, temp_min: 72, temp_max: 78.1, humidity: 44 }, 10)),
    ).toEqual([
      {
        type: 'weather',
        conditions: 'scattered clouds',
        temperatureC: 24,
        feelsLikeC: 23.666667,
        humidityPct: 44,
        windMs: 4.4704,
        place: 'London',
        at: { instant: 1783000000000 },
      },
    ]);
  });

  it('keeps temperatures without a scale and leaves out wind when °C and °F cannot be told apart, keeping what has no unit', () => {
    expect(
      openWeatherMap.read(current({ temp: 21.4, feels_like: 21.1, temp_min: 19.9, temp_max: 22.6, humidity: 56 })),
    ).toEqual([
      {
        type: 'weather',
        conditions: 'scattered clouds',
        degrees: { temperature: 21.4, feelsLike: 21.1 },
        humidityPct: 56,
        place: 'London',
        at: { instant: 1783000000000 },
      },
    ]);
  });

  it('tells °F from °C by the dew point of a dry hour, and not by that of a damp one', () => {
    const oneCall = (humidity: number, dewPoint: number): JsonObject => ({
      lat: 40.7128,
      lon: -74.006,
      timezone: 'America/New_York',
      timezone_offset: -14400,
      current: {
        dt: 1783000000,
        temp: 50,
        feels_like: 48.2,
        humidity,
        dew_point: dewPoint,
        wind_speed: 6,
        weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
      },
    });
    // 50 °F at 40% is a dew point of 26.6 °F; read as °C, 50 at 40% would give 32.7.
    expect(openWeatherMap.read(oneCall(40, 26.6))).toEqual([
      {
        type: 'weather',
        conditions: 'clear sky',
        temperatureC: 10,
        feelsLikeC: 9,
        humidityPct: 40,
        windMs: 2.68224,
        at: { instant: 1783000000000 },
      },
    ]);
    // At 95% the dew point sits next to the temperature in either unit.
    expect(openWeatherMap.read(oneCall(95, 48.6))).toEqual([
      {
        type: 'weather',
        conditions: 'clear sky',
        degrees: { temperature: 50, feelsLike: 48.2 },
        humidityPct: 95,
        at: { instant: 1783000000000 },
      },
    ]);
  });

  it('does not take an error response or another weather shape', () => {
    expect(
      openWeatherMap.matches({
        cod: 401,
        message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      }),
    ).toBe(false);
    expect(openWeatherMap.matches({ temp: 21, weather: 'sunny', city: 'London' })).toBe(false);
    expect(
      openWeatherMap.matches({
        latitude: 52.52,
        longitude: 13.41,
        timezone: 'Europe/Berlin',
        current: { temperature_2m: 7.1 },
      }),
    ).toBe(false);
  });
});
