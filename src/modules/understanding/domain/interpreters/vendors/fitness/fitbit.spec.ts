import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { fitbit } from './fitbit';

const payloads = (name: string) => loadCorpusDay(name).deliveries.map((d) => d.payload);

describe('the Fitbit interpreter', () => {
  const [sleepNotice, sleepLog, , logList, daySummary] = payloads('fitbit-sleep-and-walk') as [
    Array<Record<string, unknown>>,
    Record<string, unknown>,
    unknown,
    Record<string, unknown>,
    Record<string, unknown>,
  ];

  it('reads each record of a subscription notification as plumbing', () => {
    expect(interpret(sleepNotice[0])).toEqual({ vendor: fitbit.vendor, events: [] });
  });

  it('reads a sleep log at the local wall clock, its stages from minutes', () => {
    expect(fitbit.read(sleepLog)).toEqual([
      {
        type: 'sleep',
        asleepS: 431 * 60,
        inBedS: 482 * 60,
        deepS: 71 * 60,
        remS: 98 * 60,
        lightS: 262 * 60,
        awakeS: 51 * 60,
        at: { local: '2026-02-13T22:46' },
        end: { local: '2026-02-14T06:48' },
        identity: 'fitbit:sleep:48213377121',
      },
    ]);
  });

  it('reads a classic sleep log without stages, its time in bed from the duration in milliseconds when that is all', () => {
    const classic = {
      sleep: [
        {
          dateOfSleep: '2026-02-15',
          duration: 25_200_000,
          efficiency: 88,
          endTime: '2026-02-15T06:30:00.000',
          isMainSleep: true,
          levels: {
            summary: {
              asleep: { count: 0, minutes: 388 },
              awake: { count: 3, minutes: 12 },
              restless: { count: 9, minutes: 20 },
            },
            data: [],
          },
          logId: 48300000001,
          minutesAsleep: 388,
          minutesAwake: 32,
          startTime: '2026-02-14T23:30:00.000',
          type: 'classic',
        },
      ],
      summary: { totalMinutesAsleep: 388, totalSleepRecords: 1, totalTimeInBed: 420 },
    };
    expect(fitbit.read(classic)).toEqual([
      {
        type: 'sleep',
        asleepS: 388 * 60,
        inBedS: 25_200,
        awakeS: 32 * 60,
        at: { local: '2026-02-14T23:30' },
        end: { local: '2026-02-15T06:30' },
        identity: 'fitbit:sleep:48300000001',
      },
    ]);
  });

  it('reads the activity log list: start with its offset, durations in milliseconds, distance in its unit', () => {
    const walk = {
      type: 'workout',
      activity: 'walk',
      distanceM: 5120,
      movingS: 3452,
      elapsedS: 3452,
      heartRateAvg: 112,
      energyKcal: 318,
      steps: 6710,
      at: { instant: Date.parse('2026-02-13T22:58:12Z') },
      end: { instant: Date.parse('2026-02-13T22:58:12Z') + 3_452_000 },
      identity: 'fitbit:activity:61022741915',
    };
    expect(fitbit.read(logList)).toEqual([walk]);
    const [logged] = (logList.activities as Array<Record<string, unknown>>) ?? [];
    const miles = {
      ...logList,
      activities: [
        {
          ...logged,
          activityName: 'Bike',
          distance: 10,
          distanceUnit: 'Mile',
          activeDuration: 2_400_000,
          duration: 2_700_000,
        },
      ],
    };
    expect(fitbit.read(miles)).toEqual([
      expect.objectContaining({ activity: 'ride', distanceM: 16093.44, movingS: 2400, elapsedS: 2700 }),
    ]);
    expect(fitbit.read({ ...logList, activities: [{ ...logged, distanceUnit: undefined }] })[0]).not.toHaveProperty(
      'distanceM',
    );
  });

  it('reads the daily summary as the day’s latest totals, kilometres by default, and its activities at their local time', () => {
    const metric = (label: string, dimension: string, value: number) => ({
      type: 'metric',
      measure: { label, dimension, value },
      combine: 'latest',
    });
    expect(fitbit.read(daySummary)).toEqual([
      metric('steps', 'steps', 15402),
      metric('distance', 'distance', 11860),
      metric('active energy', 'energy', 1184),
      metric('floors climbed', 'count', 16),
      metric('resting heart rate', 'heart-rate', 58),
      {
        type: 'workout',
        activity: 'walk',
        elapsedS: 3452,
        distanceM: 5120,
        energyKcal: 318,
        steps: 6710,
        at: { local: '2026-02-14T09:58' },
        end: { local: '2026-02-14T10:55' },
        identity: 'fitbit:activity:61022741915',
      },
    ]);
  });

  it('does not take look-alikes', () => {
    expect(fitbit.matches({ sleep: [{ start: '2026-02-13T22:46:30', minutes: 400 }], summary: {} })).toBe(false);
    expect(fitbit.matches({ summary: { steps: 100 } })).toBe(false);
    expect(fitbit.matches({ activities: [{ summaryId: '1', activityType: 'RUNNING' }], pagination: {} })).toBe(false);
    expect(fitbit.matches({ collectionType: 'sleep', date: '2026-02-14' })).toBe(false);
    expect(fitbit.matches({ note: 'slept well' })).toBe(false);
  });

  it('never throws on odd values', () => {
    const odd = {
      sleep: [{ logId: {}, dateOfSleep: 1, startTime: [], levels: 'x', minutesAsleep: '7' }],
      summary: null,
    };
    expect(fitbit.matches(odd)).toBe(true);
    expect(() => fitbit.read(odd)).not.toThrow();
    const oddSummary = {
      summary: { steps: 'many', caloriesOut: 1, distances: [null, { activity: 'total', distance: 'far' }] },
      activities: [{ name: 7 }, null],
    };
    expect(() => fitbit.read(oddSummary)).not.toThrow();
  });
});
