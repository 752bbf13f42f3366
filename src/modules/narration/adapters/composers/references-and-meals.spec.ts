import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met on first contact with a ninth holdout (issue 34), each on shapes of its own: records below envelopes of
// lists of one, senders named by a list beside the records, measures kept in the unit people count in, sender codes,
// advice that is not what happened, meals' grams, and a few timed measures told one by one.

describe('envelopes of lists of one and reference lists', () => {
  const chat = (sender: string, text: string, at: number, contacts: unknown[]) => ({
    object: 'chat_account',
    entry: [
      {
        id: '5550001',
        changes: [
          {
            field: 'messages',
            value: {
              product: 'chat',
              contacts,
              messages: [{ from: sender, id: `m.${at}`, timestamp: String(at), type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });

  it('reads a message below a feed entry and its change, named by the contact its sender id points to', () => {
    const text = entryOf(
      [
        {
          at: '10:00:00',
          payload: chat('4470001', 'Is the blue teapot still for sale?', 1_795_255_200, [
            { handle_id: '4470001', profile: { name: 'Priya Shah' } },
          ]),
        },
        { at: '10:05:00', payload: chat('4470999', 'It is, £25 and it is yours.', 1_795_255_500, []) },
      ],
      'Chat',
      ['4470999'],
    );
    expect(text).toContain('Priya Shah: “Is the blue teapot still for sale?”');
    expect(text).toContain('It is, £25 and it is yours.');
    expect(text).not.toContain('4470001');
    expect(text).not.toMatch(/\bchat\b.*\bchat\b/);
  });

  it('does not go down through a record whose label names what it holds', () => {
    const text = entryOf([
      {
        at: '08:00:00',
        payload: {
          series: [
            {
              startTimeMillis: '1795219200000',
              points: [
                {
                  dataTypeName: 'com.example.step_count.delta',
                  startTimeNanos: '1795226400000000000',
                  value: [{ intVal: 9120 }],
                },
              ],
            },
          ],
        },
      },
    ]);
    expect(text).toContain('9,120 steps');
  });
});

describe('units, codes and advice', () => {
  const reading = (minute: number, mmol: number) => ({
    type: 'cbg',
    units: 'mmol/L',
    value: mmol,
    time: `2026-11-21T${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00Z`,
  });

  it('keeps glucose in mmol/L when sent so, with the domain’s lines in that unit, and no sender code as its kind', () => {
    const text = entryOf([{ at: '12:00:00', payload: [reading(0, 6.1), reading(30, 3.52), reading(60, 11.84)] }]);
    expect(text).toContain('a low of 3.5 mmol/L at 08:30');
    expect(text).toContain('a high of 11.8 mmol/L at 09:00');
    expect(text).not.toContain('mg/dL');
    expect(text).not.toMatch(/\bcbg\b/);
  });

  it('tells a meal’s carbs in grams, and leaves out what was only advised or expected', () => {
    const text = entryOf([
      {
        at: '13:00:00',
        payload: {
          type: 'calculator',
          time: '2026-11-21T12:40:00Z',
          carbInput: 55,
          insulinCarbRatio: 10,
          recommended: { carb: 5.5, net: 5.5 },
        },
      },
      { at: '13:01:00', payload: { type: 'dose', time: '2026-11-21T12:41:00Z', given: 3.1, expectedGiven: 5.5 } },
    ]);
    expect(text).toContain('carbs 55 g');
    expect(text).not.toContain('5.5');
    expect(text).not.toMatch(/carbs? 10\b/);
  });

  it('tells two timed measures each at its time rather than as a range', () => {
    const text = entryOf([
      { at: '08:00:00', payload: { kind: 'weigh-in', measured_at: '2026-11-21T07:45:00Z', weight_kg: 71.2 } },
      { at: '21:00:00', payload: { kind: 'weigh-in', measured_at: '2026-11-21T20:50:00Z', weight_kg: 72.0 } },
    ]);
    expect(text).toMatch(/07:45.*71\.2 kg/);
    expect(text).toMatch(/20:50.*72 kg/);
    expect(text).not.toContain('71.2–72');
  });
});

describe('money without a currency', () => {
  it('counts an amount sent without a currency in the home currency of the account’s zone, and nothing else', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: {
          transactions: [
            { id: 'txn_1', amount: '-4.85', description: 'PRET A MANGER KINGS CROSS', status: 'posted' },
            { id: 'txn_2', amount: '-12.60', description: 'TFL TRAVEL CHARGE', status: 'posted' },
          ],
        },
      },
      { at: '10:00:00', payload: { type: 'row', started: '2026-11-21T09:10:00Z', calories_total: 402 } },
    ]);
    expect(text).toContain('-£4.85');
    expect(text).toContain('-£12.60');
    expect(text).toContain('402 kcal');
    expect(text).not.toContain('£402');
  });
});

describe('signals, stations and windows', () => {
  it('measures a part named in code by its words, without its wrapper, with a unit spelled out, and no API status', () => {
    const signal = (name: string, value: number, unit: string) => ({
      name,
      body: { value, unit },
      status: { value: 'SUCCESS' },
    });
    const text = entryOf([
      {
        at: '08:00:00',
        payload: {
          eventType: 'VEHICLE_STATE',
          data: {
            user: { id: 'c41e7a2d-58b0-4f3e-9d21-6a0b9e3f1c77' },
            vehicle: { model: 'Roadster' },
            signals: [signal('StateOfCharge', 81, 'percent'), signal('EstimatedRange', 312, 'km')],
          },
        },
      },
    ]);
    expect(text).toContain('state of charge 81%');
    expect(text).toContain('estimated range 312 km');
    expect(text).not.toMatch(/state of charge 81 percent|body|success/i);
  });

  it('tells the day’s rain and how long it rained, not yesterday’s or the last hour’s, nor a distance of no unit', () => {
    const text = entryOf([
      {
        at: '22:00:00',
        payload: {
          timestamp: 1_795_298_400,
          precip_accum_local_day: 21.4,
          precip_accum_last_1hr: 0.6,
          precip_accum_local_yesterday: 3.9,
          precip_minutes_local_day: 95,
          lightning_strike_last_distance: 14,
        },
      },
    ]);
    expect(text).toContain('rain 21.4 mm');
    expect(text).toContain('rain duration 1 h 35 min');
    expect(text).not.toMatch(/0\.6 mm|3\.9 mm|14 m\b|95 mm/);
  });
});

describe('records sent again and energy in joules', () => {
  it('tells a named workout sent again with its notes once, at its latest version, its energy in joules as kcal', () => {
    const workout = (notes: string) => ({
      name: 'Harbour loop',
      start_datetime: '2026-11-21T07:10:00+00:00',
      notes,
      aggregates: { distance_total: 8400.0, metabolic_energy_total: 2_510_400.0 },
    });
    const text = entryOf([
      { at: '08:20:00', payload: workout('') },
      { at: '11:00:00', payload: workout('Windy on the pier, legs fine') },
    ]);
    expect(text.match(/Harbour loop/g)).toHaveLength(1);
    expect(text).toContain('Windy on the pier, legs fine');
    expect(text).toContain('600 kcal');
    expect(text).not.toContain('2,510,400');
  });
});

describe('a house’s electricity', () => {
  it('adds up hourly energy under an envelope’s unit per meter, and reads kWh and kW named in keys', () => {
    const hour = (h: number, value: number) => ({ date: `2026-11-21 ${String(h).padStart(2, '0')}:00:00`, value });
    const text = entryOf([
      {
        at: '21:00:00',
        payload: {
          energyDetails: {
            timeUnit: 'HOUR',
            unit: 'Wh',
            meters: [
              { type: 'Production', values: [hour(10, 850), hour(11, 1400), hour(12, 1250)] },
              { type: 'Purchased', values: [hour(10, 120), hour(11, 0), hour(12, 380)] },
            ],
          },
        },
      },
      {
        at: '22:00:00',
        payload: { kind: 'charge', ended_at: '2026-11-21T21:40:00Z', energy_kwh: 18.26, peak_kw: 7.2 },
      },
    ]);
    expect(text).toContain('3.5 kWh');
    expect(text).toContain('0.5 kWh');
    expect(text).toContain('18.26 kWh');
    expect(text).toContain('7.2 kW');
    expect(text).not.toMatch(/1,400|energy kwh|7,200/);
  });
});

describe('reading time', () => {
  it('counts a “time to read” in minutes, as reading times are', () => {
    const text = entryOf([
      {
        at: '20:00:00',
        payload: { resolved_title: 'The Quiet Return of the Vultures', time_added: '1795294800', time_to_read: 14 },
      },
    ]);
    expect(text).toContain('14 min');
    expect(text).not.toContain('14 as sent');
  });
});

describe('deep wrappers and cut series', () => {
  it('reads a record below a chain of wrappers with its status said in words', () => {
    const text = entryOf([
      {
        at: '09:30:00',
        payload: {
          StatusResource: {
            Trips: { Trip: { Status: { Code: 'LD', Definition: 'Ferry Landed' }, Carrier: { Number: '178' } } },
            Meta: { Version: '1.0' },
          },
        },
      },
    ]);
    expect(text).toContain('Ferry Landed');
  });

  it('does not add up intervals of energy past the walk’s bound, nor tell the first of them as the day’s', () => {
    const intervals = Array.from({ length: 60 }, (_, i) => ({ end_at: 1_795_219_200 + i * 900, wh_imported: 80 }));
    const text = entryOf([{ at: '23:00:00', payload: { system: 'meter', intervals: [intervals] } }]);
    expect(text).not.toMatch(/0\.08 kWh|imported 2 kWh|imported \d/);
  });

  it('adds up a few intervals of energy sent without their times', () => {
    const text = entryOf([
      { at: '23:00:00', payload: { meter: 'grid', intervals: [{ wh_imported: 400 }, { wh_imported: 350 }] } },
    ]);
    expect(text).toContain('imported 0.75 kWh');
  });
});

describe('lifetime counters', () => {
  it('never tells an odometer’s reading as a distance of the day', () => {
    const text = entryOf([
      {
        at: '08:00:00',
        payload: { vehicle: { name: 'Van', odometer: { distance: 31204 }, chargeState: { batteryLevel: 90 } } },
      },
      {
        at: '18:00:00',
        payload: { vehicle: { name: 'Van', odometer: { distance: 31388 }, chargeState: { batteryLevel: 52 } } },
      },
    ]);
    expect(text).not.toMatch(/31\.2 km|31,204|31\.4 km|31,388/);
    expect(text).toContain('battery 90% at 08:00 and 52% at 18:00');
  });
});

describe('texts that are data', () => {
  it('quotes neither a game file’s tag pairs nor a board position as words', () => {
    const text = entryOf([
      {
        at: '21:00:00',
        payload: {
          end_time: 1_795_294_800,
          time_class: 'rapid',
          pgn: '[Event "Live Chess"]\n[Site "Chess.com"]\n[White "ada"]\n[Black "bob"]\n[Result "1-0"]\n\n1. e4 c5 2. Nf3 1-0',
          fen: 'r1bqkbnr/pp1ppppp/2n5/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
          white: { username: 'ada', rating: 1502, result: 'win' },
        },
      },
    ]);
    expect(text).not.toMatch(/Live Chess|Result|r1bqkbnr|KQkq/);
    // (A rating is written whole, as a ladder shows it.)
    expect(text).toContain('rating 1502');
  });
});

describe('events naming their record in capitals', () => {
  it('reads the record an upper-case event kind names as the content: its own time, once, without its name on each measure', () => {
    const event = (type: string, at: string) => ({
      type,
      timestamp: at,
      activity: {
        id: 'a77',
        start_date: '2026-11-21T07:05:00Z',
        type: 'Ride',
        name: 'Canal loop',
        distance: 24100.0,
        moving_time: 3300,
      },
    });
    const text = entryOf([
      { at: '09:00:00', payload: event('ACTIVITY_UPLOADED', '2026-11-21T08:59:00Z') },
      { at: '09:01:00', payload: event('ACTIVITY_ANALYZED', '2026-11-21T09:00:30Z') },
    ]);
    expect(text).toContain('07:05');
    expect(text).toContain('24.1 km');
    expect(text).not.toContain('Canal loop distance');
    expect(text.match(/24\.1 km/g)).toHaveLength(1);
  });
});

describe('numbers in exponent notation', () => {
  it('never tells one as a state, a kind or a name', () => {
    const text = entryOf([
      {
        at: '10:00:00',
        payload: { title: 'Tea estates of the east', status: '-1e+21', kind: '2.5E+3', time_to_read: 9 },
      },
    ]);
    expect(text).toContain('Tea estates of the east');
    expect(text).not.toMatch(/e\+21|E\+3/);
  });
});

// A class met in the fourteenth round of first contact (issue 34): a recipe with its ingredients, each an amount with
// its unit and its food as objects of their own, and its steps.
describe('a recipe cooked', () => {
  const ingredient = (food: string, amount: number, unit: string) => ({
    id: amount,
    food: { id: amount + 1, name: food, plural_name: null },
    unit: { id: amount + 2, name: unit, plural_name: null },
    amount,
    is_header: false,
  });

  it('tells the ingredients’ weights by their food, is titled by the dish, and never quotes a step as the person’s words', () => {
    const text = entryOf([
      {
        at: '18:00:00',
        payload: {
          id: 12,
          name: 'Leek and potato soup',
          steps: [
            {
              instruction: 'Sweat the leeks in butter for ten minutes',
              ingredients: [
                ingredient('Potatoes', 1.2, 'kg'),
                ingredient('Leeks', 400, 'g'),
                ingredient('Butter', 50, 'g'),
              ],
            },
          ],
          servings: 4,
          created_at: '2026-11-21T17:58:00Z',
        },
      },
    ]);
    expect(text.startsWith('Leek and potato soup')).toBe(true);
    expect(text).toContain('Potatoes 1.2 kg');
    expect(text).toContain('Leeks 400 g');
    expect(text).toContain('Butter 50 g');
    expect(text).not.toMatch(/Sweat the leeks|plural|unit/);
  });
});
