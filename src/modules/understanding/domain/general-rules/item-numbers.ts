import { ownEntry } from '../vocabulary/json-reading';
import { profileOfWords } from '../vocabulary/field-roles';
import { hasAny, keyWords } from '../vocabulary/key-words';
import { CLOCK_WORDS } from '../vocabulary/non-measure-words';
import {
  Quantity,
  WEIGHT_UNITS,
  amountScaleNamed,
  counterReadingOf,
  quantityOf,
  undecidedDurationOf,
} from '../vocabulary/quantity';
import { MEASURE_DEPTH, SCORE_DEPTH, STATE_DEPTH } from './item-weights';
import { isWeatherCodeField, weatherOfCode } from '../vocabulary/weather-codes';
import { WINDOW_BOUNDS, epochInstant, isEpochDay } from '../vocabulary/value-shapes';
import { Frame, envelopeRank, timeDepthOf } from './item-context';
import { ItemFindings } from './item-findings';
import { UNIT_WORDS_BY_SYMBOL, KNOWN_UNIT } from './item-measures';
import { currencyFor, inMinorUnits } from './item-money';
import { currencyExponent } from '../vocabulary/currency';
import { GENERIC_VALUE, SCORE_WORDS, STAGE_WORDS, NOT_STAGE_TIME, WRAPPERS } from '../vocabulary/item-words';
import { MEASURE_OF_UNIT, SUPPLY_UNITS, toldAsSent } from '../vocabulary/measure-vocabulary';
import { qualifiersOf } from '../vocabulary/quantity-label';
import { isLifetimeStatistic, isRunningTotal, planOf, withImperialUnit } from '../vocabulary/quantity-plan';
import { activityOfNumber } from '../vocabulary/activity-codes';

// The numbers of an item: its measures, money, scores and stages; times go to the findings.

/** Short durations of no unit an item keeps for its span to decide: a record has one or two. */
const MAX_UNDECIDED = 4;

/** Units a power's name may give it. */
const POWER_UNIT_WORDS = new Set(['w', 'kw', 'watts', 'watt', 'kilowatts', 'mw']);
/** The fastest a car charges, in kilowatts: a power of no unit up to this, in a charge, is kilowatts. */
const MAX_CHARGING_KW = 400;
/** Words of a charge's energy (`Energy`, `chargedEnergy`), not a body's (`activeEnergy`). */
const CHARGED_ENERGY_WORDS = new Set([
  'charged',
  'charge',
  'charging',
  'session',
  'delivered',
  'added',
  'consumed',
  'total',
]);
/** The most a charge puts into a battery, in kilowatt-hours (a lorry's): an energy of no unit up to this is kWh. */
const MAX_CHARGE_KWH = 1_000;

/** Words of a charge's level when it began, and when it ended. */
const CHARGE_START = new Set(['start', 'starting', 'initial', 'begin', 'before']);
const CHARGE_END = new Set(['end', 'ending', 'final', 'after']);

/** Names of the decimals a record's amounts are counted in. */
const AMOUNT_DECIMALS = /^(?:decimal (?:digits|places)|currency (?:exponent|decimals)|minor units?)$/;

/** Readings of an amount that say no more than its number. */
const BARE = new Set(['as-sent', 'count']);

/**
 * @param written the text the number was sent as, when it was a string ("12.00" is written with decimals)
 * @param name a name the sender gave the measure, written as given instead of the field's words
 */
/** Words of an object of a device's or an account's configuration (`hardwareSettings`, `preferences`). */
const CONFIGURATION = new Set(['settings', 'config', 'configuration', 'preferences', 'prefs']);

/** Words of a model's certainty of what it recognised (`score`, `top_score`, `confidence`, `probability`). */
const CONFIDENCE_WORDS = new Set(['score', 'confidence', 'probability', 'certainty']);

/** A certainty written as a fraction of one (0.81), never a score out of ten or a hundred. */
function isConfidence(words: readonly string[], value: number): boolean {
  return value > 0 && value < 1 && words.some((word) => CONFIDENCE_WORDS.has(word));
}

export function readNumber(found: ItemFindings, frame: Frame, value: number, written?: string, name?: string): void {
  // (How a device is set up, `hardwareSettings: {brightness: 3, maxBrightness: 5}`, is no measure of the day.)
  if (frame.depth >= 2 && frame.parentWords.some((word) => CONFIGURATION.has(word))) return;
  // How sure a model was of what it found (a camera's `score: 0.81` beside its `label`): no fact of the day.
  if (isConfidence(frame.field.words, value)) return;
  // A mains voltage of no unit no socket has (`cur_voltage: 2296`) says the record's data points are scaled (tenths of
  // a volt): its power of no unit is not watts either.
  if (frame.field.words.includes('voltage') && value > MAINS_VOLTS_MOST) found.scaledPoints = true;
  // A payment's, an invoice's or an order's `value` is its amount (Asaas's `payment: {object: "payment", value: 1200,
  // netValue: 1198.01}`): amounts, whose decimals say how the source counts them.
  const named = frame.field.words;
  if (named.length <= 2 && named[named.length - 1] === 'value' && frame.depth <= 2 && isMoneyRecord(found, frame))
    frame = { ...frame, field: profileOfWords([...named.slice(0, -1), 'amount']) };
  // A game piece's power beside its trophies or level (`brawler: {power: 11, trophies: 520}`) is a level, no watts.
  if (frame.amongStats === true && frame.field.words.length === 1 && frame.field.words[0] === 'power') return;
  // A value of an object in imperial units is in the unit its measure has there (`imperial.elev` in feet).
  // (Unless no day has the value in that unit and one has it as sent: a forecast's millibars in its "us" units.)
  if (frame.imperial === true && frame.field.timeRank === null) {
    const words = withImperialUnit(frame.field.words);
    const inImperial = words !== frame.field.words && quantityOf(words, value, undefined, found.context.miles);
    const asSent = quantityOf(frame.field.words, value, undefined, found.context.miles);
    if (words !== frame.field.words && (inImperial || !asSent))
      frame = { ...frame, field: profileOfWords([...words]), imperial: false };
  }
  const instant = epochInstant(value);
  const rank = frame.field.timeRank === null ? null : envelopeRank(frame, frame.field.timeRank);
  if (frame.pairedTime) return;
  // The bounds of a window asked for (`minStartTimeNs`, `maxEndTimeNs`) are no moment of the item.
  if (
    instant !== null &&
    rank !== null &&
    frame.field.words.length > 1 &&
    frame.field.words.some((word) => WINDOW_BOUNDS.has(word))
  )
    return;
  if (instant !== null && rank !== null)
    return found.time(rank, timeDepthOf(frame), instant, false, frame.field.ends, frame.field.words);
  // A date counted in days since 1970 (`"date_int": 20130`, FatSecret's): the item's own date.
  if (isEpochDay(frame.field.words, value)) {
    const bound = frame.field.words.some((word) => WINDOW_BOUNDS.has(word));
    if (frame.depth <= 1 && !bound) found.date ??= new Date(value * 86_400_000).toISOString().slice(0, 10);
    return;
  }
  // A date sent as the digits of yyyymmdd (`date: 20251118`, `examDate`): the item's own date.
  const compactDate = compactDateOf(value);
  if (compactDate !== null && rank !== null && frame.field.words.at(-1) === 'date') {
    if (frame.depth <= 1) found.date ??= compactDate;
    return;
  }
  // A clock sent as the digits of HHmm under a moment's name (`startTime: 800`, `endTime: 1135`): that time of the
  // item's day.
  if (rank !== null && !frame.pairedTime && hasAny(frame.field.words, CLOCK_WORDS) && isCompactClock(value)) {
    found.times.push({
      rank,
      depth: frame.depth,
      day: found.date ?? found.context.day,
      minute: Math.floor(value / 100) * 60 + (value % 100),
      midnight: false,
      end: frame.field.ends,
    });
    return;
  }
  if (instant !== null || frame.field.technical) return;
  // The decimals the record counts its amounts in (`decimalDigits: 2`, `decimal_places`): their scale, no measure.
  if (frame.depth <= 1 && AMOUNT_DECIMALS.test(frame.field.words.join(' '))) {
    if (Number.isInteger(value) && value >= 0 && value <= 4) found.amountDecimals ??= value;
    return;
  }
  // A list of numbers per zone (`hr_zones: [60, 180, 420]`: seconds in each) measures the zones, never the measure.
  if (frame.element === true && frame.field.words.some((word) => word === 'zones' || word === 'zone')) return;
  // A WMO weather code (`weather_code: 80`, "wmo code") is the sky it names: rain showers.
  if (isWeatherCodeField(frame.field.words, frame.siblingUnit)) {
    const weather = frame.depth <= STATE_DEPTH ? weatherOfCode(value) : undefined;
    if (weather !== undefined) found.labels.push({ text: weather, stale: frame.stale });
    return;
  }
  if (frame.siblingUnit !== undefined && !frame.context)
    return readMeasured(found, { ...frame, siblingUnit: undefined }, value, frame.siblingUnit);
  // A documented numbered activity type (`"activityType": 8`, Google Fit's table) says what happened.
  const words = frame.field.words;
  if (
    words.length === 2 &&
    words[0] === 'activity' &&
    words[1] === 'type' &&
    Number.isInteger(value) &&
    frame.depth <= 2
  ) {
    const activity = activityOfNumber(value);
    if (activity !== undefined) {
      if (activity !== null && !found.activityNamed) [found.noun, found.activityNamed] = [activity, true];
      return;
    }
  }
  // A data point of a named measure: its name and unit are on the measure ({ "name": "step_count", "units": "count", "data": [...] }).
  // A data point of a measure named by its type alone (`dataTypeName`): read as if named so.
  if (frame.measure && frame.measure.unit === '' && frame.field.words.every((w) => GENERIC_VALUE.has(w)))
    return readNumber(found, { ...frame, measure: null, field: profileOfWords(frame.measure.words) }, value, written);
  if (frame.measure && frame.field.words.every((w) => GENERIC_VALUE.has(w) || DATA_POINT.has(w))) {
    return readMeasured(
      found,
      {
        ...frame,
        field: profileOfWords([
          ...frame.field.words.filter((w) => w !== 'qty' && w !== 'quantity' && w !== 'value' && !DATA_POINT.has(w)),
          ...frame.measure.words,
        ]),
      },
      value,
      frame.measure.unit,
    );
  }
  // A charger's power named without its unit (`chargingInstantaneousPower: 48`) is in kilowatts: no car charges at 48 W.
  if (
    found.charging &&
    frame.field.words.includes('power') &&
    !frame.field.words.some((w) => POWER_UNIT_WORDS.has(w)) &&
    value > 0 &&
    value <= MAX_CHARGING_KW
  )
    return readNumber(found, { ...frame, field: profileOfWords([...frame.field.words, 'kw']) }, value, written, name);
  // So is a charge's energy in kilowatt-hours (`Energy: 14.862`): no car takes 14.862 kcal.
  if (
    found.charging &&
    frame.field.words.at(-1) === 'energy' &&
    frame.field.words.slice(0, -1).every((w) => CHARGED_ENERGY_WORDS.has(w)) &&
    value > 0 &&
    value <= MAX_CHARGE_KWH
  )
    return readNumber(found, { ...frame, field: profileOfWords([...frame.field.words, 'kwh']) }, value, written, name);
  if (
    found.charging &&
    frame.field.words.some((w) => w === 'battery' || w === 'batt' || w === 'soc') &&
    value > 0 &&
    value <= 100 &&
    !frame.field.words.some((w) => w === 'voltage' || w === 'range' || w === 'heater' || w === 'temp')
  ) {
    // (A charge's level when it began and when it ended, `startBatteryPc` and `endBatteryPc`, are two readings.)
    const words = frame.field.words;
    found.quantities.push({
      label: words.some((w) => CHARGE_START.has(w))
        ? 'battery at start'
        : words.some((w) => CHARGE_END.has(w))
          ? 'battery at end'
          : 'battery',
      dimension: 'percent',
      // A level sent as a fraction (`battery_level: 0.18`) is 18%.
      value: value < 1 && !Number.isInteger(value) ? Math.round(value * 1000) / 10 : value,
      depth: frame.depth,
      order: found.nodes,
      stale: frame.stale,
    });
    return;
  }
  // What an event carries along (a project's all-time total, a repository's stars) does not measure the day.
  if (frame.context) return;
  // A lifetime counter's reading, also under its own name (`odometer: {distance}`), is no measure of the day.
  if (
    planOf(frame.field.words).runningTotal ||
    isRunningTotal(frame.parentWords) ||
    isLifetimeStatistic(frame.field.words, frame.parentWords)
  ) {
    found.runningTotals++;
    keepCounter(found, frame, value);
    return;
  }
  const currency = currencyFor(frame.field.words, frame.currencies);
  // Whole amounts beside a currency's ISO number are minor units (monobank's `amount: -6800` is ₴-68.00).
  if (
    currency &&
    Number.isInteger(value) &&
    planOf(frame.field.words).money &&
    inMinorUnits(frame.field.words, frame.currencies)
  ) {
    const exponent = currencyExponent(currency) ?? 2;
    value = value / 10 ** exponent;
    written = value.toFixed(exponent);
  }
  let quantity = quantityOf(frame.field.words, value, currency, found.context.miles);
  // An amount no currency goes with (a bank feed of one country's accounts) is in the account's home currency.
  const home = found.context.homeCurrency;
  const homeGuess =
    quantity !== null &&
    !currency &&
    home !== undefined &&
    BARE.has(quantity.dimension) &&
    planOf(frame.field.words).amount &&
    // (Only a sum paid or moved, an `amount`, a `total`, a `price`: a call's `cost` or a game card's `elixirCost` is in
    // whatever its world counts. And the record's own, or its envelope's or its money objects'.)
    hasAny(frame.field.words, HOME_SUMS) &&
    (frame.depth <= 1 ||
      frame.parentWords.every((word) => WRAPPERS.has(word) || word === 'event') ||
      planOf(frame.parentWords).amount);
  if (homeGuess) quantity = quantityOf(frame.field.words, value, home) ?? quantity;
  if (!quantity) {
    keepCounter(found, frame, value);
    // The item's own short duration of no unit (seconds or minutes?) waits for a span of its times to decide it.
    const undecided = frame.depth <= 1 ? undecidedDurationOf(frame.field.words, value) : null;
    if (undecided && found.undecidedDurations.length < MAX_UNDECIDED) found.undecidedDurations.push(undecided);
    return;
  }
  if (
    quantity.dimension === 'count' &&
    Number.isInteger(value) &&
    value > 0 &&
    frame.field.words.some((w) => STAGE_WORDS.has(w)) &&
    !frame.field.words.some((w) => NOT_STAGE_TIME.has(w))
  ) {
    found.stages.push({ label: quantity.label, value, depth: frame.depth, order: found.nodes });
    return;
  }
  // Plain counts say something only about the item itself (a repository's forks are not the day's), unless they are scores.
  if (
    quantity.dimension === 'count' &&
    frame.depth > 1 &&
    !(frame.depth <= SCORE_DEPTH && frame.field.words.some((w) => SCORE_WORDS.has(w)))
  )
    return;
  if (frame.depth > MEASURE_DEPTH) return;
  const own = name ?? quantity.label;
  const label = scoped(frame, own);
  const at = frame.measureTime === undefined ? null : found.minuteOf(frame.measureTime);
  // One shape for every kept quantity (no spread of optional keys): a heavy day keeps thousands of them.
  const kept: Quantity & { depth: number; order: number; stale: boolean } = {
    label,
    dimension: quantity.dimension,
    value: quantity.value,
    currency: quantity.currency,
    unit: quantity.unit,
    minute: at ?? quantity.minute,
    sums: quantity.sums,
    soFar: isDaySoFar(frame.field.words) || undefined,
    unitGuess: quantity.unitGuess,
    depth: frame.depth,
    order: found.nodes,
    stale: frame.stale,
  };
  if (kept.dimension === 'money') {
    // A fraction of the currency's smallest coin (a text message's cost, `"0.0040"` dollars) would read as nothing
    // spent ("$0.00"): it is a rate's bookkeeping, not money of the day.
    const exponent = kept.currency ? currencyExponent(kept.currency) : null;
    if (exponent !== null && value !== 0 && !Number.isInteger(value) && Math.abs(value) < 0.5 * 10 ** -exponent) return;
    // "total usd" in dollars is the total: the currency said in the name is said by the amount.
    const currencyWord = kept.currency ? ` ${kept.currency.toLowerCase()}` : null;
    if (currencyWord && kept.label.endsWith(currencyWord)) kept.label = kept.label.slice(0, -currencyWord.length);
    found.money.push({
      quantity: kept,
      // (A zero written "0.0" says nothing of the scale the record counts its amounts in.)
      decimal: value !== 0 && (!Number.isInteger(value) || (written ?? '').includes('.')),
      scaled: amountScaleNamed(frame.field.words),
      key: frame.field.words.join(' '),
      ...(homeGuess ? { homeGuess } : {}),
    });
    return;
  }
  if (kept.dimension === 'weight' && !frame.field.words.some((w) => WEIGHT_UNITS.has(w))) found.bareWeights.add(kept);
  found.quantities.push(kept);
}

/** Words of a day's total so far (`dailyrainin`, `precip_today`), and of a statistic of the day, which is none. */
const DAY_SO_FAR = new Set(['daily', 'today', 'todays']);
const DAY_STATISTIC = new Set(['avg', 'average', 'mean', 'max', 'maximum', 'min', 'minimum', 'high', 'low', 'peak']);

function isDaySoFar(words: readonly string[]): boolean {
  return words.some((word) => DAY_SO_FAR.has(word)) && !words.some((word) => DAY_STATISTIC.has(word));
}

/** A counter's reading at most this deep in its record (a meter's own `aenergy.total`, not a part's). */
const COUNTER_DEPTH = 2;
const MAX_COUNTERS = 4;

/** A lifetime counter's reading of energy, or a distance's (an odometer's, in a unit it names), kept for its series. */
function keepCounter(found: ItemFindings, frame: Frame, value: number): void {
  if (frame.context || frame.stale || frame.depth > COUNTER_DEPTH || found.counters.length >= MAX_COUNTERS) return;
  const reading = counterReadingOf(frame.field.words, value, found.context.miles);
  if (reading) found.counters.push(reading);
}

const STALE_VALUE = new Set(['old', 'previous', 'prev', 'before']);

/** The measure a unit alone names, by the word it is read as. */
const MEASURE_OF_SYMBOL: Readonly<Record<string, string>> = {
  c: 'temperature',
  f: 'temperature',
  w: 'power',
  kw: 'power',
  v: 'voltage',
  hpa: 'pressure',
  mbar: 'pressure',
};

/** Kinds of records whose bare `value` is money. */
const MONEY_RECORDS =
  /^(?:payments?|charges?|invoices?|orders?|transactions?|transfers?|refunds?|payouts?|sales?|donations?|bills?)\b/i;

function isMoneyRecord(found: ItemFindings, frame: Frame): boolean {
  return [found.noun, found.eventKind, frame.parentWords.join(' ') || null].some(
    (kind) => kind !== null && MONEY_RECORDS.test(kind),
  );
}

/** More volts than any socket or battery a person has. */
const MAINS_VOLTS_MOST = 1_000;

/** Names of a measure's one data point (a goal's `last_datapoint`): the measure's value, under no name of its own. */
const DATA_POINT = new Set(['datapoint', 'last', 'latest']);

/** A value given with its unit as a text ("°C", "kg", "W"): known units are read as measures, others kept as sent. */
export function readMeasured(found: ItemFindings, frame: Frame, value: number, unit: string, name?: string): void {
  const known =
    ownEntry(UNIT_WORDS_BY_SYMBOL, unit) ??
    (/^[a-z]{1,12}$/i.test(unit) && KNOWN_UNIT.test(unit) ? unit.toLowerCase() : null);
  if (known !== null) {
    // (What a change's value was before, `oldValue: "7.31 kWh"`, is no reading of the day: the new one is.)
    if (frame.field.stale && frame.field.words.every((word) => GENERIC_VALUE.has(word) || STALE_VALUE.has(word)))
      return;
    // (A generic value whose unit names its measure, an event's `value: "21.5 °C"`, is that measure.)
    const generic = frame.field.words.every((word) => GENERIC_VALUE.has(word) || WRAPPERS.has(word));
    const measure = generic ? ownEntry(MEASURE_OF_SYMBOL, known) : undefined;
    const named = measure !== undefined ? [measure] : frame.field.words;
    const words = [...named, ...keyWords(known).filter((word) => !named.includes(word))];
    return readNumber(found, { ...frame, field: profileOfWords(words) }, value, undefined, name);
  }
  if (value === 0 || frame.field.technical || SUPPLY_UNITS.has(unit.toLowerCase())) return;
  // A unit that names its measure ("mg/dL" is glucose): told as the vocabulary's measure, whatever the field is called.
  const ofUnit = ownEntry(MEASURE_OF_UNIT, unit.toLowerCase());
  if (ofUnit) {
    const inTermUnit = value * ofUnit.factor;
    if (!(inTermUnit >= ofUnit.term.plausible[0] && inTermUnit <= ofUnit.term.plausible[1])) return;
    const toldAs = toldAsSent(ofUnit.term, unit);
    found.quantities.push({
      label: [...qualifiersOf(frame.field.words), ofUnit.term.label].join(' '),
      dimension: 'measure',
      value: Math.round((toldAs ? value : inTermUnit) * 10) / 10,
      unit: toldAs ?? ofUnit.term.unit,
      depth: frame.depth,
      order: found.nodes,
      stale: frame.stale,
    });
    return;
  }
  // A unit nobody here knows under a name that says nothing ("value", "records"): it cannot be phrased.
  if (!name && frame.field.words.every((word) => GENERIC_VALUE.has(word))) return;
  const label = name ?? frame.field.words.join(' ');
  found.quantities.push({
    label: scoped(frame, label),
    dimension: 'measure',
    value,
    unit,
    depth: frame.depth,
    order: found.nodes,
    stale: frame.stale,
  });
}

/**
 * A measure's label with the name of the part it belongs to (a station's module): "Garden temperature"; the part's
 * name alone when the measure's own label is only a wrapper's (`{name: "Range", body: {value, unit}}`).
 */
function scoped(frame: Frame, own: string): string {
  // (A measure its record's parts each hold, `solar.power` beside `grid.power`, is its part's: "solar power".)
  const part = frame.partWords && !frame.sharedMeasures ? frame.partWords.join(' ') : '';
  if (part !== '' && !own.toLowerCase().startsWith(part)) return `${part} ${own}`;
  if (!frame.scope || frame.depth < 2 || own.toLowerCase().startsWith(frame.scope.toLowerCase())) return own;
  const words = own.split(' ');
  return words.every((word) => WRAPPERS.has(word)) || frame.partAmount ? frame.scope : `${frame.scope} ${own}`;
}

/** Last words of the sums a bank feed sends with no currency: the account's home currency's. */
const HOME_SUMS = new Set(['amount', 'total', 'balance', 'sum', 'value', 'price']);

/** A date written as the number yyyymmdd (20251118), as timetables and exchanges send it; null for any other number. */
function compactDateOf(value: number): string | null {
  if (!Number.isInteger(value) || value < 19_000_101 || value > 21_001_231) return null;
  const text = String(value);
  const date = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

/**
 * A clock written as the number HHmm (800, 1135): whole, from 01:00 to 23:59, its minutes below 60 (0 and 45 are as
 * likely seconds into a track as a time of the night).
 */
function isCompactClock(value: number): boolean {
  return Number.isInteger(value) && value >= 100 && value < 2400 && value % 100 < 60;
}
