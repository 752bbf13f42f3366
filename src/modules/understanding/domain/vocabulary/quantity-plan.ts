import { hasAny } from './key-words';
import {
  DURATION_UNIT_NAMED,
  LENGTH_WORDS,
  BODY_ENERGY,
  PERCENT,
  AMOUNT_WORDS,
  MONEY,
  HEART,
  DISTANCE,
  DURATION,
  DURATION_UNITS,
  HRV,
  WEIGHT,
  TEMPERATURE,
  ENERGY,
  SPEED,
  STEPS,
  SCALE_OF_FEELING,
} from './measure-words';
import { NEVER_MEASURES, CLOCK_WORDS, FLAG_WORDS, BOOKKEEPING } from './non-measure-words';
import { isPartCode, labelOf } from './quantity-label';

export const last = (words: readonly string[]) => words[words.length - 1];

/**
 * A total over a lifetime or a window of weeks (`playtime_forever`, `playtime_2weeks`, `cumulativeRecoveryTime`):
 * what has piled up, never what the day measured.
 */
// A vehicle's odometer (its mileage) counts its whole life: its reading is no distance of the day; so do a machine's operating hours
// and the time since it started (`operatingHours`, `uptime`).
// (So are the sizes of an audience, a community's subscribers or an account's followers: what it has, not the day's.)
const RUNNING_TOTAL =
  /^(?:forever|lifetime|alltime|cumulative|accumulated|odometer|odo|mileage|operating|uptime|subscribers|followers|stargazers|\d+(?:days?|weeks?|months?|years?))$/;

export function isRunningTotal(words: readonly string[]): boolean {
  return words.some((word) => RUNNING_TOTAL.test(word));
}

/** What a vehicle can still go, named by what it runs on or how it was reckoned (`batteryAutonomy`, `fuel_range`, `remainingRange`). */
const RANGE_WORDS = new Set(['range', 'autonomy']);
const RANGE_OF = new Set([
  'battery',
  'fuel',
  'ev',
  'electric',
  'hv',
  'gas',
  'petrol',
  'diesel',
  'cruising',
  'driving',
  'remaining',
  'estimated',
  'est',
]);

export function isVehicleRange(words: readonly string[]): boolean {
  return (
    words.some((word) => RANGE_WORDS.has(word)) &&
    (words.some((word) => RANGE_OF.has(word)) || words.includes('autonomy'))
  );
}

/** Keys of an object whose values are all in one system of units (`imperial: {temp, windGust, elev}`). */
const IMPERIAL_KEYS = new Set(['imperial', 'english', 'us', 'uscs']);

export function isImperialSystem(key: string): boolean {
  return IMPERIAL_KEYS.has(key.toLowerCase());
}

/**
 * The unit a value of the imperial system is in, named by its measure's words: mph, °F, inches, inHg, feet or miles.
 */
const IMPERIAL_UNITS: ReadonlyArray<[ReadonlySet<string>, string]> = [
  [new Set(['speed', 'gust']), 'mph'],
  // (A sender's system named "us" or "imperial" makes its temperatures Fahrenheit: Dark Sky's `units: "us"`.)
  [new Set(['temperature', 'temp', 'dew', 'feels', 'apparent']), 'f'],
  [new Set(['precip', 'precipitation', 'rain', 'rainfall']), 'inches'],
  [new Set(['pressure', 'baro', 'barometric']), 'inhg'],
  [new Set(['elev', 'elevation', 'altitude', 'height']), 'ft'],
  [new Set(['distance']), 'mi'],
];

/** A value's words with the imperial unit its measure is in, when it names none. */
export function withImperialUnit(words: readonly string[]): readonly string[] {
  const unit = IMPERIAL_UNITS.find(([names]) => words.some((word) => names.has(word)))?.[1];
  return unit === undefined || words.includes(unit) ? words : [...words, unit];
}

/** Words of a machine's statistics that count since it was made (`statistics.totalCuttingTime`, `upTime`). */
const LIFETIME_STATISTIC_WORDS = new Set(['total', 'number', 'usage', 'up', 'down', 'cycles']);

/** A machine's statistic counted over its life, under `statistics`: no measure of the day. */
export function isLifetimeStatistic(words: readonly string[], parentWords: readonly string[]): boolean {
  return parentWords.includes('statistics') && words.some((word) => LIFETIME_STATISTIC_WORDS.has(word));
}

/** Everything quantityOf asks of a field's words, asked once per words array (field names repeat endlessly). */
export interface Plan {
  never: boolean;
  label: string;
  unit: string;
  percent: boolean;
  money: boolean;
  minor: boolean;
  heart: boolean;
  speed: boolean;
  distance: boolean;
  duration: boolean;
  weight: boolean;
  temperature: boolean;
  fahrenheit: boolean;
  energy: boolean;
  steps: boolean;
  bookkeeping: boolean;
  hrv: boolean;
  /** The duration's unit is in its name ("_ms", "minutes"). */
  durationUnitNamed: boolean;
  durationUnit: string;
  /** The temperature's scale is in its name ("_c", "fahrenheit"). */
  temperatureScaleNamed: boolean;
  /** Named as an amount of money, whether or not a currency is given. */
  amount: boolean;
  /** A lifetime or window total (`playtime_forever`): never the day's. */
  runningTotal: boolean;
  /** Amounts in thousandths (YNAB's milliunits). */
  milliunits: boolean;
  /** Amounts in the currency's smallest unit, named so ("valueInBaseUnits"). */
  baseUnits: boolean;
  /**
   * A money object under a name ending in "money" (`tip_money: {amount, currency}`): Square's and its SDKs' Money,
   * whose whole amounts are in the currency's smallest unit.
   */
  moneyObject: boolean;
}

const plans = new WeakMap<readonly string[], Plan>();

/** What a rate is of when it is a setting or a ratio, never money of the day. */
const RATE_OF_MONEY = new Set([
  'hourly',
  'tax',
  'vat',
  'gst',
  'discount',
  'cost',
  'billing',
  'billable',
  'fee',
  'exchange',
  'conversion',
  'fx',
  'interest',
  'commission',
]);

/** Temperatures named by what they are of: how hot it feels, the dew point, the heat index, the wind chill. */
const TEMPERATURE_PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['feels', 'like'],
  ['dew', 'point'],
  ['heat', 'index'],
  ['wind', 'chill'],
];

function isTemperature(words: readonly string[]): boolean {
  return (
    hasAny(words, TEMPERATURE) ||
    TEMPERATURE_PHRASES.some(([first, second]) => words.includes(first) && words.includes(second)) ||
    isThermostatSetpoint(words)
  );
}

/** A thermostat's setpoint (`heatSetpoint`): the temperature it was set to, not its bounds (`minHeatSetpoint`). */
function isThermostatSetpoint(words: readonly string[]): boolean {
  return words.includes('setpoint') && !words.some((word) => SETPOINT_NOT_TEMPERATURE.has(word));
}

const SETPOINT_NOT_TEMPERATURE = new Set(['humidity', 'min', 'max', 'minimum', 'maximum', 'limit', 'status', 'count']);

const WINDOW_WORDS = new Set(['last', 'past', 'previous', 'prev', 'trailing']);
const WINDOW_UNITS = new Set(['s', 'sec', 'secs', 'min', 'mins', 'h', 'hr', 'hrs', 'hour', 'hours', 'day', 'days']);

/**
 * A statistic over a past window (`wind_speed_avg_last_10_min`, `pm25_last_24_hours`): the reading beside it says the
 * present, and its time unit is the window's, not the value's.
 */
function isPastWindow(words: readonly string[]): boolean {
  const at = words.findIndex((word) => WINDOW_WORDS.has(word));
  return at >= 0 && /^\d+$/.test(words[at + 1] ?? '') && WINDOW_UNITS.has(words[at + 2] ?? '');
}

export function planOf(words: readonly string[]): Plan {
  let plan = plans.get(words);
  if (plan) return plan;
  const unit = last(words) ?? '';
  const otherMeasure =
    isTemperature(words) ||
    hasAny(words, WEIGHT) ||
    hasAny(words, ENERGY) ||
    hasAny(words, STEPS) ||
    hasAny(words, HEART) ||
    (words.includes('heart') && words.includes('rate')) ||
    hasAny(words, PERCENT) ||
    hasAny(words, DISTANCE);
  const runningTotal = isRunningTotal(words);
  plan = {
    runningTotal,
    // is_/has_ numbers are flags; offsets and versions measure nothing.
    never:
      words.length === 0 ||
      FLAG_WORDS.has(words[0]) ||
      hasAny(words, NEVER_MEASURES) ||
      runningTotal ||
      isPastWindow(words) ||
      (hasAny(words, CLOCK_WORDS) &&
        (words.includes('time') || words.includes('hours')) &&
        !hasAny(words, LENGTH_WORDS)) ||
      // An hourly or cost rate is a setting of the tool, not money of the day.
      // (So is a tax's or a discount's rate, a fraction: `tax_rate: 0.13`.)
      // (So are a fee's, an exchange's or an interest's: `fee_rate: "0.05"`, `exchange_rate: "1.73"`.)
      (words.includes('rate') && words.some((word) => RATE_OF_MONEY.has(word))),
    label: labelOf(words, (hasAny(words, DURATION) || DURATION_UNITS.has(unit)) && !otherMeasure),
    unit,
    percent: hasAny(words, PERCENT),
    // A total of another measure (`total_weight`, `total_distance`) is that measure, whatever currency is beside it;
    // only a word of money itself (`weight_price`) makes it an amount.
    money:
      hasAny(words, MONEY) &&
      (hasAny(words, AMOUNT_WORDS) || !(otherMeasure || hasAny(words, DURATION) || hasAny(words, SPEED))),
    minor: words.includes('cents') || words.includes('minor') || words.includes('pence'),
    // A "productivity pulse" is a score, not a heartbeat.
    heart:
      ((words.includes('heart') && words.includes('rate')) || hasAny(words, HEART)) &&
      !words.includes('productivity') &&
      !words.includes('score'),
    speed: hasAny(words, SPEED),
    distance: hasAny(words, DISTANCE) || ['km', 'kilometers', 'kilometres', 'mi', 'miles'].includes(unit),
    duration:
      (hasAny(words, DURATION) || (DURATION_UNITS.has(unit) && !otherMeasure)) &&
      !words.includes('zone') &&
      !words.includes('score') &&
      // What is left of a timer, or where playback stands (`currentTime`), is not how long anything lasted.
      !words.includes('remaining') &&
      !words.includes('current') &&
      !(hasAny(words, BOOKKEEPING) && !hasAny(words, DURATION)) &&
      !(hasAny(words, CLOCK_WORDS) && !hasAny(words, LENGTH_WORDS)),
    durationUnitNamed: hasAny(words, DURATION_UNIT_NAMED),
    // "minutes_asleep" is in minutes wherever the unit stands in the name.
    durationUnit: DURATION_UNIT_NAMED.has(unit) ? unit : (words.find((word) => DURATION_UNIT_NAMED.has(word)) ?? unit),
    // The scale's letter ends the name or stands before a sensor's part code (`TempC_SHT`).
    temperatureScaleNamed: scaleLetter(words) !== null || words.includes('celsius') || words.includes('fahrenheit'),
    hrv: hasAny(words, HRV),
    amount: hasAny(words, AMOUNT_WORDS),
    milliunits: words.includes('milliunits'),
    baseUnits: words.includes('base') && words.includes('units'),
    moneyObject: words.length > 1 && last(words) === 'money',
    weight: hasAny(words, WEIGHT),
    temperature: isTemperature(words),
    fahrenheit: scaleLetter(words) === 'f' || words.includes('fahrenheit'),
    // An "energy level" of 4 is how someone felt, not kilocalories.
    energy:
      hasAny(words, ENERGY) &&
      hasAny(words, BODY_ENERGY) &&
      !words.includes('kwh') &&
      !words.includes('wh') &&
      !hasAny(words, SCALE_OF_FEELING),
    steps: hasAny(words, STEPS),
    bookkeeping: hasAny(words, BOOKKEEPING),
  };
  plans.set(words, plan);
  return plan;
}

/** A temperature scale's letter in a name: its last word, or the word before a part code of no vowel (`sht`). */
function scaleLetter(words: readonly string[]): 'c' | 'f' | null {
  const at = words.length >= 2 && isPartCode(words[words.length - 1]) ? words.length - 2 : words.length - 1;
  const letter = words[at];
  return letter === 'c' || letter === 'f' ? letter : null;
}
