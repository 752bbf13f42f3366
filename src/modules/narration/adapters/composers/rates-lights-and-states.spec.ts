import { asStored } from '../../../../../test/fixtures/corpus/write-day';
import { entryOf } from '../../../../../test/support/composed-entry';

// Round 23's classes (issue 34), on shapes of their own: a billing event's amounts as minor-unit text beside a fee's
// rate, its own status before its parts', a light's power and brightness as a smart-home API sends them.

// (Payloads in the order PostgreSQL gives them back, as generation reads them.)
const stored = (at: string, payload: unknown) => ({ at, payload: asStored(payload) });

describe('a billing event', () => {
  const transaction = (status: string) => ({
    event_type: 'transaction.completed',
    occurred_at: '2026-11-21T09:13:51.990417Z',
    data: {
      id: 'txn_01jxa4m7q2rzk8c3vw5hn0yd6e',
      status,
      origin: 'web',
      currency_code: 'USD',
      billed_at: '2026-11-21T09:13:50.112Z',
      items: [{ price: { name: 'Lifetime', status: 'active', unit_price: { amount: '4900', currency_code: 'USD' } } }],
      details: {
        totals: { fee: '317', tax: '435', subtotal: '4900', grand_total: '5335', currency_code: 'USD' },
        payout_totals: { fee_rate: '0.05', exchange_rate: '1.7312041', earnings: '4583', currency_code: 'USD' },
      },
    },
  });

  it('reads whole amounts with odd cents as minor units, a fee’s or an exchange’s rate being no amount', () => {
    const text = entryOf([stored('09:14:00', transaction('completed'))]);
    expect(text).toContain('$53.35');
    expect(text).toContain('$49.00');
    expect(text).not.toMatch(/\$5,335|\$4,900|\$0\.05|\$1\.73/);
  });

  it('tells its own status before a part’s', () => {
    const text = entryOf([stored('09:14:00', transaction('past_due'))]);
    expect(text).toMatch(/past due/);
    expect(text).not.toMatch(/active[^.]*past due/);
  });
});

describe('a light as a smart-home API lists it', () => {
  const light = (label: string, power: string, brightness: number) => ({
    id: `d073d5${label.length}`,
    label,
    connected: true,
    power,
    brightness,
    seconds_since_seen: 14_520,
  });

  it('tells its power and its brightness sent as a fraction, never how long since it was seen', () => {
    const text = entryOf([stored('06:30:00', [light('Bedroom Lamp', 'on', 0.35), light('Kitchen', 'off', 0.8)])]);
    expect(text).toMatch(/Bedroom Lamp[^.]*35%[^.]*on/);
    expect(text).toMatch(/Kitchen[^.]*80%[^.]*off/);
    expect(text).not.toMatch(/0\.35%|since|4 h 2 min/);
  });

  it('does not guess a brightness of exactly 1, full as a fraction and dim on a scale of 100', () => {
    const text = entryOf([stored('06:30:00', [light('Porch', 'on', 1)])]);
    expect(text).not.toContain('1%');
    expect(text).not.toContain('100%');
  });
});
