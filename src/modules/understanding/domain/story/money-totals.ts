import type { Transaction } from '../events/diary-event';
import { STORY_LIMITS } from './day-story';

interface MoneyTotal {
  currency: string;
  spent: number;
  received: number;
  count: number;
}

/** At most this many currencies are totalled (a day is not spent in more). */
const MONEY_CURRENCIES = 20;

/** The day's money spent and received per currency, each transaction counted once. */
export class MoneyTotals {
  private readonly money = new Map<string, MoneyTotal>();
  /** What each transaction with an identity adds to the totals, so that a later delivery of it replaces its part instead of adding to it. */
  private readonly moneyByIdentity = new Map<string, { currency: string; amount: number } | null>();

  /**
   * Adds a transaction to the day's totals once: a later delivery of the same
   * identity (an update, a settled payment, the same page again) replaces its
   * earlier part; a declined payment or a move between one's own accounts adds nothing.
   */
  add(event: Transaction): void {
    const part =
      event.declined || event.kind === 'own' ? null : { currency: event.amount.currency, amount: event.amount.amount };
    if (event.identity !== undefined) {
      if (this.moneyByIdentity.has(event.identity)) {
        this.addToTotals(this.moneyByIdentity.get(event.identity) ?? null, -1);
        this.moneyByIdentity.set(event.identity, part);
        this.addToTotals(part, 1);
        return;
      }
      if (event.update) return;
      if (this.moneyByIdentity.size < STORY_LIMITS.identities) this.moneyByIdentity.set(event.identity, part);
    } else if (event.update) return;
    this.addToTotals(part, 1);
  }

  private addToTotals(part: { currency: string; amount: number } | null, sign: 1 | -1): void {
    if (!part) return;
    let total = this.money.get(part.currency);
    if (!total) {
      if (this.money.size >= MONEY_CURRENCIES || sign < 0) return;
      total = { currency: part.currency, spent: 0, received: 0, count: 0 };
      this.money.set(part.currency, total);
    }
    total.count += sign;
    if (part.amount < 0) total.spent += sign * -part.amount;
    else total.received += sign * part.amount;
  }

  build(): MoneyTotal[] {
    return [...this.money.values()];
  }
}
