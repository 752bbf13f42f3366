import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { InvalidInputError } from '../../../shared/domain-error';
import { ApiKeyNotFoundError } from '../domain/accounts.errors';
import { API_KEY_PREFIX, ApiKey } from '../domain/api-key';
import { ApiKeyRepository } from '../domain/api-key.repository';
import { CredentialEvents } from '../domain/credential-events';
import { issueSecret } from '../domain/secret';

export const DEFAULT_GRACE_HOURS = 24;
export const MAX_GRACE_HOURS = 168;

export interface RotatedApiKey {
  key: ApiKey;
  /** The new key's secret: it exists only in this result. */
  secret: string;
  replaces: string;
  /** When the old key stops: now for a grace of 0, never later than its own expiry. */
  oldKeyValidUntil: Date;
}

/**
 * Replaces a key without downtime: a new key with the old one's name, scopes
 * and expiry; the old one keeps working for the grace period, then answers
 * invalid-api-key on every instance (its cached copies are dropped at once,
 * and expiry is checked on every request).
 */
@Injectable()
export class RotateApiKey {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly events: CredentialEvents,
    private readonly clock: Clock,
  ) {}

  async execute(input: { id: string; graceHours?: number }, now = this.clock.now()): Promise<RotatedApiKey> {
    const graceHours = input.graceHours ?? DEFAULT_GRACE_HOURS;
    if (!Number.isInteger(graceHours) || graceHours < 0 || graceHours > MAX_GRACE_HOURS) {
      throw new InvalidInputError(
        `grace-hours must be a whole number from 0 to ${MAX_GRACE_HOURS}, got ${graceHours}.`,
      );
    }
    const issued = issueSecret(API_KEY_PREFIX);
    const rotated = await this.keys.rotate(
      input.id,
      { secretHash: issued.hash, displayPrefix: issued.displayPrefix },
      now,
      new Date(now.getTime() + graceHours * 3_600_000),
    );
    if (!rotated) throw new ApiKeyNotFoundError(input.id);
    // Every instance drops its cached copy of the old key, so that its new end applies at once.
    await this.events.publishRevoked(rotated.old.id);
    return {
      key: rotated.created,
      secret: issued.secret,
      replaces: rotated.old.id,
      oldKeyValidUntil: rotated.old.revokedAt ?? rotated.old.expiresAt ?? now,
    };
  }
}
