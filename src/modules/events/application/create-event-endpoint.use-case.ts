import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../../shared/domain-error';
import { checkPublicHttpUrl } from '../../../shared/public-url';
import { labelRefusalOf, unstorableCharacterOf } from '../../../shared/storable-text';
import { issueSigningSecret } from '../../../shared/standard-webhooks';
import { AccountNotFoundError, AccountRepository, SecretSealer, SigningUnavailableError } from '../../accounts';
import {
  ENDPOINT_DESCRIPTION_MAX_CHARS,
  ENDPOINT_URL_MAX_CHARS,
  EVENT_TYPES,
  EventEndpoint,
  EventType,
  MAX_ENDPOINTS_PER_ACCOUNT,
  endpointSecretContext,
  isEventType,
} from '../domain/event-endpoint';
import { EventEndpointRepository } from '../domain/event-endpoint.repository';
import type { DeliveryTargets } from '../domain/delivery-targets';
import { EndpointLimitError } from '../domain/events.errors';
import { EventSettings } from './event-settings';

export interface CreatedEventEndpoint {
  endpoint: EventEndpoint;
  /** `whsec_...`: in clear only in this result. */
  signingSecret: string;
}

const refuse = (parameter: string, message: string) =>
  new InvalidInputError(`${parameter} ${message}`, [{ parameter, message }]);

/** Where events go: a public http(s) URL (or a host EVENT_DELIVERY_ALLOWED_HOSTS names), without credentials. */
export function endpointUrl(value: string, targets: DeliveryTargets): string {
  const check = checkPublicHttpUrl(value, ENDPOINT_URL_MAX_CHARS);
  if (check.ok) return check.url;
  if (check.reason === 'non-public-host') {
    const url = new URL(value);
    if (targets.allowsHost(url.hostname)) return url.toString();
    throw refuse('url', 'must point to a public host (EVENT_DELIVERY_ALLOWED_HOSTS can allow a private one)');
  }
  if (check.reason === 'credentials') throw refuse('url', 'must not carry a user name or password');
  throw refuse('url', `must be an http(s) URL of at most ${ENDPOINT_URL_MAX_CHARS} characters`);
}

/**
 * A description as stored: trimmed, empty as none, at most ENDPOINT_DESCRIPTION_MAX_CHARS, only storable text, one
 * line without the characters names refuse (controls, bidirectional overrides).
 */
export function endpointDescription(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const description = value.trim();
  if (description.length > ENDPOINT_DESCRIPTION_MAX_CHARS)
    throw refuse('description', `must be at most ${ENDPOINT_DESCRIPTION_MAX_CHARS} characters`);
  const unstorable = unstorableCharacterOf(description);
  if (unstorable) throw refuse('description', `contains ${unstorable}, which cannot be stored; remove it`);
  const hidden = labelRefusalOf(description);
  if (hidden) throw refuse('description', `must not contain control characters (found ${hidden})`);
  return description || null;
}

export function eventTypes(values: readonly string[] | undefined): EventType[] {
  if (values === undefined) return [...EVENT_TYPES];
  const unknown = values.find((value) => !isEventType(value));
  if (unknown !== undefined || values.length === 0)
    throw refuse('events', `must be a list of ${EVENT_TYPES.join(', ')}`);
  return [...new Set(values as EventType[])];
}

@Injectable()
export class CreateEventEndpoint {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly endpoints: EventEndpointRepository,
    private readonly sealer: SecretSealer,
    private readonly settings: EventSettings,
  ) {}

  async execute(input: {
    accountId: string;
    url: string;
    events?: string[];
    description?: string;
    includeTitle?: boolean;
  }): Promise<CreatedEventEndpoint> {
    const url = endpointUrl(input.url, this.settings.targets);
    const events = eventTypes(input.events);
    const description = endpointDescription(input.description) ?? null;
    if (!this.sealer.available) throw new SigningUnavailableError();
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    const id = randomUUID();
    const secret = issueSigningSecret();
    const endpoint = await this.endpoints.createWithinLimit(
      {
        id,
        accountId: input.accountId,
        url,
        events,
        description,
        includeTitle: input.includeTitle ?? false,
        signingSecret: this.sealer.seal(secret.bytes, endpointSecretContext(id)),
      },
      MAX_ENDPOINTS_PER_ACCOUNT,
    );
    if (!endpoint) throw new EndpointLimitError();
    return { endpoint, signingSecret: secret.shown };
  }
}
