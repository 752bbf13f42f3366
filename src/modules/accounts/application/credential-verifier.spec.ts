import { issueSecret } from '../domain/secret';
import {
  PREFIX,
  type Principal,
  deferred,
  principal,
  setupVerifier as setup,
} from '../../../../test/support/credential-verifier-setup';

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
