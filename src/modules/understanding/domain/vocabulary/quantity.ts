import { ownEntry } from './json-reading';
import { currencyExponent } from './currency';
import { PERCENT } from './measure-words';
import { hasAny } from './key-words';
import { COUNT_NOUNS, MEASURE_TERMS, MeasureTerm, SCALE_NOUNS } from './measure-vocabulary';
import { GENERIC_VALUE, STAGE_WORDS } from './item-words';
import { isVehicleRange, last, Plan, planOf } from './quantity-plan';
import { qualifiersOf } from './quantity-label';
import { KILOGRAMS_PER, METRES_A_SECOND_PER, METRES_PER, celsiusOfFahrenheit } from './unit-factors';

/**
 * Numbers made human from their field names: metres to km, seconds to
 * minutes, `_pct` to %, amounts with their currency, heart rate, weights.
 * Values are kept in one base unit per dimension so that ranges compare.
 */
export type Dimension =
  | 'distance'
  | 'duration'
  | 'percent'
  | 'money'
  | 'heart-rate'
  | 'weight'
  | 'temperature'
  | 'energy'
  | 'speed'
  | 'steps'
  | 'count'
  | 'measure'
  | 'as-sent';

export interface Quantity {
  /** What was measured, e.g. "moving time" (unit words left out). */
  label: string;
  dimension: Dimension;
  /** In the base unit: m, s, %, major currency units, bpm, kg, °C, kcal, m/s, or a plain count. */
  value: number;
  currency?: string;
  /**
   * For a distance, a speed or a weight sent in imperial units (or knots): that unit ('mi', 'ft', 'mph', 'kn', 'lb',
   * 'oz'), which it is told in; the value stays in the base unit so that readings compare and add up.
   * For a `measure`: the unit as the sender wrote it ("W", "lx", "ppm"); for
   * `as-sent` (a number whose unit cannot be told, such as an integer amount
   * that may be in cents): what is known of it ("GBP"). Both print the value as sent.
   */
  unit?: string;
  /** When it was measured, when the sender said so beside it (a day's lowest temperature at 06:40): minute counted from the day's midnight. */
  minute?: number;
  /** Its readings over a day's intervals add up (a house's hourly energy): a series of it is its sum. */
  sums?: boolean;
  /** The day's total so far (`dailyrainin`, `steps_today`): a later reading says the day better than a range. */
  soFar?: boolean;
  /**
   * A duration whose unit was not named: `seconds` read as seconds (the record's own times may say it was minutes),
   * `unknown` too short to say (a stay of 67): told only when the record's own times decide it. A speed whose unit was
   * not named: `speed`, which the record's own distance and time may correct.
   */
  /** `wind-kmh`: a wind of no unit only km/h explains, which says the source's other winds are in km/h too. */
  unitGuess?: 'seconds' | 'unknown' | 'speed' | 'wind-kmh';
  /** An amount read from whole minor units (675 as $6.75): its cents say nothing of how the sender writes amounts. */
  fromMinor?: boolean;
}

/**
 * What a person can have measured in a day, per dimension (base units): a value outside is
 * a sender's error or an attack (1e308 metres, a battery at -100,000%), never written.
 */
const PLAUSIBLE: Record<Dimension, [number, number]> = {
  distance: [-20_000, 50_000_000],
  duration: [0, 31 * 86_400],
  percent: [-1_000, 1_000],
  money: [-1e13, 1e13],
  'heart-rate': [20, 260],
  weight: [0.001, 1_000],
  temperature: [-100, 1_000],
  energy: [0, 100_000],
  speed: [0, 350],
  steps: [0, 300_000],
  count: [-1e12, 1e12],
  measure: [-1e12, 1e12],
  // A number written as sent must be one a person reads: ten digits are an id, an epoch or a token's lifetime.
  'as-sent': [-999_999_999, 999_999_999],
};

/**
 * A bare duration too short to say whether it counts seconds or minutes (`duration: 67`), which only a span the
 * record's own times give can decide; null for any other number.
 */
export function undecidedDurationOf(words: readonly string[], value: number): Quantity | null {
  const quantity = readQuantity(words, value, undefined, false, true);
  return quantity?.unitGuess === 'unknown' ? quantity : null;
}

/** Whether a value (in the dimension's base unit) is one a day can hold. */
export function isPlausible(dimension: Dimension, value: number): boolean {
  const [low, high] = PLAUSIBLE[dimension];
  return Number.isFinite(value) && value >= low && value <= high && !(dimension === 'duration' && value <= 0);
}

/** The quantity a numeric field holds, or null when it is bookkeeping (ids, versions, positions), empty or beyond belief. */
export function quantityOf(words: readonly string[], value: number, currency?: string, miles = false): Quantity | null {
  if (words.length > 1 && CODE_ENDS.has(words[words.length - 1])) return null;
  const quantity = readQuantity(words, value, currency, miles);
  return quantity && isPlausible(quantity.dimension, quantity.value) ? quantity : null;
}

/** Words of how much of a thing is done (`percent_done`, `completion_pct`). */
const DONE_WORDS = new Set(['done', 'complete', 'completed', 'completion', 'finished']);

/** Temperatures of rooms, bodies and the weather, in °C: an unnamed scale's number outside is not read as Celsius. */
const CELSIUS_AROUND = [-60, 50] as const;

/** What a probe measures hotter than a room (a roast's core, its peak and target, hot water), up to boiling. */
const HOT_THINGS = new Set(['internal', 'core', 'probe', 'meat', 'food', 'peak', 'target', 'water', 'cook', 'cooking']);
const HOT_CELSIUS_MOST = 100;

/** Words of a temperature's name that say it is a room's or the air's (a vendor's two-letter prefix aside). */
const AMBIENT_WORDS = new Set([
  'temperature',
  'temp',
  'room',
  'air',
  'ambient',
  'indoor',
  'outdoor',
  'current',
  'inside',
  'outside',
]);

function isAmbientTemperature(words: readonly string[]): boolean {
  return words.every((word) => AMBIENT_WORDS.has(word) || /^[a-z]{1,2}$/.test(word));
}

/** The hottest weather or room in Fahrenheit. */
const FAHRENHEIT_MOST = 135;

/** An energy of a body above this many kcal is no day's: a sender counting in joules. */
const JOULES_ABOVE = 100_000;

/** Time units a measure's name cannot mean otherwise (`min` is also a minimum, `h` an hour or a height). */
const SPELLED_TIME_UNITS = new Set([
  'seconds',
  'secs',
  'minutes',
  'mins',
  'minute',
  'hours',
  'hrs',
  'hour',
  'milliseconds',
]);

/** Units a speed's name can end in. */
const SPEED_UNITS = new Set(['kmh', 'kph', 'mph', 'ms', 'mps', 'knots', 'kn']);
/** Metres a second no road, trail or rail journey of a person's day goes past (162 km/h). */
const BARE_SPEED_MOST = 45;
/** The fastest wind in km/h a reading of no unit is taken for (the strongest gusts measured, about 400 km/h). */
const BARE_WIND_KMH_MOST = 400;

/** Whether a measure's label names a wind's speed (`wind speed`, `wind gust`, a glued `windgust` read word by word). */
export function namesWind(label: string): boolean {
  return /\b(?:wind|gusts?)\b/.test(label);
}

/** What a 16-bit register holds at its ends, as decoders scale it: a sensor that read nothing. */
const NO_READING = new Set([32_767, 3_276.7, 327.67, 32_768, 3_276.8, 327.68, 65_535, 6_553.5, 655.35]);

function readQuantity(
  words: readonly string[],
  value: number,
  currency: string | undefined,
  miles: boolean,
  undecided = false,
): Quantity | null {
  // Zero says nothing in a diary.
  if (!Number.isFinite(value) || value === 0) return null;
  // A sensor's "no reading", the largest number its register holds (32767 scaled to 327.67 by a decoder, 65535): no
  // measure. (An amount of money may be any number.)
  if (!planOf(words).money && NO_READING.has(Math.abs(value))) return null;
  // A vehicle's range (its battery's, however reckoned) is how far it can go: in km unless its unit is named, in
  // miles where people count in miles.
  if (isVehicleRange(words))
    return value > 0
      ? {
          label: 'range',
          dimension: 'distance',
          value: rangeMetres(words, value, miles),
          ...(rangeInMiles(words, miles) ? { unit: 'mi' } : {}),
        }
      : null;
  // A battery's bare reading with decimals within a lithium cell's range (3.92) is its voltage: no share is sent so.
  // (Outside it, 12.5 may be a share as well as a lead battery's volts: not told.)
  if (
    words.length === 1 &&
    BATTERY_WORDS.has(words[0]) &&
    !Number.isInteger(value) &&
    value >= CELL_VOLTS[0] &&
    value <= CELL_VOLTS[1]
  )
    return termQuantity(VOLTAGE, ['voltage'], value);
  const energyPrice = energyPriceOf(words, value, currency);
  if (energyPrice !== undefined) return energyPrice;
  const plan = planOf(words);
  if (plan.never) return null;
  const term = termOf(words);
  // How long a measure lasted (`precip_minutes_local_day`: minutes of rain) is a duration, never the measure.
  if (term && term.unit !== '%' && words.some((word) => SPELLED_TIME_UNITS.has(word)))
    return value > 0
      ? {
          label: `${term.label} duration`,
          dimension: 'duration',
          value: seconds(
            words.find((word) => SPELLED_TIME_UNITS.has(word))!,
            value,
          ),
        }
      : null;
  if (term) return termQuantity(term, words, value);
  const { unit } = plan;
  // Energy or a duration named only by its unit ("kilojoules", "hours") is the energy, the duration.
  const label =
    plan.label === '' && plan.energy
      ? 'energy'
      : plan.label === '' && plan.duration && plan.durationUnitNamed
        ? 'duration'
        : plan.label;
  if (label === '') return null;
  const make = (dimension: Dimension, base: number, extra: Partial<Quantity> = {}): Quantity => ({
    label,
    dimension,
    value: base,
    ...extra,
  });

  // A battery's level sent as a fraction (`battery_level: 0.18`) is 18%; so is how much of a thing is done
  // (`percent_done: 0.6` is 60%: a share done is never a fraction of a per cent).
  // (So is a store's `chargeLevel`: how full its battery is.)
  const batteryLevel =
    (words.includes('battery') && (words.includes('level') || words.includes('charge'))) ||
    (words.includes('charge') && words.includes('level'));
  const shareDone = words.some((word) => DONE_WORDS.has(word));
  // (A light's brightness too: `brightness: 0.35` is 35%; and the air's humidity, `humidity: 0.76` as Dark Sky's API
  // sends it: no air is a fraction of a per cent humid.)
  const brightness = words.includes('brightness') || words.includes('humidity');
  // (Whose 1 is full as a fraction and dim on a scale of 100: it cannot be told.)
  if (brightness && value === 1) return null;
  // (And over 100 it is lux, a sky's brightness, which no share says.)
  if (brightness && value > 100) return null;
  // (So is a job's bare `completion`: how much of it was done.)
  const completion = words.length === 1 && words[0] === 'completion' && value <= 100;
  if (plan.percent || batteryLevel || brightness || completion)
    return make(
      'percent',
      (batteryLevel || shareDone || brightness) && value > 0 && value < 1 && !Number.isInteger(value)
        ? Math.round(value * 1000) / 10
        : value,
    );
  // How far along something is, as a fraction (`progress: 0.41`); a whole progress (`progress: 7`) is a count of
  // episodes or chapters, no share, and is not told. (With its unit it is that measure: a habit's 5.2 km.)
  const unitNamed = plan.duration || plan.distance || plan.weight || plan.energy || plan.steps;
  if (words.includes('progress') && !unitNamed && value > 0 && value <= 100)
    return value < 1 && !Number.isInteger(value) ? make('percent', Math.round(value * 1000) / 10) : null;
  if (currency && plan.money) return make('money', majorUnits(value, currency, plan), { currency });
  // An amount without its currency: a whole number may be cents or milliunits, so it is written as sent.
  if (plan.amount && !plan.duration)
    return Number.isInteger(value) && !plan.milliunits && !plan.minor
      ? make('as-sent', value)
      : make('count', plan.milliunits ? value / 1000 : plan.minor ? value / 100 : value);
  // Heart rate variability is told in whole milliseconds.
  if (plan.hrv) return make('measure', Math.round(plan.unit === 's' ? value * 1000 : value), { unit: 'ms' });
  if (plan.heart) return make('heart-rate', value);
  // A speed of no unit is in metres a second as APIs send it, or in miles an hour where people count in miles; one
  // that metres a second would make faster than a car goes is in a unit nobody named (a tracker's knots): not told.
  // A machine's part turning (a fan's, a pump's speed) is a level or revolutions, no journey's speed.
  if (plan.speed && words.some((word) => MACHINE_PARTS.has(word))) return null;
  // Miles an hour and knots are told in them, as the person's tool shows them.
  if (plan.speed) {
    // (A wind that fast would be a storm's past any; in km/h it is a gale's: read so, with the source's others.)
    if (!SPEED_UNITS.has(unit) && !miles && value > BARE_SPEED_MOST && namesWind(plan.label))
      return value <= BARE_WIND_KMH_MOST
        ? make('speed', value * METRES_A_SECOND_PER.kmh, { unitGuess: 'wind-kmh' })
        : null;
    if (!SPEED_UNITS.has(unit) && !miles && value > BARE_SPEED_MOST) return null;
    if (unit === 'kmh' || unit === 'kph') return make('speed', value * METRES_A_SECOND_PER.kmh);
    if (unit === 'knots' || unit === 'kn') return make('speed', value * METRES_A_SECOND_PER.kn, { unit: 'kn' });
    // (A speed of no unit is a guess the record's own distance and time may correct: speed-units.)
    if (unit === 'mph') return make('speed', value * METRES_A_SECOND_PER.mph, { unit: 'mph' });
    if (miles && !SPEED_UNITS.has(unit))
      return make('speed', value * METRES_A_SECOND_PER.mph, { unit: 'mph', unitGuess: 'speed' });
    return make('speed', value, SPEED_UNITS.has(unit) ? {} : { unitGuess: 'speed' });
  }
  if (plan.distance) {
    const sentIn = imperialDistanceUnit(words, value, miles);
    return make('distance', metres(words, value, miles), sentIn ? { unit: sentIn } : {});
  }
  // A running timer sends a negative duration: it is not one yet.
  if (plan.duration) {
    const duration = value > 0 ? durationOf(plan, value, make, undecided) : null;
    // Under a second is no duration of a day (a counter's ticks, a response time): "0 s" tells nothing. (Unless its
    // unit is still to be found: 0.55 may be hours.)
    return duration && duration.dimension === 'duration' && duration.value < 1 && duration.unitGuess !== 'unknown'
      ? null
      : duration;
  }
  if (plan.weight) {
    const sentIn = ownEntry(WEIGHT_TOLD_AS, unit);
    return make('weight', kilograms(unit, value), sentIn ? { unit: sentIn } : {});
  }
  // A temperature whose scale is not named is Celsius where people count in it (every zone but those that count in
  // miles) when it is one a room or the weather has; else it is written with a bare degree sign, as sent.
  // Where people count in Fahrenheit, one no room or weather has in Celsius is in Fahrenheit. Fahrenheit is told in
  // Fahrenheit there, and in Celsius elsewhere.
  if (plan.temperature) {
    const fahrenheit = plan.temperatureScaleNamed
      ? plan.fahrenheit
      : miles && value > CELSIUS_AROUND[1] && value <= FAHRENHEIT_MOST;
    // (Where people count in Celsius, a Fahrenheit reading is told in Celsius, as a person there reads it.)
    if (fahrenheit) return make('temperature', celsiusOfFahrenheit(value), miles ? { unit: '°F' } : {});
    // (A thermostat's whole tenths of a degree there, `actualTemperature: 711`, are 71.1 °F.)
    if (
      !plan.temperatureScaleNamed &&
      miles &&
      Number.isInteger(value) &&
      value > FAHRENHEIT_MOST &&
      value <= FAHRENHEIT_MOST * 10
    )
      return make('temperature', celsiusOfFahrenheit(value / 10), { unit: '°F' });
    // (And elsewhere a room's or the air's whole tenths of a degree Celsius, a sensor's `va_temperature: 312`, are 31.2 °C:
    // no room is that hot, and the name says nothing hotter than a room.)
    if (
      !plan.temperatureScaleNamed &&
      !miles &&
      Number.isInteger(value) &&
      value > CELSIUS_AROUND[1] &&
      value <= CELSIUS_AROUND[1] * 10 &&
      isAmbientTemperature(words)
    )
      return make('temperature', value / 10);
    // (Food and water a probe reads are hotter than any room: a lamb's core at 58.6 is Celsius there.)
    const highest = words.some((word) => HOT_THINGS.has(word)) ? HOT_CELSIUS_MOST : CELSIUS_AROUND[1];
    return plan.temperatureScaleNamed || (!miles && value >= CELSIUS_AROUND[0] && value <= highest)
      ? make('temperature', value)
      : make('measure', value, { unit: '°' });
  }
  // Kilojoules are told as sent (a ride's work, a label's energy where kJ is the custom); the sums stay in kcal.
  if (plan.energy)
    return words.includes('kj') || words.includes('kilojoules')
      ? make('energy', value / 4.184, { unit: 'kJ' })
      : words.includes('joules') || words.includes('j') || value > JOULES_ABOVE
        ? // Joules, named or plain to see (no body burns 2,928,800 kcal in a day): told in kcal.
          make('energy', Math.round(value / 4184))
        : make('energy', value);
  if (plan.steps) return make('steps', value);
  if (plan.bookkeeping) return null;
  // A large whole number without a unit is an identifier far more often than a measure.
  if (Number.isInteger(value) && Math.abs(value) >= 1e7) return null;
  // A plain number is told only when its name says what it counts or rates; what cannot be phrased is left out.
  // (Parts of a whole, sleep's stages, are durations whose unit the whole tells: item-measures reads them.)
  if (!words.some((word) => COUNT_NOUNS.has(word) || SCALE_NOUNS.has(word) || STAGE_WORDS.has(word))) return null;
  return make('count', value);
}

const BATTERY_WORDS = new Set(['battery', 'batt', 'bat']);
/** A lithium cell's volts, empty to full. */
const CELL_VOLTS = [2.5, 4.5] as const;
const VOLTAGE = MEASURE_TERMS.find((term) => term.label === 'voltage')!;

/** Words of a price (`price_kwh`, `tariff`), beside a unit of energy. */
const PRICE_WORDS = new Set(['price', 'cost', 'tariff', 'rate', 'per']);

/**
 * A price of electricity by the kilowatt-hour (`perKwh`, `price_per_kwh`, `spotPerKwh`): in the currency named beside
 * it, else in the minor units energy prices are quoted in (24.31 is cents, told "24.31 c/kWh"; 0.24 may be dollars
 * or cents, and is not told). Undefined for any other field; null for a price the rules cannot phrase.
 */
function energyPriceOf(
  words: readonly string[],
  value: number,
  currency: string | undefined,
): Quantity | null | undefined {
  const unit = words.find((word) => ENERGY_UNITS.has(word));
  if (unit === undefined || !words.some((word) => PRICE_WORDS.has(word))) return undefined;
  // (Carbon or a renewable share by the kilowatt-hour, `averageCo2PerKwh`, is no price.)
  if (words.some((word) => NOT_PRICED.has(word))) return undefined;
  if (unit !== 'kwh') return null;
  // (Of no currency, a price under 10 may be in whole units as well as cents: 3.0 is NOK 3 in Oslo, 3 c in Sydney.)
  if (!currency && Math.abs(value) < LEAST_CENTS_PRICE) return null;
  const rest = words.filter((word) => word !== unit && !PRICE_WORDS.has(word) && !GENERIC_VALUE.has(word));
  return {
    label: rest.length > 0 ? `${rest.join(' ')} price` : 'price',
    dimension: 'measure',
    value,
    unit: currency ? `${currency}/kWh` : MINOR_ENERGY_PRICE,
  };
}

const ENERGY_UNITS = new Set(['kwh', 'wh', 'mwh']);
/** What is measured by the kilowatt-hour besides its price. */
const NOT_PRICED = new Set([
  'co2',
  'carbon',
  'emission',
  'emissions',
  'renewable',
  'renewables',
  'fossil',
  'intensity',
]);
/** The least price of a kilowatt-hour of no currency read as cents. */
const LEAST_CENTS_PRICE = 10;
/** How a price of a kilowatt-hour with no currency is quoted: in cents. */
const MINOR_ENERGY_PRICE = 'c/kWh';

const TERM_NAMES = MEASURE_TERMS.map((term) => ({ term, names: term.names.map((name) => name.split(' ')) }));
/** Per field's words (profiles are cached, so one array per field name): the measure of the vocabulary they name. */
const termsOfWords = new WeakMap<readonly string[], MeasureTerm | null>();

function termOf(words: readonly string[]): MeasureTerm | null {
  let term = termsOfWords.get(words);
  if (term === undefined) {
    // A share of a measure (`heatingPower: {percentage}`) is a percentage, read as one.
    const share = hasAny(words, PERCENT);
    term =
      TERM_NAMES.find(
        ({ term: candidate, names }) =>
          !(share && candidate.unit !== '%') &&
          (names.some((name) => name.every((word) => words.includes(word))) ||
            (words.length >= 2 && candidate.suffixes?.includes(words[words.length - 1]) === true)),
      )?.term ??
      // A value named only by its unit ("ValueInMgPerDl").
      MEASURE_TERMS.find(
        (candidate) =>
          candidate.namedByUnit?.some((unit) => words.includes(unit)) &&
          words.every((word) => GENERIC_VALUE.has(word) || candidate.namedByUnit!.includes(word)),
      ) ??
      null;
    termsOfWords.set(words, term);
  }
  return term;
}

/** A measure of the vocabulary, in its unit: converted from the unit its field names, with its qualifiers. */
function termQuantity(term: MeasureTerm, words: readonly string[], value: number): Quantity | null {
  if (term.notOfTheDay?.some((word) => words.includes(word))) return null;
  // How many times something befell the measure (`any_power_fail_count`, `voltage_sag_l1_count`) is no reading of it.
  if (words.length >= 2 && COUNT_ENDS.has(words[words.length - 1])) return null;
  const named = term.from && words.find((word) => term.from![word] !== undefined);
  const plausible = (told: number) => told >= term.plausible[0] && told <= term.plausible[1];
  // A value of no unit that no day has in the term's unit is in the one unit people read it in that fits (a
  // barometer's 30.01 is inches of mercury).
  const sentIn = named ?? (plausible(value) ? undefined : readUnitThatFits(term, value, plausible));
  // A share sent as a fraction (`humidity: 0.76`, as Dark Sky's API sends it) is that percentage.
  const fraction = term.unit === '%' && sentIn === undefined && value > 0 && value < 1 && !Number.isInteger(value);
  const told = sentIn ? value * term.from![sentIn] : fraction ? Math.round(value * 1000) / 10 : value;
  if (!plausible(told)) return null;
  const qualifiers = qualifiersOf(words);
  const own = term.labelFromField
    ? words.filter((word) => term.from?.[word] === undefined && !GENERIC_VALUE.has(word)).join(' ')
    : '';
  const label = own || [...qualifiers, term.label].join(' ');
  if (term.unit === '%') return { label, dimension: 'percent', value: told };
  const toldAs =
    term.toldAs &&
    (sentIn !== undefined && term.toldAs[sentIn] !== undefined
      ? sentIn
      : words.find((word) => term.toldAs![word] !== undefined));
  // What adds up keeps its precision until it is added up; what is told as sent keeps the decimals it came with.
  const precision = term.sums || toldAs ? 1000 : 10 ** (term.decimals ?? 1);
  return {
    label,
    dimension: 'measure',
    value: Math.round((toldAs ? value : told) * precision) / precision,
    unit: toldAs ? term.toldAs![toldAs] : term.unit,
    ...(term.sums ? { sums: true } : {}),
  };
}

const COUNT_ENDS = new Set(['count', 'counts', 'number']);

/**
 * The unit among those a term may be sent in that makes a value plausible, when only one scale does (a barometer's
 * 30.01 in inches of mercury, a sensor's 95312 in pascals); undefined when none or several fit.
 */
function readUnitThatFits(term: MeasureTerm, value: number, plausible: (told: number) => boolean): string | undefined {
  const fits = Object.entries(term.from ?? {}).filter(([, factor]) => plausible(value * factor));
  if (fits.length === 0 || new Set(fits.map(([, factor]) => factor)).size > 1) return undefined;
  // (Of one scale's names, the one it is told in as sent, if any.)
  return (fits.find(([unit]) => term.toldAs?.[unit] !== undefined) ?? fits[0])[0];
}

const MACHINE_PARTS = new Set(['fan', 'fans', 'pump', 'motor', 'spindle', 'blower', 'compressor', 'impeller', 'drum']);

/** Words that end the name of a code, never a measure (`bed_temp_type: 1`). */
const CODE_ENDS = new Set(['type', 'kind', 'code', 'class', 'category', 'idx']);

/** Imperial weights are told in the unit they were sent in. */
const WEIGHT_TOLD_AS: Readonly<Record<string, string>> = { lb: 'lb', lbs: 'lb', pounds: 'lb', oz: 'oz', ounces: 'oz' };

/** The imperial unit a distance was sent in (named, or a bare distance where people count in miles), told in it. */
function imperialDistanceUnit(words: readonly string[], value: number, miles: boolean): 'mi' | 'ft' | undefined {
  const unit = last(words);
  if (['mi', 'miles'].includes(unit)) return 'mi';
  if (['ft', 'feet'].includes(unit)) return 'ft';
  if (['km', 'kilometers', 'kilometres', 'm', 'meter', 'meters', 'metre', 'metres'].includes(unit)) return undefined;
  // (As `metres` reads a bare distance: 5.2 in miles there, 5200 in metres.)
  return miles && words.includes('distance') && value < 100 && !Number.isInteger(value) ? 'mi' : undefined;
}

function rangeInMiles(words: readonly string[], miles: boolean): boolean {
  const unit = last(words);
  if (['m', 'meters', 'metres'].includes(unit)) return false;
  return ['mi', 'miles'].includes(unit) || (miles && !['km', 'kilometers', 'kilometres'].includes(unit));
}

function rangeMetres(words: readonly string[], value: number, miles: boolean): number {
  if (['m', 'meters', 'metres'].includes(last(words))) return value;
  return rangeInMiles(words, miles) ? value * METRES_PER.mi : value * 1000;
}

function metres(words: readonly string[], value: number, miles: boolean): number {
  const unit = last(words);
  if (['km', 'kilometers', 'kilometres'].includes(unit)) return value * 1000;
  if (['mi', 'miles'].includes(unit)) return value * METRES_PER.mi;
  if (['ft', 'feet'].includes(unit)) return value * METRES_PER.ft;
  if (['m', 'meter', 'meters', 'metre', 'metres'].includes(unit) || !words.includes('distance')) return value;
  // A bare "distance": 5.2 reads as kilometres (miles where people count in miles), 5200 as metres; 12 may be
  // either, and is not told (NaN).
  if (value < 100 && Number.isInteger(value)) return Number.NaN;
  return value < 100 ? value * (miles ? METRES_PER.mi : 1000) : value;
}

/**
 * A duration in seconds when its unit is named or plain to see: a bare
 * "duration" is seconds as most senders mean, milliseconds when seconds would
 * make it last days, and written as sent when short enough to be minutes.
 */
function durationOf(
  plan: Plan,
  value: number,
  make: (dimension: Dimension, base: number, extra?: Partial<Quantity>) => Quantity,
  undecided: boolean,
): Quantity | null {
  if (plan.durationUnitNamed) return make('duration', seconds(plan.durationUnit, value));
  // A reading time (an article's, a feed entry's) is counted in minutes wherever it is sent.
  if (/^reading\b|^read |(?:^|\s)to read$/.test(plan.label)) return make('duration', value * 60);
  if (value >= 172_800 && value <= 172_800_000) return make('duration', value / 1000);
  // Minutes or seconds? A short duration of no named unit cannot be phrased (a delay of 16), so it is not told.
  if (value < 120) return undecided ? make('duration', value, { unitGuess: 'unknown' }) : null;
  if (value > 172_800_000) return null;
  return make('duration', value, { unitGuess: 'seconds' });
}

/** An amount in major units when its field says its scale (cents, milliunits, base units), else as given. */
function majorUnits(value: number, currency: string, plan: Plan): number {
  // A code no money table knows (a crypto-asset's) has no cents to scale from.
  if (currencyExponent(currency) === null) return value;
  if (plan.milliunits) return value / 1000;
  if (plan.minor || plan.baseUnits || (plan.moneyObject && Number.isInteger(value)))
    return value / 10 ** (currencyExponent(currency) ?? 2);
  return value;
}

/** Whether an amount's field names its scale (cents, minor or base units, milliunits): then it is certain. */
export function amountScaleNamed(words: readonly string[]): boolean {
  const plan = planOf(words);
  return plan.minor || plan.baseUnits || plan.milliunits || plan.moneyObject;
}

function seconds(unit: string, value: number): number {
  if (['ms', 'milli', 'millis', 'milliseconds'].includes(unit)) return value / 1000;
  if (['us', 'micros', 'microseconds'].includes(unit)) return value / 1e6;
  if (['ns', 'nanos', 'nanoseconds'].includes(unit)) return value / 1e9;
  // .NET ticks, as Jellyfin and Emby count run times: 100 ns each.
  if (unit === 'ticks') return value / 1e7;
  if (['min', 'mins', 'minute', 'minutes'].includes(unit)) return value * 60;
  if (['h', 'hr', 'hrs', 'hour', 'hours'].includes(unit)) return value * 3600;
  return value;
}

/** Units a weight's name can end in; without one, it is in kilograms. */
export const WEIGHT_UNITS = new Set([
  'kg',
  'kgs',
  'kilograms',
  'kilos',
  'lb',
  'lbs',
  'pounds',
  'g',
  'grams',
  'oz',
  'ounces',
]);

function kilograms(unit: string, value: number): number {
  if (['lb', 'lbs', 'pounds'].includes(unit)) return value * KILOGRAMS_PER.lb;
  if (['oz', 'ounces'].includes(unit)) return value * KILOGRAMS_PER.oz;
  if (['g', 'grams'].includes(unit)) return value / 1000;
  return value;
}

/** Words that say a number is a counter's reading since it began, not a measure of the day. */
const COUNTER_WORDS = new Set([
  'total',
  'lifetime',
  'forever',
  'alltime',
  'cumulative',
  'accumulated',
  'meter',
  'counter',
]);
const ODOMETER_WORDS = new Set(['odometer', 'odo', 'mileage']);
const DISTANCE_UNITS = new Set(['km', 'mi', 'miles', 'kilometers', 'kilometres', 'm', 'meters', 'metres']);

/**
 * A lifetime counter's reading (`total_energy_kwh`, `aenergy_total` in Wh, `odometer_km`) as the measure it counts,
 * when it counts energy, or distance in a unit its name gives; else null. Two readings of a day tell what it used.
 */
export function counterReadingOf(words: readonly string[], value: number, miles = false): Quantity | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const odometer = words.some((word) => ODOMETER_WORDS.has(word));
  if (!odometer && !words.some((word) => COUNTER_WORDS.has(word))) return null;
  const own = words.filter((word) => !COUNTER_WORDS.has(word) && !ODOMETER_WORDS.has(word));
  if (odometer && !own.some((word) => DISTANCE_UNITS.has(word))) return null;
  const quantity = quantityOf(odometer ? ['distance', ...own] : own, value, undefined, miles);
  if (quantity === null) return null;
  if (quantity.dimension === 'distance' && odometer) return quantity;
  return quantity.dimension === 'measure' && quantity.unit === 'kWh' ? quantity : null;
}
