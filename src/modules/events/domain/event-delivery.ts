import type { EventType } from './event-endpoint';

/** What a delivery sends: an entry event, or the `ping` of `endpoints test`. */
export type DeliveredEventType = EventType | 'ping';

/** What an event tells of its entry, as it was when the change was made (nothing of its content). */
export interface EventEntry {
  date: string;
  title: string | null;
  generatedAt: Date | null;
  wordCount: number | null;
}

/** One event on its way to one endpoint: a job of the delivery queue. Its id is the `webhook-id` of every attempt. */
export interface EventDelivery {
  id: string;
  endpointId: string;
  accountId: string;
  type: DeliveredEventType;
  occurredAt: Date;
  entry: EventEntry | null;
  /** Its due time when claimed (the job runner's Claim). */
  runAfter: Date;
  /** Claims in this round of attempts, this one included. */
  attempts: number;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** A delivery as operators see it (`deliveries list`, `endpoints test`). */
export interface DeliveryView {
  id: string;
  endpointId: string;
  type: DeliveredEventType;
  date: string | null;
  status: DeliveryStatus;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

/**
 * When a failed delivery is tried again, after its 1st, 2nd, ... failure (Svix's schedule): immediately, then 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h and 10 h; the 8th failure is final.
 */
export const DELIVERY_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const DELIVERY_MAX_ATTEMPTS = DELIVERY_RETRY_DELAYS_MS.length + 1;
/** An endpoint whose deliveries have failed without a success in between for this long is disabled. */
export const ENDPOINT_FAILING_DISABLE_MS = 5 * 24 * 3_600_000;

/** The event's JSON body, the same bytes at every attempt (decisions.md "Event body"). */
export function eventBody(delivery: EventDelivery, publicBaseUrl: string): string {
  const entry = delivery.entry;
  return JSON.stringify({
    type: delivery.type,
    timestamp: delivery.occurredAt.toISOString(),
    data: {
      accountId: delivery.accountId,
      date: entry?.date ?? null,
      title: entry?.title ?? null,
      generatedAt: entry?.generatedAt?.toISOString() ?? null,
      wordCount: entry?.wordCount ?? null,
      url: entry ? `${publicBaseUrl.replace(/\/+$/, '')}/api/v1/entries/${entry.date}` : null,
    },
  });
}
