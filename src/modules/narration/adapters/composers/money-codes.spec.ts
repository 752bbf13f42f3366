import { entryOf } from '../../../../../test/support/composed-entry';

// A class met in the tenth round of first contact (issue 34): a currency named by its ISO 4217 number, as card
// processing sends it, with whole amounts in minor units.

describe('a currency by its ISO number', () => {
  it('reads whole amounts beside a numeric currency code as minor units of that currency', () => {
    const text = entryOf([
      {
        at: '11:20:00',
        payload: {
          statementItem: { description: 'Corner bakery', amount: -124750, currencyCode: 985, time: 1795260000 },
        },
      },
    ]);
    expect(text).toContain('PLN 1,247.50');
    expect(text).not.toMatch(/124750|124,750|as sent/);
  });

  it('keeps amounts with decimals as they are, and a number that is no currency code reads nothing as money', () => {
    const text = entryOf([
      { at: '10:00:00', payload: { description: 'Market stall', amount: 12.5, currencyCode: 840 } },
      { at: '11:00:00', payload: { description: 'Ticket machine', amount: 300, currencyCode: 123 } },
    ]);
    expect(text).toContain('$12.50');
    expect(text).not.toMatch(/\$3\.00/);
  });

  it('reads the amount of a record with words of its own below a wrapper, while a price object stays its field’s value', () => {
    const text = entryOf([
      { at: '09:00:00', payload: { transaction: { description: 'Corner bakery', amount: -12.4, currency: 'EUR' } } },
      { at: '10:00:00', payload: { title: 'Lunch set', price: { amount: 9.5, currency: 'EUR' } } },
    ]);
    expect(text).toContain('€12.40');
    expect(text).toContain('price €9.50');
  });
});

describe('whole amounts of a bank that sends cents in its other amounts', () => {
  it('reads a whole amount as whole dollars once the same field came with cents, and as sent before that', () => {
    const transaction = (at: string, amount: number, counterparty: string) => ({
      at,
      payload: {
        resourceType: 'transaction',
        occurredAt: `2026-11-21T${at}Z`,
        mergePatch: { amount, counterpartyName: counterparty, currency: 'USD', status: 'pending' },
      },
    });
    const text = entryOf([
      transaction('08:14:00', -6.75, 'Cartel Roasting'),
      transaction('09:02:00', 2400, 'Sonoran Modern Homes'),
    ]);
    expect(text).toContain('-$6.75');
    expect(text).toContain('$2,400.00');
    const alone = entryOf([transaction('09:02:00', 2400, 'Sonoran Modern Homes')]);
    expect(alone).not.toContain('$2,400.00');
    expect(alone).not.toContain('$24.00');
  });
});

// A class met in the fifteenth round of first contact (issue 34): a card issuer's transactions, each one amount in
// cents named by a UUID token, with its own list of events (authorization, clearing) and a hold revised later.
describe('a card issuer’s whole amounts over the day', () => {
  const DENVER: [string, string[], string] = ['Webhook', [], 'America/Denver'];
  const transaction = (at: string, token: string, amount: number, merchant: string, created = at) => ({
    at,
    payload: {
      event_type: 'card_transaction.updated',
      token,
      amount,
      merchant_amount: amount,
      merchant_currency: 'USD',
      merchant: { descriptor: merchant, city: 'DENVER' },
      created: `2026-11-21T${created}Z`,
      events: [{ token: `${token.slice(0, -1)}e`, amount, type: 'AUTHORIZATION', created: `2026-11-21T${at}Z` }],
    },
  });

  it('reads them as cents once three amounts with odd cents came, and a revised hold as its last amount', () => {
    const text = entryOf(
      [
        transaction('08:10:00', 'a1b2c3d4-0000-4000-8000-000000000001', 475, 'CORNER BAKERY'),
        transaction('12:30:00', 'a1b2c3d4-0000-4000-8000-000000000002', 2318, 'NOODLE BAR'),
        transaction('17:05:00', 'a1b2c3d4-0000-4000-8000-000000000003', 10000, 'FUEL STOP'),
        transaction('17:09:00', 'a1b2c3d4-0000-4000-8000-000000000003', 5261, 'FUEL STOP', '17:05:00'),
      ],
      ...DENVER,
    );
    expect(text).toContain('$4.75');
    expect(text).toContain('$23.18');
    expect(text).toContain('$52.61');
    expect(text).toContain('NOODLE BAR');
    expect(text).not.toMatch(/\$100\.00|\$10,000|as sent/);
  });

  it('keeps a day of round or few amounts as sent', () => {
    const text = entryOf(
      [
        transaction('08:10:00', 'a1b2c3d4-0000-4000-8000-000000000001', 500, 'CORNER BAKERY'),
        transaction('12:30:00', 'a1b2c3d4-0000-4000-8000-000000000002', 2318, 'NOODLE BAR'),
      ],
      ...DENVER,
    );
    expect(text).not.toContain('$23.18');
  });
});
