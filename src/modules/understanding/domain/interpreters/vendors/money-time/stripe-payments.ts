import type { DiaryEvent, Money, Transaction } from '../../../events/diary-event';
import { Moment, momentOfEpochSeconds } from '../../../events/moment';
import { moneyFromMajorUnits } from '../../../events/money';
import { JsonObject, asNumber, defined, objectsAt, textAt } from '../../../vocabulary/json-reading';

// Stripe: money received, refunded and paid out, in major units by Stripe's own decimals of each currency.

const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** An amount in Stripe's minor units of a (lower case) currency, in major units. */
export function stripeMoney(minor: unknown, currency: unknown): Money | undefined {
  const value = asNumber(minor);
  if (value === undefined || !Number.isInteger(value) || typeof currency !== 'string') return undefined;
  const code = currency.toUpperCase();
  const exponent = ZERO_DECIMAL.has(code) ? 0 : THREE_DECIMAL.has(code) ? 3 : 2;
  return moneyFromMajorUnits(value / 10 ** exponent, code);
}

/** Stripe's own texts for the payments its billing makes: not the person's words. */
const BILLING_DESCRIPTION = /^(?:Subscription (?:creation|update|cycle)|Payment for Invoice|Invoice [A-Z0-9-]+)$/i;

export function received(
  object: JsonObject,
  minor: unknown,
  kind: string,
  at: Moment | undefined,
  extra: Partial<Transaction> = {},
): DiaryEvent[] {
  const amount = stripeMoney(minor, object.currency);
  if (!amount || amount.amount <= 0) return [];
  return [
    defined<Transaction>({
      type: 'transaction',
      amount,
      counterparty: payerOf(object),
      note: kind === 'invoice' ? soldOn(object) : ownDescription(object),
      at,
      identity: identityOf(object, kind),
      ...extra,
    }),
  ];
}

export function refunded(charge: JsonObject, at: Moment | undefined): DiaryEvent[] {
  const amount = stripeMoney(charge.amount_refunded, charge.currency);
  if (!amount || amount.amount <= 0) return [];
  return [
    defined<Transaction>({
      type: 'transaction',
      amount: { ...amount, amount: -amount.amount },
      counterparty: payerOf(charge),
      category: 'refund',
      at,
      identity: typeof charge.id === 'string' ? `stripe:refund:${charge.id}` : undefined,
    }),
  ];
}

/** A payout arrives in the bank on a day (`arrival_date` is that day's midnight, UTC). */
export function payout(object: JsonObject): DiaryEvent[] {
  const amount = stripeMoney(object.amount, object.currency);
  const arrival = momentOfEpochSeconds(object.arrival_date);
  if (!amount || amount.amount <= 0) return [];
  return [
    defined<Transaction>({
      type: 'transaction',
      amount,
      counterparty: 'Stripe',
      category: 'payout',
      at: arrival && 'instant' in arrival ? { date: new Date(arrival.instant).toISOString().slice(0, 10) } : undefined,
      identity: typeof object.id === 'string' ? `stripe:payout:${object.id}` : undefined,
    }),
  ];
}

/** What the person's integration said the payment is for, unless it is Stripe's own wording. */
function ownDescription(object: JsonObject): string | undefined {
  const description = textAt(object, 'description');
  return description && !BILLING_DESCRIPTION.test(description) ? description : undefined;
}

/** What an invoice of one line sold (its `description` is a memo to the customer, not what was sold). */
function soldOn(invoice: JsonObject): string | undefined {
  const lines = objectsAt(invoice, 'lines.data');
  return lines.length === 1 ? textAt(lines[0], 'description') : undefined;
}

/** Who paid: the name on the card or the checkout, the invoice's customer, the shipping name; never an e-mail address. */
function payerOf(object: JsonObject): string | undefined {
  return (
    textAt(object, 'billing_details.name') ??
    textAt(object, 'customer_details.name') ??
    textAt(object, 'customer_name') ??
    textAt(object, 'shipping.name')
  );
}

/** One payment, however many objects tell it: its PaymentIntent when the object names it, else its invoice, else the object itself. */
function identityOf(object: JsonObject, kind: string): string | undefined {
  const intent =
    kind === 'payment_intent'
      ? textAt(object, 'id')
      : (textAt(object, 'payment_intent') ?? textAt(object, 'payment_intent.id'));
  if (intent) return `stripe:payment:${intent}`;
  const invoice =
    kind === 'invoice' ? textAt(object, 'id') : (textAt(object, 'invoice') ?? textAt(object, 'invoice.id'));
  if (invoice) return `stripe:invoice:${invoice}`;
  const id = textAt(object, 'id');
  return id ? `stripe:${kind}:${id}` : undefined;
}
