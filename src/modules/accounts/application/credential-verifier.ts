import { hashSecret, isWellFormedSecret } from '../domain/secret';
import type { CredentialEvents } from '../domain/credential-events';
import { CredentialCache } from './credential-cache';
import { UsageBuffer } from './usage-buffer';

export interface CredentialVerifierOptions<T> {
  prefix: string;
  cacheTtlMs: number;
  lookup: (secretHash: string, now: Date) => Promise<T | null>;
  idOf: (credential: T) => string;
  touchLastUsed: (usedAt: ReadonlyMap<string, Date>) => Promise<void>;
  events: CredentialEvents;
  onError: (error: unknown) => void;
}

/**
 * Verifies bearer secrets of one kind (API keys or webhook tokens): refuses a
 * malformed secret before any I/O, serves verified ones from a cache that
 * revocation events clear, and records use off the request path.
 */
export class CredentialVerifier<T extends { accountId: string }> {
  private readonly cache: CredentialCache<T>;
  private readonly usage: UsageBuffer;

  constructor(private readonly options: CredentialVerifierOptions<T>) {
    this.cache = new CredentialCache<T>(options.cacheTtlMs);
    this.usage = new UsageBuffer(options.touchLastUsed, options.onError);
    options.events.subscribe((event) => {
      if (event.kind === 'credential') this.cache.evictCredential(event.id);
      else if (event.kind === 'account') this.cache.evictAccount(event.id);
      else this.cache.clear();
    });
  }

  /** The credential the secret belongs to, or null when it is malformed, unknown or inactive. */
  async verify(secret: string, now: Date): Promise<T | null> {
    if (!isWellFormedSecret(this.options.prefix, secret)) return null;
    const hash = hashSecret(secret);
    let credential = this.cache.get(hash, now.getTime()) ?? null;
    if (!credential) {
      credential = await this.options.lookup(hash, now);
      if (!credential) return null;
      this.cache.set(hash, this.options.idOf(credential), credential, now.getTime());
    }
    this.usage.record(this.options.idOf(credential), now);
    return credential;
  }

  flushUsage(): Promise<void> {
    return this.usage.flush();
  }
}
