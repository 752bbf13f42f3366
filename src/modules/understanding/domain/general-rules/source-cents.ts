import type { QuantityRange } from '../digest/day-digest-shape';
import { currencyExponent, minorWouldBePennies } from '../vocabulary/currency';

// Whole amounts a source sent over the day that only minor units explain (a card processor's 675, 1842 and 8999 are
// $6.75, $18.42 and $89.99): read as money once the day shows it, for every amount of that source.

/** Distinct whole amounts a day must hold, and of them how many have odd cents, before they are read as minor units. */
const LEAST = { amounts: 3, oddCents: 2 };

type Ranged = Pick<QuantityRange, 'dimension' | 'unit' | 'currency' | 'min' | 'max' | 'total'>;

const inCentsCurrency = (quantity: Ranged): boolean =>
  quantity.dimension === 'as-sent' &&
  quantity.unit !== undefined &&
  /^[A-Z]{3}$/.test(quantity.unit) &&
  currencyExponent(quantity.unit) === 2;

/**
 * Whether a source's whole amounts are in minor units: three or more distinct ones, none written with decimals that
 * day, every one at least 100, two with odd cents. A sender of major units writes a price whole about once in a
 * hundred; three such amounts in one day are its cents.
 */
export function countsInCents(quantities: readonly Ranged[], sentDecimals: boolean): boolean {
  if (sentDecimals) return false;
  const values = new Set<number>();
  for (const quantity of quantities.filter(inCentsCurrency))
    for (const value of [quantity.min, quantity.max]) if (value !== 0) values.add(value);
  if (values.size < LEAST.amounts) return false;
  const all = [...values];
  if (all.some((value) => !Number.isInteger(value) || Math.abs(value) < 100)) return false;
  // (A shop's ₱1,850 and ₱3,600 are no ₱18.50 and ₱36.00: in a currency of little unit value, pennies are no price.)
  const codes = new Set(quantities.filter(inCentsCurrency).map((quantity) => quantity.unit!));
  if ([...codes].some((code) => minorWouldBePennies(code, all))) return false;
  return all.filter((value) => value % 100 !== 0).length >= LEAST.oddCents;
}

/** An amount sent whole in a currency's minor units, as that money. */
export function inMajorUnits<Q extends Ranged>(quantity: Q): Q {
  if (!inCentsCurrency(quantity)) return quantity;
  const scale = 10 ** (currencyExponent(quantity.unit!) ?? 2);
  const { unit, ...rest } = quantity;
  return {
    ...rest,
    dimension: 'money',
    currency: unit,
    min: quantity.min / scale,
    max: quantity.max / scale,
    ...(quantity.total !== undefined ? { total: quantity.total / scale } : {}),
  } as Q;
}

/** An amount its record read from minor units, as the whole units its source counts in. */
export function wholeAgain<Q extends Ranged>(quantity: Q): Q {
  const scale = 10 ** (currencyExponent(quantity.currency ?? '') ?? 2);
  return {
    ...quantity,
    min: Math.round(quantity.min * scale * 1e6) / 1e6,
    max: Math.round(quantity.max * scale * 1e6) / 1e6,
    ...(quantity.total !== undefined ? { total: Math.round(quantity.total * scale * 1e6) / 1e6 } : {}),
  };
}

/**
 * The currencies whose whole amounts a source sent that day cannot be minor units, for the largest of them would be
 * pennies (a tailor's 350, 120, 500 and 85 in GHS are no GH₵3.50 dress): read as that money as written. Two distinct
 * amounts at least; none where the day already reads the source's amounts as cents.
 */
export function wholeUnitCurrencies(quantities: readonly Ranged[]): ReadonlySet<string> {
  const byCode = new Map<string, Set<number>>();
  for (const quantity of quantities.filter(inCentsCurrency))
    for (const value of [quantity.min, quantity.max])
      if (value !== 0) byCode.set(quantity.unit!, (byCode.get(quantity.unit!) ?? new Set()).add(value));
  const whole = new Set<string>();
  for (const [code, values] of byCode)
    if (values.size >= LEAST_WHOLE && [...values].every(Number.isInteger) && minorWouldBePennies(code, [...values]))
      whole.add(code);
  return whole;
}
const LEAST_WHOLE = 2;

/** An amount sent whole in its currency's major units, as that money. */
export function inWholeUnits<Q extends Ranged>(quantity: Q): Q {
  if (!inCentsCurrency(quantity)) return quantity;
  const { unit, ...rest } = quantity;
  return { ...rest, dimension: 'money', currency: unit } as Q;
}
