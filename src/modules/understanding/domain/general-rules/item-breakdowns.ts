import { keyWords } from '../vocabulary/key-words';
import { Quantity, quantityOf } from '../vocabulary/quantity';
import { measuredValue, scopeNameOf, unitMeasureWordOf, unitWordOf } from './item-measures';
import { Json, isObject } from './item-context';
import { fieldProfile } from '../vocabulary/field-roles';
import { parseWrittenTime } from '../vocabulary/value-shapes';

// A list of named parts, each with its own measure of one kind ("projects": [{ "name": "ledger-service",
// "total_seconds": 15120 }]): how a whole divides (time by project, spending by category), told as a ranked list.

/** Parts told of one breakdown; the rest counted. */
export const BREAKDOWN_PARTS = 4;

export interface Breakdown {
  /** What the parts are ("projects", "languages"). */
  of: string;
  parts: Array<{ name: string; quantity: Quantity }>;
  /** Parts past BREAKDOWN_PARTS. */
  more: number;
}

/** Dimensions a whole divides into: a list of ratings or readings is no breakdown. */
const DIVIDED = new Set(['duration', 'distance', 'money', 'energy', 'weight', 'steps']);

/** A part's own measure: a total ("total_seconds") before its components ("hours", "minutes"), else its amount with its unit. */
function measureOf(part: Json): Quantity | null {
  const measured = measuredValue(part);
  const unitWord = measured ? unitWordOf(measured.unit) : undefined;
  const measureWord = measured ? unitMeasureWordOf(measured.unit) : undefined;
  if (measured && unitWord && measureWord) return quantityOf([measureWord, unitWord], measured.value);
  let total: Quantity | null = null;
  let seconds: Quantity | null = null;
  let best: Quantity | null = null;
  for (const [key, value] of Object.entries(part)) {
    if (typeof value !== 'number') continue;
    const words = keyWords(key);
    const quantity = quantityOf(words, value);
    if (!quantity || !DIVIDED.has(quantity.dimension)) continue;
    if (words.includes('total')) total ??= quantity;
    else if (words.includes('seconds')) seconds ??= quantity;
    best ??= quantity;
  }
  return total ?? seconds ?? best;
}

/**
 * The breakdown a list is, when it is one: parts each named, each with a measure of one dimension (a list of one
 * part is one too, though it divides nothing: it is not told).
 */
export function breakdownOf(list: readonly unknown[], words: readonly string[]): Breakdown | null {
  if (list.length < 1 || words.length === 0 || !list.every(isObject)) return null;
  const parts: Breakdown['parts'] = [];
  for (const part of list as Json[]) {
    // A part with a moment of its own (a food's `consumed_at`) is a record of the day, not a share of a whole.
    if (
      Object.entries(part).some(
        ([key, value]) => fieldProfile(key).timeRank !== null && parseWrittenTime(String(value)) !== null,
      )
    )
      return null;
    // (A part's name is what it is called, `TypeScript`, as sent.)
    const name = scopeNameOf(Object.entries(part), true) ?? nameOfItsThing(part);
    const quantity = measureOf(part);
    if (name === null || quantity === null) return null;
    parts.push({ name, quantity: { ...quantity, label: name } });
  }
  if (new Set(parts.map((part) => part.quantity.dimension)).size !== 1) return null;
  const ranked = parts.filter((part) => part.quantity.value > 0).sort((a, b) => b.quantity.value - a.quantity.value);
  return {
    of: words.join(' '),
    parts: ranked.slice(0, BREAKDOWN_PARTS),
    more: Math.max(0, ranked.length - BREAKDOWN_PARTS),
  };
}

/** The name of what a part is of, given in an object of its own (`{food: {name: "Apricots"}, amount: 2, unit: "kg"}`). */
function nameOfItsThing(part: Json): string | null {
  for (const [key, value] of Object.entries(part))
    if (isObject(value) && key !== 'unit') {
      const name = scopeNameOf(Object.entries(value));
      if (name !== null) return name;
    }
  return null;
}
