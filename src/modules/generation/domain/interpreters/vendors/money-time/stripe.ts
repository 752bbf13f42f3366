import type { DiaryEvent, Money, Transaction } from '../../../events/diary-event';
import { Moment, momentOfEpochSeconds } from '../../../events/moment';
import { moneyFromMajorUnits } from '../../../events/money';
import type { Interpreter } from '../../interpreter';
import { JsonObject, asNumber, defined, objectAt, objectsAt, textAt, valueAt } from '../../json-reading';

/**
 * Stripe (https://docs.stripe.com/api/events/object, the event;
 * https://docs.stripe.com/api/events/types, its types; the Charge,
 * PaymentIntent, Checkout Session, Invoice and Payout objects as in
 * stripe/openapi openapi/spec3.json and openapi/fixtures3.json;
 * https://docs.stripe.com/currencies#zero-decimal for minor units).
 *
 * The person runs the Stripe account, so a payment is money received:
 * `charge.succeeded`, `payment_intent.succeeded`, `checkout.session.completed`
 * and `invoice.paid` (or `invoice.payment_succeeded`) tell the same payment
 * under one identity when the payload links them (the charge's and session's
 * `payment_intent`, the session's and older invoices' `invoice`/`payment_intent`),
 * so it is told once. `charge.failed` is a declined payment, `charge.refunded`
 * money going back out, `payout.paid` money arriving in the bank on its
 * `arrival_date`. Every other type (customers, subscriptions, prices, balance,
 * intents being created or processing) tells nothing of the day: [], and so
 * does a v2 "thin" event (`v2.core.event`), a notice to go and fetch.
 *
 * The payer is the name on the card or given at checkout, or the invoice's
 * customer, never an e-mail address. A charge's or intent's `description` is
 * what the person's own integration says was sold (Stripe's billing wording,
 * "Subscription creation", is left out); an invoice's `description` is a memo
 * to the customer, so what it sold is its one line's description.
 *
 * Amounts are in Stripe's minor units: zero-decimal currencies (JPY, KRW...)
 * are whole units, three-decimal ones thousandths, every other currency
 * hundredths (ISK and HUF too, though card networks now take them whole).
 */
export const stripe: Interpreter = {
  vendor: 'Stripe: events',

  matches(value) {
    if (value.object === 'v2.core.event') return typeof value.type === 'string';
    return (
      value.object === 'event' &&
      typeof value.id === 'string' &&
      typeof value.type === 'string' &&
      objectAt(value, 'data.object') !== undefined
    );
  },

  read(value) {
    const object = objectAt(value, 'data.object');
    if (!object || typeof value.type !== 'string') return [];
    const at = momentOfEpochSeconds(value.created) ?? undefined;
    switch (value.type) {
      case 'charge.succeeded':
        return received(object, object.amount, 'charge', at, { pending: object.captured === false ? true : undefined });
      case 'charge.failed':
        // Each attempt is a charge of its own: a failed one must not stand for the payment that may succeed later.
        return received(object, object.amount, 'charge', at, {
          declined: true,
          identity: typeof object.id === 'string' ? `stripe:charge:${object.id}` : undefined,
        });
      case 'charge.refunded':
        return refunded(object, at);
      case 'payment_intent.succeeded':
        return received(object, object.amount_received ?? object.amount, 'payment_intent', at);
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return object.payment_status === 'paid' ? received(object, object.amount_total, 'checkout.session', at) : [];
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        return received(
          object,
          object.amount_paid,
          'invoice',
          momentOfEpochSeconds(valueAt(object, 'status_transitions.paid_at')) ?? at,
        );
      case 'payout.paid':
        return payout(object);
      default:
        return [];
    }
  },
};

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

function received(
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

function refunded(charge: JsonObject, at: Moment | undefined): DiaryEvent[] {
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
function payout(object: JsonObject): DiaryEvent[] {
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
