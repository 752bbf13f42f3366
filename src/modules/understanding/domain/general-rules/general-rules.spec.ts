import { formatQuantity } from '../../../narration/adapters/composers/prose/quantity-format';
import { ItemFacts, itemFacts } from './item-facts';
import { zonedClock } from '../vocabulary/zoned-clock';

/** The general rules, class by class, on shapes no interpreter knows. */
const context = { day: '2026-11-21', zoned: zonedClock('Europe/Berlin'), skipKeys: new Set<string>() };
const facts = (item: unknown): ItemFacts => itemFacts(item, context);
const said = (item: unknown) => facts(item).quantities.map((q) => `${q.label} ${formatQuantity(q)}`);

describe('general rules: numbers are never wrong with confidence', () => {
  it('writes a whole amount that may be in minor units as sent, and reads decimals and named scales', () => {
    expect(said({ amount: -350, currency: 'GBP' })).toEqual(['amount -350 GBP as sent']);
    expect(said({ amount: -12.5, currency: 'EUR' })).toEqual(['amount -€12.50']);
    expect(said({ amount: '-12.00', currency: 'EUR' })).toEqual(['amount -€12.00']);
    expect(said({ amount_cents: -350, currency: 'GBP' })).toEqual(['amount -£3.50']);
    expect(said({ amount: -1200, currency: 'JPY' })).toEqual(['amount -¥1,200']);
    expect(said({ amount_milliunits: -45990, currency: 'USD' })).toEqual(['amount -$45.99']);
    // An amount written with decimals beside it tells that the sender writes major units.
    expect(said({ amount: 40, fee: 0.35, currency: 'USD' })).toEqual(['amount $40.00', 'fee $0.35']);
  });

  it('reads whole amounts as minor units when two or more of them have odd cents, and keeps round or single ones as sent', () => {
    expect(said({ fee: 975, order_value: 1999, tip: 300, currency: 'USD' })).toEqual([
      'fee $9.75',
      'order $19.99',
      'tip $3.00',
    ]);
    expect(said({ amount: 249900, fee: 5898, tax: 900, amount_refunded: 0, currency: 'INR' })).toContain(
      'amount ₹2,499.00',
    );
    // Round amounts, one amount alone, an amount below 100 or a currency without cents say nothing of the scale.
    expect(said({ amount: 2500, fee: 100, currency: 'EUR' })).toEqual([
      'amount 2500 EUR as sent',
      'fee 100 EUR as sent',
    ]);
    expect(said({ amount: 1999, fee: 0, currency: 'USD' })).toEqual(['amount 1999 USD as sent']);
    expect(said({ unit_price: 35, total: 105, currency: 'EUR' })).toEqual([
      'unit price 35 EUR as sent',
      'total 105 EUR as sent',
    ]);
    expect(said({ amount: 1999, fee: 975, currency: 'JPY' })).toEqual(['amount ¥1,999', 'fee ¥975']);
  });

  it('pairs each amount with its own currency', () => {
    expect(said({ amount: -3.5, currency: 'GBP', local_amount: -4.1, local_currency: 'EUR' })).toEqual([
      'amount -£3.50',
      'local amount -€4.10',
    ]);
  });

  it('reads an amount object with its currency, preferring the decimal value to the base units', () => {
    expect(said({ amount: { currencyCode: 'AUD', value: '-12.50', valueInBaseUnits: -1250 } })).toEqual([
      'amount -A$12.50',
    ]);
    expect(said({ total: { minorUnits: 2599, currency: 'GBP' } })).toEqual(['total £25.99']);
  });

  it('reads "min" after a measure as its lowest value, not minutes, and leaves status codes out; a temperature without a named scale is Celsius outside the zones that count in miles', () => {
    expect(said({ main: { temp: 7.2, temp_min: 3.1, temp_max: 9.4 }, cod: 200 })).toEqual([
      'temperature 7.2 °C',
      'lowest temperature 3.1 °C',
      'highest temperature 9.4 °C',
    ]);
    // (A scale named in Fahrenheit is told in Celsius where people count in it.)
    expect(said({ temp_c: 7.2, water_temperature_f: 50 })).toEqual(['temperature 7.2 °C', 'water temperature 10 °C']);
    expect(said({ duration_min: 45 })).toEqual(['duration 45 min']);
  });

  it('reads milli-, micro- and nanoseconds by their names, and epoch numbers as times, never durations', () => {
    expect(said({ total_in_bed_time_milli: 22_500_000 })).toEqual(['total bed time 6 h 15 min']);
    expect(said({ duration_us: 90_000_000 })).toEqual(['duration 90 s']);
    const epoch = facts({ note: 'Posted', created_at_us: Date.parse('2026-11-21T08:30:00Z') * 1000 });
    expect(epoch.quantities).toEqual([]);
    expect(epoch.minute).toBe(9 * 60 + 30);
  });

  it('reads ISO 8601 durations', () => {
    expect(said({ title: 'Deep work', duration: 'PT58M42S' })).toEqual(['duration 59 min']);
    expect(said({ length: 'P1DT2H' })).toEqual(['length 26 h']);
  });
});

describe('general rules: times', () => {
  it('takes a start before an end, also when both are named by the field above them', () => {
    expect(
      facts({
        summary: 'Design review',
        end: { dateTime: '2026-11-21T11:30:00+01:00' },
        start: { dateTime: '2026-11-21T10:00:00+01:00' },
      }).minute,
    ).toBe(10 * 60);
    expect(
      facts({
        flight: 'LH 1234',
        arrival_time: '2026-11-21T10:40:00+01:00',
        departure_time: '2026-11-21T07:05:00+01:00',
      }).minute,
    ).toBe(7 * 60 + 5);
  });

  it('keeps a start of the evening before, counted back from midnight', () => {
    expect(facts({ sleep_start: '2026-11-20T23:14:00+01:00', sleep_end: '2026-11-21T06:26:00+01:00' }).minute).toBe(
      23 * 60 + 14 - 24 * 60,
    );
  });

  it('takes the event time before an upload or sync time, and a `dt` in epoch seconds', () => {
    expect(facts({ uploaded_at: '2026-11-21T09:40:00Z', recorded: '2026-11-21T06:00:00Z', steps: 400 }).minute).toBe(
      7 * 60,
    );
    expect(facts({ dt: Date.parse('2026-11-21T13:00:00Z') / 1000, main: { temp: 5 } }).minute).toBe(14 * 60);
  });

  it('gives a daily total stamped at midnight no time of day', () => {
    expect(facts({ date: '2026-11-21 00:00:00 +0100', qty: 16842, name: 'step_count' }).minute).toBeNull();
  });
});

describe('general rules: values beyond belief', () => {
  it('leaves out numbers no day can hold instead of printing them', () => {
    expect(
      said({ distance_m: 1e308, duration_s: -3_600, battery_pct: -100_000, steps: 1e18, heart_rate: 4_000 }),
    ).toEqual([]);
    expect(said({ distance_m: 5_200, steps: 16_842 })).toEqual(['distance 5.2 km', 'steps 16,842 steps']);
  });
});

describe('general rules: plumbing stays out', () => {
  it('does not take type tags for what happened, nor reminders and conference types for content', () => {
    const event = facts({
      kind: 'calendar#event',
      summary: 'Design review',
      reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 10 }] },
      conferenceData: { entryPoints: [{ entryPointType: 'video', label: 'meet.google.com/abc' }] },
    });
    expect(event.kind).toBeNull();
    expect(event.quantities).toEqual([]);
    expect([event.headline, ...event.texts].map((t) => t?.text)).toEqual(['Design review']);
  });
});
