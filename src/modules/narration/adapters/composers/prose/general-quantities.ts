import type { ItemGroup, QuantityRange } from '../../../../understanding';
import { atTime, measureRange, whenOfMinute } from './phrases';
import type { Theme } from './sentence';
import { COUNT_NOUNS, bandsIn, isActivity, termOfLabel } from '../../../../understanding';

// The general rules' measures: a group's quantity ranges as phrases, and the theme a group's measures put it under.

/** "16,842 steps", "23 favourites" (a count named "favourites count"), "temperature 27.5–30.8 °C". */
export function quantityPhrase(quantity: QuantityRange, day: string, main = false): string {
  const at =
    quantity.minute !== undefined && quantity.min === quantity.max
      ? atTime(whenOfMinute(day, quantity.minute), day)
      : '';
  // Spans of one movement: what they add up to, which is what a person says ("walked 5.4 km").
  const value =
    twoReadings(quantity, day) ??
    (quantity.total !== undefined
      ? `${measureRange(quantity, quantity.total, quantity.total)} in all`
      : `${measureRange(quantity, quantity.min, quantity.max)}${at ? ` ${at}` : ''}${extremes(quantity, day, main)}`);
  if (quantity.dimension === 'steps' && quantity.label.startsWith('step')) return value;
  // A measure counted in what it is called ("pushups" in pushups), or named as its record is: said once.
  if (quantity.label === '' || quantity.label.toLowerCase() === quantity.unit?.toLowerCase()) return value;
  // Money under the name of any sum ("amount $15.00") is the sum: its currency says what it is.
  if (quantity.dimension === 'money' && PLAIN_MONEY_LABELS.has(quantity.label)) return value;
  const counted =
    quantity.dimension === 'count' && Number.isInteger(quantity.max)
      ? /^(?:number of )?(.+?)(?: count| total)?$/.exec(quantity.label)
      : null;
  // "viewers 37" is a field's name and its value; "37 viewers" is what a person writes.
  if (
    counted &&
    (quantity.label.endsWith(' count') ||
      quantity.label.startsWith('number of ') ||
      quantity.label.endsWith(' total') ||
      COUNT_NOUNS.has(quantity.label))
  )
    return `${value} ${counted[1]}`;
  return `${quantity.label} ${value}`;
}

const PLAIN_MONEY_LABELS = new Set(['amount', 'amount value']);

/** Two readings of a series, each at its time ("18% at 16:20 and 41% at 19:12"); null for anything else. */
function twoReadings(quantity: QuantityRange, day: string): string | null {
  if (quantity.total !== undefined || quantity.readings !== 2) return null;
  if (quantity.lowAt === undefined || quantity.highAt === undefined) return null;
  const reading = (value: number, minute: number) =>
    `${measureRange(quantity, value, value)} ${atTime(whenOfMinute(day, minute), day)}`;
  return quantity.lowAt <= quantity.highAt
    ? `${reading(quantity.min, quantity.lowAt)} and ${reading(quantity.max, quantity.highAt)}`
    : `${reading(quantity.max, quantity.highAt)} and ${reading(quantity.min, quantity.lowAt)}`;
}

/**
 * The phrases of a list of measures, a blood pressure's two told as one ("blood pressure 138/88 mmHg"); `main` holds
 * the indexes of the group's main readings, whose extremes are said; a measure called what `named` is has no label.
 */
export function measurePhrases(
  quantities: QuantityRange[],
  day: string,
  main: ReadonlySet<number> = new Set(),
  named?: string | null,
): string[] {
  const systolic = quantities.find((q) => termOfLabel(q.label)?.label === 'systolic');
  const diastolic = quantities.find((q) => termOfLabel(q.label)?.label === 'diastolic');
  const pair = systolic && diastolic ? [systolic, diastolic] : [];
  const phrases: string[] = [];
  quantities.forEach((q, i) => {
    if (q === systolic && diastolic) {
      const ends = (r: QuantityRange) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);
      const at =
        q.minute !== undefined && q.min === q.max && diastolic.min === diastolic.max
          ? ` ${atTime(whenOfMinute(day, q.minute), day)}`
          : '';
      phrases.push(`blood pressure ${ends(q)}/${ends(diastolic)} ${q.unit ?? 'mmHg'}${at}`);
    } else if (!pair.includes(q)) {
      // (Its part's name when that is the record's: "Plastic Love duration" of the track "Plastic Love" is its duration.)
      const prefix = named ? `${named.toLowerCase()} ` : null;
      const unlabelled =
        named && q.label.toLowerCase() === named.toLowerCase()
          ? { ...q, label: '' }
          : prefix && q.label.toLowerCase().startsWith(prefix)
            ? { ...q, label: q.label.slice(prefix.length) }
            : q;
      phrases.push(quantityPhrase(unlabelled, day, main.has(i)));
    }
  });
  return phrases;
}

/** Measures of a peak (a wind's gusts): when the highest came is what a person remembers of them. */
const PEAK_LABEL = /\b(?:gusts?|peak)\b/;
/** And of a trough: the air's pressure is lowest when the storm passes. */
const TROUGH_LABEL = /^(?:relative |sea level )?pressure$/;

/**
 * A series' extremes and when they were read: " (lowest 23.5 °C at 07:00, highest 30.1 °C at 13:15)", or, where the
 * vocabulary draws the domain's lines, " (a low of 58 mg/dL at 16:07, a high of 196 mg/dL at 19:52)".
 */
function extremes(quantity: QuantityRange, day: string, main: boolean): string {
  if (quantity.readings === undefined || quantity.lowAt === undefined || quantity.highAt === undefined) return '';
  const term = termOfLabel(quantity.label);
  const bands = term && bandsIn(term, quantity.unit);
  // The extremes of a group's main reading (a temperature through the day), and of any measure whose domain draws
  // lines: the rest as ranges. What each of several events measured (each visit's duration) is no series.
  const one = (value: number, minute: number, band: boolean, plain: string, named: string) =>
    `${band ? named : plain} ${measureRange(quantity, value, value)} ${atTime(whenOfMinute(day, minute), day)}`;
  // (A peak's highest is when it happened: the day's strongest gust.)
  if (!bands && !main)
    return PEAK_LABEL.test(quantity.label)
      ? ` (${one(quantity.max, quantity.highAt, false, 'highest', '')})`
      : TROUGH_LABEL.test(quantity.label)
        ? ` (${one(quantity.min, quantity.lowAt, false, 'lowest', '')})`
        : '';
  const low = one(
    quantity.min,
    quantity.lowAt,
    bands?.low !== undefined && quantity.min < bands.low,
    'lowest',
    'a low of',
  );
  const high = one(
    quantity.max,
    quantity.highAt,
    bands?.high !== undefined && quantity.max > bands.high,
    'highest',
    'a high of',
  );
  // Where it ended, when that was after both and neither (the smoke still at 38.2 µg/m³ in the evening).
  const { last, lastAt } = quantity;
  const ended =
    last !== undefined &&
    lastAt !== undefined &&
    lastAt > Math.max(quantity.lowAt, quantity.highAt) &&
    last !== quantity.min &&
    last !== quantity.max
      ? `, ${one(last, lastAt, false, 'last', '')}`
      : '';
  return ` (${low}, ${high}${ended})`;
}

/** Measures that a sensor reports over and over: a group of them is a series of readings. */
export const SENSOR_DIMENSIONS = new Set([
  'temperature',
  'percent',
  'measure',
  'speed',
  'count',
  'distance',
  'heart-rate',
]);

/** Labels of a weight that is a thing's: a shipment's, a package's, an item's, a load's. */
const THING_WEIGHED =
  /\b(?:shipment|shipping|package|parcel|item|product|luggage|baggage|bag|cargo|load|payload|box|order|net|gross|tare)\b/;

/** The theme a group's measures belong to; texts alone are words; the rest is "Also". */
export function themeOf(group: ItemGroup): Theme {
  const dimensions = new Set(group.quantities.map((q) => q.dimension));
  const has = (...names: string[]) => names.some((name) => dimensions.has(name as QuantityRange['dimension']));
  if (
    has('money', 'as-sent') &&
    group.quantities.some(
      (q) =>
        q.dimension === 'money' ||
        // (An amount of no currency, a bottle's 135, is no money.)
        (/amount|price|balance|cost|paid|fee/.test(q.label) && (q.dimension !== 'as-sent' || q.unit !== undefined)),
    )
  )
    return 'money';
  if (has('distance', 'speed') && has('duration', 'heart-rate', 'energy')) return 'movement';
  // A run or a swim is movement whatever it measured (a session with its duration alone).
  if (group.kinds.length > 0 && group.kinds.every((kind) => isActivity(kind.kind))) return 'movement';
  // A weight beside the air's temperature and humidity is a thing's on a scale outdoors (a hive's), no body's.
  // (A temperature of no scale told with a bare degree is one too; the wind's speed is the weather's, no one's pace.)
  const warm = has('temperature') || group.quantities.some((q) => /\btemperature\b/.test(q.label));
  const ambient = warm && group.quantities.some((q) => /humidity|\bwind\b/.test(q.label));
  if (ambient && !has('heart-rate', 'steps')) return 'home';
  // (A parcel's or a product's weight is no body's.)
  const bodyWeight = group.quantities.some((q) => q.dimension === 'weight' && !THING_WEIGHED.test(q.label));
  if (
    has('heart-rate', 'steps', 'energy') ||
    bodyWeight ||
    group.quantities.some((q) => /sleep|hrv|recovery/.test(q.label) || termOfLabel(q.label)?.about === 'body')
  )
    return 'health';
  // (A wind's speed alone is the weather's too, no one's movement.)
  if (
    has('temperature') ||
    group.quantities.some(
      (q) => q.unit === 'ppm' || termOfLabel(q.label)?.about === 'weather' || /\bwind\b/.test(q.label),
    )
  )
    return 'home';
  if (has('distance', 'speed')) return 'movement';
  if (group.quantities.length === 0 && group.texts.some((text) => text.role === 'own' || text.role === 'title'))
    return 'words';
  return 'general';
}
