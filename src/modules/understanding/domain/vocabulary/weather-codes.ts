import { ownEntry } from './json-reading';
// Documented public code tables of the weather, as data: a sender's number for the sky, as the words a diary uses.

/**
 * WMO weather interpretation codes (WMO 4677, as Open-Meteo and many stations send them in `weather_code`; source:
 * open-meteo.com/en/docs, "WMO Weather interpretation codes").
 */
const WMO_WEATHER: Readonly<Record<number, string>> = {
  0: 'clear sky',
  1: 'mainly clear',
  2: 'partly cloudy',
  3: 'overcast',
  45: 'fog',
  48: 'rime fog',
  51: 'light drizzle',
  53: 'drizzle',
  55: 'dense drizzle',
  56: 'freezing drizzle',
  57: 'freezing drizzle',
  61: 'light rain',
  63: 'rain',
  65: 'heavy rain',
  66: 'freezing rain',
  67: 'freezing rain',
  71: 'light snow',
  73: 'snow',
  75: 'heavy snow',
  77: 'snow grains',
  80: 'rain showers',
  81: 'rain showers',
  82: 'violent rain showers',
  85: 'snow showers',
  86: 'heavy snow showers',
  95: 'thunderstorm',
  96: 'thunderstorm with hail',
  99: 'thunderstorm with heavy hail',
};

/**
 * Tomorrow.io's weather codes (`weatherCode`, `weatherCodeMax`; source: docs.tomorrow.io/reference/data-layers-weather-codes):
 * four digits from 1000, so never one of WMO's, which stop at 99.
 */
const TOMORROW_WEATHER: Readonly<Record<number, string>> = {
  1000: 'clear',
  1100: 'mostly clear',
  1101: 'partly cloudy',
  1102: 'mostly cloudy',
  1001: 'cloudy',
  2000: 'fog',
  2100: 'light fog',
  4000: 'drizzle',
  4001: 'rain',
  4200: 'light rain',
  4201: 'heavy rain',
  5000: 'snow',
  5001: 'flurries',
  5100: 'light snow',
  5101: 'heavy snow',
  6000: 'freezing drizzle',
  6001: 'freezing rain',
  6200: 'light freezing rain',
  6201: 'heavy freezing rain',
  7000: 'ice pellets',
  7101: 'heavy ice pellets',
  7102: 'light ice pellets',
  8000: 'thunderstorm',
};

/** Whether a field holds a WMO weather code: its name (`weather_code`, `weathercode`) or its unit ("wmo code") says so. */
export function isWeatherCodeField(words: readonly string[], unit: string | undefined): boolean {
  return (
    /\bwmo\b/i.test(unit ?? '') ||
    (words.includes('code') && (words.includes('weather') || words.includes('weathercode'))) ||
    (words.length === 1 && words[0] === 'weathercode')
  );
}

/** The weather a code says ("rain showers" for WMO's 80, "light snow" for Tomorrow.io's 5100), or undefined. */
export function weatherOfCode(value: number): string | undefined {
  return Number.isInteger(value) ? (ownEntry(WMO_WEATHER, value) ?? ownEntry(TOMORROW_WEATHER, value)) : undefined;
}

/**
 * Words of the sky's symbols and icons as weather services name them, glued or joined (MET Norway's and Yr's
 * `partlycloudy_day`, `lightrainshowersandthunder`, source: api.met.no/weatherapi/weathericon/2.0/documentation; Dark
 * Sky's, Pirate Weather's and Bright Sky's `partly-cloudy-night`, source: pirateweather.net/en/latest/API): read word
 * by word, with the part of the day left out. (MET Norway's table spells "lightssleet" once: a light sleet.)
 */
const SKY_WORDS: Readonly<Record<string, string>> = {
  clearsky: 'clear sky',
  clear: 'clear',
  fair: 'fair',
  partly: 'partly',
  mostly: 'mostly',
  cloudy: 'cloudy',
  overcast: 'overcast',
  fog: 'fog',
  foggy: 'fog',
  mist: 'mist',
  haze: 'haze',
  light: 'light',
  lights: 'light',
  heavy: 'heavy',
  rain: 'rain',
  drizzle: 'drizzle',
  sleet: 'sleet',
  snow: 'snow',
  hail: 'hail',
  showers: 'showers',
  thunder: 'thunder',
  thunderstorm: 'thunderstorm',
  thunderstorms: 'thunderstorms',
  and: 'and',
  wind: 'wind',
  windy: 'windy',
  sunny: 'sunny',
};

/** Words that name weather, of which a symbol must hold one (`and`, `light`, `partly` alone name none). */
const SKY_NOUNS = new Set([
  'clear sky',
  'clear',
  'fair',
  'cloudy',
  'overcast',
  'fog',
  'mist',
  'haze',
  'rain',
  'drizzle',
  'sleet',
  'snow',
  'hail',
  'showers',
  'thunder',
  'thunderstorm',
  'thunderstorms',
  'wind',
  'windy',
  'sunny',
]);

const PART_OF_DAY = /[-_ ](?:day|night|polartwilight)$/;
const MAX_SYMBOL = 48;

/** Whether a field holds the sky's symbol or icon (`symbol_code`, `icon`, `condition`, `weather_symbol`). */
export function isSkySymbolField(words: readonly string[]): boolean {
  return words.some((word) => word === 'symbol' || word === 'icon' || word === 'condition' || word === 'sky');
}

/** The weather a symbol names ("partly cloudy" of `partlycloudy_day`, "light rain showers" of `lightrainshowers`). */
export function weatherOfSymbol(symbol: string): string | undefined {
  const text = symbol.trim().toLowerCase();
  if (text.length > MAX_SYMBOL || !/^[a-z]+(?:[-_][a-z]+)*$/.test(text)) return undefined;
  const words: string[] = [];
  for (const part of text.replace(PART_OF_DAY, '').split(/[-_]/)) {
    const read = gluedSkyWords(part);
    if (read === null) return undefined;
    words.push(...read);
  }
  return words.some((word) => SKY_NOUNS.has(word)) ? words.join(' ') : undefined;
}

/** A glued run of sky words read as its words, longest first; null when any part is no sky word. */
function gluedSkyWords(glued: string): string[] | null {
  if (glued === '') return [];
  for (let end = glued.length; end > 0; end--) {
    const word = ownEntry(SKY_WORDS, glued.slice(0, end));
    if (word === undefined) continue;
    const rest = gluedSkyWords(glued.slice(end));
    if (rest !== null) return [word, ...rest];
  }
  return null;
}
