import { ownEntry } from './json-reading';
import { wordSet } from './key-words';
import { DURATION_UNIT_NAMED } from './measure-words';

// What a measure is called in a sentence, from its field's words.

const UNIT_WORDS = wordSet(
  'm',
  'meter',
  'meters',
  'metre',
  'metres',
  'km',
  'kilometers',
  'kilometres',
  'mi',
  'miles',
  'ft',
  'feet',
  // A duration's units (and 'ticks'), as measure-words names them.
  ...DURATION_UNIT_NAMED,
  'milliunits',
  'base',
  'units',
  'ticks',
  'pct',
  'percent',
  'percentage',
  'cents',
  'minor',
  'bpm',
  'kg',
  'kgs',
  'kilograms',
  'g',
  'grams',
  'lb',
  'lbs',
  'pounds',
  'oz',
  'ounces',
  'c',
  'celsius',
  'f',
  'fahrenheit',
  'kcal',
  'kj',
  'kilojoules',
  'joules',
  'kmh',
  'kph',
  'mph',
  'mps',
);

// (So does a last `last` or `latest`: `wind_speed_last` is the wind's speed as it is now.)
const TRAILING_GENERIC = wordSet('money', 'value', 'val', 'reading', 'measurement', 'total', 'last', 'latest');

/** "distanceInMeters" is a distance. */
const LINKING_WORDS = wordSet('in', 'per', 'of');

/** Qualifiers written after the measure in field names, and before it in a sentence. */
const QUALIFIERS: Record<string, string> = {
  min: 'lowest',
  max: 'highest',
  avg: 'average',
  mean: 'average',
  low: 'lowest',
  high: 'highest',
  minimum: 'lowest',
  maximum: 'highest',
  average: 'average',
  indoor: 'indoor',
  outdoor: 'outdoor',
  out: 'outdoor',
  // A ride's power as its training software weighs it.
  normalized: 'normalized',
  normalised: 'normalized',
  weighted: 'weighted',
  peak: 'peak',
};

/** The qualifiers among a field's words, as a sentence writes them before the measure ("lowest", "indoor"). */
export function qualifiersOf(words: readonly string[]): string[] {
  return [
    ...new Set(words.map((word) => ownEntry(QUALIFIERS, word)).filter((word): word is string => word !== undefined)),
  ];
}

const SPELLED: Record<string, string> = {
  temp: 'temperature',
  hum: 'humidity',
  rh: 'humidity',
  elev: 'elevation',
  hr: 'heart rate',
  kcal: 'calories',
  hrv: 'HRV',
  rmssd: 'HRV (RMSSD)',
  sdnn: 'HRV (SDNN)',
};

/** Short words that name something in a measure's name ("uv index", "ev range", "ac power"). */
const SHORT_WORDS = wordSet('uv', 'ev', 'ac', 'dc', 'bp', 'tv', 'pm', 'co', 'no', 'o2', 'go', 'up', 'on', 'to');

function isVendorPrefix(word: string): boolean {
  return (
    word.length <= 2 &&
    /^[a-z]+$/.test(word) &&
    !ownEntry(SPELLED, word) &&
    !SHORT_WORDS.has(word) &&
    !UNIT_WORDS.has(word)
  );
}

/** What took a reading, before the measure's name. */
const READER_WORDS = wordSet('sensor', 'measured');

const LEVELS = new Set(['low', 'high']);
const LEVELLED = new Set(['intensity', 'priority', 'effort', 'activity']);

/** "temp_min" -> "lowest temperature", "avg_hr" -> "average heart rate"; unit words left out. */
const MEASURING_HEIGHT = /^\d{1,3}m$/;

export function labelOf(words: readonly string[], durational: boolean): string {
  // "min" is the unit of a duration and the lowest value of anything else.
  const named = words.filter(
    // "hr" is an hour in a duration's name and a heart rate in any other.
    (word) =>
      (!UNIT_WORDS.has(word) || (!durational && (ownEntry(QUALIFIERS, word) || ownEntry(SPELLED, word)))) &&
      !LINKING_WORDS.has(word) &&
      // The height a weather model reads at (`temperature_2m`, `wind_speed_10m`) is how, not what, it measured.
      !MEASURING_HEIGHT.test(word),
  );
  // "tip money", "weight value": the last word says only that it is an amount; the other words say which.
  const kept = named.length > 1 && TRAILING_GENERIC.has(named[named.length - 1]) ? named.slice(0, -1) : named;
  // Only a unit ("seconds", "kg"): nothing says what was measured; a bare percentage is how far along the item is.
  if (kept.length === 0) return words.every((word) => word === 'percent' || word === 'pct') ? words.join(' ') : '';
  // "low intensity", "high priority": a level named, not the lowest or highest of a measure.
  const qualifies = (word: string, i: number) =>
    ownEntry(QUALIFIERS, word) && !(LEVELS.has(word) && LEVELLED.has(kept[i + 1]));
  const qualifiers = kept.filter(qualifies).map((word) => ownEntry(QUALIFIERS, word));
  const measured = kept.filter((word, i) => !qualifies(word, i));
  // A vendor's prefix of two letters ("nf_calories": nutrition facts) is no word of the measure's name.
  // (So is a sensor chip's model before it, "bme280" of `BME280_temperature`: letters then digits.)
  // (So is what took the reading, "sensor" of `sensorTemperature`.)
  const unprefixed =
    measured.length > 1 &&
    (isVendorPrefix(measured[0]) || CHIP_MODEL.test(measured[0]) || READER_WORDS.has(measured[0]))
      ? measured.slice(1)
      : measured;
  // A sensor's part code after the measure ("TempC_SHT") names the chip, not what was measured.
  const uncoded =
    unprefixed.length > 1 &&
    isPartCode(unprefixed[unprefixed.length - 1]) &&
    !ownEntry(SPELLED, unprefixed[unprefixed.length - 1])
      ? unprefixed.slice(0, -1)
      : unprefixed;
  const rest = uncoded.map((word) => ownEntry(SPELLED, word) ?? word);
  // A name of nothing but a vendor's short code ("mc" of `mc_percent`) says nothing a person reads: no label.
  if (rest.length > 0 && rest.every(isVendorPrefix) && qualifiers.length === 0) return '';
  return [...qualifiers, ...rest].join(' ') || kept.join(' ');
}

/** A sensor's or chip's code among a measure's words (`sht`, `dht`, `bmp`): letters with no vowel. */
/** A sensor chip's model: three or four letters, then digits ("bme280", "sht31", "scd30"; never "pm25"). */
const CHIP_MODEL = /^[a-z]{3,4}\d{2,4}$/;

export function isPartCode(word: string): boolean {
  return /^[b-df-hj-np-tv-xz]{3,4}$/.test(word);
}
