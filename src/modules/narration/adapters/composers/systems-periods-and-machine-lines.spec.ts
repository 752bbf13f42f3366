import { entryOf } from '../../../../../test/support/composed-entry';

// Round 31's classes (issue 34), on shapes of their own: a measure given in several systems of units; a meter's
// totals by period and one unit for all of an object's values; a barometer's inches read from what fits; a rain
// collector's counts by its documented size code; a state's text; statistics over a past window and a direction in
// degrees; the description of what an event came through;
// what a machine writes for machines. (An event's kind as an object with its code: first-contact-shapes.spec.ts.)

describe('a measure in several systems of units', () => {
  it('is read in the metric one, with the unit it names', () => {
    const reading = (time: string, celsius: number, fahrenheit: number, sky: string) => [
      {
        LocalObservationDateTime: time,
        WeatherText: sky,
        Temperature: {
          Metric: { Value: celsius, Unit: 'C', UnitType: 17 },
          Imperial: { Value: fahrenheit, Unit: 'F', UnitType: 18 },
        },
      },
    ];
    const text = entryOf([
      { at: '07:00:00', payload: reading('2026-11-21T07:00:00+00:00', 6.1, 43.0, 'Fog') },
      { at: '13:00:00', payload: reading('2026-11-21T13:00:00+00:00', 11.7, 53.1, 'Mostly sunny') },
    ]);
    expect(text).toContain('6.1 °C');
    expect(text).toContain('11.7 °C');
    expect(text).not.toMatch(/Metric|Imperial|UnitType|43 °F/);
    // A state's text is no one's words.
    expect(text).not.toMatch(/“Fog”|“Mostly sunny”/);
  });
});

describe('a meter’s totals by period', () => {
  it('tell the day’s so far in the unit the object names for all its values; never the week’s or the month’s', () => {
    const meter = (time: string, day: number, kw: number) => ({
      heatpumpmeter: {
        timestamp: time,
        energy: { import: { cumulative: 51_203.4, day, week: day + 40, month: day + 300, units: 'kWh' } },
        power: { value: kw, units: 'kW' },
      },
    });
    const text = entryOf([
      { at: '08:00:00', payload: meter('2026-11-21T08:00:00Z', 4.5, 1.2) },
      { at: '21:00:00', payload: meter('2026-11-21T21:00:00Z', 23.7, 0.4) },
    ]);
    expect(text).toContain('23.7 kWh');
    expect(text).toContain('heat pump meter');
    expect(text).not.toMatch(/63\.7|323\.7|51,203|heatpumpmeter/);
  });

  it('read yesterday as another period: today is the day’s', () => {
    const text = entryOf([
      {
        at: '22:00:00',
        payload: { Time: '2026-11-21T22:00:00', ENERGY: { Total: 1882.3, Yesterday: 8.4, Today: 9.1, units: 'kWh' } },
      },
    ]);
    expect(text).toContain('9.1 kWh');
    expect(text).not.toMatch(/8\.4|1,882/);
  });
});

describe('a barometer and a wind vane', () => {
  it('read a pressure of no unit that only inches of mercury fit, and leave out directions and past windows', () => {
    const conditions = (at: number, bar: number, speed: number) => ({
      data: {
        ts: at,
        conditions: [
          {
            temp: 9.5,
            wind_speed_last: speed,
            wind_dir_last: 270,
            wind_speed_avg_last_10_min: speed + 1,
            wind_dir_scalar_avg_last_10_min: 265,
            wind_speed_hi_last_2_min: speed + 6,
            wind_dir_at_hi_speed_last_2_min: 250,
            rain_size: 2,
            rainfall_daily: at > Date.parse('2026-11-21T12:00:00Z') / 1000 ? 12 : 0,
            rainfall_year: 611,
          },
          { bar_sea_level: bar, bar_trend: -0.02 },
        ],
      },
    });
    const text = entryOf(
      [
        { at: '08:00:00', payload: conditions(Date.parse('2026-11-21T08:00:00Z') / 1000, 29.81, 4) },
        { at: '16:00:00', payload: conditions(Date.parse('2026-11-21T16:00:00Z') / 1000, 29.64, 11) },
      ],
      'Weather station',
      [],
      'America/Chicago',
    );
    expect(text).toContain('29.81 inHg');
    expect(text).toContain('29.64 inHg');
    // Rain in counts of a collector of 0.2 mm (Davis's `rain_size: 2`); the wind as it is now, no "last".
    expect(text).toContain('rain 2.4 mm');
    expect(text).toMatch(/wind speed 4/);
    expect(text).not.toMatch(/12 mm|611|speed last/);
    expect(text).not.toMatch(/bar sea level|\b270\b|\b265\b|\b250\b|min–|last 10|last 2/);
  });
});

describe('what an event came through, and its kind', () => {
  it('names the repository it went to, never quotes its description, and names a colleague who pushed', () => {
    const push = (at: number, pusher: string, tag: string) => ({
      callback_url: 'https://registry.example.com/u/ada/hook/3f9a1c7e2b8d4a60/',
      push_data: { pushed_at: at, pusher, tag },
      repository: { name: 'allotment-map', namespace: 'ada', description: 'Plot map for the allotment society' },
    });
    const text = entryOf(
      [
        { at: '10:00:00', payload: push(Date.parse('2026-11-21T10:00:00Z') / 1000, 'ada', 'v1.2.0') },
        { at: '15:00:00', payload: push(Date.parse('2026-11-21T15:00:00Z') / 1000, 'tomasz', 'v1.2.1') },
      ],
      'Registry',
      ['Ada Lovelace', 'ada'],
    );
    expect(text).toContain('allotment-map');
    expect(text).toContain('tomasz');
    expect(text).not.toContain('“Plot map for the allotment society”');
  });
});

describe('what a machine writes for machines', () => {
  it('is never told: a mail server’s reply, a user agent, a queue’s topic', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: [
          {
            email: 'reader@example.org',
            timestamp: Date.parse('2026-11-21T09:00:00Z') / 1000,
            event: 'delivered',
            campaign_name: 'Winter Letter',
            response: '250 2.0.0 OK 1763715600 a1b2c3d4e5 - gsmtp',
          },
          {
            email: 'reader@example.org',
            timestamp: Date.parse('2026-11-21T09:20:00Z') / 1000,
            event: 'open',
            campaign_name: 'Winter Letter',
            useragent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15',
          },
        ],
      },
      { at: '10:00:00', payload: { topic: 'stat/garage_door/RESULT', payload: { POWER: 'ON' } } },
    ]);
    expect(text).toContain('Winter Letter');
    expect(text).not.toMatch(/250 2\.0\.0|Mozilla|stat\/garage_door/);
  });
});

describe('a text message’s delivery', () => {
  it('ends at no deadline, costs no fraction of a cent, and names no carrier', () => {
    const message = (status: string, completed: string | null) => ({
      data: {
        event_type: 'message.finalized',
        occurred_at: '2026-11-21T09:14:43Z',
        payload: {
          direction: 'outbound',
          from: { phone_number: '+15550100', carrier: 'Acme Telecom LLC' },
          to: [{ phone_number: '+15550142', status, carrier: 'Northern Wireless' }],
          text: 'Ferry is running late, see you at 11',
          cost: { amount: '0.0040', currency: 'USD' },
          sent_at: '2026-11-21T09:14:40Z',
          completed_at: completed,
          valid_until: '2026-11-21T13:14:40Z',
        },
      },
    });
    const text = entryOf([{ at: '09:14:44', payload: message('delivered', '2026-11-21T09:14:43Z') }]);
    expect(text).toContain('Ferry is running late, see you at 11');
    expect(text).toContain('09:14');
    expect(text).not.toMatch(/13:14|4 h|\$0\.00|Acme Telecom|Northern Wireless/);
  });
});

describe('a switch’s messages forwarded with their topic', () => {
  it('are of the thing the topic names, each time it ran with how long', () => {
    const result = (at: string, power: string) => ({
      at,
      payload: { topic: 'stat/towel_rail/RESULT', payload: { POWER: power }, qos: 0, retain: false },
    });
    const text = entryOf([
      result('06:10:00', 'ON'),
      result('07:00:00', 'OFF'),
      {
        at: '07:00:05',
        payload: {
          topic: 'tele/towel_rail/STATE',
          payload: { Time: '2026-11-21T07:00:04', POWER: 'OFF', Wifi: { SSId: 'Home-5G', RSSI: 70 } },
        },
      },
      result('19:30:00', 'ON'),
      result('21:45:00', 'OFF'),
    ]);
    expect(text).toContain('towel rail');
    expect(text).toMatch(/on 06:10–07:00 \(50 min\) and 19:30–21:45 \(2 h 15 min\)/);
    expect(text).not.toMatch(/stat\/|tele\/|RESULT|towel_rail|Home-5G/);
  });
});
