import { RowReader } from '../../../../database/row-reader';
import type { JobTable } from '../../../../jobs/sql-job-queue';
import type { DeliveredEventType, DeliveryView, EventDelivery } from '../../domain/event-delivery';

const TYPES = ['entry.written', 'entry.removed', 'ping'] as const;

export function deliveryFromRow(row: unknown): EventDelivery {
  const read = RowReader.of(row, 'event_deliveries');
  const date = read.nullableText('entry_date');
  return {
    id: read.text('id'),
    endpointId: read.text('endpoint_id'),
    accountId: read.text('account_id'),
    type: read.oneOf('event_type', TYPES) as DeliveredEventType,
    occurredAt: read.date('occurred_at'),
    entry:
      date === null
        ? null
        : {
            date,
            title: read.nullableText('title'),
            generatedAt: read.nullableDate('generated_at'),
            wordCount: read.nullableNumber('word_count'),
          },
    runAfter: read.date('run_after'),
    attempts: read.integer('attempts'),
  };
}

/** What a delivery row carries besides its id, as deliveryFromRow reads it. */
export const DELIVERY_CARRIES = [
  { column: 'endpoint_id' },
  { column: 'account_id' },
  { column: 'event_type' },
  { column: 'occurred_at' },
  { column: 'entry_date', readAs: 'text' },
  { column: 'title' },
  { column: 'generated_at' },
  { column: 'word_count' },
] as const;

export const DELIVERY_COLUMNS = `id, ${DELIVERY_CARRIES.map((c) => ('readAs' in c ? `${c.column}::${c.readAs} AS ${c.column}` : c.column)).join(', ')}, run_after, attempts`;

/**
 * event_deliveries as a job runner's table; over every instance, at most 5 deliveries of one endpoint and 8 of one
 * account in flight at once, claimed fairly (every endpoint with due deliveries looked at, each account's first before
 * any account's second): one account's slow endpoints cannot hold up another's events.
 */
export const EVENT_DELIVERIES: JobTable<EventDelivery, number> = {
  name: 'event_deliveries',
  key: [{ column: 'id', type: 'uuid' }],
  carries: DELIVERY_CARRIES,
  abandonedWhile: 'delivering the event',
  keyOf: (delivery) => [delivery.id],
  jobFromRow: deliveryFromRow,
  lanes: { lane: { column: 'endpoint_id', maxLeased: 5 }, owner: { column: 'account_id', maxLeased: 8 } },
};

/** A delivery as operators see it: state done is delivered, parked is failed. */
export const VIEW_COLUMNS = `id, endpoint_id, event_type, entry_date::text AS entry_date, attempts_made, last_status, last_error,
  last_attempt_at, created_at, run_after,
  CASE state WHEN 'pending' THEN 'pending' WHEN 'done' THEN 'delivered' ELSE 'failed' END AS status`;

export function deliveryViewFromRow(row: unknown): DeliveryView {
  const read = RowReader.of(row, 'event_deliveries');
  const status = read.oneOf('status', ['pending', 'delivered', 'failed'] as const);
  return {
    id: read.text('id'),
    endpointId: read.text('endpoint_id'),
    type: read.oneOf('event_type', TYPES),
    date: read.nullableText('entry_date'),
    status,
    attempts: read.integer('attempts_made'),
    lastStatus: read.nullableNumber('last_status'),
    lastError: read.nullableText('last_error'),
    lastAttemptAt: read.nullableDate('last_attempt_at'),
    nextAttemptAt: status === 'pending' ? read.date('run_after') : null,
    createdAt: read.date('created_at'),
  };
}
