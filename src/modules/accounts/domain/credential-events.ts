/** `all` means events may have been missed (e.g. a lost connection): drop everything cached. */
export type CredentialEvent = { kind: 'credential' | 'account'; id: string } | { kind: 'all' };

/**
 * Tells every instance of the service that a credential stopped being valid
 * (revoked key or token, account plan changed), so that caches drop it.
 */
export abstract class CredentialEvents {
  /** Announces the change to all instances, this one included. */
  abstract publishRevoked(credentialId: string): Promise<void>;
  /** Announces that an account changed (plan, time zone): its cached credentials are stale. */
  abstract publishAccountChanged(accountId: string): Promise<void>;
  abstract subscribe(listener: (event: CredentialEvent) => void): void;
  /**
   * The time (epoch milliseconds) up to which every event published anywhere is known
   * to have reached this process. Within one process that is always (+Infinity); across
   * processes, the moment the receiving connection was last confirmed alive. A cache may
   * rely on events only while this is recent.
   */
  abstract deliveredUpTo(): number;
}
