import { walPosition } from './wal-position';

/** Accounts whose last write position is remembered; past it the oldest are folded into the floor. */
const MAX_ACCOUNTS = 100_000;
/** Until the primary's position is known (at start, after a lost notification), nothing is fresh enough. */
const UNKNOWN = BigInt(Number.MAX_SAFE_INTEGER) << 16n;

/**
 * Where on the primary's WAL each account's latest write that this instance has been told about ends: a read of
 * the account from a replica is fresh enough only once the replica has replayed past it. Fed by this instance's own
 * writes and by every instance's entry notifications, which carry the position (diary_entries).
 */
export class WritePositions {
  private readonly byAccount = new Map<string, bigint>();
  /** Every account's writes end at or before this (at start: the primary's position then). */
  private floor = UNKNOWN;

  note(accountId: string, position: string): void {
    const at = walPosition(position);
    const known = this.byAccount.get(accountId);
    if (known !== undefined && known >= at) return;
    this.byAccount.delete(accountId);
    this.byAccount.set(accountId, at);
    if (this.byAccount.size > MAX_ACCOUNTS) {
      const [oldest, position] = this.byAccount.entries().next().value as [string, bigint];
      this.byAccount.delete(oldest);
      if (this.floor !== UNKNOWN && position > this.floor) this.floor = position;
    }
  }

  /** Notifications may have been lost: nothing is fresh until `everyWriteUpTo` (the primary's position now) is given. */
  forgetAll(): void {
    this.floor = UNKNOWN;
  }

  /** The primary's position at a moment after every write this instance could have missed. */
  everyWriteUpTo(position: string): void {
    const at = walPosition(position);
    if (this.floor === UNKNOWN || at > this.floor) this.floor = at;
  }

  /** The position a replica must have replayed to answer for the account. */
  required(accountId: string): bigint {
    const own = this.byAccount.get(accountId) ?? 0n;
    return own > this.floor ? own : this.floor;
  }
}
