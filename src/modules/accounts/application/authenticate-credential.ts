import { OnModuleDestroy } from '@nestjs/common';
import type { ActivityLog } from '../../../shared/activity-log';
import type { Clock } from '../../../shared/clock';
import type { DomainError } from '../../../shared/domain-error';
import type { CredentialEvents } from '../domain/credential-events';
import type { CredentialSettings } from './credential-settings';
import { CredentialVerifier } from './credential-verifier';

/** What differs between the kinds of bearer credential (API keys, webhook tokens): data, not code paths. */
export interface CredentialKind<P extends { accountId?: string }> {
  readonly prefix: string;
  /** As a log line names it: `API key`, `webhook token`. */
  readonly label: string;
  readonly idOf: (principal: P) => string;
  /** Still valid at `now`: a cached principal may have expired since it was cached. */
  readonly isCurrent: (principal: P, now: Date) => boolean;
  /** The request sent no credential. */
  readonly missing: () => DomainError;
  /** Malformed, unknown, expired or revoked. */
  readonly invalid: () => DomainError;
}

/** Where a kind's credentials are looked up by the hash of their secret. */
export interface CredentialStore<P extends { accountId?: string }> {
  findActivePrincipal(secretHash: string, now: Date): Promise<P | null>;
  touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void>;
}

/**
 * The one verification path of bearer credentials: format check before any
 * I/O, the verified-credential cache that revocation events clear, one lookup
 * per secret in flight, use recorded off the request path. Each kind is a
 * subclass that names its data and its store.
 */
export abstract class AuthenticateCredential<P extends { accountId?: string }> implements OnModuleDestroy {
  private readonly verifier: CredentialVerifier<P>;

  protected constructor(
    private readonly kind: CredentialKind<P>,
    store: CredentialStore<P>,
    events: CredentialEvents,
    settings: CredentialSettings,
    private readonly clock: Clock,
    log: ActivityLog,
  ) {
    this.verifier = new CredentialVerifier({
      prefix: kind.prefix,
      cacheTtlMs: settings.cacheTtlMs,
      lookup: (hash, now) => store.findActivePrincipal(hash, now),
      idOf: kind.idOf,
      touchLastUsed: (usedAt) => store.touchLastUsed(usedAt),
      events,
      onError: (error) => log.warn(AuthenticateCredential.name, `could not record ${kind.label} use: ${String(error)}`),
    });
  }

  /** @param secret the bearer secret, or undefined when the request carries no credentials */
  async execute(secret: string | undefined, now = this.clock.now()): Promise<P> {
    if (secret === undefined) throw this.kind.missing();
    const principal = await this.verifier.verify(secret, now);
    if (!principal || !this.kind.isCurrent(principal, now)) throw this.kind.invalid();
    return principal;
  }

  onModuleDestroy(): Promise<void> {
    return this.verifier.flushUsage();
  }
}
