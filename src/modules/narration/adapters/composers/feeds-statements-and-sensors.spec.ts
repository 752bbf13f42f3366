import { entryOf } from '../../../../../test/support/composed-entry';

// Round 22's classes (issue 34), on shapes of their own: a feed of activities with wall-clock times written with the
// month's name and numbers sent as text, a bank's amounts as digits and a scale beside its raw statement lines, a
// sensor polled in a zone that counts in Fahrenheit, a listing's entries of a thing and the person's state of it.

describe('a feed of activities', () => {
  const activity = (type: string, start: string, metres: string, seconds: string) => ({
    type,
    start_time: start,
    total_distance: metres,
    duration: seconds,
    uri: `/activities/${start.length}${metres.length}`,
  });

  it('reads wall-clock times written with the month’s name, and numbers sent as text with a float’s noise', () => {
    const text = entryOf([
      {
        at: '20:00:00',
        payload: {
          size: '214',
          items: [
            activity('Running', 'Sat, 21 Nov 2026 07:02:14', '8214.63018400001', '2841.318'),
            activity('Cycling', 'Nov 21, 2026 1:30 PM', '24310.8872640001', '4502.116'),
          ],
        },
      },
    ]);
    expect(text).toMatch(/run, 07:02: [^.]*8\.2 km/);
    expect(text).toMatch(/ride, 13:30: [^.]*24\.3 km/);
  });

  it('leaves out an activity of the evening before that ended before midnight, and keeps a night that ran into the day', () => {
    const text = entryOf([
      {
        at: '20:00:00',
        payload: {
          items: [
            activity('Running', 'Sat, 21 Nov 2026 07:02:14', '8214.6', '2841'),
            activity('Walking', 'Fri, 20 Nov 2026 17:50:02', '4020.5', '3012'),
            { type: 'Sleep', start_time: 'Fri, 20 Nov 2026 23:20:00', duration: '27000' },
          ],
        },
      },
    ]);
    expect(text).not.toContain('walk');
    expect(text).not.toContain('17:50');
    expect(text).toMatch(/sleep[^.]*23:20/i);
  });
});

describe('a bank’s transactions', () => {
  const transaction = (name: string, unscaled: string, scale: string, original: string) => ({
    amount: { currencyCode: 'EUR', value: { scale, unscaledValue: unscaled } },
    descriptions: { display: name, original },
    merchantInformation: { merchantName: name, merchantCategoryCode: '5814' },
    dates: { booked: '2026-11-21' },
    status: 'BOOKED',
  });

  it('reads amounts sent as digits and a scale, and names a business by its short capitals', () => {
    const text = entryOf([
      {
        at: '18:00:00',
        payload: {
          transactions: [
            transaction('Café Regatta', '-118', '1', 'CAFE REGATTA OY HELSINKI'),
            transaction('HSL', '-6470', '2', 'HSL MOBIILI HELSINKI'),
          ],
        },
      },
    ]);
    expect(text).toContain('-€11.80');
    expect(text).toContain('-€64.70');
    expect(text).toContain('HSL');
    expect(text).not.toMatch(/unscaled|€1\.18|€6,470/);
  });

  it('leaves out a statement’s raw line in capitals where it repeats the name, and keeps one that does not', () => {
    const text = entryOf([
      {
        at: '18:00:00',
        payload: {
          transactions: [
            transaction('Café Regatta', '-118', '1', 'CAFE REGATTA OY HELSINKI'),
            transaction('Alepa', '-2347', '2', 'RETURNED GOODS CREDIT NOTE 7'),
          ],
        },
      },
    ]);
    expect(text).not.toContain('CAFE REGATTA OY');
    expect(text).toContain('RETURNED GOODS CREDIT NOTE 7');
  });
});

describe('a sensor where people count in Fahrenheit', () => {
  const poll = (at: string, temperature: number, humidity: number, pm: number) => ({
    at,
    payload: {
      sensor: {
        name: 'Backyard',
        temperature,
        temperature_a: temperature,
        humidity,
        humidity_a: humidity,
        'pm2.5': pm,
        'pm2.5_a': pm - 0.3,
        last_seen: Date.parse(`2026-11-21T${at}Z`) / 1000,
      },
    },
  });

  it('reads a temperature no weather has in Celsius as Fahrenheit, tells it in Fahrenheit, and each value once', () => {
    const text = entryOf(
      [poll('14:00:00', 64, 41, 8.1), poll('20:00:00', 88, 18, 22.4), poll('23:30:00', 97, 12, 61.7)],
      'Air sensor',
      [],
      'America/Denver',
    );
    expect(text).toContain('64–97 °F');
    expect(text).not.toMatch(/°C|temperature a|humidity a/);
  });

  it('reads a thermostat’s whole tenths there, and a bare small number stays as sent', () => {
    const text = entryOf(
      [{ at: '14:00:00', payload: { thermostat: 'Hall', actualTemperature: 711, outdoorTemp: 21 } }],
      'Thermostat',
      [],
      'America/Chicago',
    );
    expect(text).toContain('71.1 °F');
    expect(text).toContain('21°');
    expect(text).not.toContain('21 °');
  });

  it('says where a series ended when that was neither its lowest nor its highest', () => {
    const text = entryOf([
      { at: '07:00:00', payload: { sensor: 'Porch', time: '2026-11-21T07:00:00Z', temperature_c: 8.1 } },
      { at: '16:30:00', payload: { sensor: 'Porch', time: '2026-11-21T16:30:00Z', temperature_c: 16.7 } },
      { at: '21:30:00', payload: { sensor: 'Porch', time: '2026-11-21T21:30:00Z', temperature_c: 12.2 } },
    ]);
    expect(text).toContain('last 12.2 °C at 21:30');
  });
});

describe('a listing’s entries of a thing and the person’s state of it', () => {
  const entry = (id: number, title: string, status: string, updated: string, airing = 'finished_airing') => ({
    node: { id, title, num_episodes: 24, status: airing },
    list_status: { status, score: 8, num_episodes_watched: 4, updated_at: updated },
  });

  it('tells the person’s state at its own time, once per thing, and leaves out entries of other days', () => {
    const listing = (at: string, frieren: string) => ({
      at,
      payload: {
        data: [
          entry(1, 'Frieren', 'watching', frieren),
          entry(2, 'Dungeon Meshi', 'completed', '2026-11-21T14:10:00+00:00'),
          entry(3, 'One Piece', 'on_hold', '2026-08-02T14:24:02+00:00', 'currently_airing'),
        ],
        paging: { next: 'https://example.org/v2/list?offset=3' },
      },
    });
    const text = entryOf([
      listing('15:00:00', '2026-11-21T13:02:00+00:00'),
      listing('22:00:00', '2026-11-21T21:12:00+00:00'),
    ]);
    expect(text).toMatch(/Dungeon Meshi[^.]*completed|completed[^.]*Dungeon Meshi/);
    expect(text).toContain('14:10');
    expect(text).toMatch(/Frieren[^.]*watching/);
    expect(text.match(/14:10: Dungeon Meshi/g)).toHaveLength(1);
    expect(text).not.toMatch(/One Piece|on hold|airing/);
  });
});
