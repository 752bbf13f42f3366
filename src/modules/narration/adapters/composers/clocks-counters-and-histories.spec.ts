import { entryOf } from '../../../../../test/support/composed-entry';

// Round 19’s leftover classes (issue 34), on shapes of their own: durations written as clocks, read by what the
// sender's other times say about its clock; a lifetime counter read over the day; a record's history beside its
// present state.

describe('a duration written as a clock', () => {
  it('is hours and minutes when the record writes its times of day the same way', () => {
    const text = entryOf([
      {
        at: '13:05:00',
        payload: {
          event: 'activity.added',
          subject: 'Call with Hollis Print',
          duration: '01:30',
          due_time: '14:00',
          owner_name: 'Mara Quinn',
        },
      },
    ]);
    expect(text).toContain('1 h 30 min');
    expect(text).not.toContain('1 min');
  });

  it('is minutes and seconds when nothing says otherwise (a track’s length)', () => {
    const text = entryOf([{ at: '20:00:00', payload: { type: 'episode', title: 'Night Shift', duration: '42:15' } }]);
    expect(text).toContain('42 min');
    expect(text).not.toContain('42 h');
  });

  it('reads a three-part clock under a moving or active time', () => {
    const text = entryOf([
      {
        at: '08:00:00',
        payload: { type: 'ride', name: 'Canal loop', moving_time: '01:12:30', active_time: '0:58:00' },
      },
    ]);
    expect(text).toContain('moving time 1 h 13 min');
    expect(text).toContain('active time 58 min');
  });
});

describe('a lifetime counter read over the day', () => {
  const plug = (at: string, totalWh: number, watts: number) => ({
    at,
    payload: {
      device_id: 'plug-a8032ab1',
      ts: Date.parse(`2026-11-21T${at}Z`) / 1000,
      power_w: watts,
      energy_total_wh: totalWh,
    },
  });

  it('tells what the day used: its last reading less its first', () => {
    const text = entryOf([
      plug('06:00:00', 84_120.5, 0),
      plug('12:00:00', 85_410, 1_450),
      plug('22:30:00', 87_032.5, 3),
    ]);
    // (To the tenth, as a meter's display shows it.)
    expect(text).toContain('energy used 2.9 kWh');
    expect(text).not.toContain('87,032');
  });

  it('calls a counter of what was produced by its own name, never “used”', () => {
    const inverter = (at: string, kwh: number) => ({
      at,
      payload: { inverter: 'Roof', total_yield_kwh: kwh, pac_w: 120 },
    });
    const text = entryOf([inverter('07:00:00', 5_120.4), inverter('16:30:00', 5_133.9)]);
    expect(text).toContain('yield 13.5 kWh');
    expect(text).not.toContain('used');
  });

  it('says nothing of a counter read once, or one that was reset', () => {
    expect(entryOf([plug('06:00:00', 84_120.5, 0)])).not.toContain('energy used');
    expect(entryOf([plug('06:00:00', 84_120.5, 0), plug('09:00:00', 12.5, 900)])).not.toContain('energy used');
  });

  it('reads an odometer in the unit its name gives as the distance of the day', () => {
    const car = (at: string, km: number) => ({ at, payload: { vehicle: { odometer_km: km, fuel_level_pct: 61 } } });
    const text = entryOf([car('07:40:00', 48_211.4), car('18:10:00', 48_268.9)]);
    expect(text).toContain('57.5 km');
  });
});

describe('a record’s history beside its present state', () => {
  const update = (at: string, status: string, details: string, history: Array<[string, string, string]>) => ({
    at,
    payload: {
      event: 'tracking.updated',
      data: {
        tracking_code: 'EZ4000000004',
        carrier: 'UPS',
        tracking_status: { status, status_details: details, status_at: `2026-11-21T${at}Z` },
        tracking_history: history.map(([state, words, time]) => ({
          status: state,
          status_details: words,
          status_at: `2026-11-${time}Z`,
        })),
      },
    },
  });

  it('tells the state it is in now, not the states and words it went through', () => {
    const text = entryOf([
      update('16:20:00', 'DELIVERED', 'Left at front door', [
        ['PRE_TRANSIT', 'Label created', '18T09:00:00'],
        ['OUT_FOR_DELIVERY', 'Out for delivery', '21T07:45:00'],
        ['DELIVERED', 'Left at front door', '21T16:20:00'],
      ]),
    ]);
    // (What happened last, its latest entry, is the state now, at its time.)
    expect(text).toMatch(/delivered at 16:20|16:20: delivered/);
    expect(text).not.toContain('Label created');
    expect(text).not.toContain('pre transit');
  });

  it('keeps a list of events that has no present state beside it as the records it holds', () => {
    const text = entryOf([
      {
        at: '21:00:00',
        payload: {
          history: [
            { track: 'Heroes', artist: 'David Bowie', played_at: '2026-11-21T19:02:00Z' },
            { track: 'Ashes to Ashes', artist: 'David Bowie', played_at: '2026-11-21T19:08:00Z' },
          ],
        },
      },
    ]);
    expect(text).toContain('Heroes');
    expect(text).toContain('Ashes to Ashes');
  });
});
