import type { DeliveryTargets } from '../domain/delivery-targets';

/** What the events module reads of the configuration. */
export abstract class EventSettings {
  /** Where events may go (public addresses, and the private ones EVENT_DELIVERY_ALLOWED_HOSTS names). */
  abstract readonly targets: DeliveryTargets;
  /** The read API's address, for the entry URL an event carries (PUBLIC_BASE_URL). */
  abstract readonly publicBaseUrl: string;
  /** How often an instance looks for changes to dispatch and deliveries due (EVENT_DELIVERY_POLL_INTERVAL_MS). */
  abstract readonly pollIntervalMs: number;
}
