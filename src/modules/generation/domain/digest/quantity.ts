import { currencyExponent } from '../events/currency';
import { hasAny } from './key-words';

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
   * For a `measure`: the unit as the sender wrote it ("W", "lx", "ppm"); for
   * `as-sent` (a number whose unit cannot be told, such as an integer amount
   * that may be in cents): what is known of it ("GBP"). Both print the value as sent.
   */
  unit?: string;
  /** When it was measured, when the sender said so beside it (a day's lowest temperature at 06:40): minute counted from the day's midnight. */
  minute?: number;
}

const set = (...words: string[]) => new Set(words);

const UNIT_WORDS = set(
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
  's',
  'sec',
  'secs',
  'second',
  'seconds',
  'ms',
  'milli',
  'millis',
  'milliseconds',
  'us',
  'micros',
  'microseconds',
  'ns',
  'nanos',
  'nanoseconds',
  'min',
  'mins',
  'minute',
  'minutes',
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
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
  'c',
  'celsius',
  'f',
  'fahrenheit',
  'kcal',
  'kj',
  'kmh',
  'kph',
  'mph',
  'mps',
);

/** Numbers that never measure the day: positions and codes, and the sending device's own telemetry (its battery, its radio). */
const NEVER_MEASURES = set(
  'offset',
  'utc',
  'tz',
  'timezone',
  'index',
  'idx',
  'version',
  'id',
  'ids',
  'exec',
  'execution',
  'latency',
  'took',
  'wid',
  'tid',
  'cid',
  'rid',
  'battery',
  'batt',
  'voltage',
  'linkquality',
  'rssi',
  'lqi',
  'snr',
  'outage',
  'uptime',
  'firmware',
  'filtered',
  'unfiltered',
  'differential',
  'hysteresis',
  'deadband',
  'calibration',
  'limit',
  'limits',
  'threshold',
  'setting',
  'settings',
  'avail',
  'available',
  'configured',
  'estimate',
  'estimated',
);
/** Words that name a duration's unit: without one, a bare "duration" may be seconds, milliseconds or minutes. */
const DURATION_UNIT_NAMED = set(
  's',
  'sec',
  'secs',
  'second',
  'seconds',
  'ms',
  'milli',
  'millis',
  'milliseconds',
  'us',
  'micros',
  'microseconds',
  'ns',
  'nanos',
  'nanoseconds',
  'min',
  'mins',
  'minute',
  'minutes',
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
  'ticks',
);
/** A time of day named so ("end_time", "scheduled_departure_time_minutes" = 450) is a clock time, not a duration. */
const CLOCK_WORDS = set(
  'start',
  'end',
  'departure',
  'arrival',
  'scheduled',
  'begin',
  'wake',
  'bedtime',
  'alarm',
  'opening',
  'closing',
);
const LENGTH_WORDS = set('duration', 'elapsed', 'moving', 'length', 'total', 'spent');
/** Energy in kilocalories is what a body burns or eats; a car's or a house's energy is in kWh, unknown unless named. */
const BODY_ENERGY = set(
  'calories',
  'kcal',
  'kilocalories',
  'kj',
  'active',
  'burned',
  'burnt',
  'basal',
  'resting',
  'dietary',
  'food',
  'consumed',
  'expended',
  'workout',
  'exercise',
  'intake',
);
const FLAG_WORDS = set('is', 'has', 'can', 'should', 'was', 'did', 'allow', 'enable', 'enabled');

/** "distanceInMeters" is a distance. */
const LINKING_WORDS = set('in', 'per', 'of');

/** Numbers under these words count things nobody writes in a diary: ids, versions, positions, codes. */
const BOOKKEEPING = set(
  'year',
  'years',
  'exec',
  'execution',
  'latency',
  'took',
  'cod',
  'http',
  'step',
  'limit',
  'limits',
  'threshold',
  'capability',
  'supported',
  'precision',
  'interval',
  'reminder',
  'reminders',
  'id',
  'ids',
  'uuid',
  'resource',
  'state',
  'version',
  'revision',
  'rev',
  'schema',
  'index',
  'idx',
  'position',
  'pos',
  'offset',
  'seq',
  'sequence',
  'utc',
  'unit',
  'units',
  'type',
  'kind',
  'flag',
  'flags',
  'code',
  'status',
  'order',
  'shard',
  'partition',
  'attempt',
  'attempts',
  'retry',
  'retries',
  'port',
  'pid',
  'ppid',
  'uid',
  'gid',
  'build',
  'number',
  'num',
  'no',
  'line',
  'column',
  'col',
  'row',
  'width',
  'height',
  'zoom',
  'x',
  'y',
  'z',
  'page',
  'per',
  'limit',
  'lat',
  'lng',
  'lon',
  'latitude',
  'longitude',
  'accuracy',
  'bytes',
  'size',
  'hash',
  'nonce',
  'timeout',
  'ttl',
  'expires',
  'exp',
  'iat',
  'nbf',
  'epoch',
  'private',
  'public',
  'visibility',
  'category',
  'chat',
  'channel',
  'team',
  'thread',
  'reply',
  'parent',
  'owner',
  'athlete',
  'user',
  'account',
  'subscription',
  'installation',
);

const PERCENT = set('pct', 'percent', 'percentage', 'humidity', 'soc');
/** Words that name an amount of money even without a currency beside it. */
const AMOUNT_WORDS = set(
  'amount',
  'price',
  'balance',
  'cost',
  'fee',
  'fees',
  'paid',
  'spent',
  'payment',
  'income',
  'expense',
  'subtotal',
);
const MONEY = set(
  'amount',
  'price',
  'total',
  'balance',
  'cost',
  'subtotal',
  'fee',
  'fees',
  'paid',
  'spent',
  'value',
  'change',
  'budget',
  'income',
  'expense',
  'payment',
  'cents',
);
const HEART = set('bpm', 'pulse', 'hr');
const DISTANCE = set('distance', 'elevation', 'altitude', 'climb');
const DURATION = set(
  'duration',
  'elapsed',
  'moving',
  'seconds',
  'sec',
  'secs',
  'minutes',
  'mins',
  'hours',
  'hrs',
  'ms',
  'millis',
  'milliseconds',
  'time',
  'delay',
  'asleep',
  'awake',
);
/** Units that make a bare number a duration only when no other measure is named ("temp_min" is a temperature). */
const DURATION_UNITS = set(
  'min',
  'h',
  'hr',
  'milli',
  'us',
  'micros',
  'microseconds',
  'ns',
  'nanos',
  'nanoseconds',
  'ticks',
);
/** Measures with one unit wherever they are sent: carbon dioxide in ppm, sound in dB. */
const FIXED_UNITS: Record<string, string> = { co2: 'ppm' };
const HRV = set('hrv', 'rmssd', 'sdnn', 'variability');
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
};
const SPELLED: Record<string, string> = { temp: 'temperature', hr: 'heart rate', kcal: 'calories' };
const WEIGHT = set('weight', 'mass', 'kg', 'kgs', 'kilograms', 'lb', 'lbs', 'pounds');
const TEMPERATURE = set('temperature', 'temp', 'celsius', 'fahrenheit');
const ENERGY = set('calories', 'kcal', 'kilocalories', 'energy', 'kj');
const SPEED = set('speed', 'velocity', 'kmh', 'kph', 'mph');
const STEPS = set('steps', 'step');
const SCALE_OF_FEELING = set('level', 'score', 'rating', 'mood', 'feeling');

const last = (words: readonly string[]) => words[words.length - 1];

/** Everything quantityOf asks of a field's words, asked once per words array (field names repeat endlessly). */
interface Plan {
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
  /** Amounts in thousandths (YNAB's milliunits). */
  milliunits: boolean;
  /** Amounts in the currency's smallest unit, named so ("valueInBaseUnits"). */
  baseUnits: boolean;
}

const plans = new WeakMap<readonly string[], Plan>();

function planOf(words: readonly string[]): Plan {
  let plan = plans.get(words);
  if (plan) return plan;
  const unit = last(words) ?? '';
  const otherMeasure =
    hasAny(words, TEMPERATURE) ||
    hasAny(words, WEIGHT) ||
    hasAny(words, ENERGY) ||
    hasAny(words, STEPS) ||
    hasAny(words, HEART) ||
    hasAny(words, PERCENT) ||
    hasAny(words, DISTANCE);
  plan = {
    // is_/has_ numbers are flags; offsets and versions measure nothing.
    never:
      words.length === 0 ||
      FLAG_WORDS.has(words[0]) ||
      hasAny(words, NEVER_MEASURES) ||
      (hasAny(words, CLOCK_WORDS) &&
        (words.includes('time') || words.includes('hours')) &&
        !hasAny(words, LENGTH_WORDS)) ||
      // An hourly or cost rate is a setting of the tool, not money of the day.
      (words.includes('rate') &&
        (words.includes('hourly') ||
          words.includes('cost') ||
          words.includes('billing') ||
          words.includes('billable'))),
    label: labelOf(words, (hasAny(words, DURATION) || DURATION_UNITS.has(unit)) && !otherMeasure),
    unit,
    percent: hasAny(words, PERCENT),
    money: hasAny(words, MONEY),
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
      !(hasAny(words, BOOKKEEPING) && !hasAny(words, DURATION)) &&
      !(hasAny(words, CLOCK_WORDS) && !hasAny(words, LENGTH_WORDS)),
    durationUnitNamed: hasAny(words, DURATION_UNIT_NAMED),
    // "minutes_asleep" is in minutes wherever the unit stands in the name.
    durationUnit: DURATION_UNIT_NAMED.has(unit) ? unit : (words.find((word) => DURATION_UNIT_NAMED.has(word)) ?? unit),
    temperatureScaleNamed: unit === 'c' || unit === 'f' || words.includes('celsius') || words.includes('fahrenheit'),
    hrv: hasAny(words, HRV),
    amount: hasAny(words, AMOUNT_WORDS),
    milliunits: words.includes('milliunits'),
    baseUnits: words.includes('base') && words.includes('units'),
    weight: hasAny(words, WEIGHT),
    temperature: hasAny(words, TEMPERATURE),
    fahrenheit: unit === 'f' || words.includes('fahrenheit'),
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
  'as-sent': [-1e15, 1e15],
};

/** Whether a value (in the dimension's base unit) is one a day can hold. */
export function isPlausible(dimension: Dimension, value: number): boolean {
  const [low, high] = PLAUSIBLE[dimension];
  return Number.isFinite(value) && value >= low && value <= high && !(dimension === 'duration' && value <= 0);
}

/** The quantity a numeric field holds, or null when it is bookkeeping (ids, versions, positions), empty or beyond belief. */
export function quantityOf(words: readonly string[], value: number, currency?: string): Quantity | null {
  const quantity = readQuantity(words, value, currency);
  return quantity && isPlausible(quantity.dimension, quantity.value) ? quantity : null;
}

function readQuantity(words: readonly string[], value: number, currency?: string): Quantity | null {
  // Zero says nothing in a diary.
  if (!Number.isFinite(value) || value === 0) return null;
  const plan = planOf(words);
  if (plan.never) return null;
  const { label, unit } = plan;
  const make = (dimension: Dimension, base: number, extra: Partial<Quantity> = {}): Quantity => ({
    label,
    dimension,
    value: base,
    ...extra,
  });

  if (plan.percent) return make('percent', value);
  if (currency && plan.money) return make('money', majorUnits(value, currency, plan), { currency });
  // An amount without its currency: a whole number may be cents or milliunits, so it is written as sent.
  if (plan.amount && !plan.duration)
    return Number.isInteger(value) && !plan.milliunits && !plan.minor
      ? make('as-sent', value)
      : make('count', plan.milliunits ? value / 1000 : plan.minor ? value / 100 : value);
  // Heart rate variability is told in whole milliseconds.
  if (plan.hrv) return make('measure', Math.round(plan.unit === 's' ? value * 1000 : value), { unit: 'ms' });
  const fixed = words.find((word) => FIXED_UNITS[word]);
  if (fixed) return make('measure', value, { unit: FIXED_UNITS[fixed], label: fixed === 'co2' ? 'CO₂' : label });
  if (plan.heart) return make('heart-rate', value);
  if (plan.speed)
    return make('speed', unit === 'kmh' || unit === 'kph' ? value / 3.6 : unit === 'mph' ? value * 0.44704 : value);
  if (plan.distance) return make('distance', metres(words, value));
  // A running timer sends a negative duration: it is not one yet.
  if (plan.duration) return value > 0 ? durationOf(plan, value, make) : null;
  if (plan.weight) return make('weight', kilograms(unit, value));
  // A temperature whose scale is not named is written with a bare degree sign, as sent.
  if (plan.temperature)
    return plan.temperatureScaleNamed
      ? make('temperature', plan.fahrenheit ? ((value - 32) * 5) / 9 : value)
      : make('measure', value, { unit: '°' });
  if (plan.energy) return make('energy', unit === 'kj' ? value / 4.184 : value);
  if (plan.steps) return make('steps', value);
  if (plan.bookkeeping) return null;
  // A large whole number without a unit is an identifier far more often than a measure.
  if (Number.isInteger(value) && Math.abs(value) >= 1e7) return null;
  return make('count', value);
}

function metres(words: readonly string[], value: number): number {
  const unit = last(words);
  if (['km', 'kilometers', 'kilometres'].includes(unit)) return value * 1000;
  if (['mi', 'miles'].includes(unit)) return value * 1609.344;
  if (['ft', 'feet'].includes(unit)) return value * 0.3048;
  if (['m', 'meter', 'meters', 'metre', 'metres'].includes(unit) || !words.includes('distance')) return value;
  // A bare "distance": 5.2 reads as kilometres, 5200 as metres.
  return value < 100 && !Number.isInteger(value) ? value * 1000 : value;
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
): Quantity {
  if (plan.durationUnitNamed) return make('duration', seconds(plan.durationUnit, value));
  if (value >= 172_800 && value <= 172_800_000) return make('duration', value / 1000);
  if (value < 120 || value > 172_800_000) return make('as-sent', value);
  return make('duration', value);
}

/** An amount in major units when its field says its scale (cents, milliunits, base units), else as given. */
function majorUnits(value: number, currency: string, plan: Plan): number {
  if (plan.milliunits) return value / 1000;
  if (plan.minor || plan.baseUnits) return value / 10 ** (currencyExponent(currency) ?? 2);
  return value;
}

/** Whether an amount's field names its scale (cents, minor or base units, milliunits): then it is certain. */
export function amountScaleNamed(words: readonly string[]): boolean {
  const plan = planOf(words);
  return plan.minor || plan.baseUnits || plan.milliunits;
}

/** "temp_min" -> "lowest temperature", "avg_hr" -> "average heart rate"; unit words left out. */
function labelOf(words: readonly string[], durational: boolean): string {
  // "min" is the unit of a duration and the lowest value of anything else.
  const kept = words.filter(
    (word) => (!UNIT_WORDS.has(word) || (!durational && QUALIFIERS[word])) && !LINKING_WORDS.has(word),
  );
  if (kept.length === 0) return words.join(' ');
  const qualifiers = kept.filter((word) => QUALIFIERS[word]).map((word) => QUALIFIERS[word]);
  const rest = kept.filter((word) => !QUALIFIERS[word]).map((word) => SPELLED[word] ?? word);
  return [...qualifiers, ...rest].join(' ') || kept.join(' ');
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

function kilograms(unit: string, value: number): number {
  if (['lb', 'lbs', 'pounds'].includes(unit)) return value * 0.45359237;
  if (['g', 'grams'].includes(unit)) return value / 1000;
  return value;
}

const decimal = (digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
const ONE = decimal(1);
const TWO = decimal(2);
const WHOLE = decimal(0);
const AS_SENT = decimal(3);

interface Scale {
  factor: number;
  digits: number;
  suffix: string;
}

/** The unit a value (or a range, by its largest end) reads best in. */
function scaleFor(dimension: Dimension, magnitude: number): Scale {
  switch (dimension) {
    case 'distance':
      return magnitude < 1000 ? { factor: 1, digits: 0, suffix: ' m' } : { factor: 1 / 1000, digits: 1, suffix: ' km' };
    case 'percent':
      return { factor: 1, digits: 1, suffix: '%' };
    case 'heart-rate':
      return { factor: 1, digits: 0, suffix: ' bpm' };
    case 'weight':
      return magnitude < 1 ? { factor: 1000, digits: 0, suffix: ' g' } : { factor: 1, digits: 1, suffix: ' kg' };
    case 'temperature':
      return { factor: 1, digits: 1, suffix: ' °C' };
    case 'energy':
      return { factor: 1, digits: 0, suffix: ' kcal' };
    case 'speed':
      return { factor: 3.6, digits: 1, suffix: ' km/h' };
    case 'steps':
      return { factor: 1, digits: 0, suffix: ' steps' };
    default:
      return { factor: 1, digits: 2, suffix: '' };
  }
}

function number(value: number, digits: number): string {
  return (digits === 0 ? WHOLE : digits === 1 ? ONE : TWO).format(value);
}

function duration(secondsValue: number, unitOf: number): string {
  if (unitOf < 120) return `${WHOLE.format(secondsValue)} s`;
  if (unitOf < 7200) return `${WHOLE.format(secondsValue / 60)} min`;
  const minutes = Math.round(secondsValue / 60);
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

function money(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    return `${TWO.format(value)} ${currency}`;
  }
}

/** "5.2 km", "25 min", "3.2%", "€12.50", "142 bpm". */
export function formatQuantity(quantity: Quantity): string {
  return formatRange(quantity, quantity.value, quantity.value);
}

/** "71–94 s", "5.2 km" (equal ends), "18.2–22.9 °C": both ends in the unit of the larger. */
export function formatRange(
  quantity: Pick<Quantity, 'dimension' | 'currency' | 'unit'>,
  min: number,
  max: number,
): string {
  const magnitude = Math.max(Math.abs(min), Math.abs(max));
  if (quantity.dimension === 'as-sent') {
    // Exactly the digits that came, and what is known of their unit: never a guess at a scale.
    const unit = quantity.unit ? ` ${quantity.unit}` : '';
    return `${min === max ? String(max) : `${min}–${max}`}${unit} as sent`;
  }
  if (quantity.dimension === 'measure') {
    // As sent, in the sender's unit: up to three decimals, no conversion.
    const unit = quantity.unit
      ? quantity.unit === '%' || quantity.unit === '°'
        ? quantity.unit
        : ` ${quantity.unit}`
      : '';
    const [low, high] = [AS_SENT.format(min), AS_SENT.format(max)];
    return low === high ? `${high}${unit}` : `${low}–${high}${unit}`;
  }
  if (quantity.dimension === 'money') {
    const currency = quantity.currency ?? 'USD';
    return min === max ? money(min, currency) : `${money(min, currency)}–${money(max, currency)}`;
  }
  if (quantity.dimension === 'duration') {
    if (min === max || duration(min, magnitude) === duration(max, magnitude)) return duration(max, magnitude);
    const [low, high] = [duration(min, magnitude), duration(max, magnitude)];
    // Same unit at both ends: "71–94 s".
    const unit = high.replace(/^[\d,.]+/, '');
    return /^[\d,.]+ (s|min)$/.test(low) && low.endsWith(unit)
      ? `${low.slice(0, -unit.length)}–${high}`
      : `${low}–${high}`;
  }
  const scale = scaleFor(quantity.dimension, magnitude);
  const low = number(min * scale.factor, scale.digits);
  const high = number(max * scale.factor, scale.digits);
  return low === high ? `${high}${scale.suffix}` : `${low}–${high}${scale.suffix}`;
}
