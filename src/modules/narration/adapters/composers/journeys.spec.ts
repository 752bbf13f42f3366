import { entryOf } from '../../../../../test/support/composed-entry';

// A journey from one place to another (issue 34, found by reading a flight's status on first contact): its ends told
// as a person says them, at the times it was left and reached, and never a person's or a currency's from and to.

describe('journeys', () => {
  it('tells a flight’s two airports by name and code, left and reached at their actual times, and how late it left', () => {
    const text = entryOf([
      {
        at: '06:40:00',
        payload: {
          flight_status: 'landed',
          departure: {
            airport: 'Manchester',
            iata: 'MAN',
            gate: 'B12',
            delay: 16,
            scheduled: '2026-11-21T07:15:00+00:00',
            actual: '2026-11-21T07:31:00+00:00',
          },
          arrival: {
            airport: 'Dublin',
            iata: 'DUB',
            scheduled: '2026-11-21T08:25:00+00:00',
            estimated: '2026-11-21T08:38:00+00:00',
          },
          airline: { name: 'Aer Lingus', iata: 'EI' },
        },
      },
    ]);
    expect(text).toContain('Manchester (MAN) → Dublin (DUB)');
    expect(text).toContain('07:31–08:38');
    expect(text).toContain('delay 16 min');
    expect(text).not.toMatch(/B12|as sent|“Dublin”|“Manchester”/);
  });

  it('reads the ends of a trip by their codes and cities, with the trip’s own times', () => {
    const text = entryOf([
      {
        at: '20:00:00',
        payload: {
          trainNumber: 'ICE 1001',
          origin: { code: 'KGX', city: 'London' },
          destination: { code: 'EDB', city: 'Edinburgh' },
          departureTime: '2026-11-21T10:00:00Z',
          arrivalTime: '2026-11-21T14:21:00Z',
        },
      },
    ]);
    expect(text).toContain('London (KGX) → Edinburgh (EDB)');
    expect(text).toContain('10:00–14:21');
    expect(text).not.toMatch(/origin|destination|2026-11-21T/);
  });

  it('tells a ride’s pickup and drop-off addresses as its route', () => {
    const text = entryOf([
      {
        at: '23:10:00',
        payload: {
          status: 'completed',
          pickup_address: '10 Downing Street',
          dropoff_address: 'Paddington Station',
          fare: { amount: 18.4, currency: 'GBP' },
        },
      },
    ]);
    expect(text).toContain('10 Downing Street → Paddington Station');
    expect(text).toContain('£18.40');
  });

  it('does not read a message’s sender and recipient, or a conversion’s currencies, as a journey', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: {
          from: { name: 'Ada Lovelace', email: 'ada@example.com' },
          to: { name: 'Sam' },
          subject: 'Lunch on Sunday?',
        },
      },
      {
        at: '10:00:00',
        payload: { type: 'conversion', from: 'USD', to: 'EUR', rate: 0.92, amount: 100, currency: 'USD' },
      },
    ]);
    expect(text).toContain('Lunch on Sunday?');
    expect(text).not.toContain('→');
  });
});

describe('places entered and left, said by the event’s kind', () => {
  /** A place event as a location platform sends it, with what else the event carries. */
  const placeEvent = (kind: string, at: string, place: string, more: Record<string, unknown> = {}) => ({
    at,
    payload: {
      event: {
        _id: `e-${at}`,
        type: kind,
        createdAt: `2026-11-21T${at}Z`,
        place: { _id: `p-${place}`, name: place },
        ...more,
      },
    },
  });

  it('tells arriving and leaving at their times, and an address’s state as no state of the place', () => {
    const user = { userId: 'lachlan', state: { code: 'SA', name: 'South Australia' }, country: { name: 'Australia' } };
    const event = (kind: string, at: string) => placeEvent(kind, at, 'Exchange Specialty Coffee', { user });
    const text = entryOf([event('user.entered_place', '07:58:00'), event('user.exited_place', '08:12:00')]);
    expect(text).toMatch(/Exchange Specialty Coffee arrived at 07:58 and left at 08:12/);
    expect(text).not.toContain('South Australia');
  });

  it('reads a stay’s duration of no unit in minutes when the time since arriving says so, and in seconds when it does', () => {
    const event = (kind: string, at: string, place: string, duration?: number) =>
      placeEvent(kind, at, place, duration !== undefined ? { duration } : {});
    const text = entryOf([
      event('user.entered_place', '08:02:00', 'Harbour Physio'),
      event('user.exited_place', '17:17:00', 'Harbour Physio', 555),
      event('user.entered_place', '17:40:00', 'Rundle Gym'),
      event('user.exited_place', '18:47:00', 'Rundle Gym', 67),
      event('user.entered_place', '19:00:00', 'Corner Shop'),
      event('user.exited_place', '19:10:00', 'Corner Shop', 600),
    ]);
    expect(text).toMatch(/Harbour Physio arrived at 08:02 and left at 17:17 \(9 h 15 min\)/);
    expect(text).toMatch(/Rundle Gym arrived at 17:40 and left at 18:47 \(1 h 7 min\)/);
    expect(text).toMatch(/Corner Shop arrived at 19:00 and left at 19:10 \(10 min\)/);
    expect(text).not.toMatch(/9 min|67|1 min/);
  });

  it('says a short duration of no unit only when the record’s own span decides it', () => {
    const call = (id: string, start: string, end: string | null, duration: number) => ({
      at: '20:00:00',
      payload: {
        id,
        type: 'call',
        title: `Call ${id}`,
        start_time: `2026-11-21T${start}Z`,
        ...(end ? { end_time: `2026-11-21T${end}Z` } : {}),
        duration,
      },
    });
    const text = entryOf([
      call('with Priya', '10:00:00', '10:45:00', 45),
      call('with Jonas', '11:00:00', '11:30:00', 1800),
      call('with Mei', '12:00:00', null, 25),
    ]);
    expect(text).toMatch(/Call with Priya[^.]*45 min/);
    expect(text).toMatch(/Call with Jonas[^.]*30 min/);
    expect(text).toContain('Call with Mei');
    expect(text).not.toMatch(/25 (?:min|s)\b|45 s\b/);
  });

  it('tells a booking’s journey by its first leg’s cities, its distance between airports in km, and its traveller whole', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: {
          id: 'evt_1',
          type: 'booking.created',
          data: {
            object: {
              id: 'bkg_1',
              travellers: [{ title: 'mrs', first_name: 'Ana', last_name: 'Lima' }],
              legs: [
                {
                  from: { iata_code: 'GVA', name: 'Geneva Cointrin', city_name: 'Geneva' },
                  to: { iata_code: 'OPO', name: 'Francisco Sá Carneiro', city_name: 'Porto' },
                  distance: '1420.5',
                },
              ],
              total_amount: '212.40',
              total_currency: 'EUR',
            },
          },
        },
      },
    ]);
    expect(text).toContain('Geneva (GVA) → Porto (OPO)');
    expect(text).toContain('Ana Lima');
    expect(text).toMatch(/1,42\d(?:\.\d)? km/);
    expect(text).toContain('€212.40');
    expect(text).not.toMatch(/“mrs”|\bmrs\b|Ana, Lima| m\b/);
  });

  it('tells a delivery’s end state at the time the version that ended it says', () => {
    const version = (at: string, status: string, dropoff?: string) => ({
      at,
      payload: {
        event_name: 'DELIVERY_STATUS_CHANGED',
        external_delivery_id: 'ORDER-7',
        delivery_status: status,
        dropoff_business_name: 'Harbour Dental',
        pickup_time_actual: '2026-11-21T11:05:00Z',
        ...(dropoff ? { dropoff_time_actual: dropoff } : {}),
        created_at: `2026-11-21T${at}Z`,
      },
    });
    const text = entryOf([version('11:05:00', 'picked_up'), version('11:32:00', 'delivered', '2026-11-21T11:31:00Z')]);
    expect(text).toContain('Harbour Dental');
    expect(text).toMatch(/delivered at 11:31/);
    expect(text).not.toMatch(/delivered at 11:05/);
  });
});
