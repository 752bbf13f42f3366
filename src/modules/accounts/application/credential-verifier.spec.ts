import { CredentialEvent, CredentialEvents } from '../domain/credential-events';
import { issueSecret } from '../domain/secret';
import { CredentialVerifier, REVERIFY_WITHOUT_EVENTS_MS } from './credential-verifier';

interface Principal {
  keyId: string;
  accountId: string;
}

/** Events published by hand, delivered up to whatever the test says. */
class FakeEvents extends CredentialEvents {
  private readonly listeners: Array<(event: CredentialEvent) => void> = [];
  delivered = Number.POSITIVE_INFINITY;

  async publishRevoked(id: string): Promise<void> {
    this.emit({ kind: 'credential', id });
  }
  async publishAccountChanged(id: string): Promise<void> {
    this.emit({ kind: 'account', id });
  }
  subscribe(listener: (event: CredentialEvent) => void): void {
    this.listeners.push(listener);
  }
  deliveredUpTo(): number {
    return this.delivered;
  }
  emit(event: CredentialEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const PREFIX = 'diary_sk_';
const principal: Principal = { keyId: 'key-1', accountId: 'acc-1' };

function setup(lookup: (hash: string) => Promise<Principal | null>, ttlMs = 60_000) {
  const events = new FakeEvents();
  const calls: string[] = [];
  const verifier = new CredentialVerifier<Principal>({
    prefix: PREFIX,
    cacheTtlMs: ttlMs,
    lookup: (hash) => {
      calls.push(hash);
      return lookup(hash);
    },
    idOf: (p) => p.keyId,
    touchLastUsed: async () => undefined,
    events,
    onError: () => undefined,
  });
  return { events, calls, verifier };
}

describe('CredentialVerifier', () => {
  const secret = issueSecret(PREFIX).secret;
  const now = new Date('2026-11-21T12:00:00Z');

  describe('single-flight', () => {
    it('answers 1,000 concurrent requests for an uncached secret with one lookup', async () => {
      const answer = deferred<Principal | null>();
      const { calls, verifier } = setup(() => answer.promise);
      const results = Array.from({ length: 1000 }, () => verifier.verify(secret, now));
      expect(calls).toHaveLength(1);
      expect(verifier.lookupsInFlight).toBe(1);
      answer.resolve(principal);
      expect(new Set(await Promise.all(results))).toEqual(new Set([principal]));
      expect(verifier.lookupsInFlight).toBe(0);
      // Cached now.
      await verifier.verify(secret, now);
      expect(calls).toHaveLength(1);
    });

    it('shares one lookup per secret, not one for all secrets', async () => {
      const { calls, verifier } = setup(async () => principal);
      const other = issueSecret(PREFIX).secret;
      await Promise.all([
        verifier.verify(secret, now),
        verifier.verify(other, now),
        verifier.verify(secret, now),
        verifier.verify(other, now),
      ]);
      expect(calls).toHaveLength(2);
    });

    it('does not keep a failed lookup: every waiter sees the failure, the next request asks again', async () => {
      let fail = true;
      const { calls, verifier } = setup(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail) throw new Error('Connection terminated unexpectedly');
        return principal;
      });
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => verifier.verify(secret, now)));
      expect(results.every((result) => result.status === 'rejected')).toBe(true);
      expect(calls).toHaveLength(1);
      expect(verifier.lookupsInFlight).toBe(0);
      fail = false;
      await expect(verifier.verify(secret, now)).resolves.toBe(principal);
      expect(calls).toHaveLength(2);
    });

    it('does not keep a lookup that throws before its first await', async () => {
      let fail = true;
      const { verifier } = setup((() => {
        if (fail) throw new Error('boom');
        return Promise.resolve(principal);
      }) as (hash: string) => Promise<Principal | null>);
      await expect(verifier.verify(secret, now)).rejects.toThrow('boom');
      fail = false;
      await expect(verifier.verify(secret, now)).resolves.toBe(principal);
    });

    it('shares a lookup that finds nothing, and does not cache that either', async () => {
      const { calls, verifier } = setup(async () => null);
      expect(await Promise.all(Array.from({ length: 20 }, () => verifier.verify(secret, now)))).toEqual(
        Array(20).fill(null),
      );
      expect(calls).toHaveLength(1);
      await verifier.verify(secret, now);
      expect(calls).toHaveLength(2);
    });

    it('refuses a malformed secret without a lookup', async () => {
      const { calls, verifier } = setup(async () => principal);
      expect(await verifier.verify('diary_sk_nope', now)).toBeNull();
      expect(calls).toHaveLength(0);
    });
  });

  describe('revocation during a lookup', () => {
    it.each<[string, CredentialEvent]>([
      ['the credential is revoked', { kind: 'credential', id: 'key-1' }],
      ['its account changes', { kind: 'account', id: 'acc-1' }],
      ['events may have been missed', { kind: 'all' }],
    ])('asks again when %s while the lookup runs, and serves the later answer', async (_, event) => {
      const first = deferred<Principal | null>();
      const answers = [first.promise, Promise.resolve(null)];
      const { events, calls, verifier } = setup(() => answers.shift()!);
      const before = verifier.verify(secret, now);
      events.emit(event);
      // A request after the event does not join the lookup that started before it.
      const after = verifier.verify(secret, now);
      expect(calls).toHaveLength(2);
      first.resolve(principal); // read before the revocation committed
      expect(await before).toBeNull();
      expect(await after).toBeNull();
    });

    it('keeps an answer that an event about another credential crossed', async () => {
      const first = deferred<Principal | null>();
      const { events, calls, verifier } = setup(() => first.promise);
      const pending = verifier.verify(secret, now);
      events.emit({ kind: 'credential', id: 'key-2' });
      events.emit({ kind: 'account', id: 'acc-2' });
      first.resolve(principal);
      expect(await pending).toBe(principal);
      expect(await verifier.verify(secret, now)).toBe(principal);
      expect(calls).toHaveLength(1);
    });

    it('stops asking again after three crossed lookups and serves the last answer uncached', async () => {
      const { events, calls, verifier } = setup(async () => {
        // Every lookup is crossed by an event that concerns it.
        queueMicrotask(() => events.emit({ kind: 'all' }));
        await new Promise((resolve) => setTimeout(resolve, 1));
        return principal;
      });
      expect(await verifier.verify(secret, now)).toBe(principal);
      expect(calls).toHaveLength(3);
    });

    it('drops a cached credential on its revocation event', async () => {
      const { events, calls, verifier } = setup(async () => (calls.length > 1 ? null : principal));
      expect(await verifier.verify(secret, now)).toBe(principal);
      events.emit({ kind: 'credential', id: 'key-1' });
      expect(await verifier.verify(secret, now)).toBeNull();
    });
  });

  describe('while events are not confirmed delivered', () => {
    it(`serves a cached credential for its whole time to live while events arrive`, async () => {
      const { calls, verifier } = setup(async () => principal);
      await verifier.verify(secret, now);
      await verifier.verify(secret, new Date(now.getTime() + 59_000));
      expect(calls).toHaveLength(1);
    });

    it(`verifies a cached credential again once it is ${REVERIFY_WITHOUT_EVENTS_MS} ms old`, async () => {
      let revoked = false;
      const { events, calls, verifier } = setup(async () => (revoked ? null : principal));
      events.delivered = now.getTime() - 60_000; // the listener was last confirmed a minute ago
      expect(await verifier.verify(secret, now)).toBe(principal);
      revoked = true; // and its notification is lost
      expect(await verifier.verify(secret, new Date(now.getTime() + REVERIFY_WITHOUT_EVENTS_MS - 1))).toBe(principal);
      expect(calls).toHaveLength(1);
      expect(await verifier.verify(secret, new Date(now.getTime() + REVERIFY_WITHOUT_EVENTS_MS))).toBeNull();
      expect(calls).toHaveLength(2);
    });

    it('trusts older entries again once delivery is confirmed recent', async () => {
      const { events, calls, verifier } = setup(async () => principal);
      events.delivered = 0;
      await verifier.verify(secret, now);
      const later = new Date(now.getTime() + 20_000);
      events.delivered = later.getTime() - 1_000;
      await verifier.verify(secret, later);
      expect(calls).toHaveLength(1);
      // Confirmed exactly the bound ago is not recent enough.
      events.delivered = later.getTime() - REVERIFY_WITHOUT_EVENTS_MS;
      await verifier.verify(secret, later);
      expect(calls).toHaveLength(2);
    });
  });

  it('keeps a stampede within a small pool: one connection used, no request waits out the pool', async () => {
    // A pool of 2 connections whose waiters give up after 100 ms, each query taking 30 ms:
    // 500 lookups at once would exhaust it (the old behaviour); one lookup does not.
    let busy = 0;
    const waiting: Array<() => void> = [];
    const pooledQuery = async (): Promise<Principal> => {
      if (busy >= 2) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), 100);
          waiting.push(() => (clearTimeout(timer), resolve()));
        });
      }
      busy++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      busy--;
      waiting.shift()?.();
      return principal;
    };
    const unshared = await Promise.allSettled(Array.from({ length: 500 }, () => pooledQuery()));
    expect(unshared.filter((result) => result.status === 'rejected').length).toBeGreaterThan(0);

    const { calls, verifier } = setup(pooledQuery);
    const shared = await Promise.allSettled(Array.from({ length: 500 }, () => verifier.verify(secret, now)));
    expect(shared.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
