import type { CredentialEvent } from '../domain/credential-events';
import { issueSecret } from '../domain/secret';
import {
  PREFIX,
  type Principal,
  deferred,
  principal,
  setupVerifier as setup,
} from '../../../../test/support/credential-verifier-setup';
import { REVERIFY_WITHOUT_EVENTS_MS } from './credential-verifier';

describe('CredentialVerifier and credential events', () => {
  const secret = issueSecret(PREFIX).secret;
  const now = new Date('2026-11-21T12:00:00Z');

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
});
