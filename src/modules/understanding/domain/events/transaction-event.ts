import type { EventBase } from './event-base';

// Money moved: an amount in major units with its currency, and the transaction it belongs to.

export interface Money {
  /** In major units (pounds, euros, yen), exact as the sender meant it. */
  amount: number;
  /** ISO 4217 code, upper case; empty when the sender does not say (a budget's transactions): then no sign is written. */
  currency: string;
}

export interface Transaction extends EventBase {
  type: 'transaction';
  /** Negative for money going out. */
  amount: Money;
  /** In the currency of the place, when it differs (a card used abroad). */
  localAmount?: Money;
  /** The merchant, payee or payer. */
  counterparty?: string;
  category?: string;
  /** The person's own memo. */
  note?: string;
  pending?: boolean;
  declined?: boolean;
  /**
   * What kind of movement it is, when it is not a purchase or an income: money
   * sent to or from a person, a refund, a move between the person's own
   * accounts (pots, savings, a top-up, a payout to the bank), which is not spent
   * or earned, or cash taken out of a machine.
   */
  kind?: 'transfer' | 'refund' | 'own' | 'cash';
}
