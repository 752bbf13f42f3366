import { asStored } from '../../../../../test/fixtures/corpus/write-day';
import { entryOf } from '../../../../../test/support/composed-entry';

// (Payloads in the order PostgreSQL gives them back, as generation reads them.)
const stored = <T extends { at: string; payload: unknown }>(artifact: T) => ({
  ...artifact,
  payload: asStored(artifact.payload),
});

// Round 22's A–L classes (issue 34), on shapes of their own: a carrier's tracker event whose envelope names it in
// code, with its history beside its own state; a page of observations that counts its results; a day's conversation
// longer than a group's lines; a payment refunded by a flag sent as text.

describe('a parcel tracker’s events', () => {
  const tracker = (at: string, status: string, history: Array<[string, string, string]>, weight = 22.9) => ({
    at,
    payload: {
      id: `evt_${at.replace(/:/g, '')}`,
      object: 'Event',
      description: 'tracker.updated',
      status: 'pending',
      result: {
        object: 'Tracker',
        tracking_code: '7023210039414781',
        status,
        status_detail: status,
        weight,
        carrier: 'ParcelPost',
        updated_at: `2026-11-21T${at}Z`,
        tracking_details: history.map(([datetime, message, city]) => ({
          object: 'TrackingDetail',
          message,
          status: 'in_transit',
          status_detail: 'arrived_at_facility',
          datetime,
          tracking_location: { object: 'TrackingLocation', city, state: 'NS', country: 'CA' },
        })),
      },
    },
  });

  it('tells its latest entry at its own time and town, and the state its record is in', () => {
    const text = entryOf([
      stored(
        tracker('15:05:00', 'delivered', [
          ['2026-11-19T15:22:00Z', 'Item accepted at the Post Office', 'MONCTON'],
          ['2026-11-21T14:38:00Z', 'Delivered to the front door', 'HALIFAX'],
        ]),
      ),
    ]);
    expect(text).toContain('14:38');
    expect(text).toContain('Delivered to the front door');
    expect(text).toContain('Halifax');
    expect(text).toContain('delivered');
    expect(text).not.toMatch(/Item accepted|Moncton|pending|tracker\.updated/);
  });

  it('leaves out a parcel’s weight of no unit, never told as a body’s kilograms', () => {
    const text = entryOf([
      stored(tracker('15:05:00', 'out_for_delivery', [['2026-11-21T12:47:00Z', 'Out for delivery', 'HALIFAX']], 22.9)),
    ]);
    // (In its carrier's unit, which no field names: what cannot be phrased is not told.)
    expect(text).toContain('out for delivery');
    expect(text).not.toMatch(/22\.9/);
  });

  it('reads a weight named in ounces as ounces', () => {
    const text = entryOf([{ at: '10:00:00', payload: { parcel: 'Sweater', weight_oz: 16 } }]);
    expect(text).toContain('weight 16 oz');
    expect(text).not.toContain('454 g');
  });
});

describe('a page of observations that counts its results', () => {
  const observation = (id: number, at: string, name: string, place: string) => ({
    id,
    time_observed_at: `2026-11-21T${at}+00:00`,
    description: `Seen near ${place} on the walk, two of them.`,
    place_guess: place,
    taxon: { name, rank: 'species', rank_level: 10, universal_search_rank: 58_213, preferred_common_name: name },
  });

  it('is a batch of its results, each told with its own words and never its rank', () => {
    const text = entryOf([
      stored({
        at: '20:00:00',
        payload: {
          total_results: 2,
          page: 1,
          per_page: 30,
          results: [
            observation(1, '07:42:00', 'New Holland Honeyeater', 'Belair National Park'),
            observation(2, '18:06:00', 'Koala', 'Cleland Conservation Park'),
          ],
        },
      }),
    ]);
    expect(text).toMatch(/07:42[^”]*“Seen near Belair National Park on the walk/);
    expect(text).toMatch(/18:06[^”]*“Seen near Cleland Conservation Park on the walk/);
    expect(text).not.toMatch(/rank|58,213|10\b/);
  });
});

describe('a day’s conversation longer than a group’s lines', () => {
  it('keeps its last words among those it quotes', () => {
    const messages = Array.from({ length: 12 }, (_, i) => ({
      at: `${String(9 + i).padStart(2, '0')}:00:00`,
      payload: { sender: { id: `p${i % 2}` }, message: { text: `Message number ${i + 1} of the day` } },
    }));
    const text = entryOf(messages, 'Chat');
    expect(text).toContain('Message number 1 of the day');
    expect(text).toContain('Message number 12 of the day');
    expect(text).toMatch(/and \d+ more texts? from Chat/);
  });
});

describe('a payment refunded by a flag', () => {
  it('is refunded, whatever status it kept, also when the flag is sent as text', () => {
    const donation = (at: string, refunded: unknown) => ({
      at,
      payload: {
        type: refunded === 'false' ? 'donation.created' : 'donation.refunded',
        data: { id: 77, amount: 5, currency: 'USD', status: 'succeeded', message: 'Tom bought you a coffee', refunded },
      },
    });
    const text = entryOf([donation('09:00:00', 'false'), donation('15:00:00', 'true')]);
    // (It did succeed first: said as its past, refunded as where it stands.)
    expect(text).toContain('then refunded at 15:00');
    expect(text).not.toMatch(/refunded[^.]*then succeeded/);
  });
});
