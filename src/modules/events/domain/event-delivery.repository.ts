import type { Page, PageRequest } from '../../../shared/list-page';
import type { DeliveryView, EventDelivery } from './event-delivery';

/** A place in diary's change log (its FeedPosition: era, transaction id and change id, the last two as decimal text). */
export interface OutboxPosition {
  era: number;
  txid: string;
  id: string;
}

/** A change as diary's change log tells it (its LoggedChange). */
export interface OutboxChange {
  accountId: string;
  date: string;
  change: 'written' | 'removed';
  at: Date;
  title: string | null;
  generatedAt: Date | null;
  wordCount: number | null;
  position: OutboxPosition;
}

/** What one attempt left: the endpoint's answer (null when none came) and whether it counts as a success. */
export interface DeliveryAttempt {
  status: number | null;
  ok: boolean;
  at: Date;
}

/** The endpoint's secrets that sign an attempt made now (the previous one too, within 24 h of a rotation), sealed. */
export interface DeliveryTarget {
  endpointId: string;
  url: string;
  enabled: boolean;
  sealedSecrets: Buffer[];
}

/** The delivery queue (a job table: the job runner's JobQueue, by its shape) and the writes around it. */
export abstract class EventDeliveryRepository {
  abstract claimDue(now: Date, limit: number, leaseMs: number, maxAttempts: number): Promise<EventDelivery[]>;
  abstract complete(delivery: EventDelivery, status: number): Promise<void>;
  abstract fail(delivery: EventDelivery, error: string, retryAt: Date, maxAttempts: number): Promise<void>;

  /** Where the dispatcher is in diary's change log (shared by every instance); null when the cursor is missing. */
  abstract dispatchCursor(): Promise<OutboxPosition | null>;
  /**
   * Creates the deliveries of these changes (read after `from`), due at `now`, to the enabled endpoints of their
   * accounts subscribed to them, and moves the cursor past them, in one transaction; false, doing nothing, when
   * another instance moved the cursor from `from` meanwhile (or is moving it).
   */
  abstract dispatch(from: OutboxPosition, changes: readonly OutboxChange[], now: Date): Promise<boolean>;
  /** Puts the dispatch cursor at the outbox's start if it is missing (a database emptied by hand); a no-op otherwise. */
  abstract ensureDispatchCursor(): Promise<void>;
  /** A ping to the endpoint, already claimed (one attempt, leased for `leaseMs`); null when there is no such endpoint. */
  abstract createPing(endpointId: string, now: Date, leaseMs: number): Promise<EventDelivery | null>;
  /** Where and how a delivery is sent now; null when its endpoint is gone. */
  abstract targetOf(endpointId: string, now: Date): Promise<DeliveryTarget | null>;
  /**
   * Records the attempt on the delivery and on its endpoint's health: a success ends a failing streak; a failure
   * starts one, and disables the endpoint when its streak began `disableAfterMs` before. True when it disabled it.
   */
  abstract recordAttempt(delivery: EventDelivery, attempt: DeliveryAttempt, disableAfterMs: number): Promise<boolean>;
  /** Disables the endpoint, saying why (an answer 410 Gone). */
  abstract disableEndpoint(endpointId: string, reason: string): Promise<void>;
  abstract view(id: string): Promise<DeliveryView | null>;
  /** A page of the endpoint's deliveries, newest first; null when `page.after` names none of them. */
  abstract listPage(endpointId: string, failedOnly: boolean, page: PageRequest): Promise<Page<DeliveryView> | null>;
  /** Due again at `now` with a fresh round of attempts; null when there is no such delivery. */
  abstract retry(id: string, now: Date): Promise<DeliveryView | null>;
  /** Deliveries waiting (to be sent or retried) and failed for good, over every endpoint. */
  abstract depth(): Promise<{ pending: number; failed: number }>;
  /** Forgets finished deliveries last touched before `before`; returns how many. */
  abstract prune(before: Date, limit: number): Promise<number>;
}
