import { asStored } from '../../../../../test/fixtures/corpus/write-day';
import { entryOf } from '../../../../../test/support/composed-entry';

// Round 24's classes (issue 34), on shapes of their own: measures sent in imperial units told in them, as the
// person's tool shows them; a place's part (a neighbourhood, a suburb) read as where, never as what; a transfer
// beside whom it went to, its making written in UTC without saying so, its whole amounts beside ones with cents.

const stored = (at: string, payload: unknown) => ({ at, payload: asStored(payload) });

describe('measures sent in imperial units', () => {
  it('tells a station’s rain in inches, its wind in mph and its pressure in inHg as it sent them', () => {
    const text = entryOf(
      [
        stored('18:00:00', {
          dateutc: Date.parse('2026-11-21T18:00:00Z'),
          tempf: 61.5,
          dailyrainin: 0.42,
          windspeedmph: 12.3,
          windgustmph: 21,
          baromrelin: 29.92,
        }),
      ],
      'Backyard station',
      [],
      'America/Chicago',
    );
    expect(text).toContain('rain 0.42 in');
    expect(text).toContain('12.3 mph');
    expect(text).toContain('21 mph');
    expect(text).toContain('29.92 inHg');
    expect(text).not.toMatch(/km\/h|hPa|10\.7 mm/);
  });

  it('tells the values of an object in imperial units in feet and mph wherever the person is', () => {
    const text = entryOf([
      stored('10:00:00', {
        obsTimeUtc: '2026-11-21T10:00:00Z',
        neighborhood: 'Kaneohe Bay',
        imperial: { temp: 78, windSpeed: 9, elev: 40 },
      }),
    ]);
    expect(text).toContain('9 mph');
    expect(text).toContain('40 ft');
    expect(text).not.toMatch(/12 m\b|14\.5 km\/h/);
  });

  it('tells a distance in miles and a weight in pounds, and metric ones in metric', () => {
    const text = entryOf(
      [
        stored('14:00:00', { type: 'run', start: '2026-11-21T08:00:00-06:00', distance_miles: 3.1, duration_s: 1800 }),
        stored('14:05:00', { measured_at: '2026-11-21T07:10:00-06:00', weight_lb: 182.4 }),
        stored('14:10:00', { type: 'ride', start: '2026-11-21T11:00:00-06:00', distance_km: 12.4, duration_s: 2400 }),
      ],
      'Tracker',
      [],
      'America/Chicago',
    );
    expect(text).toContain('3.1 miles');
    expect(text).toContain('182.4 lb');
    expect(text).toContain('12.4 km');
    expect(text).not.toMatch(/5 km|82\.7 kg|7\.7 miles/);
  });

  it('reads a bare distance where people count in miles in miles, and a bare one in metres as metres', () => {
    const text = entryOf(
      [
        stored('14:00:00', { activity: 'walk', start: '2026-11-21T08:00:00-05:00', distance: 2.4 }),
        stored('15:00:00', { activity: 'swim', start: '2026-11-21T09:00:00-05:00', distance: 1500 }),
      ],
      'Tracker',
      [],
      'America/New_York',
    );
    expect(text).toContain('2.4 miles');
    expect(text).toContain('1.5 km');
  });
});

describe('a place’s part', () => {
  it('is where a record is, never what it is', () => {
    const text = entryOf([
      stored('09:00:00', {
        observed_at: '2026-11-21T09:00:00Z',
        suburb: 'Glenelg',
        temperature_c: 18.2,
        humidity: 64,
      }),
    ]);
    expect(text).toContain('Glenelg');
    expect(text).toContain('18.2 °C');
    expect(text).not.toMatch(/suburb|“Glenelg”/i);
  });
});

describe('a transfer beside whom it went to', () => {
  const transfer = (id: number, created: string, value: number, currency: string, reference: string, to: string) => ({
    transfer: {
      id,
      user: 9031877,
      targetAccount: id + 1,
      status: 'incoming_payment_waiting',
      reference,
      created,
      sourceCurrency: currency,
      sourceValue: value,
      targetCurrency: currency === 'GBP' ? 'PHP' : currency,
      targetValue: currency === 'GBP' ? 29140.48 : value,
    },
    recipient: { id: id + 1, accountHolderName: to, type: 'philippines', country: 'PH' },
  });

  it('is one record that says whom it went to, its reference as written, never the recipient as what it is', () => {
    const text = entryOf(
      [stored('09:14:31', transfer(11, '2026-11-21 09:14:08', 400, 'GBP', 'for Lola’s meds', 'Rosario Dela Cruz'))],
      'Transfers',
      ['Marisol Reyes'],
      'Pacific/Auckland',
    );
    expect(text).toContain('to Rosario Dela Cruz');
    expect(text).toContain('for Lola’s meds');
    expect(text).toContain('£400.00');
    expect(text).toContain('₱29,140.48');
    expect(text).not.toMatch(/Recipient|Philippines|reference/);
  });

  it('reads the moment it was made in UTC when only UTC makes it the moment it was sent', () => {
    const text = entryOf(
      [stored('09:14:31', transfer(11, '2026-11-21 09:14:08', 400, 'GBP', 'for Lola’s meds', 'Rosario Dela Cruz'))],
      'Transfers',
      [],
      'Pacific/Auckland',
    );
    // 09:14 UTC is 22:14 in Auckland; read as Auckland's own, it would be 09:14 and 13 hours before it was sent.
    expect(text).toContain('22:14');
    expect(text).not.toContain('09:14');
  });

  it('keeps a wall time that is the person’s own, and a start that only happened earlier', () => {
    const own = entryOf(
      [
        stored('09:14:31', {
          id: 7,
          created: '2026-11-21 22:10:00',
          amount: 12.5,
          currency: 'NZD',
          note: 'coffee beans',
        }),
      ],
      'Transfers',
      [],
      'Pacific/Auckland',
    );
    expect(own).toContain('22:10');
    const ride = entryOf(
      [stored('11:10:00', { id: 'ride-1', start_time: '2026-11-21T11:02:14', distance: 14210, sport: 'cycling' })],
      'Rides',
      [],
      'Europe/Helsinki',
    );
    expect(ride).toContain('11:02');
    expect(ride).not.toContain('13:02');
  });

  it('reads a whole amount as whole units when the source sends that amount with cents in another currency', () => {
    const text = entryOf(
      [
        stored('09:14:31', transfer(11, '2026-11-21 09:14:08', 400, 'GBP', 'for Lola’s meds', 'Rosario Dela Cruz')),
        stored('09:30:55', transfer(21, '2026-11-21 09:30:40', 620, 'NZD', 'March rent flat 4', 'Harbourview Ltd')),
      ],
      'Transfers',
      [],
      'Pacific/Auckland',
    );
    expect(text).toContain('NZ$620.00');
    expect(text).toContain('to Harbourview Ltd');
    expect(text).not.toContain('as sent');
  });
});

describe('a station’s day of readings', () => {
  const reading = (at: string, gust: number, pressure: number, rain: number) =>
    stored(at, {
      dateutc: `2026-11-21 ${at}`,
      tempf: at < '16' ? 50.2 : 55.4,
      windgustmph: gust,
      baromrelin: pressure,
      dailyrainin: rain,
      weeklyrainin: rain + 0.5,
    });

  it('tells when the strongest gust came, when the pressure was lowest, and the day’s rain as the last total', () => {
    const text = entryOf(
      [
        reading('11:30:00', 8.1, 29.862, 0),
        reading('15:00:00', 29.8, 29.583, 0.22),
        reading('18:00:00', 47.2, 29.412, 0.909),
        reading('23:30:00', 26.4, 29.487, 1.311),
      ],
      'Backyard station',
      [],
      'America/St_Johns',
    );
    expect(text).toContain('highest 47.2 mph at 14:30');
    expect(text).toContain('lowest 29.41 inHg at 14:30');
    expect(text).toContain('rain 1.31 in');
    expect(text).not.toMatch(/0\.22–1\.31 in|rain 0–1/);
  });
});

describe('events logged each with its measure', () => {
  const event = (id: string, at: string, type: string, value: number, unit: string, status = 'created') => ({
    recordId: id,
    systemTime: `2026-11-21T${at}:31+00:00`,
    displayTime: `2026-11-21T${at}:31+00:00`,
    eventType: type,
    value,
    unit,
    eventStatus: status,
  });

  it('tells each at its time, a later version of one as it is now, and a deleted one not at all', () => {
    const text = entryOf([
      stored('09:00:00', {
        records: [event('a1', '07:15', 'insulin', 5.5, 'units'), event('b2', '07:20', 'carbs', 52, 'grams')],
      }),
      stored('12:00:00', {
        records: [event('c3', '10:02', 'carbs', 15, 'grams'), event('d4', '10:03', 'carbs', 30, 'grams')],
      }),
      stored('12:05:00', { records: [event('d4', '10:03', 'carbs', 30, 'grams', 'deleted')] }),
      stored('19:45:00', { records: [event('e5', '19:30', 'insulin', 2.5, 'units')] }),
      stored('19:50:00', { records: [event('e5', '19:30', 'insulin', 3, 'units', 'updated')] }),
    ]);
    expect(text).toMatch(/07:15: insulin 5\.5 units/);
    expect(text).toMatch(/07:20: carbs 52 g\b/);
    expect(text).toMatch(/10:02: carbs 15 g\b/);
    expect(text).toMatch(/19:30: insulin 3 units/);
    expect(text).not.toMatch(/30 g|2\.5 units|grams|created|updated/);
  });
});

describe('amounts written for people beside their minor units', () => {
  const money = (value: number) => ({
    display: `A$${(value / 100).toFixed(2)}`,
    currency: 'AUD',
    value,
    major_value: (value / 100).toFixed(2),
  });

  it('reads the amount as written, never its minor units as whole dollars', () => {
    const text = entryOf([
      stored('09:05:20', {
        id: '1287364521',
        created: '2026-11-21T09:05:09Z',
        status: 'placed',
        event: { name: { text: 'The Moth & The Lantern' } },
        costs: { base_price: money(6800), eventbrite_fee: money(890), gross: money(7890) },
      }),
    ]);
    expect(text).toContain('A$78.90');
    expect(text).toContain('A$8.90');
    expect(text).not.toMatch(/A\$7,890|A\$890|A\$6,800/);
  });
});

describe('a record taken back from its group', () => {
  const workout = (id: string, title: string, start: string, end: string, kg: number) => ({
    workout: {
      id,
      title,
      start_time: `2026-11-21T${start}:00+00:00`,
      end_time: `2026-11-21T${end}:00+00:00`,
      exercises: [{ title: 'Squat', sets: [{ weight_kg: kg, reps: 5 }] }],
    },
  });

  it('takes its measures with it when it is deleted or replaced by a version sent in an event list', () => {
    const text = entryOf([
      stored('08:41:00', workout('w1', 'Push Day A', '07:28', '08:39', 60)),
      stored('10:20:00', {
        page: 1,
        events: [{ type: 'updated', ...workout('w1', 'Push Day A – PR', '07:28', '08:39', 60) }],
      }),
      stored('18:44:00', workout('w2', 'Leg Day B', '18:41', '18:44', 20)),
      stored('19:00:00', { page: 1, events: [{ type: 'deleted', id: 'w2', deleted_at: '2026-11-21T18:52:08Z' }] }),
    ]);
    expect(text).toContain('Push Day A – PR');
    expect(text).toContain('1 h 11 min');
    expect(text).not.toMatch(/3 min|20 kg|Leg Day B|“Push Day A”/);
  });
});

describe('a record the day learns of only as gone', () => {
  it('is told as cancelled when it was still to come, by whoever removed it, with none of its numbers', () => {
    const text = entryOf(
      [
        stored('07:42:55', {
          event: 'meeting.deleted',
          payload: {
            operator: 'nisha.thapa@tidewell.io',
            object: { id: '89204417362', topic: '1:1 Kavya / Bram', start_time: '2026-11-21T10:15:00Z', duration: 30 },
          },
        }),
      ],
      'Meetings',
      ['Kavya Iyer', 'kavya.iyer@tidewell.io'],
    );
    expect(text).toContain('1:1 Kavya / Bram');
    expect(text).toContain('cancelled');
    expect(text).toContain('Nisha Thapa');
    expect(text).not.toMatch(/30 min|deleted|nisha\.thapa@/);
  });
});

describe('names that are codes, and keys people use', () => {
  it('leaves out a signal’s name that spells its code, and tells a ticket by its key', () => {
    const signals = entryOf([
      stored('10:15:10', {
        eventType: 'VEHICLE_STATE',
        data: {
          signals: [
            { code: 'tractionbattery-stateofcharge', name: 'StateOfCharge', body: { unit: 'percent', value: 90 } },
          ],
        },
      }),
    ]);
    expect(signals).toContain('90%');
    expect(signals).not.toMatch(/StateOfCharge/);
    const ticket = entryOf([
      stored('03:32:06', {
        webhookEvent: 'jira:issue_created',
        issue: {
          id: '10042',
          key: 'KTM-482',
          fields: {
            summary: 'Payment retry screen freezes',
            issuetype: { id: '10004', name: 'Bug' },
            project: { id: '10012', key: 'KTM', name: 'Khalti Mobile Checkout' },
            status: { id: '10000', name: 'To Do' },
          },
        },
      }),
    ]);
    expect(ticket).toContain('KTM-482');
    expect(ticket).not.toContain('10042');
  });
});

describe('an order of tickets', () => {
  const money = (value: number) => ({ currency: 'AUD', value, major_value: (value / 100).toFixed(2) });
  const order = (status: string, changed: string) => ({
    id: '1287364521',
    created: '2026-11-21T09:05:09Z',
    changed,
    name: 'Mia Tran',
    status,
    costs: { gross: money(7890) },
    event: {
      id: '1198734502219',
      name: { text: 'The Moth & The Lantern' },
      status: 'live',
      start: { timezone: 'Europe/London', local: '2026-11-21T19:30:00', utc: '2026-11-21T19:30:00Z' },
    },
    attendees: [
      { id: 'a1', created: '2026-11-21T09:05:09Z', profile: { name: 'Mia Tran' }, status: 'Attending' },
      { id: 'a2', created: '2026-11-21T09:05:09Z', profile: { name: 'Jasper Nguyen' }, status: 'Attending' },
    ],
  });

  it('is one order with whom it is for, its own state before its show’s, and its show named once', () => {
    const text = entryOf(
      [
        stored('09:05:20', order('placed', '2026-11-21T09:05:11Z')),
        stored('16:20:00', order('refunded', '2026-11-21T16:19:55Z')),
      ],
      'Tickets',
      ['Mia Tran'],
    );
    expect(text).toContain('with Jasper Nguyen');
    expect(text).toContain('refunded');
    expect(text).toContain('A$78.90');
    expect(text).not.toMatch(/\blive\b|Attending|The Moth & The Lantern and The Moth/);
  });
});
