import { ownEntry } from '../vocabulary/json-reading';
import { hasAny, keyWords } from '../vocabulary/key-words';
import { Quantity } from '../vocabulary/quantity';
import {
  assetCurrency,
  currencyExponent,
  isCryptoCode,
  marketCurrency,
  minorWouldBePennies,
} from '../vocabulary/currency';

// Amounts of money in an item, each with its own currency.

export const NO_CURRENCIES: ReadonlyMap<string, string> = new Map();

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** The currencies of an object's fields by their prefix ("" for `currency`, "local" for `local_currency`), over those of its parents. */
export function currenciesOf(
  entries: Array<[string, unknown]>,
  inherited: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  let found: Map<string, string> | null = null;
  for (const [key, sent] of entries) {
    // A currency by its ISO 4217 number (`currencyCode: 980`), as card processing sends it.
    const words = keyWords(key);
    // (Or as an object of its own, `currency: {identifier: "NOK", name: "Norwegian krone", decimals: 2}`.)
    const value = (words.includes('currency') ? currencyObjectCode(sent) : undefined) ?? sent;
    // An exchange's ledger names the currency of its amounts as their asset (`asset: "ZEUR"`).
    // A market's code names the currency its prices are in (`asset_class: "us_equity"`, `exchange: "NASDAQ"`).
    const market = typeof value === 'string' && hasAny(words, MARKET_WORDS) ? marketCurrency(value) : null;
    const asset = market ?? (words.includes('asset') && typeof value === 'string' ? assetCurrency(value) : null);
    const code =
      asset ??
      (typeof value === 'string' && (CURRENCY_CODE.test(value) || isCryptoCode(value))
        ? value.toUpperCase()
        : typeof value === 'number'
          ? ownEntry(NUMERIC_CURRENCIES, value)
          : // (Or its number written as text, `CurrencyCode: "978"`, beside amounts in major units.)
            typeof value === 'string' && /^\d{3}$/.test(value) && words.includes('currency')
            ? ownEntry(NUMERIC_CURRENCIES, Number(value))
            : undefined);
    if (code === undefined) continue;
    if (!words.includes('currency') && asset === null) continue;
    found ??= new Map(inherited);
    const prefix =
      market !== null
        ? ''
        : words.filter((w) => w !== 'currency' && w !== 'asset' && w !== 'code' && w !== 'iso').join(' ');
    found.set(prefix, code);
    // Card processing counts amounts in minor units wherever it names the currency by number.
    if (typeof value === 'number') found.set(MINOR_UNITS_MARK + prefix, code);
  }
  return found ?? inherited;
}

const MARKET_WORDS = new Set(['exchange', 'market', 'class', 'venue']);

/** A key of the currencies' map that says amounts of that prefix are in minor units. */
export const MINOR_UNITS_MARK = '\u0000minor:';

/** ISO 4217 numeric codes of the currencies most sent so (the standard's table, the common part). */
const NUMERIC_CURRENCIES: Readonly<Record<number, string>> = {
  36: 'AUD',
  124: 'CAD',
  156: 'CNY',
  203: 'CZK',
  208: 'DKK',
  344: 'HKD',
  348: 'HUF',
  356: 'INR',
  360: 'IDR',
  376: 'ILS',
  392: 'JPY',
  398: 'KZT',
  410: 'KRW',
  484: 'MXN',
  554: 'NZD',
  578: 'NOK',
  643: 'RUB',
  702: 'SGD',
  710: 'ZAR',
  752: 'SEK',
  756: 'CHF',
  764: 'THB',
  784: 'AED',
  826: 'GBP',
  840: 'USD',
  933: 'BYN',
  941: 'RSD',
  946: 'RON',
  949: 'TRY',
  975: 'BGN',
  978: 'EUR',
  980: 'UAH',
  981: 'GEL',
  985: 'PLN',
  986: 'BRL',
};

/** Whether amounts of this field are counted in minor units, by the currency's numeric code beside them. */
export function inMinorUnits(words: readonly string[], currencies: ReadonlyMap<string, string>): boolean {
  if (currencies.size === 0) return false;
  const prefix = words.filter((w) => !MONEY_WORDS.has(w)).join(' ');
  return currencies.has(MINOR_UNITS_MARK + prefix) || (!currencies.has(prefix) && currencies.has(MINOR_UNITS_MARK));
}

const MONEY_WORDS = new Set([
  'amount',
  'value',
  'price',
  'total',
  'balance',
  'cost',
  'in',
  'base',
  'units',
  'minor',
  'cents',
  'milliunits',
  'major',
]);

/** The currency of a money field: the one named with the same prefix (`local_amount` with `local_currency`), else the plain one. */
export function currencyFor(words: readonly string[], currencies: ReadonlyMap<string, string>): string | undefined {
  if (currencies.size === 0) return undefined;
  const prefix = words.filter((w) => !MONEY_WORDS.has(w)).join(' ');
  // `total_amount` beside `total_currency`: the currency named for the sum the amount is of.
  const named = words.filter((w) => w !== 'amount' && w !== 'value').join(' ');
  // (And the currency named for the field itself: `value` beside `value_currency`.)
  return (
    currencies.get(prefix) ??
    (named !== prefix ? currencies.get(named) : undefined) ??
    currencies.get('') ??
    currencies.get(words.join(' '))
  );
}

/**
 * Amounts as certain as their payload makes them: a decimal amount, or one whose
 * field names its scale, is read as it is; whole numbers in a currency with
 * cents are taken as major units only when another amount of the item is
 * written with decimals, else written as sent (-350 may be pence).
 */
export function resolvedMoney<Q extends Quantity>(
  money: Array<{ quantity: Q; decimal: boolean; scaled: boolean; key: string }>,
  formatted: ReadonlyMap<string, number> = new Map(),
  written: ReadonlySet<number> = new Set(),
): Q[] {
  // Bitcoin counted whole is counted in satoshis (a Lightning payment's 5000), or thousandths of them (`value_msat`).
  const counted = money.filter(({ quantity, decimal, key }) => isSatoshiCount(quantity, decimal, key));
  // The record's own amount, not its parts' (a boost's split among recipients, its total across them).
  const shallowest = Math.min(...counted.map(({ quantity }) => depthOf(quantity)));
  const sats = counted.filter(({ quantity }) => depthOf(quantity) === shallowest);
  if (counted.length > 0)
    return [
      // (One sum under several names, `amount` and `value_msat`, is said once.)
      ...sats
        .map(({ quantity, key }) => satoshis(quantity, /\bm(?:illi)?sats?\b/.test(key)))
        .filter((q, i, all) => all.findIndex((other) => other.value === q.value) === i),
      ...resolvedMoney(
        money.filter((m) => !counted.includes(m)),
        formatted,
        written,
      ),
    ];
  // The sender's own formatting of one of them says the scale of all: 2900 written "$29.00" is in cents.
  // (Under its own name, or any: `formattedAmount: "KES 1,500.00"` beside `totalAmount: 150000`.)
  const minor = money.some(({ quantity, key }) => {
    const exponent = currencyExponent(quantity.currency ?? '') ?? 2;
    const inMinor = (shown: number) => exponent > 0 && Math.abs(quantity.value / 10 ** exponent - shown) < 0.005;
    const shown = formatted.get(key);
    return shown !== undefined ? inMinor(shown) : [...formatted.values()].some(inMinor);
  });
  if (minor || countedInCents(money))
    return money.map(({ quantity, decimal, scaled }) =>
      decimal || scaled
        ? quantity
        : {
            ...quantity,
            value: quantity.value / 10 ** (currencyExponent(quantity.currency ?? '') ?? 2),
            fromMinor: true,
          },
    );
  // One of them written with its cents in the record's words ("cleaning 70.00 EUR" beside `amount: 70`): whole units.
  const decimals = money.some((m) => (m.decimal && !m.scaled) || written.has(m.quantity.value));
  // Whole amounts that in minor units would be pennies (₱1,850 as ₱18.50) are whole units.
  const byCurrency = new Map<string, number[]>();
  for (const { quantity } of money) {
    const values = byCurrency.get(quantity.currency ?? '');
    if (values) values.push(quantity.value);
    else byCurrency.set(quantity.currency ?? '', [quantity.value]);
  }
  const pennies = new Set(
    [...byCurrency].filter(([code, values]) => minorWouldBePennies(code, values)).map(([code]) => code),
  );
  return money.map(({ quantity, decimal, scaled }) => {
    // (A crypto-asset has no cents: its whole amounts are whole.)
    if (
      decimal ||
      scaled ||
      decimals ||
      pennies.has(quantity.currency ?? '') ||
      currencyExponent(quantity.currency ?? '') === 0 ||
      isCryptoCode(quantity.currency ?? '')
    )
      return quantity;
    return { ...quantity, dimension: 'as-sent' as const, unit: quantity.currency, currency: undefined };
  });
}

const depthOf = (quantity: Quantity): number => (quantity as Quantity & { depth?: number }).depth ?? 0;

/** Fewer whole bitcoin than this may be whole bitcoin (a purchase of 2 BTC); this many or more can only be sats. */
const LEAST_SATS_UNNAMED = 100;

function isSatoshiCount(quantity: Quantity, decimal: boolean, key: string): boolean {
  if ((quantity.currency !== 'BTC' && quantity.currency !== 'XBT') || decimal || !Number.isInteger(quantity.value))
    return false;
  return Math.abs(quantity.value) >= LEAST_SATS_UNNAMED || SATS_NAMED.test(key);
}
const SATS_NAMED = /\b(?:m(?:illi)?)?sats?\b/;

function satoshis<Q extends Quantity>(quantity: Q, milli: boolean): Q {
  const value = milli ? Math.round(quantity.value / 1000) : quantity.value;
  return { ...quantity, dimension: 'measure' as const, value, unit: 'sats', currency: undefined };
}

/**
 * Whole amounts that only minor units explain: two or more of them, all in a currency with cents, each at least
 * 100, none written with decimals, and one of them not a whole number of major units (975 and 1999 beside each
 * other are $9.75 and $19.99). A sender of major units writes a price whole about once in a hundred, so two whole
 * amounts with odd cents are its minor units; round or single amounts stay as sent.
 */
function countedInCents(money: ReadonlyArray<{ quantity: Quantity; decimal: boolean; scaled: boolean }>): boolean {
  const whole = money.filter(({ quantity, decimal, scaled }) => !decimal && !scaled && quantity.value !== 0);
  if (whole.length < money.filter(({ quantity }) => quantity.value !== 0).length) return false;
  // (One sum under several names, `amount` and `merchant_amount`, is one amount.)
  if (new Set(whole.map(({ quantity }) => quantity.value)).size < 2) return false;
  const cents = whole.every(({ quantity }) => {
    const code = quantity.currency ?? '';
    return currencyExponent(code) === 2 && !isCryptoCode(code) && Math.abs(quantity.value) >= 100;
  });
  // (₱1,850 and its ₱1,795 after fees are no ₱18.50 cake: in a currency of little unit value, pennies are no price.)
  const code = whole[0]?.quantity.currency ?? '';
  if (
    minorWouldBePennies(
      code,
      whole.map(({ quantity }) => quantity.value),
    )
  )
    return false;
  return cents && whole.some(({ quantity }) => quantity.value % 100 !== 0);
}

const CURRENCY_OBJECT_CODES = ['identifier', 'code', 'iso', 'isoCode', 'iso_code', 'currencyCode', 'currency_code'];

/** The code of a currency sent as an object (`{identifier: "NOK", name, decimals}`); undefined for anything else. */
function currencyObjectCode(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const object = value as Record<string, unknown>;
  const code = CURRENCY_OBJECT_CODES.map((key) => object[key]).find(
    (candidate) => typeof candidate === 'string' && CURRENCY_CODE.test(candidate),
  );
  return typeof code === 'string' ? code : undefined;
}
