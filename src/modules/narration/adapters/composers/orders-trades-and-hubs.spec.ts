import { entryOf } from '../../../../../test/support/composed-entry';

// Round 18's A–L classes (issue 34), on shapes of their own: a shop's orders pushed as a counted collection, named
// by their customers; a broker's orders with tickers, prices as text and the market's currency; a home hub's devices
// reporting numbered values named by their types; a run that ends in its final state; a session started and stopped.

describe('a shop’s orders', () => {
  const order = (at: string, id: number, customer: string, total: number, extra: Record<string, unknown> = {}) => ({
    at,
    payload: {
      count: 1,
      orders: [
        {
          id,
          total_price: total,
          sub_total_price: total,
          currency: 'EUR',
          client_full_name: customer,
          shop_name: 'Harbour Bakery',
          shop_street: 'Quay Street 4',
          status: 'accepted',
          accepted_at: `2026-11-21T${at}.000Z`,
          items: [
            { id: id * 10, name: 'Sourdough loaf', price: 6.5, quantity: 1, tax_rate: 0.13 },
            { id: id * 10 + 1, name: 'Cinnamon bun', price: 3.2, quantity: 2, tax_rate: 0.13 },
          ],
          ...extra,
        },
      ],
    },
  });

  it('tells each order by its customer with what they asked for, never the shop’s own name or street as the order', () => {
    const text = entryOf(
      [
        order('09:10:00', 1, 'Niamh Byrne', 12.9, { instructions: 'Please slice the loaf' }),
        order('11:40:00', 2, 'Tomás Ruiz', 19.4),
      ],
      'Shop',
      [],
      'Europe/Lisbon',
    );
    expect(text).toContain('Niamh Byrne');
    expect(text).toContain('Tomás Ruiz');
    expect(text).toContain('“Please slice the loaf”');
    expect(text).toContain('€12.90');
    expect(text).not.toMatch(/Quay Street|Harbour Bakery: |tax rate|€0\.13/);
  });
});

describe('a broker’s orders', () => {
  const update = (at: string, event: string, order: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    at,
    payload: {
      stream: 'trade_updates',
      data: {
        event,
        order: { asset_class: 'us_equity', side: 'buy', type: 'limit', status: event, ...order },
        timestamp: `2026-11-21T${at}Z`,
        ...extra,
      },
    },
  });

  it('names each by its ticker, in the market’s currency, said once when a later version writes it with cents', () => {
    const text = entryOf(
      [
        update('14:30:00', 'new', { id: 'o1', symbol: 'VTI', notional: '250', qty: null }),
        update(
          '14:30:01',
          'fill',
          { id: 'o1', symbol: 'VTI', notional: '250', filled_avg_price: '297.21' },
          { price: '297.21' },
        ),
        update('17:00:00', 'new', { id: 'o2', symbol: 'AAPL', limit_price: '215', qty: '3' }),
        update('17:40:00', 'canceled', { id: 'o2', symbol: 'AAPL', limit_price: '215', qty: '3' }),
      ],
      'Broker',
      [],
      'Asia/Kolkata',
    );
    expect(text).toContain('VTI');
    expect(text).toContain('$297.21');
    expect(text).toContain('$250.00');
    expect(text).toContain('AAPL');
    expect(text).toContain('$215.00');
    expect(text).toContain('cancelled at 23:10');
    expect(text).not.toMatch(/₹|250 USD as sent|limit price/);
  });
});

describe('an exchange’s order postbacks', () => {
  it('names each order by its trading symbol, however long', () => {
    const postback = (at: string, symbol: string, status: string) => ({
      at,
      payload: {
        order_id: `o-${symbol}`,
        status,
        exchange: 'NSE',
        tradingsymbol: symbol,
        transaction_type: 'BUY',
        price: 1542.5,
        quantity: 10,
      },
    });
    const text = entryOf(
      [postback('04:00:00', 'BHARTIARTL', 'REJECTED'), postback('09:17:00', 'HDFCBANK', 'COMPLETE')],
      'Kite',
      [],
      'Asia/Kolkata',
    );
    expect(text).toContain('BHARTIARTL');
    expect(text).toContain('HDFCBANK');
  });
});

describe('a Lightning wallet’s payments', () => {
  it('counts bitcoin sent whole in sats, thousandths of them once, never a split’s total as the payment', () => {
    const text = entryOf([
      {
        at: '10:44:00',
        payload: {
          amount: 5000,
          currency: 'btc',
          comment: 'Loved the episode!',
          fiat_in_cents: 660,
          fiat_currency: 'CAD',
          boostagram: { sender_name: 'mikeinmaine', value_msat: 5_000_000, value_msat_total: 10_000_000 },
          state: 'SETTLED',
          settled_at: '2026-11-21T10:44:03Z',
        },
      },
    ]);
    expect(text).toContain('5,000 sats');
    expect(text).not.toMatch(/BTC|10,000 sats|5,000,000/);
  });

  it('leaves a few whole bitcoin as bitcoin unless the field names sats', () => {
    const text = entryOf([
      { at: '09:00:00', payload: { description: 'Bought on the exchange', amount: 2, currency: 'BTC' } },
      { at: '10:00:00', payload: { description: 'Tip to a podcast', amount_sats: 21, currency: 'BTC' } },
    ]);
    expect(text).not.toContain('2 sats');
    expect(text).toContain('21 sats');
  });
});

describe('a home hub’s devices', () => {
  const device = (at: string, idx: number, name: string, fields: Record<string, unknown>) => ({
    at,
    payload: {
      idx,
      id: `00A${idx}`,
      name,
      RSSI: 7,
      Battery: 100,
      description: 'By the back door',
      LastUpdate: `2026-11-21 ${at}`,
      ...fields,
    },
  });

  it('reads numbered values by the measures their type lists, each report of a device at its own time', () => {
    const text = entryOf(
      [
        device('07:05:00', 12, 'Garden', { dtype: 'Temp + Humidity', stype: 'THGR810', svalue1: '6.8', svalue2: '93' }),
        device('21:12:00', 12, 'Garden', { dtype: 'Temp + Humidity', stype: 'THGR810', svalue1: '3.9', svalue2: '88' }),
        device('16:48:00', 40, 'Water tank', { dtype: 'General', stype: 'Percentage', svalue1: '38.2' }),
      ],
      'Hub',
    );
    expect(text).toContain('temperature 6.8 °C at 07:05 and 3.9 °C at 21:12');
    expect(text).toContain('humidity 93%');
    expect(text).toContain('Water tank');
    expect(text).toContain('38.2%');
    expect(text).not.toMatch(/Temp \+ Humidity|THGR810|By the back door|svalue/);
  });
});

describe('runs and sessions', () => {
  it('says a run finished when it did, not when it began, and a session from its start to its stop', () => {
    const text = entryOf([
      {
        at: '07:37:00',
        payload: {
          id: 'c6e2a0f8',
          projectName: 'market-app',
          status: 'finished',
          createdAt: '2026-11-21T07:30:11.802Z',
          updatedAt: '2026-11-21T07:36:55.019Z',
        },
      },
      {
        at: '20:00:05',
        payload: { type: 'STREAM_STARTED', eventData: { name: 'Kitchen Party', timestamp: '2026-11-21T20:00:04Z' } },
      },
      {
        at: '21:47:32',
        payload: { type: 'STREAM_STOPPED', eventData: { name: 'Kitchen Party', timestamp: '2026-11-21T21:47:31Z' } },
      },
    ]);
    expect(text).toContain('finished at 07:36');
    expect(text).toContain('started at 20:00');
    expect(text).toContain('stopped at 21:47 (1 h 47 min)');
  });

  it('takes back a message a later event hid by its id', () => {
    const chat = (at: string, id: string, body: string, user: string) => ({
      at,
      payload: { type: 'CHAT', eventData: { id, body, user: { displayName: user }, timestamp: `2026-11-21T${at}Z` } },
    });
    const text = entryOf([
      chat('20:04:00', 'k3Jd', 'Evening from Mount Pearl!', 'codfather'),
      chat('21:05:00', '-Zzl', 'cheap viewers at spamfollowers dot com', 'fr33_followerz'),
      {
        at: '21:05:40',
        payload: { type: 'VISIBILITY-UPDATE', eventData: { id: 'zq7', ids: ['-Zzl'], visible: false, user: null } },
      },
    ]);
    expect(text).toContain('Evening from Mount Pearl!');
    expect(text).not.toMatch(/spamfollowers|fr33_followerz|visibility/i);
  });
});
