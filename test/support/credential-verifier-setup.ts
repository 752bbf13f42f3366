import { RecordingCredentialEvents } from './fakes/recording-credential-events';
import { CredentialVerifier } from '../../src/modules/accounts/application/credential-verifier';

export interface Principal {
  keyId: string;
  accountId: string;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

export const PREFIX = 'diary_sk_';
export const principal: Principal = { keyId: 'key-1', accountId: 'acc-1' };

export function setupVerifier(lookup: (hash: string) => Promise<Principal | null>, ttlMs = 60_000) {
  const events = new RecordingCredentialEvents();
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
