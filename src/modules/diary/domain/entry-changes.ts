/**
 * Tells every instance that an account's entries changed, so that what they
 * cached of them is dropped. `null` means changes may have been missed (a lost
 * connection): drop everything.
 */
export abstract class EntryChanges {
  /** Announces the change to all instances, this one included. */
  abstract publish(accountId: string): Promise<void>;
  abstract subscribe(listener: (accountId: string | null) => void): void;
  /** Epoch ms up to which every change published anywhere is known to have arrived here (+Infinity within one process). */
  abstract deliveredUpTo(): number;
}
