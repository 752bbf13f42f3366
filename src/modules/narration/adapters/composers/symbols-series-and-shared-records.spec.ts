import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in rounds 39 and 40 of first contact (issue 34), each on shapes of its own: a webhook's kind that names
// the hook, an event's record under a key its kind names, an appliance's programme in capitals, the sky's symbols, a
// device's capabilities, codes that are no measures, a leg's board and off points, a task done after its planned
// start, a match's players, a work's byline, a status code, a series described beside it, winds in km/h, windows.

describe('events whose kind names the hook and whose record its kind names', () => {
  const event = (id: string, trigger: string, at: string, source: Record<string, unknown>, by = 'Ines Moreau') => ({
    type: 'webhook_event',
    id,
    created_at: at,
    trigger,
    webhook: { id: '4410', type: 'webhook' },
    created_by: { type: 'user', id: '90', name: by, login: 'someone@example.com' },
    source,
  });

  it('keeps events of one hook apart, tells the record its kind names and whose comment it was', () => {
    const text = entryOf(
      [
        {
          at: '09:00:00',
          payload: event('e1', 'FILE.UPLOADED', '2026-11-21T09:00:00Z', {
            id: '71',
            type: 'file',
            name: 'Lease renewal.pdf',
          }),
        },
        {
          at: '11:30:00',
          payload: event(
            'e2',
            'COMMENT.CREATED',
            '2026-11-21T11:30:00Z',
            { id: '5', type: 'comment', message: 'Page two needs your initials.', item: { id: '71', type: 'file' } },
            'Tom Varga',
          ),
        },
        {
          at: '16:45:00',
          payload: event('e3', 'FILE.UPLOADED', '2026-11-21T16:45:00Z', {
            id: '72',
            type: 'file',
            name: 'Lease renewal signed.pdf',
          }),
        },
      ],
      'Files',
      ['Ines Moreau'],
    );
    expect(text).toContain('Lease renewal.pdf');
    expect(text).toContain('Lease renewal signed.pdf');
    expect(text).toMatch(/file uploaded/i);
    expect(text).toContain('09:00');
    expect(text).toContain('16:45');
    expect(text).toContain('Tom Varga: “Page two needs your initials.”');
    expect(text).not.toMatch(/webhook event|FILE\.UPLOADED|created_by/i);
  });
});

describe('an appliance’s programme shown in capitals', () => {
  it('tells the programme as shown and the machine’s type', () => {
    const shown = (raw: number, localized: string, key: string) => ({
      value_raw: raw,
      value_localized: localized,
      key_localized: key,
    });
    const text = entryOf([
      {
        at: '07:10:00',
        payload: {
          '000177300412': {
            ident: { type: shown(2, 'Tumble dryer', 'Device type'), deviceName: '' },
            state: {
              ProgramID: shown(3, 'QUICK', 'Program name'),
              status: shown(7, 'Finished', 'status'),
              elapsedTime: [0, 52],
            },
          },
        },
      },
    ]);
    expect(text).toContain('QUICK');
    expect(text).toMatch(/Tumble dryer/i);
    expect(text).toContain('52 min');
    expect(text).not.toMatch(/value_raw|key_localized|ProgramID|000177300412/);
  });
});

describe('the sky’s symbols', () => {
  const hour = (time: string, symbol: string, rain: number) => ({
    time,
    data: {
      instant: { details: { air_temperature: 6.5 } },
      next_1_hours: { summary: { symbol_code: symbol }, details: { precipitation_amount: rain } },
      next_6_hours: { summary: { symbol_code: 'heavyrain' }, details: { precipitation_amount: 9 } },
    },
  });

  it('reads glued and joined symbols as weather, the hour’s own rain included, and never prints a code', () => {
    const text = entryOf([
      {
        at: '06:00:00',
        payload: {
          type: 'Feature',
          properties: {
            meta: { units: { air_temperature: 'celsius', precipitation_amount: 'mm' } },
            timeseries: [
              hour('2026-11-21T07:00:00Z', 'lightrainshowers_day', 0.6),
              hour('2026-11-21T08:00:00Z', 'partlycloudy_day', 0),
              hour('2026-11-21T09:00:00Z', 'clearsky_day', 0),
            ],
          },
        },
      },
      { at: '12:00:00', payload: { summary: 'Now', icon: 'partly-cloudy-night', temperature: 4.2 } },
    ]);
    expect(text).toContain('light rain showers');
    expect(text).toContain('partly cloudy');
    expect(text).toContain('clear sky');
    expect(text).toContain('0.6 mm');
    expect(text).not.toMatch(/partlycloudy|clearsky|symbol|_day|partly-cloudy|heavy rain/);
  });

  it('leaves out an icon that is no sky word', () => {
    const text = entryOf([{ at: '12:00:00', payload: { icon: 'gear-outline', temperature: 4.2 } }]);
    expect(text).not.toMatch(/gear/);
  });
});

describe('a device’s capabilities', () => {
  it('reads capabilities as the device’s readings and states, not a power, and no API answer as words', () => {
    const text = entryOf([
      {
        at: '08:00:00',
        payload: {
          code: 200,
          msg: 'success',
          payload: {
            sku: 'H6001',
            device: 'AA:BB:CC:DD:EE:FF:00:11',
            capabilities: [
              { type: 'devices.capabilities.online', instance: 'online', state: { value: true } },
              { type: 'devices.capabilities.on_off', instance: 'powerSwitch', state: { value: 1 } },
              { type: 'devices.capabilities.property', instance: 'sensorTemperature', state: { value: 19.5 } },
              { type: 'devices.capabilities.work_mode', instance: 'workMode', state: { value: { workMode: 2 } } },
            ],
          },
        },
      },
      {
        at: '13:00:00',
        payload: {
          sku: 'H7100',
          device: '11:22:33:44:55:66:77:88',
          deviceName: 'Office Purifier',
          capabilities: [
            {
              type: 'devices.capabilities.event',
              instance: 'filterExpiredEvent',
              state: [{ name: 'expired', value: 1, message: 'Filter needs replacing' }],
            },
          ],
        },
      },
    ]);
    expect(text).toContain('temperature 19.5 °C');
    expect(text).toContain('Office Purifier');
    expect(text).toContain('Filter needs replacing');
    expect(text).not.toMatch(/success|power|sensor temperature|work mode|devices\.capabilities/i);
  });
});

describe('codes that are no measures, and a leg’s two ends', () => {
  it('tells a flight by its designator and its leg’s board and off points, never a type code as a measure', () => {
    const text = entryOf([
      {
        at: '07:00:00',
        payload: {
          data: [
            {
              type: 'DatedFlight',
              flightDesignator: { carrierCode: 'TP', flightNumber: 1336 },
              legs: [
                { boardPointIataCode: 'LIS', offPointIataCode: 'LHR', aircraftEquipment: { aircraftType: '32Q' } },
              ],
            },
          ],
          meta: { count: 1 },
        },
      },
    ]);
    expect(text).toContain('LIS → LHR');
    expect(text).toContain('TP 1336');
    expect(text).not.toMatch(/32 Q|32Q|legs/);
  });
});

describe('a tracked flight', () => {
  it('reads shortened ends (`orig_iata`, `dest_iata`) as its route, its distances in km and its number as written', () => {
    const text = entryOf([
      {
        at: '14:00:00',
        payload: {
          data: [
            {
              flight: 'LH1170',
              orig_iata: 'FRA',
              dest_iata: 'LIS',
              datetime_takeoff: '2026-11-21T10:05:00Z',
              datetime_landed: '2026-11-21T13:02:00Z',
              actual_distance: 1912.4,
              flight_ended: true,
            },
          ],
        },
      },
    ]);
    expect(text).toContain('FRA → LIS');
    expect(text).toContain('LH1170');
    expect(text).toContain('1,912.4 km');
    expect(text).not.toMatch(/1\.9 km|lh1170/);
  });
});

describe('a task due at a time and done at another', () => {
  it('tells it at when it was done, not when it was planned', () => {
    const task = (status: number, completedTime?: string) => ({
      id: 'task-1',
      title: 'Renew the parking permit',
      status,
      startDate: '2026-11-21T09:00:00.000+0000',
      dueDate: '2026-11-21T09:00:00.000+0000',
      ...(completedTime ? { completedTime } : {}),
    });
    const text = entryOf([
      { at: '08:00:00', payload: task(0) },
      { at: '10:20:00', payload: task(2, '2026-11-21T10:17:44.000+0000') },
    ]);
    expect(text).toContain('10:17');
    expect(text).not.toContain('09:00');
  });

  it('keeps a workout’s start as its time, though it says when it was completed', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: {
          workout: 'Rowing',
          start_time: '2026-11-21T07:30:00Z',
          completed_at: '2026-11-21T08:10:00Z',
          distance_km: 8.1,
        },
      },
    ]);
    expect(text).toContain('07:30');
  });
});

describe('a match’s players', () => {
  const player = (name: string, champion: string, win: boolean, extra: Record<string, unknown> = {}) => ({
    puuid: `${name.slice(0, 3)}Q7mZp2_KcR8sLn4VtB9wYe3HfA1jG6uDoIi5KnE0rQ0`,
    gameName: name,
    championName: champion,
    kills: 4,
    deaths: 6,
    win,
    ...extra,
  });

  it('tells the person’s own part and how it went, never the players’ ids, nor the teams’ flags as the person’s', () => {
    const text = entryOf(
      [
        {
          at: '20:40:00',
          payload: {
            metadata: {
              matchId: 'EUW1_700100',
              participants: [
                'abcQ7mZp2_KcR8sLn4VtB9wYe3HfA1jG6uDoIi5KnE0rQ0',
                'defQ7mZp2_KcR8sLn4VtB9wYe3HfA1jG6uDoIi5KnE0rQ0',
              ],
            },
            info: {
              gameStartTimestamp: Date.parse('2026-11-21T20:05:00Z'),
              gameDuration: 1710,
              participants: [player('Rivalry', 'Garen', true), player('lunar_ada', 'Lux', false)],
              teams: [
                { teamId: 100, win: true },
                { teamId: 200, win: false },
              ],
            },
          },
        },
      ],
      'Games',
      ['lunar_ada'],
    );
    expect(text).toContain('Lux');
    expect(text).toMatch(/\blost\b/);
    expect(text).not.toMatch(/\bwon\b/);
    expect(text).not.toMatch(/Garen|Q7mZp2|abcQ7/);
  });
});

describe('names and codes of records', () => {
  it('reads a work’s byline as its author, never as the person’s words, and a name sent the other way round', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: { title: 'Rivers of the Lowlands', published_by: ['Sanne de Wit', 'Joris Bakker'], reading_time: 9 },
      },
      {
        at: '10:00:00',
        payload: { name_first: 'Priya', name_last: 'Raman', item_name: 'Glazing workshop', amount: 40 },
      },
    ]);
    expect(text).toContain('Sanne de Wit and Joris Bakker');
    expect(text).not.toContain('“Sanne de Wit');
    expect(text).toContain('Priya Raman');
  });

  it('reads a status code in capitals as where the record stands, a bracketed code as nothing, a line’s notes as words', () => {
    const text = entryOf([
      {
        at: '19:00:00',
        payload: {
          code: 'CAN',
          fullCode: 'CANCELLED',
          orderId: 'b1',
          createdAt: '2026-11-21T19:00:00Z',
          metadata: { CANCEL_STAGE: '[PRE_CONFIRMED]' },
        },
      },
      { at: '12:00:00', payload: { order: 'Lunch', observations: 'no onions, please', total: 12.5, currency: 'EUR' } },
    ]);
    expect(text).toContain('cancelled');
    expect(text).toContain('no onions, please');
    expect(text).not.toMatch(/PRE.CONFIRMED|fullCode/);
  });
});

describe('a series described beside it', () => {
  const observation = (name: string, unit: string, values: Array<[string, string]>) => ({
    value: values.map(([date, value]) => ({ date: Date.parse(date), value, quality: 'G' })),
    updated: Date.parse('2026-11-21T18:00:00Z'),
    parameter: { key: '1', name, summary: 'momentanvärde', unit },
    station: { key: '52350', name: 'Lund' },
    period: { key: 'latest-day', summary: 'Data från senaste dygnet' },
  });

  it('names the readings by their unit’s measure, with their extremes and times, and never the describer’s words', () => {
    const text = entryOf([
      {
        at: '18:00:00',
        payload: observation('Lufttemperatur', 'celsius', [
          ['2026-11-21T09:00:00Z', '2.1'],
          ['2026-11-21T13:00:00Z', '6.4'],
          ['2026-11-21T17:00:00Z', '3.0'],
        ]),
      },
      {
        at: '18:01:00',
        payload: observation('Byvind', 'meter per sekund', [
          ['2026-11-21T10:00:00Z', '9.0'],
          ['2026-11-21T14:00:00Z', '12.5'],
        ]),
      },
    ]);
    expect(text).toContain('6.4 °C');
    expect(text).toContain('13:00');
    expect(text).toMatch(/wind speed/);
    expect(text).toContain('45 km/h');
    expect(text).not.toMatch(/Lufttemperatur|Byvind|momentanvärde|senaste|sekund/);
  });
});

describe('winds sent with no unit', () => {
  it('reads a source’s winds in km/h once one of them blew faster than any wind in metres a second', () => {
    const text = entryOf([
      { at: '09:00:00', payload: { timestamp: '2026-11-21T09:00:00Z', wind_speed: 12.1, temperature: 8 } },
      { at: '15:00:00', payload: { timestamp: '2026-11-21T15:00:00Z', wind_gust_speed: 68, temperature: 9 } },
    ]);
    expect(text).toContain('12.1 km/h');
    expect(text).toContain('68 km/h');
  });

  it('reads a gust under a glued name as a wind, whose speed says the others are in km/h too', () => {
    const text = entryOf(
      [
        {
          at: '09:00:00',
          payload: { datetime: '2026-11-21', windgust: 67, windspeed: 36.9, temp: 30.2, queryCost: 1 },
        },
      ],
      'Weather',
      [],
      'Australia/Adelaide',
    );
    expect(text).toContain('wind gust 67 km/h');
    expect(text).toContain('wind speed 36.9 km/h');
    // (What the API call cost is nothing of the day.)
    expect(text).not.toMatch(/AUD|A\$1|query/);
  });

  it('keeps them in metres a second while every one fits', () => {
    const text = entryOf([{ at: '09:00:00', payload: { timestamp: '2026-11-21T09:00:00Z', wind_speed: 12 } }]);
    expect(text).toContain('43.2 km/h');
  });

  it('tells a measure sent over several windows once, over its shortest', () => {
    const text = entryOf([
      {
        at: '12:00:00',
        payload: {
          timestamp: '2026-11-21T12:00:00Z',
          temperature: 7,
          wind_speed_10: 5,
          wind_speed_30: 6,
          wind_speed_60: 7,
        },
      },
    ]);
    expect(text).toContain('wind speed 18 km/h');
    expect(text).not.toMatch(/21\.6|25\.2|wind speed \d+ \d/);
  });
});

describe('a game’s polled log, a commenter’s handle and a ticket’s answers', () => {
  it('tells each battle at its time in the basic format, where and how it ended, never a piece’s power as watts', () => {
    const battle = (battleTime: string, map: string, result: string) => ({
      battleTime,
      event: { id: 15000005, mode: 'knockout', map },
      battle: {
        mode: 'knockout',
        result,
        duration: 95,
        teams: [[{ tag: '#ME1', name: 'Kit', brawler: { id: 1, name: 'SHELLY', power: 11, trophies: 520 } }]],
      },
    });
    const text = entryOf([
      {
        at: '21:00:00',
        payload: {
          items: [
            battle('20261121T204512.000Z', 'Goldarm Gulch', 'victory'),
            battle('20261121T201003.000Z', 'Belle’s Rock', 'defeat'),
          ],
          paging: { cursors: {} },
        },
      },
    ]);
    expect(text).toContain('20:45');
    expect(text).toContain('20:10');
    expect(text).toContain('Goldarm Gulch');
    expect(text).toContain('victory');
    expect(text).toContain('defeat');
    expect(text).not.toMatch(/\d W\b|power/);
  });

  it('tells a comment by another’s handle as theirs, not as the person’s words', () => {
    const text = entryOf(
      [
        {
          at: '09:00:00',
          payload: {
            by: 'pg',
            id: 501,
            parent: 500,
            text: 'Nice write-up, what about caching?',
            time: 1795251600,
            type: 'comment',
          },
        },
      ],
      'Forum',
      ['ada'],
    );
    expect(text).toContain('pg: “Nice write-up, what about caching?”');
  });

  it('reads a question sent as an object of its own with its answer', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: {
          _type: 'ticket',
          release_title: 'Workshop pass',
          event: { title: 'Data Day' },
          answers: [{ question: { title: 'T-shirt size' }, response: 'M', question_id: 4 }],
        },
      },
    ]);
    expect(text).toContain('T-shirt size: M');
  });
});
