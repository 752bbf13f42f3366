/**
 * Verified credentials by secret hash, so that a request costs no database round
 * trip while its credential is cached. Entries are dropped on revocation events
 * (by credential id or account id) and expire after `ttlMs` in any case, which
 * bounds staleness if an event is ever missed; a reader may ask for a younger
 * entry (`maxAgeMs`) when events may be being missed right now.
 */
export class CredentialCache<T extends { accountId?: string }> {
  private readonly byHash = new Map<string, { value: T; id: string; storedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  /** @param maxAgeMs serve only an entry stored less than this ago (it stays, to be replaced) */
  get(hash: string, now: number, maxAgeMs = Number.POSITIVE_INFINITY): T | undefined {
    const hit = this.byHash.get(hash);
    if (!hit) return undefined;
    if (now - hit.storedAt >= this.ttlMs) {
      this.byHash.delete(hash);
      return undefined;
    }
    return now - hit.storedAt < maxAgeMs ? hit.value : undefined;
  }

  set(hash: string, id: string, value: T, now: number): void {
    if (this.ttlMs <= 0) return;
    // Re-inserted, so that the map's order stays the order of storage.
    this.byHash.delete(hash);
    if (this.byHash.size >= this.maxEntries) {
      const oldest = this.byHash.keys().next().value;
      if (oldest !== undefined) this.byHash.delete(oldest);
    }
    this.byHash.set(hash, { value, id, storedAt: now });
  }

  evictCredential(id: string): void {
    for (const [hash, entry] of this.byHash) if (entry.id === id) this.byHash.delete(hash);
  }

  evictAccount(accountId: string): void {
    for (const [hash, entry] of this.byHash) if (entry.value.accountId === accountId) this.byHash.delete(hash);
  }

  clear(): void {
    this.byHash.clear();
  }
}
