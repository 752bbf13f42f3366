import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in the eleventh round of first contact (issue 34), each on shapes of its own: distances and speeds sent
// with no unit by tools made for people who count in miles, trips each told with their own distance, and a card
// payment whose country and city are where it was, not what.

describe('distances and speeds of no unit', () => {
  const trip = (at: string, distance: number, minutes: number, top: number) => ({
    event: 'trip_summary',
    vehicle: 'KM-2291',
    summary: { recordedAt: `2026-11-21T${at}Z`, tripDistance: distance, tripSeconds: minutes * 60, topSpeed: top },
  });

  it('reads them in miles and miles an hour for a person in the United States', () => {
    const text = entryOf([{ at: '15:00:00', payload: trip('14:58:00', 24.6, 41, 71) }], 'Car', [], 'America/Denver');
    expect(text).toContain('24.6 miles');
    expect(text).toContain('71 mph');
    expect(text).not.toMatch(/24\.6 km|39\.6 km|km\/h/);
  });

  it('reads them in kilometres and metres a second elsewhere, and in the unit a name says anywhere', () => {
    const text = entryOf([{ at: '15:00:00', payload: trip('14:58:00', 24.6, 41, 20) }], 'Car');
    expect(text).toContain('24.6 km');
    expect(text).toContain('72 km/h');
    const named = entryOf(
      [{ at: '15:00:00', payload: { event: 'ride', distance_km: 12.5, avg_speed_kmh: 21 } }],
      'Bike',
      [],
      'America/Chicago',
    );
    expect(named).toContain('12.5 km');
    expect(named).toContain('21 km/h');
  });

  it('tells trips each with their own distance one by one, not as a range', () => {
    const text = entryOf([
      { at: '09:00:00', payload: trip('08:58:00', 39.6, 41, 20) },
      { at: '13:00:00', payload: trip('12:58:00', 27.2, 33, 20) },
      { at: '16:00:00', payload: trip('15:58:00', 15.1, 21, 20) },
    ]);
    for (const fact of ['39.6 km', '41 min', '27.2 km', '33 min', '15.1 km', '21 min']) expect(text).toContain(fact);
    expect(text).not.toMatch(/15\.1–39\.6/);
  });
});

describe('a card payment', () => {
  const payment = (at: string, cents: number, merchant: string, city: string, country: string) => ({
    accountNumber: '10014582093',
    dateTime: `2026-11-21T${at}Z`,
    centsAmount: cents,
    currencyCode: 'zar',
    type: 'card',
    reference: `${cents}`,
    card: { id: '2276541', display: '402167XXXXXX4821' },
    merchant: { name: merchant, city, country: { code: 'ZA', name: country } },
  });

  it('is each its own, named by its merchant, never by the card its kind names or the country it was in', () => {
    const text = entryOf([
      { at: '07:47:00', payload: payment('07:47:00', 4500, 'VIDA E CAFFE ROSEBANK', 'Johannesburg', 'South Africa') },
      { at: '18:24:00', payload: payment('18:24:00', 64335, 'WOOLWORTHS PARKHURST', 'Johannesburg', 'South Africa') },
    ]);
    expect(text).toContain('VIDA E CAFFE ROSEBANK');
    expect(text).toContain('45.00');
    expect(text).toContain('WOOLWORTHS PARKHURST');
    expect(text).toContain('643.35');
    expect(text).not.toMatch(/^# South Africa/);
    expect(text).not.toContain('South Africa:');
  });
});

describe('a JSON:API document', () => {
  const member = (id: string, name: string, status: string, tier: string, lastCharge: string) => ({
    data: {
      type: 'member',
      id,
      attributes: { full_name: name, patron_status: status, last_charge_date: lastCharge, will_pay_amount_cents: 0 },
      relationships: {
        currently_entitled_tiers: { data: [{ id: 't-1', type: 'tier' }] },
        campaign: { data: { id: 'c-1', type: 'campaign' } },
      },
    },
    included: [
      { type: 'tier', id: 't-1', attributes: { title: tier, amount_cents: 1200, patron_count: 27 } },
      { type: 'campaign', id: 'c-1', attributes: { summary: 'Every month I draw a new chapter.', patron_count: 212 } },
    ],
  });

  it('is one record, with the resources it points to named by their titles and never counted as records', () => {
    const text = entryOf([
      {
        at: '12:34:00',
        payload: member('m-1', 'Hannah Lee', 'active_patron', 'Studio Insider', '2026-11-21T12:34:00Z'),
      },
    ]);
    expect(text).toContain('Hannah Lee');
    expect(text).toContain('Studio Insider');
    expect(text).not.toMatch(/Every month I draw|212|27|items? from/);
  });

  it('tells a record sent on its own in a new state today, though its own dates are months old', () => {
    const text = entryOf([
      {
        at: '18:22:00',
        payload: member('m-2', 'Kevin Walsh', 'former_patron', 'Studio Insider', '2026-07-01T03:12:40Z'),
      },
    ]);
    expect(text).toMatch(/Kevin Walsh[^.]*former patron/);
  });
});

describe('a recorded meeting', () => {
  const meeting = (title: string, start: string, end: string, invitees: string[], lines: string[][]) => ({
    title,
    recording_start_time: `2026-11-21T${start}Z`,
    recording_end_time: `2026-11-21T${end}Z`,
    calendar_invitees: invitees.map((name) => ({ name, email: `${name.split(' ')[0].toLowerCase()}@example.com` })),
    transcript: lines.map(([speaker, text]) => ({ speaker: { display_name: speaker }, text, timestamp: '00:00:10' })),
  });

  it('says who else was there, never the person, and quotes no one’s transcript as the person’s words', () => {
    const text = entryOf(
      [
        {
          at: '11:20:00',
          payload: meeting(
            'Partner sync',
            '10:30:00',
            '11:12:00',
            ['Ada Lovelace', 'Marcelo Ribeiro', 'Juliana Castro'],
            [
              ['Marcelo Ribeiro', 'Our side is ready on the 14th.'],
              ['Ada Lovelace', 'Thanks both for coming.'],
            ],
          ),
        },
      ],
      'Recorder',
      ['Ada Lovelace', 'ada@example.com'],
    );
    expect(text).toContain('with Marcelo Ribeiro and Juliana Castro');
    expect(text).not.toMatch(/with Ada|Ada Lovelace,|ready on the 14th|Thanks both/);
  });
});

describe('notices of when something began or ended', () => {
  it('tells each at its own time, and still tells nothing of a notice that only says a record changed', () => {
    const start = (at: string) => ({
      eventType: 'tripStart',
      imei: '861394057218846',
      transactionId: `861394057218846-${at}`,
      start: { timestamp: `2026-11-21T${at}Z`, odometer: 48213.4 },
    });
    const text = entryOf([
      { at: '07:49:00', payload: start('07:48:20') },
      { at: '12:37:00', payload: start('12:36:05') },
      {
        at: '07:10:00',
        payload: { type: 'sleep.updated', id: 'e-1', user_id: 'u-1', timestamp: '2026-11-21T07:10:00Z' },
      },
    ]);
    expect(text).toContain('trip start at 07:48 and 12:36');
    expect(text).not.toMatch(/sleep|48,213|odometer/i);
  });
});
