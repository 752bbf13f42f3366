import type { Money } from './diary-event';
import { asNumber } from '../interpreters/json-reading';

const CODE = /^[A-Za-z]{3}$/;
const exponents = new Map<string, number | null>();

/** Digits after the decimal point of a currency (GBP 2, JPY 0, BHD 3), or null for a code that is not a currency. */
export function currencyExponent(code: string): number | null {
  const upper = code.toUpperCase();
  let exponent = exponents.get(upper);
  if (exponent === undefined) {
    try {
      exponent = CODE.test(upper) ? new Intl.NumberFormat('en-US', { style: 'currency', currency: upper }).resolvedOptions().maximumFractionDigits ?? null : null;
    } catch {
      exponent = null;
    }
    if (exponents.size < 1_000) exponents.set(upper, exponent);
  }
  return exponent;
}

/** An amount the sender gives in minor units (Monzo's and Stripe's pence and cents: -350 GBP is -£3.50). */
export function moneyFromMinorUnits(minor: unknown, currency: unknown): Money | undefined {
  const value = asNumber(minor);
  if (value === undefined || !Number.isInteger(value) || typeof currency !== 'string') return undefined;
  const exponent = currencyExponent(currency);
  if (exponent === null) return undefined;
  return { amount: value / 10 ** exponent, currency: currency.toUpperCase() };
}

/** An amount the sender gives in major units, as a number or a decimal string ("-12.50"). */
export function moneyFromMajorUnits(major: unknown, currency: unknown): Money | undefined {
  const value = asNumber(major);
  if (value === undefined || typeof currency !== 'string' || currencyExponent(currency) === null) return undefined;
  return { amount: value, currency: currency.toUpperCase() };
}
