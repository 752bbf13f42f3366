import type { Page, PageRequest } from '../../../shared/list-page';
import type { EventEndpoint } from './event-endpoint';

export abstract class EventEndpointRepository {
  /** Stores the endpoint unless the account already has `limit` of them (checked and stored atomically); null then. */
  abstract createWithinLimit(
    endpoint: Omit<EventEndpoint, 'createdAt' | 'enabled' | 'disabledReason' | 'failingSince'> & {
      signingSecret: Buffer;
    },
    limit: number,
  ): Promise<EventEndpoint | null>;
  abstract findById(id: string): Promise<EventEndpoint | null>;
  /** A page of the account's endpoints, oldest first, after the endpoint `page.after`; null when that names none of them. */
  abstract listPageForAccount(accountId: string, page: PageRequest): Promise<Page<EventEndpoint> | null>;
  /** Changes what is given (enabling it again ends its failing streak); the endpoint after, or null when there is none. */
  abstract update(
    id: string,
    changes: Partial<Pick<EventEndpoint, 'url' | 'events' | 'description' | 'includeTitle' | 'enabled'>>,
  ): Promise<EventEndpoint | null>;
  /** A new sealed secret; the one it replaces keeps signing until `previousUntil`. Null when there is no such endpoint. */
  abstract rotateSecret(
    id: string,
    sealFor: (endpointId: string) => Buffer,
    previousUntil: Date,
  ): Promise<EventEndpoint | null>;
  /** Deletes the endpoint; false when there was none. */
  abstract delete(id: string): Promise<boolean>;
}
