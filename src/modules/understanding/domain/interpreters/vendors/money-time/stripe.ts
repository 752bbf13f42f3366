import { momentOfEpochSeconds } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { objectAt, valueAt } from '../../../vocabulary/json-reading';
import { received, refunded, payout } from './stripe-payments';

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
    // (Stripe's event always says when it was created, in epoch seconds; another processor's event of the same shape,
    // Conekta's with its `created_at`, is read by the general rules.)
    return (
      value.object === 'event' &&
      typeof value.id === 'string' &&
      typeof value.type === 'string' &&
      typeof value.created === 'number' &&
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
