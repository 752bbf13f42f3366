import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { garmin } from './garmin';

const payloads = (name: string) => loadCorpusDay(name).deliveries.map((d) => d.payload as Record<string, unknown>);

describe('the Garmin interpreter', () => {
  const [tentative, final, activities, details, noon, evening] = payloads('garmin-morning-run');
  const [weighIn, epochs, swim, ride, daily] = payloads('garmin-swim-and-ride');

  it('reads a sleep summary in seconds, from its start to the end of its last sleep level, at the wall clock of the place', () => {
    const sleep = {
      type: 'sleep',
      asleepS: 25920,
      deepS: 5280,
      lightS: 14940,
      remS: 5700,
      awakeS: 1320,
      at: { local: '2026-10-16T23:12' },
      end: { local: '2026-10-17T06:46' },
      identity: 'garmin:sleep:s7c40e2a1-6ad29320-6540',
    };
    expect(garmin.read(tentative)).toEqual([{ ...sleep, score: 81 }]);
    // The final summary has the same id: it replaces the tentative one and its score.
    expect(garmin.read(final)).toEqual([{ ...sleep, score: 82 }]);
  });

  it('reads an activity and its details as one workout (same activityId)', () => {
    const run = {
      type: 'workout',
      activity: 'run',
      name: 'Berlin Running',
      distanceM: 10012.4,
      elapsedS: 3127,
      heartRateAvg: 149,
      heartRateMax: 171,
      energyKcal: 688,
      elevationGainM: 38.2,
      steps: 9120,
      at: { local: '2026-10-17T08:05' },
      end: { local: '2026-10-17T08:57' },
      identity: 'garmin:activity:17841226950',
    };
    expect(garmin.read(activities)).toEqual([run]);
    expect(garmin.read(details)).toEqual([run]);
  });

  it('reads a daily summary as the latest totals of its calendar date, not its durationInSeconds', () => {
    const metric = (label: string, dimension: string, value: number) => ({
      type: 'metric',
      measure: { label, dimension, value },
      combine: 'latest',
      at: { date: '2026-10-17' },
    });
    expect(garmin.read(noon)).toEqual([
      metric('steps', 'steps', 12840),
      metric('distance', 'distance', 10600),
      metric('active energy', 'energy', 905),
      metric('floors climbed', 'count', 6),
      metric('resting heart rate', 'heart-rate', 51),
    ]);
    expect(garmin.read(evening).map((event) => (event.type === 'metric' ? event.measure.value : null))).toEqual([
      17932, 13890.2, 1184, 11, 51,
    ]);
    expect(garmin.read(daily)).toHaveLength(5);
  });

  it('knows other sports, and a body composition in grams', () => {
    expect(garmin.read(swim)).toEqual([
      expect.objectContaining({
        activity: 'swim',
        name: 'Masters swim',
        distanceM: 2000,
        elapsedS: 2710,
        at: { local: '2026-07-11T06:30' },
        end: { local: '2026-07-11T07:15' },
      }),
    ]);
    expect(garmin.read(ride)).toEqual([
      expect.objectContaining({
        activity: 'ride',
        distanceM: 72340.5,
        elapsedS: 10230,
        elevationGainM: 812.6,
        energyKcal: 1920,
      }),
    ]);
    expect(garmin.read(weighIn)).toEqual([
      {
        type: 'body',
        measures: [
          { label: 'weight', dimension: 'weight', value: 70.84 },
          { label: 'body fat', dimension: 'percent', value: 14.6 },
          { label: 'muscle mass', dimension: 'weight', value: 33.82 },
          { label: 'bone mass', dimension: 'weight', value: 3.14 },
          { label: 'body water', dimension: 'percent', value: 60.2 },
          { label: 'BMI', dimension: 'measure', value: 22.9 },
        ],
        at: { local: '2026-07-11T06:12' },
        identity: 'garmin:body:x91be03c-6a523338',
      },
    ]);
    expect(
      garmin.read({
        activities: [
          {
            userId: 'u',
            summaryId: '9',
            activityType: 'STRENGTH_TRAINING',
            durationInSeconds: 2400,
            startTimeInSeconds: 1783000000,
          },
        ],
      }),
    ).toEqual([
      {
        type: 'workout',
        activity: 'strength training',
        elapsedS: 2400,
        at: { instant: 1783000000000 },
        end: { instant: 1783002400000 },
        identity: 'garmin:activity:9',
      },
    ]);
  });

  it('recognises epochs, pings, deregistrations and permission changes as telling nothing', () => {
    expect(interpret(epochs)).toEqual({ vendor: garmin.vendor, events: [] });
    const ping = {
      dailies: [
        {
          userId: 'u1',
          userAccessToken: 't1',
          uploadStartTimeInSeconds: 1783000000,
          uploadEndTimeInSeconds: 1783003600,
          callbackURL: 'https://apis.garmin.com/wellness-api/rest/dailies?token=x',
        },
      ],
    };
    expect(interpret(ping)).toEqual({ vendor: garmin.vendor, events: [] });
    expect(interpret({ deregistrations: [{ userId: 'u1', userAccessToken: 't1' }] })).toEqual({
      vendor: garmin.vendor,
      events: [],
    });
    expect(
      interpret({
        userPermissionsChange: [
          { userId: 'u1', summaryId: 'x', permissions: ['ACTIVITY_EXPORT'], changeTimeInSeconds: 1783000000 },
        ],
      })?.events,
    ).toEqual([]);
  });

  it('leaves out what a summary does not say: no end without sleep levels, no score, no offset', () => {
    expect(
      garmin.read({
        sleeps: [{ userId: 'u', summaryId: 's1', durationInSeconds: 25000, startTimeInSeconds: 1783000000 }],
      }),
    ).toEqual([{ type: 'sleep', asleepS: 25000, at: { instant: 1783000000000 }, identity: 'garmin:sleep:s1' }]);
    expect(
      garmin.read({
        dailies: [{ userId: 'u', summaryId: 'd', calendarDate: '2026-07-11', steps: 0, durationInSeconds: 600 }],
      }),
    ).toEqual([]);
  });

  it('does not take another vendor’s lists or a look-alike', () => {
    expect(
      garmin.matches({
        activities: [{ logId: 1, activityName: 'Walk', startTime: '2026-02-14T09:58:12.000+11:00' }],
        pagination: {},
      }),
    ).toBe(false);
    expect(garmin.matches({ sleeps: [{ calendarDate: '2026-10-17', durationInSeconds: 25000 }] })).toBe(false);
    expect(garmin.matches({ dailies: [] })).toBe(false);
    expect(garmin.matches({ note: 'dailies' })).toBe(false);
  });

  it('never throws on odd values', () => {
    const odd = {
      sleeps: [{ userId: 'u', summaryId: {}, sleepLevelsMap: { deep: 'x', light: [null, { endTimeInSeconds: 'y' }] } }],
      activities: [{ userId: 'u', activityType: 7 }],
    };
    expect(garmin.matches(odd)).toBe(true);
    expect(() => garmin.read(odd)).not.toThrow();
    expect(garmin.read(odd)).toEqual([]);
  });
});
