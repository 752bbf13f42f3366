import type { EntityManager } from 'typeorm';

/**
 * Erasure and the writers of an account take their locks in one order: the
 * account's lock first, then its rows. An erasure deletes the account row, and the
 * foreign keys' cascade then waits on every row a writer holds; a writer that
 * already held one of those rows and only then needed the account row (a foreign-key
 * check takes KEY SHARE on it) closed a cycle: PostgreSQL's "deadlock detected".
 *
 * So a writing transaction that locks rows of an account before a foreign-key check
 * (an upsert that updates, then inserts children) starts with the account's lock,
 * shared (writers do not wait on one another), and the erasure takes it exclusively
 * before its delete: the erasure waits for writers in flight, and writers that come
 * later wait for the erasure and then find the account gone. A transaction-scoped
 * advisory lock (released at commit or rollback; safe behind a transaction-mode pooler),
 * keyed by this space and a hash of the account id (a collision only makes two
 * accounts wait on each other). Single statements that take no row before their
 * foreign-key check (an insert) need none: the account row is their first lock.
 */
const ACCOUNT_LOCK_SPACE = 731_120_042;

/**
 * The same lock inside one statement: a FROM item whose row exists only once the lock is held, for a statement
 * that writes in its own transaction (one round trip). `accountParam` is the statement's parameter holding the
 * account id; every part of the statement that writes must read from it.
 */
export function accountWriteLockFrom(accountParam: string): string {
  return `(SELECT pg_advisory_xact_lock_shared(${ACCOUNT_LOCK_SPACE}, hashtext(${accountParam}::uuid::text))) AS account_locked`;
}

/** Holds the account against erasure until the transaction ends. */
export async function lockAccountForWriting(manager: EntityManager, accountId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock_shared($1, hashtext($2))', [ACCOUNT_LOCK_SPACE, accountId]);
}

/** Waits for the account's writers in flight and holds later ones until the transaction ends. */
export async function lockAccountForErasure(manager: EntityManager, accountId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ACCOUNT_LOCK_SPACE, accountId]);
}

/** Attempts of a transaction that PostgreSQL chose as a deadlock's victim (40P01): the first try and two more. */
export const DEADLOCK_ATTEMPTS = 3;

/**
 * Runs a whole transaction again when PostgreSQL broke a deadlock by rolling it back
 * (nothing of it was kept), at most DEADLOCK_ATTEMPTS times in all, after a short
 * random pause; the last failure is thrown as it came (answered 503 with Retry-After).
 */
export async function retryingDeadlocks<T>(transaction: () => Promise<T>, attempts = DEADLOCK_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

function isDeadlock(error: unknown): boolean {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  return candidate?.code === '40P01' || candidate?.driverError?.code === '40P01';
}
