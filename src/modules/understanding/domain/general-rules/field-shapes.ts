import { titleCase } from '../vocabulary/plain-text';
import { Json, isObject } from './item-context';

// Shapes of a few fields that say more together than apart: a decimal as digits and scale, a channel's copy of a
// value, a place's town, the fields of a thing sent.

/** Names of a decimal's digits and of its scale (the count of its decimals), as sent beside each other alone. */
const SCALED_DIGITS = new Set(['unscaledvalue', 'unscaled_value', 'unscaled']);
const DIGITS_SCALE = new Set(['scale', 'decimals', 'exponent']);

export function scaledNumberOf(object: Json): { value: number; written: string } | null {
  const entries = Object.entries(object);
  if (entries.length !== 2) return null;
  const digits = entries.find(([key]) => SCALED_DIGITS.has(key.toLowerCase()))?.[1];
  const scale = entries.find(([key]) => DIGITS_SCALE.has(key.toLowerCase()))?.[1];
  const integer = (value: unknown) =>
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,18}$/.test(value) ? Number(value) : NaN;
  const [n, places] = [integer(digits), integer(scale)];
  if (!Number.isSafeInteger(n) || !Number.isInteger(places) || places < 0 || places > 18) return null;
  const value = n / 10 ** places;
  return { value, written: value.toFixed(places) };
}

/** The town an entry's place names (`tracking_location: {city: "HALIFAX"}`), as people write it. */
export function townOf(entry: Json): string | null {
  for (const value of Object.values(entry)) {
    if (!isObject(value)) continue;
    const city = Object.entries(value).find(([key]) => /^(?:city|town|locality)$/i.test(key))?.[1];
    if (typeof city === 'string' && /^[\p{L}][\p{L} .'-]{1,40}$/u.test(city.trim()))
      return city === city.toUpperCase() ? titleCase(city.trim()) : city.trim();
  }
  return null;
}

/** Fields of a thing sent: its carrier, its shipment, its tracking number. */
export function isShippingKey(words: readonly string[]): boolean {
  return (
    words.includes('carrier') ||
    words.includes('shipment') ||
    (words.includes('tracking') && (words.includes('code') || words.includes('number')))
  );
}

/** A channel's letter ending a value's name (`pm2.5_a`, `temperature_b`), never a unit's. */
const CHANNEL_COPY = /^(.+?)[_-][abAB]$/;

export function isChannelCopy(key: string, object: Json): boolean {
  const base = CHANNEL_COPY.exec(key)?.[1];
  return base !== undefined && typeof object[base] === 'number';
}
