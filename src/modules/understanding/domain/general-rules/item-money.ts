import { keyWords } from '../vocabulary/key-words';
import { Quantity } from '../vocabulary/quantity';
import { currencyExponent } from '../vocabulary/currency';

// Amounts of money in an item, each with its own currency.

export const NO_CURRENCIES: ReadonlyMap<string, string> = new Map();

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** The currencies of an object's fields by their prefix ("" for `currency`, "local" for `local_currency`), over those of its parents. */
export function currenciesOf(
  entries: Array<[string, unknown]>,
  inherited: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  let found: Map<string, string> | null = null;
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || !CURRENCY_CODE.test(value)) continue;
    const words = keyWords(key);
    if (!words.includes('currency')) continue;
    found ??= new Map(inherited);
    found.set(words.filter((w) => w !== 'currency' && w !== 'code' && w !== 'iso').join(' '), value.toUpperCase());
  }
  return found ?? inherited;
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
  return currencies.get(prefix) ?? currencies.get('');
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
): Q[] {
  // The sender's own formatting of one of them says the scale of all: 2900 written "$29.00" is in cents.
  const minor = money.some(({ quantity, key }) => {
    const shown = formatted.get(key);
    const exponent = currencyExponent(quantity.currency ?? '') ?? 2;
    return shown !== undefined && exponent > 0 && Math.abs(quantity.value / 10 ** exponent - shown) < 0.005;
  });
  if (minor)
    return money.map(({ quantity, decimal, scaled }) =>
      decimal || scaled
        ? quantity
        : { ...quantity, value: quantity.value / 10 ** (currencyExponent(quantity.currency ?? '') ?? 2) },
    );
  const decimals = money.some((m) => m.decimal && !m.scaled);
  return money.map(({ quantity, decimal, scaled }) => {
    if (decimal || scaled || decimals || currencyExponent(quantity.currency ?? '') === 0) return quantity;
    return { ...quantity, dimension: 'as-sent' as const, unit: quantity.currency, currency: undefined };
  });
}
