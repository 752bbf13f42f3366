import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { stripe } from './stripe';
import { stripeMoney } from './stripe-payments';

describe('the Stripe interpreter', () => {
  const studio = loadCorpusDay('stripe-pottery-studio').deliveries.map((d) => d.payload as Record<string, unknown>);
  const tokyo = loadCorpusDay('stripe-tokyo-roaster').deliveries.map((d) => d.payload as Record<string, unknown>);
  const [
    payoutPaid,
    intentCreated,
    chargeSucceeded,
    intentSucceeded,
    chargeUpdated,
    sessionCompleted,
    sessionCharge,
    chargeFailed,
    invoicePaid,
    invoiceSucceeded,
    subscription,
    balance,
  ] = studio;
  const object = (event: Record<string, unknown>) => (event.data as { object: Record<string, unknown> }).object;

  it('reads a charge as money received from the name on the card, under its PaymentIntent, at the event time', () => {
    const payment = {
      type: 'transaction',
      amount: { amount: 85, currency: 'EUR' },
      counterparty: 'Lena Vogt',
      note: 'Wheel-throwing workshop, Saturday 12 December',
      at: { instant: Date.parse('2026-12-05T10:02:30Z') },
      identity: 'stripe:payment:pi_3QbQx2B7WZ01zgkW0Hk4Tz9a',
    };
    expect(stripe.read(chargeSucceeded)).toEqual([payment]);
    const { counterparty: _name, ...intent } = payment;
    expect(stripe.read(intentSucceeded)).toEqual([intent]);
  });

  it('tells a Checkout payment once, under the PaymentIntent its charge names too', () => {
    expect(stripe.read(sessionCompleted)).toEqual([
      {
        type: 'transaction',
        amount: { amount: 42, currency: 'EUR' },
        counterparty: 'Jonas Becker',
        at: { instant: Date.parse('2026-12-05T11:37:42Z') },
        identity: 'stripe:payment:pi_3QbSa4B7WZ01zgkW1Vn8Xc3d',
      },
    ]);
    expect(stripe.read(sessionCharge)[0].identity).toBe('stripe:payment:pi_3QbSa4B7WZ01zgkW1Vn8Xc3d');
    expect(
      stripe.read({ ...sessionCompleted, data: { object: { ...object(sessionCompleted), payment_status: 'unpaid' } } }),
    ).toEqual([]);
  });

  it('reads a failed charge as a declined payment of its own', () => {
    expect(stripe.read(chargeFailed)).toEqual([
      {
        type: 'transaction',
        amount: { amount: 120, currency: 'EUR' },
        counterparty: 'Marta Kowalska',
        note: 'Glaze kit and four bisque mugs',
        declined: true,
        at: { instant: Date.parse('2026-12-05T13:14:59Z') },
        identity: 'stripe:charge:ch_3QbU1kB7WZ01zgkW2Gh7Sd4f',
      },
    ]);
  });

  it('reads a paid invoice from its customer, at paid_at, with what its one line sold (not its memo)', () => {
    const invoice = {
      type: 'transaction',
      amount: { amount: 360, currency: 'EUR' },
      counterparty: 'Café Lindenblatt GmbH',
      note: 'Espresso cups, speckled glaze (24)',
      at: { instant: Date.parse('2026-12-05T14:01:37Z') },
      identity: 'stripe:invoice:in_1QbVb6B7WZ01zgkWq3Rk8Lm1',
    };
    expect(stripe.read(invoicePaid)).toEqual([invoice]);
    expect(stripe.read(invoiceSucceeded)).toEqual([invoice]);
    const older = { ...object(invoicePaid), payment_intent: 'pi_3Old', amount_paid: 0 };
    expect(stripe.read({ ...invoicePaid, data: { object: older } })).toEqual([]);
    expect(stripe.read({ ...invoicePaid, data: { object: { ...older, amount_paid: 36000 } } })[0].identity).toBe(
      'stripe:payment:pi_3Old',
    );
  });

  it('reads a paid payout as money arriving on its arrival day, without a time', () => {
    expect(stripe.read(payoutPaid)).toEqual([
      {
        type: 'transaction',
        amount: { amount: 1284.5, currency: 'EUR' },
        counterparty: 'Stripe',
        category: 'payout',
        at: { date: '2026-12-05' },
        identity: 'stripe:payout:po_1QbKc2B7WZ01zgkWp7Hj3Kl4',
      },
    ]);
  });

  it('reads the types with nothing personal to tell as nothing', () => {
    for (const event of [intentCreated, chargeUpdated, subscription, balance, tokyo[5]])
      expect(interpret(event)).toEqual({ vendor: stripe.vendor, events: [] });
    expect(
      interpret({
        id: 'evt_test_65R9',
        object: 'v2.core.event',
        type: 'v1.billing.meter.error_report_triggered',
        created: '2026-12-05T10:00:00.000Z',
      }),
    ).toEqual({ vendor: stripe.vendor, events: [] });
  });

  it('reads a refund as money going back out', () => {
    const refunded = {
      ...chargeSucceeded,
      type: 'charge.refunded',
      data: { object: { ...object(chargeSucceeded), amount_refunded: 4250, refunded: false } },
    };
    expect(stripe.read(refunded)).toEqual([
      {
        type: 'transaction',
        amount: { amount: -42.5, currency: 'EUR' },
        counterparty: 'Lena Vogt',
        category: 'refund',
        at: { instant: Date.parse('2026-12-05T10:02:30Z') },
        identity: 'stripe:refund:ch_3QbQx2B7WZ01zgkW0q7Lm2Rb',
      },
    ]);
  });

  it('reads zero-decimal yen as whole yen, and an uncaptured charge as pending', () => {
    expect(stripe.read(tokyo[1])).toEqual([
      expect.objectContaining({ amount: { amount: 3280, currency: 'JPY' }, counterparty: 'Tanaka Aiko' }),
    ]);
    expect(stripe.read(tokyo[4])).toEqual([
      expect.objectContaining({ amount: { amount: 5400, currency: 'JPY' }, pending: true }),
    ]);
    expect(stripe.read(tokyo[0])).toEqual([
      expect.objectContaining({ amount: { amount: 184500, currency: 'JPY' }, at: { date: '2026-08-22' } }),
    ]);
  });

  it('uses the minor units of Stripe: two decimals for ISK and HUF, none for KRW, three for KWD', () => {
    expect(stripeMoney(50000, 'isk')).toEqual({ amount: 500, currency: 'ISK' });
    expect(stripeMoney(150000, 'huf')).toEqual({ amount: 1500, currency: 'HUF' });
    expect(stripeMoney(15000, 'krw')).toEqual({ amount: 15000, currency: 'KRW' });
    expect(stripeMoney(5130, 'kwd')).toEqual({ amount: 5.13, currency: 'KWD' });
    expect(stripeMoney(12.5, 'usd')).toBeUndefined();
    expect(stripeMoney(1250, 'xx')).toBeUndefined();
  });

  it('does not take look-alikes and does not throw on broken events', () => {
    expect(stripe.matches({ object: 'charge', id: 'ch_1', amount: 100, currency: 'usd' })).toBe(false);
    expect(stripe.matches({ type: 'charge.succeeded', data: { object: {} } })).toBe(false);
    expect(stripe.matches({ id: 'evt_1', object: 'event', type: 'charge.succeeded', data: null })).toBe(false);
    expect(
      stripe.read({
        id: 'evt_1',
        object: 'event',
        type: 'charge.succeeded',
        data: { object: { amount: '12', currency: 7 } },
      }),
    ).toEqual([]);
    expect(
      stripe.read({
        id: 'evt_1',
        object: 'event',
        type: 'payout.paid',
        data: { object: { amount: 100, currency: 'eur', arrival_date: 'soon' } },
      }),
    ).toEqual([
      { type: 'transaction', amount: { amount: 1, currency: 'EUR' }, counterparty: 'Stripe', category: 'payout' },
    ]);
  });
});
