/** The events an endpoint may ask for (decisions.md "Event body"); `ping` is sent by `endpoints test` only. */
export const EVENT_TYPES = ['entry.written', 'entry.removed'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const MAX_ENDPOINTS_PER_ACCOUNT = 10;
export const ENDPOINT_URL_MAX_CHARS = 2048;
export const ENDPOINT_DESCRIPTION_MAX_CHARS = 200;

/** Where an account's events are sent, signed with its own secret (sealed at rest, shown once). */
export interface EventEndpoint {
  id: string;
  accountId: string;
  url: string;
  events: EventType[];
  description: string | null;
  /** Whether its events carry the entry's title (which can be the person's own words); off unless asked for. */
  includeTitle: boolean;
  enabled: boolean;
  /** Why the service disabled it (410 Gone, five days of failures); null when enabled or disabled by an operator. */
  disabledReason: string | null;
  /** Since when its deliveries have failed without a success in between; null while they succeed. */
  failingSince: Date | null;
  createdAt: Date;
}

export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);

/** What a sealed signing secret is bound to: it opens only on its own endpoint. */
export const endpointSecretContext = (endpointId: string): string => `event-endpoint:${endpointId}`;
