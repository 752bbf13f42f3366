import type { EventEndpoint } from './event-endpoint';

export abstract class EventEndpointRepository {
  /** Stores the endpoint unless the account already has `limit` of them (checked and stored atomically); null then. */
  abstract createWithinLimit(
    endpoint: Omit<EventEndpoint, 'createdAt' | 'enabled'> & { signingSecret: Buffer },
    limit: number,
  ): Promise<EventEndpoint | null>;
  /** The account's endpoints, oldest first (at most MAX_ENDPOINTS_PER_ACCOUNT of them). */
  abstract listForAccount(accountId: string): Promise<EventEndpoint[]>;
  /** Deletes the endpoint; false when there was none. */
  abstract delete(id: string): Promise<boolean>;
}
