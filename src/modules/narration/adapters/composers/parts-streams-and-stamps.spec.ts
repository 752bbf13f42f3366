import { entryOf } from '../../../../../test/support/composed-entry';
import { extractEnrichment } from '../../../../modules/ingest/domain/enrichment/extract-enrichment';

// Classes met in round 42 of first contact (issue 34), each on shapes of its own: another processor's event in
// Stripe's shape, a slip's barcode, a reading log's slashed times and authors, a record's parts with measures of the
// same names, an event bus's stream of state changes, and a sender whose answer is stamped with its own epoch.

describe('another processor’s event in Stripe’s shape', () => {
  it('is read by the general rules, not left to Stripe’s interpreter that tells nothing of it', () => {
    const text = entryOf([
      {
        at: '16:20:00',
        payload: {
          id: '6573a1c3e4b0f12d9a8c7e40',
          object: 'event',
          type: 'order.paid',
          created_at: 1795278000,
          data: {
            object: {
              object: 'order',
              id: 'ord_1',
              amount: 76050,
              currency: 'MXN',
              customer_info: { name: 'Lucía Navarro' },
              line_items: { data: [{ name: 'Taza de barro negro', quantity: 1, unit_price: 76050 }] },
              payment_status: 'paid',
            },
          },
        },
      },
    ]);
    expect(text).toContain('order paid');
    expect(text).toContain('Taza de barro negro');
  });

  it('never shows a payment slip’s barcode as a photo of the day', () => {
    const { enrichment } = extractEnrichment({
      payment_method: { barcode_url: 'https://cdn.example.com/cash_payment_barcodes/ref.png' },
    });
    expect(enrichment.media).toEqual([]);
  });
});

describe('a reading log', () => {
  it('reads times written year first with slashes, and leaves another day’s entries out', () => {
    const entry = (title: string, authors: string[], logged: string) => ({
      work: { title, author_names: authors, first_publish_year: 2001 },
      logged_date: logged,
    });
    const text = entryOf([
      {
        at: '18:00:00',
        payload: {
          page: 1,
          reading_log_entries: [
            entry('The Remains of the Day', ['Kazuo Ishiguro'], '2026/11/21, 17:42:10'),
            entry('A Year Ago Book', ['Someone Earlier'], '2025/10/02, 09:00:00'),
          ],
        },
      },
    ]);
    expect(text).toContain('The Remains of the Day');
    expect(text).toContain('17:42');
    expect(text).not.toContain('A Year Ago Book');
  });
});

describe('a record’s parts', () => {
  it('names a measure its parts each hold by its part, and keeps records keyed by ids as records', () => {
    const text = entryOf([
      {
        at: '12:00:00',
        payload: {
          data: {
            time: '2026-11-21T12:00:00Z',
            solar: { power: 3120 },
            grid: { power: -450 },
            house: { power: 2670 },
          },
        },
      },
    ]);
    expect(text).toContain('solar power 3,120 W');
    expect(text).toContain('house power 2,670 W');
  });
});

describe('an event bus’s stream', () => {
  const change = (item: string, type: string, value: string, old: string) => ({
    topic: `openhab/items/${item}/statechanged`,
    payload: JSON.stringify({ type, value, oldType: type, oldValue: old }),
    type: 'ItemStateChangedEvent',
  });

  it('names each change by its topic’s item, reads a value whose unit names its measure, at the time it was sent', () => {
    const text = entryOf([
      { at: '07:20:00', payload: [change('Study_Temperature', 'Quantity', '20.5 °C', '19.0 °C')] },
      { at: '21:05:00', payload: [change('Meter_Today', 'Quantity', '6.84 kWh', '6.71 kWh')] },
    ]);
    expect(text).toContain('Study Temperature');
    expect(text).toContain('temperature 20.5 °C');
    expect(text).toContain('07:20');
    expect(text).toContain('6.84 kWh');
    expect(text).not.toMatch(/19(?:\.0)? °C|6\.71|old|statechanged|openhab/);
  });
});

describe('a sender that stamps its answer', () => {
  it('reads its times of no zone as UTC when the answer carries its own epoch at its delivery', () => {
    const text = entryOf(
      [
        {
          at: '22:20:05',
          payload: {
            actions: [{ episode: 'Morning News', action: 'play', timestamp: '2026-11-21T20:34:12', position: 600 }],
            timestamp: Date.parse('2026-11-21T22:20:05Z') / 1000,
          },
        },
      ],
      'Podcasts',
      [],
      'Australia/Melbourne',
    );
    // 20:34 UTC is 07:34 the next morning in Melbourne: not this day's 20:34.
    expect(text).not.toContain('20:34');
  });
});
