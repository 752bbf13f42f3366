import { hashSecret, isWellFormedSecret } from '../domain/secret';
import type { CredentialEvent, CredentialEvents } from '../domain/credential-events';
import { CredentialCache } from './credential-cache';
import { UsageBuffer } from './usage-buffer';

/**
 * The longest a revocation may go unseen: a cached credential older than this is
 * verified again unless revocation events are known to have been delivered up to
 * this long ago (a dead or not yet confirmed listener).
 */
export const REVERIFY_WITHOUT_EVENTS_MS = 5_000;

/** Lookups of a credential retried because a revocation event crossed them, before the last answer is served uncached. */
const MAX_CROSSED_LOOKUPS = 3;

export interface CredentialVerifierOptions<T> {
  prefix: string;
  cacheTtlMs: number;
  lookup: (secretHash: string, now: Date) => Promise<T | null>;
  idOf: (credential: T) => string;
  touchLastUsed: (usedAt: ReadonlyMap<string, Date>) => Promise<void>;
  events: CredentialEvents;
  onError: (error: unknown) => void;
}

/** One lookup in flight, shared by every request for the same secret, and the events that arrived meanwhile. */
interface Flight<T> {
  promise: Promise<T | null>;
  crossedBy: CredentialEvent[];
}

/**
 * Verifies bearer secrets of one kind (API keys or webhook tokens): refuses a
 * malformed secret before any I/O, serves verified ones from a cache that
 * revocation events clear, and records use off the request path.
 *
 * Concurrent requests with one secret that is not cached share ONE lookup (a burst
 * on a new key costs one query, not one per request). A failed lookup is not kept:
 * the next request asks again. A lookup crossed by an event that concerns its
 * answer (revocation, account change, missed events) is neither cached nor
 * trusted: it is asked again.
 */
export class CredentialVerifier<T extends { accountId?: string }> {
  private readonly cache: CredentialCache<T>;
  private readonly usage: UsageBuffer;
  private readonly inFlight = new Map<string, Flight<T>>();

  constructor(private readonly options: CredentialVerifierOptions<T>) {
    this.cache = new CredentialCache<T>(options.cacheTtlMs);
    this.usage = new UsageBuffer(options.touchLastUsed, options.onError);
    options.events.subscribe((event) => {
      if (event.kind === 'credential') this.cache.evictCredential(event.id);
      else if (event.kind === 'account') this.cache.evictAccount(event.id);
      else this.cache.clear();
      // Lookups under way may have read the state before the event: later requests must not join them.
      for (const flight of this.inFlight.values()) flight.crossedBy.push(event);
      this.inFlight.clear();
    });
  }

  /** The credential the secret belongs to, or null when it is malformed, unknown or inactive. */
  async verify(secret: string, now: Date): Promise<T | null> {
    if (!isWellFormedSecret(this.options.prefix, secret)) return null;
    const hash = hashSecret(secret);
    // Without confirmed delivery of events, nothing older than the revocation bound is trusted.
    const eventsConfirmed = this.options.events.deliveredUpTo() > now.getTime() - REVERIFY_WITHOUT_EVENTS_MS;
    const credential =
      this.cache.get(hash, now.getTime(), eventsConfirmed ? Number.POSITIVE_INFINITY : REVERIFY_WITHOUT_EVENTS_MS) ??
      (await this.lookup(hash, now));
    if (!credential) return null;
    this.usage.record(this.options.idOf(credential), now);
    return credential;
  }

  /** Lookups in flight (for tests and diagnostics). */
  get lookupsInFlight(): number {
    return this.inFlight.size;
  }

  flushUsage(): Promise<void> {
    return this.usage.flush();
  }

  private lookup(hash: string, now: Date, attempt = 1): Promise<T | null> {
    const joined = this.inFlight.get(hash);
    if (joined) return joined.promise;
    const flight: Flight<T> = { promise: Promise.resolve(null), crossedBy: [] };
    this.inFlight.set(hash, flight);
    flight.promise = this.settle(flight, hash, now, attempt).finally(() => {
      if (this.inFlight.get(hash) === flight) this.inFlight.delete(hash);
    });
    return flight.promise;
  }

  private async settle(flight: Flight<T>, hash: string, now: Date, attempt: number): Promise<T | null> {
    const credential = await this.options.lookup(hash, now);
    if (!credential) return null;
    if (!flight.crossedBy.some((event) => this.concerns(event, credential))) {
      this.cache.set(hash, this.options.idOf(credential), credential, now.getTime());
      return credential;
    }
    // The answer may predate the change: ask again (a new flight, which later requests may join).
    if (attempt >= MAX_CROSSED_LOOKUPS) return credential;
    return this.lookup(hash, now, attempt + 1);
  }

  private concerns(event: CredentialEvent, credential: T): boolean {
    if (event.kind === 'credential') return event.id === this.options.idOf(credential);
    if (event.kind === 'account') return event.id === credential.accountId;
    return true;
  }
}
