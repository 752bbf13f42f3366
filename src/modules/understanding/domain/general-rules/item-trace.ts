import type { Frame } from './item-context';
import type { FieldTrace, ItemFindings } from './item-findings';

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
  const kind = [found.noun, found.verb, found.date, found.deleted] as const;
  read();
  const after = countsOf(found);
  const grew = (i: number) => after[i] > before[i];
  const quantity = grew(0)
    ? found.quantities[found.quantities.length - 1]
    : grew(1)
      ? found.money[found.money.length - 1].quantity
      : null;
  const trace: Omit<FieldTrace, 'path'> = quantity
    ? {
        readAs: grew(0) ? 'quantity' : 'money',
        detail: `${quantity.label} ${quantity.value}${quantity.currency ? ` ${quantity.currency}` : quantity.unit ? ` ${quantity.unit}` : ''} (${quantity.dimension})`,
      }
    : grew(2)
      ? { readAs: 'quantity', detail: 'a stage of sleep' }
      : grew(3)
        ? { readAs: 'text', detail: found.texts[found.texts.length - 1].role ?? 'text' }
        : grew(4)
          ? { readAs: 'time', detail: found.times[found.times.length - 1].end ? 'an end time' : 'a time' }
          : grew(5)
            ? { readAs: 'state', detail: found.labels[found.labels.length - 1].text }
            : found.deleted !== kind[3]
              ? { readAs: 'lifecycle', detail: 'the record says it is gone' }
              : found.noun !== kind[0] || found.verb !== kind[1]
                ? { readAs: 'kind', detail: [found.verb, found.noun].filter(Boolean).join(' ') }
                : found.date !== kind[2]
                  ? { readAs: 'date', detail: found.date ?? '' }
                  : grew(6)
                    ? { readAs: null, detail: 'left out: an identifier or plumbing' }
                    : { readAs: null, detail: leftOutBecause(frame.value) };
  traceField(found, frame, trace);
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
