import type { Frame } from './item-context';
import type { FieldTrace, ItemFindings } from './item-findings';
import type { Quantity } from '../vocabulary/quantity';

/** Traced fields per explanation: a 100 KB payload explains its first fields, not all. */
export const TRACE_LIMIT = 300;

type Counts = readonly number[];

function countsOf(found: ItemFindings): Counts {
  return [
    found.quantities.length,
    found.money.length,
    found.stages.length,
    found.texts.length,
    found.times.length,
    found.labels.length,
    found.machinery,
  ];
}

/**
 * Reads one value with `read` and, when the walk is traced, says what it became: the first kind of finding it added
 * (a quantity, money, a text...), or why nothing came of it. Untraced, it only reads.
 */
export function traced(found: ItemFindings, frame: Frame, read: () => void): void {
  if (found.trace === null) return read();
  const before = countsOf(found);
  const kind = { noun: found.noun, verb: found.verb, date: found.date, deleted: found.deleted };
  read();
  const after = countsOf(found);
  const grew = (i: number) => after[i] > before[i];
  traceField(found, frame, readingOf(found, grew, kind) ?? { readAs: null, detail: leftOutBecause(frame.value) });
}

type Reading = Omit<FieldTrace, 'path'>;

/** What the read added, in the order a reader cares: a measure, money, a text, a time, a state, the record's kind. */
function readingOf(
  found: ItemFindings,
  grew: (i: number) => boolean,
  kind: Pick<ItemFindings, 'noun' | 'verb' | 'date' | 'deleted'>,
): Reading | null {
  if (grew(0)) return quantityReading('quantity', found.quantities[found.quantities.length - 1]);
  if (grew(1)) return quantityReading('money', found.money[found.money.length - 1].quantity);
  if (grew(2)) return { readAs: 'quantity', detail: 'a stage of sleep' };
  if (grew(3)) return { readAs: 'text', detail: found.texts[found.texts.length - 1].role ?? 'text' };
  if (grew(4)) return { readAs: 'time', detail: found.times[found.times.length - 1].end ? 'an end time' : 'a time' };
  if (grew(5)) return { readAs: 'state', detail: found.labels[found.labels.length - 1].text };
  if (found.deleted !== kind.deleted) return { readAs: 'lifecycle', detail: 'the record says it is gone' };
  if (found.noun !== kind.noun || found.verb !== kind.verb)
    return { readAs: 'kind', detail: [found.verb, found.noun].filter(Boolean).join(' ') };
  if (found.date !== kind.date) return { readAs: 'date', detail: found.date ?? '' };
  if (grew(6)) return { readAs: null, detail: 'left out: an identifier or plumbing' };
  return null;
}

function quantityReading(readAs: 'quantity' | 'money', quantity: Quantity): Reading {
  const unit = quantity.currency ?? quantity.unit;
  return { readAs, detail: `${quantity.label} ${quantity.value}${unit ? ` ${unit}` : ''} (${quantity.dimension})` };
}

export function traceField(found: ItemFindings, frame: Frame, trace: Omit<FieldTrace, 'path'>): void {
  if (found.trace === null || found.trace.length >= TRACE_LIMIT) return;
  found.trace.push({ path: frame.path || '(the record)', ...trace });
}

/** A child's place below its parent's, while traced. */
export function childPath(found: ItemFindings, parent: Frame, key: string | number): string | undefined {
  if (found.trace === null) return undefined;
  if (typeof key === 'number') return `${parent.path ?? ''}[${key}]`;
  return parent.path ? `${parent.path}.${key}` : key;
}

function leftOutBecause(value: unknown): string {
  if (value === null || value === '' || typeof value === 'boolean') return 'left out: says nothing to tell';
  if (typeof value === 'number') return 'left out: a number under a name the rules cannot phrase';
  return 'left out: a text the rules do not tell (a code, a URL, a value of its kind)';
}
