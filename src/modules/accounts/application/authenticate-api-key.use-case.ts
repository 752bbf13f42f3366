import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InvalidApiKeyError, MissingApiKeyError } from '../domain/accounts.errors';
import { API_KEY_PREFIX, ApiKeyPrincipal, isKeyActive } from '../domain/api-key';
import { ApiKeyRepository } from '../domain/api-key.repository';
import { CredentialEvents } from '../domain/credential-events';
import { CredentialSettings } from './credential-settings';
import { CredentialVerifier } from './credential-verifier';

@Injectable()
export class AuthenticateApiKey implements OnModuleDestroy {
  private readonly verifier: CredentialVerifier<ApiKeyPrincipal>;
  private readonly logger = new Logger(AuthenticateApiKey.name);

  constructor(keys: ApiKeyRepository, events: CredentialEvents, settings: CredentialSettings) {
    this.verifier = new CredentialVerifier({
      prefix: API_KEY_PREFIX,
      cacheTtlMs: settings.cacheTtlMs,
      lookup: (hash, now) => keys.findActivePrincipal(hash, now),
      idOf: (principal) => principal.keyId,
      touchLastUsed: (usedAt) => keys.touchLastUsed(usedAt),
      events,
      onError: (error) => this.logger.warn(`could not record API key use: ${String(error)}`),
    });
  }

  /** @param secret the bearer secret, or undefined when the request carries no credentials */
  async execute(secret: string | undefined, now = new Date()): Promise<ApiKeyPrincipal> {
    if (secret === undefined) throw new MissingApiKeyError();
    const principal = await this.verifier.verify(secret, now);
    // A cached key may have expired since it was cached.
    if (!principal || !isKeyActive({ revokedAt: null, expiresAt: principal.expiresAt }, now)) throw new InvalidApiKeyError();
    return principal;
  }

  onModuleDestroy(): Promise<void> {
    return this.verifier.flushUsage();
  }
}
