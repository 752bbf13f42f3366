import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../../shared/activity-log';
import { Clock } from '../../../shared/clock';
import { InvalidApiKeyError, MissingApiKeyError } from '../domain/accounts.errors';
import { API_KEY_PREFIX, ApiKeyPrincipal, isKeyActive } from '../domain/api-key';
import { ApiKeyRepository } from '../domain/api-key.repository';
import { CredentialEvents } from '../domain/credential-events';
import { AuthenticateCredential, CredentialKind } from './authenticate-credential';
import { CredentialSettings } from './credential-settings';

const API_KEY: CredentialKind<ApiKeyPrincipal> = {
  prefix: API_KEY_PREFIX,
  label: 'API key',
  idOf: (principal) => principal.keyId,
  isCurrent: (principal, now) => isKeyActive({ revokedAt: null, expiresAt: principal.expiresAt }, now),
  missing: () => new MissingApiKeyError(),
  invalid: () => new InvalidApiKeyError(),
};

@Injectable()
export class AuthenticateApiKey extends AuthenticateCredential<ApiKeyPrincipal> {
  constructor(
    keys: ApiKeyRepository,
    events: CredentialEvents,
    settings: CredentialSettings,
    clock: Clock,
    log: ActivityLog,
  ) {
    super(API_KEY, keys, events, settings, clock, log);
  }
}
