import { payloadAsRead, zoneReadingOf } from './payload-reading';
import { interpret } from './interpreters/interpret';
import { itemsOf } from './general-rules/batch-items';
import { Identities } from './general-rules/item-actors';
import type { FieldTrace } from './general-rules/item-findings';
import { TRACE_LIMIT } from './general-rules/item-trace';
import { walkItem } from './general-rules/item-walk';

/** Records of a batch explained field by field; the rest are counted. */
const EXPLAINED_RECORDS = 10;

export interface PayloadExplanation {
  readBy: string;
  events: Array<{ type: string; count: number }>;
  records: number;
  fields: Array<FieldTrace & { record?: number }>;
}

/**
 * What the digest makes of one payload, as it reads it for a day: the vendor's interpreter that knew it and the events
 * it told, or, field by field, what the general rules read each value as or why they left it out. Bounded like the
 * digest (the first records, TRACE_LIMIT fields).
 */
export function explainPayload(
  payload: unknown,
  context: { day: string; timezone: string; identities: readonly string[]; skipKeys: ReadonlySet<string> },
): PayloadExplanation {
  const read = payloadAsRead(payload);
  const events = new Map<string, number>();
  const vendors = new Set<string>();
  const told = (interpretation: { vendor: string; events: ReadonlyArray<{ type: string }> }) => {
    vendors.add(interpretation.vendor);
    for (const event of interpretation.events) events.set(event.type, (events.get(event.type) ?? 0) + 1);
  };
  const whole = interpret(read);
  if (whole) {
    told(whole);
    return { readBy: `interpreter:${whole.vendor}`, events: counted(events), records: 1, fields: [] };
  }
  const identities = new Identities(context.identities);
  const { items, total } = itemsOf(read, identities);
  const itemContext = {
    day: context.day,
    ...zoneReadingOf(context.timezone),
    skipKeys: context.skipKeys,
    identities,
  };
  const fields: PayloadExplanation['fields'] = [];
  items.slice(0, EXPLAINED_RECORDS).forEach((item, i) => {
    const known = interpret(item);
    if (known) return told(known);
    const trace: FieldTrace[] = [];
    walkItem(item, itemContext, trace);
    for (const field of trace.slice(0, TRACE_LIMIT - fields.length))
      fields.push(total > 1 ? { record: i + 1, ...field } : field);
  });
  const readBy = [
    ...[...vendors].map((vendor) => `interpreter:${vendor}`),
    ...(fields.length ? ['general rules'] : []),
  ];
  return { readBy: readBy.join(', ') || 'general rules', events: counted(events), records: total, fields };
}

function counted(events: ReadonlyMap<string, number>): Array<{ type: string; count: number }> {
  return [...events].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count);
}
