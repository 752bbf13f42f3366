import type { ItemGroup, QuantityRange } from '../../../domain/digest/day-digest-shape';
import { atTime, measureRange, whenOfMinute } from './phrases';
import type { Theme } from './sentence';

// The general rules' measures: a group's quantity ranges as phrases, and the theme a group's measures put it under.

/** "16,842 steps", "23 favourites" (a count named "favourites count"), "temperature 27.5–30.8 °C". */
export function quantityPhrase(quantity: QuantityRange, day: string): string {
  const at =
    quantity.minute !== undefined && quantity.min === quantity.max
      ? atTime(whenOfMinute(day, quantity.minute), day)
      : '';
  const value = `${measureRange(quantity, quantity.min, quantity.max)}${at ? ` ${at}` : ''}`;
  if (quantity.dimension === 'steps' && quantity.label.startsWith('step')) return value;
  const counted =
    quantity.dimension === 'count' && Number.isInteger(quantity.max)
      ? /^(?:number of )?(.+?)(?: count| total)?$/.exec(quantity.label)
      : null;
  if (
    counted &&
    (quantity.label.endsWith(' count') || quantity.label.startsWith('number of ') || quantity.label.endsWith(' total'))
  )
    return `${value} ${counted[1]}`;
  return `${quantity.label} ${value}`;
}

/** Measures that a sensor reports over and over: a group of them is a series of readings. */
export const SENSOR_DIMENSIONS = new Set(['temperature', 'percent', 'measure', 'speed', 'count', 'distance']);

/** The theme a group's measures belong to; texts alone are words; the rest is "Also". */
export function themeOf(group: ItemGroup): Theme {
  const dimensions = new Set(group.quantities.map((q) => q.dimension));
  const has = (...names: string[]) => names.some((name) => dimensions.has(name as QuantityRange['dimension']));
  if (
    has('money', 'as-sent') &&
    group.quantities.some((q) => q.dimension === 'money' || /amount|price|balance|cost|paid|fee/.test(q.label))
  )
    return 'money';
  if (has('distance', 'speed') && has('duration', 'heart-rate', 'energy')) return 'movement';
  if (
    has('heart-rate', 'steps', 'weight', 'energy') ||
    group.quantities.some((q) => /sleep|hrv|recovery/.test(q.label))
  )
    return 'health';
  if (has('temperature') || group.quantities.some((q) => q.unit === 'ppm')) return 'home';
  if (has('distance', 'speed')) return 'movement';
  if (group.quantities.length === 0 && group.texts.some((text) => text.role === 'own' || text.role === 'title'))
    return 'words';
  return 'general';
}
