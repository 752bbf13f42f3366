import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { strava } from './strava';

describe('the Strava interpreter', () => {
  const [created, activity, renamed] = loadCorpusDay('strava-long-run').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );

  it('reads an activity in metres, seconds and bpm, at its UTC start (start_date_local carries a misleading Z)', () => {
    expect(strava.read(activity)).toEqual([
      {
        type: 'workout',
        activity: 'run',
        name: 'Landwehrkanal loop',
        distanceM: 10342.7,
        movingS: 3241,
        elapsedS: 3380,
        heartRateAvg: 152.3,
        heartRateMax: 171,
        energyKcal: 742,
        elevationGainM: 41,
        note: 'Cold and clear, legs felt fresh after the rest day.',
        at: { instant: Date.parse('2026-11-21T06:10:04Z') },
        end: { instant: Date.parse('2026-11-21T06:10:04Z') + 3380_000 },
        identity: 'strava:activity:16512077853',
      },
    ]);
  });

  it('reads a create event as plumbing and an update as a rename of the same activity', () => {
    expect(interpret(created)).toEqual({ vendor: strava.vendor, events: [] });
    expect(strava.read(renamed)).toEqual([
      {
        type: 'workout',
        activity: '',
        name: 'Landwehrkanal loop with Mira',
        identity: 'strava:activity:16512077853',
        update: true,
      },
    ]);
  });

  it('knows a summary activity of the athlete activities list, and not a look-alike', () => {
    expect(
      strava.matches({
        name: 'Lunch Ride',
        distance: 20100,
        moving_time: 3000,
        elapsed_time: 3300,
        sport_type: 'Ride',
        start_date: '2026-11-21T11:00:00Z',
      }),
    ).toBe(true);
    expect(strava.matches({ name: 'Lunch Ride', distance: 20100, duration: 3000, start: '2026-11-21T11:00:00Z' })).toBe(
      false,
    );
  });
});
