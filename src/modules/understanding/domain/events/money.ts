import type { Money } from './diary-event';
import { asNumber } from '../vocabulary/json-reading';
import { currencyExponent } from '../vocabulary/currency';

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
