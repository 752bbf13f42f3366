import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met on first contact with a fifth holdout (issue 34), each on shapes of its own: wrappers and envelopes,
// measures in two scales and as shares, settings and plans, a record's versions and its deletion by its kind, times and
// durations written for people, whose names are the person's.

describe('wrappers and envelopes', () => {
  it('reads the one object under a sole key as the record, its key as its kind and its own kind first', () => {
    const text = entryOf([
      {
        at: '07:30:00',
        payload: { session: { type: 'swim', started: '2026-11-21T07:00:00Z', distance_m: 1500, kcal: 380 } },
      },
    ]);
    expect(text).toMatch(/swim, 07:00: distance 1.5 km/i);
    expect(text).not.toContain('session distance');
  });

  it('reads into a wrapper named like plumbing when it holds the record, and down to the record its kind names', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: {
          CallbackUrl: {
            category: 'PAYMENTS',
            object: { Payment: { amount: { value: '-7.20', currency: 'EUR' }, description: 'Harbour Bakery' } },
          },
        },
      },
    ]);
    expect(text).toContain('-€7.20');
    expect(text).toContain('Harbour Bakery');
  });

  it('names an event’s record by its kind: the added record is taken back by its kind’s deletion naming its id', () => {
    const text = entryOf([
      { at: '10:00:00', payload: { type: 'log-added', log: { id: 51, kind: 'yoga', duration_min: 40 } } },
      { at: '10:05:00', payload: { type: 'log-added', log: { id: 52, kind: 'rowing', distance_m: 20000 } } },
      { at: '10:06:00', payload: { type: 'log-deleted', log_id: 52 } },
    ]);
    expect(text).toMatch(/yoga/i);
    expect(text).toContain('40 min');
    expect(text).not.toContain('20 km');
  });

  it('keeps what a record’s earlier version said when its next version (a receipt) does not repeat it', () => {
    const text = entryOf([
      {
        at: '18:30:00',
        payload: {
          event_type: 'trip.status.updated',
          event: {
            trip_id: 'tr-9',
            status: 'completed',
            driver: { first_name: 'Ines' },
            pickup: { time: '2026-11-21T18:02:00Z' },
            dropoff: { time: '2026-11-21T18:27:00Z' },
            distance_km: 12.4,
          },
        },
      },
      {
        at: '18:45:00',
        payload: {
          event_type: 'trip.receipt.ready',
          event: { trip_id: 'tr-9', total: { amount: '21.40', currency: 'GBP' } },
        },
      },
    ]);
    expect(text).toContain('£21.40');
    expect(text).toContain('12.4 km');
    expect(text).toContain('18:02–18:27');
  });
});

describe('measures as they are sent', () => {
  it('reads a measure sent in two scales once, in the metric one, and a share of a measure as a percentage', () => {
    const text = entryOf([
      {
        at: '08:00:00',
        payload: {
          room: {
            indoorTemp: { celsius: 19.5, fahrenheit: 67.1, precision: { celsius: 0.1 } },
            humidity: { percentage: 48 },
            boilerPower: { type: 'PERCENTAGE', percentage: 40 },
          },
        },
      },
    ]);
    expect(text).toContain('19.5 °C');
    expect(text).toContain('48%');
    expect(text).toContain('40%');
    expect(text).not.toContain('67.1');
    expect(text).not.toContain('40 W');
    expect(text).not.toContain('0.1 °C');
  });

  it('says what a setting was set to as a target, and leaves out what is planned next', () => {
    const text = entryOf([
      {
        at: '17:00:00',
        payload: {
          zone: {
            setting: { power: 'ON', temperature: { celsius: 21.5 } },
            nextChange: { start: '2026-11-21T22:00:00Z', setting: { temperature: { celsius: 16 } } },
          },
        },
      },
    ]);
    expect(text).toContain('target temperature 21.5 °C');
    expect(text).not.toContain('16 °C');
  });

  it('tells a blood pressure’s two measures as one reading', () => {
    const text = entryOf([
      { at: '07:20:00', payload: { readings: [{ sys: 121, dia: 79, pulse: 64, taken_at: '2026-11-21T07:15:00Z' }] } },
    ]);
    expect(text).toContain('blood pressure 121/79 mmHg');
  });

  it('reads power, cadence, work in kilojoules and elevation in feet from the names they are sent under', () => {
    const text = entryOf([
      {
        at: '12:00:00',
        payload: {
          ride: { started: '2026-11-21T10:00:00Z', avg_watts: 210, cadence_rpm: 85, work_kj: 640, elev_gain_ft: 1000 },
        },
      },
    ]);
    expect(text).toContain('average power 210 W');
    expect(text).toContain('85 rpm');
    expect(text).toContain('640 kJ');
    expect(text).toContain('elevation gain 1,000 ft');
  });

  it('leaves a vendor’s two-letter prefix out of a measure’s name, and tells progress as a percentage', () => {
    const text = entryOf([
      { at: '12:00:00', payload: { food_name: 'toast', nf_calories: 210 } },
      { at: '21:00:00', payload: { book: { title: 'The Dispossessed', progress: 0.25 } } },
    ]);
    expect(text).toContain('calories 210 kcal');
    expect(text).not.toContain('nf ');
    expect(text).toContain('25%');
  });
});

describe('times and durations written for people', () => {
  it('reads a duration by its formatted twin, and the same unit in its parts', () => {
    const text = entryOf([
      {
        at: '08:00:00',
        payload: {
          piece: { time: 9053, time_formatted: '15:05.3', intervals: [{ time: 3010 }, { time: 3020 }] },
        },
      },
    ]);
    expect(text).toContain('15 min');
    expect(text).not.toContain('2 h');
  });

  it('reads a time of day alone under a moment’s name, a duration named by its unit, and no rounded twin', () => {
    const text = entryOf([
      {
        at: '17:00:00',
        payload: {
          entry_date: '2026-11-21',
          started_time: '2:30pm',
          ended_time: '4:00pm',
          hours: 1.5,
          rounded_hours: 2,
          notes: 'Drafted the survey questions',
          project: { name: 'Harbour Study' },
          client: { name: 'City Council' },
        },
      },
    ]);
    expect(text).toContain('14:30–16:00');
    expect(text).toContain('1 h 30 min');
    expect(text).not.toContain('2 h');
    expect(text).toContain('Harbour Study');
    expect(text).toContain('City Council');
  });
});

describe('whose names they are', () => {
  it('never names the person by a part of their name, nor a receiving party as the one who acted', () => {
    const text = entryOf(
      [
        {
          at: '11:00:00',
          payload: {
            payment: {
              amount: { value: '-18.00', currency: 'EUR' },
              description: 'Lunch',
              owner: { first_name: 'Ada', last_name: 'Lovelace' },
              counterparty: { user: { display_name: 'Corner Café' } },
              status: 'pickedUp',
            },
          },
        },
      ],
      'Bank',
      ['Ada Lovelace'],
    );
    expect(text).not.toContain('Lovelace');
    expect(text).not.toContain('Corner Café:');
    expect(text).toContain('picked up');
  });

  it('keeps a name cased as its owner writes it at the start of a sentence', () => {
    const text = entryOf([{ at: '09:00:00', payload: { weight_kg: 71.2 } }], 'iHealth scale');
    expect(text).toContain('iHealth scale');
    expect(text).not.toContain('IHealth');
  });
});

// Classes met on first contact with a sixth holdout: data points named by their type, epochs sent as digits, deleted
// records listed beside live ones, documented numbered activities, values with their unit beside them, days counted
// since 1970.
describe('data points, epochs and lists', () => {
  it('reads data points whose measure is named by a reverse-domain type, at their times sent in nanoseconds', () => {
    const point = (seconds: number, bpm: number) => ({
      startTimeNanos: `${seconds}000000000`,
      endTimeNanos: `${seconds}000000000`,
      dataTypeName: 'org.example.heart_rate.bpm',
      value: [{ fpVal: bpm }],
    });
    const at = (time: string) => Date.parse(`2026-11-21T${time}Z`) / 1000;
    const text = entryOf([
      {
        at: '08:00:00',
        payload: {
          minStartTimeNs: `${at('00:00:00')}000000000`,
          point: [point(at('07:00:00'), 88), point(at('07:20:00'), 164), point(at('07:40:00'), 120)],
        },
      },
    ]);
    expect(text).toContain(
      'heart rate 88–164 bpm (lowest 88 bpm at 07:00, highest 164 bpm at 07:20, last 120 bpm at 07:40)',
    );
    expect(text).not.toMatch(/org example|fp val/i);
  });

  it('does not tell a record listed as deleted, reads its numbered activity, and a page of one record as that record', () => {
    const session = (id: string, name: string, type: number, start: string) => ({
      id,
      name,
      activityType: type,
      startTimeMillis: String(Date.parse(`2026-11-21T${start}Z`)),
      endTimeMillis: String(Date.parse(`2026-11-21T${start}Z`) + 1_800_000),
    });
    const text = entryOf([
      { at: '09:00:00', payload: { session: [session('s-1', 'Harbour loop', 8, '08:00:00')], hasMoreData: false } },
      { at: '19:00:00', payload: { session: [], deletedSession: [session('s-2', 'Bike to work', 1, '17:00:00')] } },
    ]);
    expect(text).toMatch(/Harbour loop: run/);
    expect(text).toMatch(/Movement[\s\S]*Harbour loop, 08:00–08:30/);
    expect(text).not.toContain('Bike to work');
  });

  it('reads a value with its unit named beside it, and a day counted since 1970 as the record’s date', () => {
    const text = entryOf([
      { at: '10:00:00', payload: { usage: { consumption: 3.4, consumptionUnit: 'kWh' } } },
      {
        at: '11:00:00',
        payload: {
          from_date_int: 20770,
          entries: [
            { date_int: 20777, weight_kg: '70.1' },
            { date_int: 20778, weight_kg: '69.8', weight_comment: 'before breakfast' },
          ],
        },
      },
    ]);
    expect(text).toContain('consumption 3.4 kWh');
    expect(text).toContain('69.8 kg');
    expect(text).not.toContain('70.1 kg');
  });
});

// Classes met on first contact with a seventh holdout: a day polled again, a unit in a label beside its value, amounts
// and durations written for people.
describe('polls and receipts', () => {
  it('tells a record of a kind at its own moment once when a poll sends it again, never adding it up', () => {
    const poll = (at: string) => ({
      at,
      payload: {
        metrics: [
          {
            type: 'sleep',
            object: { bedtime_start: 1795215600, bedtime_end: 1795240800, score: 81 },
          },
        ],
      },
    });
    const text = entryOf([poll('08:00:00'), poll('13:00:00'), poll('21:00:00')]);
    expect(text).toContain('7 h');
    expect(text).not.toContain('21 h');
    expect(text).not.toContain('3 times');
  });

  it('reads a distance with its unit in a label beside it, a fare written with its symbol and a clock duration', () => {
    const text = entryOf([
      {
        at: '19:10:00',
        payload: {
          distance: '4.66',
          distance_label: 'miles',
          duration: '00:22:58',
          total_charged: '$24.87',
          currency_code: 'USD',
        },
      },
    ]);
    expect(text).toContain('distance 4.66 miles');
    expect(text).toContain('$24.87');
    expect(text).toContain('23 min');
    expect(text).not.toMatch(/4\.7 km|7\.5 km|miles:/);
  });
});

describe('a series inside one record', () => {
  it('says the range of readings each sent with its own time under one measure, not its first reading', () => {
    const at = (time: string) => Date.parse(`2026-11-21T${time}Z`) / 1000;
    const text = entryOf([
      {
        at: '20:00:00',
        payload: {
          metric: {
            title: 'Heart Rate',
            unit: 'BPM',
            values: [
              { value: 61, timestamp: at('01:00:00') },
              { value: 52, timestamp: at('04:10:00') },
              { value: 140, timestamp: at('18:40:00') },
            ],
          },
        },
      },
    ]);
    expect(text).toContain('52–140 bpm');
  });
});

describe('who bought it', () => {
  it('names a buyer by their name in parts rather than their e-mail address, and once', () => {
    const text = entryOf([
      {
        at: '18:17:00',
        payload: {
          resource: 'order',
          action: 'created',
          payload: {
            billing_name: 'Liam Brown',
            product_name: 'Pottery for Beginners',
            amount: 149.0,
            currency: 'NZD',
            user: { email: 'liam.brown@example.nz', first_name: 'Liam', last_name: 'Brown' },
          },
        },
      },
    ]);
    expect(text).toContain('Liam Brown');
    expect(text).not.toContain('liam.brown@example.nz');
    expect(text).not.toContain('Liam Brown: Liam Brown');
  });
});
