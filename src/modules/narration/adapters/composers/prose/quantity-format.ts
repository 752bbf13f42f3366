import {
  KILOGRAMS_PER,
  METRES_A_SECOND_PER,
  METRES_PER,
  fahrenheitOfCelsius,
  type Quantity,
  ownEntry,
} from '../../../../understanding';

/**
 * The en-US presentation of the quantities the digest read: thousands
 * separators, decimals by dimension, the unit a value reads best in ("5.2 km",
 * "25 min", "€12.50"). The domain keeps values in base units; only the
 * composers write them.
 */
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

/** A distance, a speed or a weight sent in imperial units (or knots) is told in them. */
const IMPERIAL_SCALES: Readonly<Record<string, Scale>> = {
  'distance mi': { factor: 1 / METRES_PER.mi, digits: 2, suffix: ' miles' },
  'distance ft': { factor: 1 / METRES_PER.ft, digits: 0, suffix: ' ft' },
  'speed mph': { factor: 1 / METRES_A_SECOND_PER.mph, digits: 1, suffix: ' mph' },
  'speed kn': { factor: 1 / METRES_A_SECOND_PER.kn, digits: 1, suffix: ' kn' },
  'weight lb': { factor: 1 / KILOGRAMS_PER.lb, digits: 1, suffix: ' lb' },
  'weight oz': { factor: 1 / KILOGRAMS_PER.oz, digits: 1, suffix: ' oz' },
};

const RATING_LABEL = /\b(?:rating|elo|mmr)\b/;
const HEIGHT_LABEL = /\b(?:elevation|ascent|descent|climb|climbed|altitude|height)\b/;

/** The unit a value (or a range, by its largest end) reads best in. */
function scaleFor(dimension: Quantity['dimension'], magnitude: number, unit?: string): Scale {
  const imperial = unit === undefined ? undefined : IMPERIAL_SCALES[`${dimension} ${unit}`];
  if (imperial) return imperial;
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
      // Kept in kcal, told in the kilojoules it was sent in.
      return unit === 'kJ' ? { factor: 4.184, digits: 0, suffix: ' kJ' } : { factor: 1, digits: 0, suffix: ' kcal' };
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
  // An hour and more as a person writes it ("1 h 38 min"); within a range of such, a shorter one in minutes.
  const minutes = Math.round(secondsValue / 60);
  if (unitOf < 3600 || minutes < 60) return `${WHOLE.format(secondsValue / 60)} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** Units whose instruments show two decimals (a rain gauge's inches, a barometer's inches of mercury). */
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MEASURE_FORMATS: Readonly<Record<string, Intl.NumberFormat>> = {
  in: TWO,
  inHg: TWO,
  'c/kWh': CENTS,
  SG: AS_SENT,
};

/** Codes the runtime knows as currencies: any other (a crypto-asset's, "BTC") is written after every digit sent. */
const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const PRECISE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });

function money(value: number, currency: string): string {
  const code = currency.toUpperCase();
  if (!ISO_CURRENCIES.has(code)) return `${PRECISE.format(value)} ${code}`;
  return moneyFormatOf(code).format(value);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * How an amount of a currency is written, decided once per currency: as en-US writes it, or, for a currency English
 * writes by its code, with the sign of its own it has where it is used ("₦25,000.00", "₴68.00"), unless that sign is
 * another's too ("$", "kr") or stands apart from the digits ("zł 1,247.50" reads better as its code).
 */
function moneyFormatOf(code: string): Intl.NumberFormat {
  let format = moneyFormats.get(code);
  if (format === undefined) {
    const written = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    const narrow = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    });
    const sample = narrow.format(1);
    const ownSign = /[^ -~]/.test(sample.replace(/[\d.,\s-]/g, '')) && !/\s/.test(sample);
    format = written.format(1).includes(code) && ownSign ? narrow : written;
    moneyFormats.set(code, format);
  }
  return format;
}

/** "5.2 km", "25 min", "3.2%", "€12.50", "142 bpm". */
export function formatQuantity(quantity: Quantity): string {
  return formatRange(quantity, quantity.value, quantity.value);
}

/** "71–94 s", "5.2 km" (equal ends), "18.2–22.9 °C": both ends in the unit of the larger. */
export function formatRange(
  quantity: Pick<Quantity, 'dimension' | 'currency' | 'unit'> & { label?: string },
  min: number,
  max: number,
): string {
  const magnitude = Math.max(Math.abs(min), Math.abs(max));
  if (quantity.dimension === 'as-sent') {
    // Exactly the digits that came, and what is known of their unit: never a guess at a scale.
    // (Of no unit at all, a bottle's `amount: 135`, the number is all there is to say.)
    const unit = quantity.unit ? ` ${quantity.unit} as sent` : '';
    return `${min === max ? String(max) : `${min}–${max}`}${unit}`;
  }
  // A player's rating is written whole, as every ladder shows it ("1458", not "1,458").
  if (
    (quantity.dimension === 'count' || quantity.dimension === 'measure') &&
    RATING_LABEL.test(quantity.label ?? '') &&
    Number.isInteger(min) &&
    Number.isInteger(max) &&
    magnitude < 10_000
  )
    return min === max ? `${max}` : `${min}–${max}`;
  if (quantity.dimension === 'measure') {
    // As sent, in the sender's unit: up to three decimals, no conversion.
    const unit = quantity.unit
      ? quantity.unit === '%' || quantity.unit === '°'
        ? quantity.unit
        : ` ${quantity.unit}`
      : '';
    // (A reading of one or more to the thousandth, a meter's 38.612 kWh worked out from its Wh, reads as 38.6.)
    const thousandths = [min, max].some((value) => Math.round(value * 1000) % 10 !== 0);
    const digits = ownEntry(MEASURE_FORMATS, quantity.unit ?? '') ?? (magnitude >= 1 && thousandths ? ONE : AS_SENT);
    const [low, high] = [digits.format(min), digits.format(max)];
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
  // A temperature sent in Fahrenheit is told in it where people count in it (kept in °C so that readings compare).
  if (quantity.dimension === 'temperature' && quantity.unit === '°F') {
    const [low, high] = [min, max].map((celsius) => ONE.format(fahrenheitOfCelsius(celsius)));
    return low === high ? `${high} °F` : `${low}–${high} °F`;
  }
  // A height climbed or stood at is told in metres, however high ("1,012 m", not "1 km").
  const height = quantity.dimension === 'distance' && HEIGHT_LABEL.test(quantity.label ?? '');
  const scale = scaleFor(quantity.dimension, height ? 0 : magnitude, quantity.unit);
  const low = number(min * scale.factor, scale.digits);
  const high = number(max * scale.factor, scale.digits);
  return low === high ? `${high}${scale.suffix}` : `${low}–${high}${scale.suffix}`;
}
