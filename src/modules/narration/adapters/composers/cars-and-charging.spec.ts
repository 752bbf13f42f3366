import { entryOf } from '../../../../../test/support/composed-entry';

// Round 20's classes (issue 34), on shapes of their own: a car's state polled with readings inside objects named for
// a state, and a charging session's measures written for people ("38%", "~ 27 kWh"), its statistics' bare `min`
// beside `max`, its level at start and at end, a value's unit named for the value.

describe('a car’s polled state', () => {
  const poll = (at: string, level: number) => ({
    at,
    payload: {
      vehicle: {
        batteryState: { chargeLevelPercent: level, rangeKm: level * 4, chargerConnected: false },
        doorState: { combined: 'LOCKED' },
        lastUpdatedAt: `2026-11-21T${at}Z`,
      },
    },
  });

  it('reads the readings of an object named for a state as the car’s measures', () => {
    const text = entryOf([poll('07:00:00', 92), poll('12:00:00', 61), poll('19:00:00', 48)]);
    expect(text).toContain('charge level 92%');
    expect(text).toContain('charge level 48%');
  });
});

describe('a charging session', () => {
  const session = {
    at: '17:00:00',
    payload: {
      id: 'chg-1',
      chargingSessionState: 'FINISHED',
      startDate: '2026-11-21T16:12:00Z',
      locationName: 'Riverside Superhub',
      duration: '32 min',
      startBatteryPc: '38%',
      endBatteryPc: '80%',
      energyCharged: '~ 27 kWh',
      energyChargedValue: 27.3,
      energyChargedUnit: 'kWh',
      chargingPower: { average: 49.9, max: 60.8, min: 27.1 },
      totalMileage: '18,511 km',
    },
  };

  it('tells its level at start and at end and the energy once, in its unit', () => {
    const text = entryOf([session]);
    expect(text).toContain('battery at start 38%');
    expect(text).toContain('battery at end 80%');
    expect(text).toContain('energy charged 27.3 kWh');
    expect(text).not.toContain('27 kWh');
  });

  it('never reads a statistic’s bare `min` as minutes, nor the car’s mileage as a distance of the day', () => {
    const text = entryOf([session]);
    expect(text).not.toMatch(/27 min|charging power 27/);
    expect(text).not.toContain('18,511');
  });
});

describe('a car’s charging power named without its unit', () => {
  it('is in kilowatts while it charges', () => {
    const text = entryOf([
      {
        at: '10:14:00',
        payload: {
          data: {
            type: 'Car',
            id: 'VF1RB000571234567',
            attributes: {
              timestamp: '2026-11-21T10:14:09Z',
              batteryLevel: 41,
              chargingStatus: 1,
              chargingInstantaneousPower: 48,
            },
          },
        },
      },
    ]);
    expect(text).toContain('48 kW');
    expect(text).not.toContain('48 W');
  });
});
