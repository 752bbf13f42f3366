import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { oura } from './oura';

const payloads = (name: string) => loadCorpusDay(name).deliveries.map((d) => d.payload as Record<string, unknown>);
const score = (label: string, value: number, dimension = 'count') => ({
  type: 'metric',
  measure: { label, dimension, value },
  combine: 'latest',
  at: { date: '2026-01-24' },
});

describe('the Oura interpreter', () => {
  const [notification, sleep, , dailySleep, readiness, , workout, activity] = payloads('oura-night-and-scores');

  it('reads a webhook notification as plumbing', () => {
    expect(interpret(notification)).toEqual({ vendor: oura.vendor, events: [] });
  });

  it('reads a sleep period in seconds at its own offset, and the readiness it gave', () => {
    expect(oura.read(sleep)).toEqual([
      {
        type: 'sleep',
        asleepS: 26460,
        inBedS: 29160,
        deepS: 5040,
        remS: 6300,
        lightS: 15120,
        awakeS: 2700,
        heartRateAvg: 52.25,
        restingHeartRate: 46,
        hrvMs: 61,
        at: { instant: Date.parse('2026-01-23T23:06:30Z') },
        end: { instant: Date.parse('2026-01-24T07:12:30Z') },
        identity: 'oura:sleep:8e3b5d71-2c94-4a0f-b6e8-13d7a9c5f240',
      },
      score('readiness score', 84),
    ]);
  });

  it('reads the daily documents as the latest scores and totals of their day', () => {
    expect(oura.read(dailySleep)).toEqual([score('sleep score', 86)]);
    expect(oura.read(readiness)).toEqual([score('readiness score', 84)]);
    expect(oura.read(activity)).toEqual([
      score('steps', 13250, 'steps'),
      score('active energy', 612, 'energy'),
      score('activity score', 88),
    ]);
  });

  it('reads a workout, its duration from its start and end', () => {
    expect(oura.read(workout)).toEqual([
      {
        type: 'workout',
        activity: 'walk',
        distanceM: 5120,
        elapsedS: 3840,
        energyKcal: 212.5,
        at: { instant: Date.parse('2026-01-24T12:58:00Z') },
        end: { instant: Date.parse('2026-01-24T14:02:00Z') },
        identity: 'oura:workout:e9c1a4d7-5b28-4f3e-a06d-8c2b7e1f9d43',
      },
    ]);
    expect(oura.read({ ...workout, activity: 'cycling', label: 'To the allotment', distance: null })).toEqual([
      expect.objectContaining({ activity: 'ride', name: 'To the allotment', elapsedS: 3840 }),
    ]);
  });

  it('reads a page of documents, and leaves out rest periods and deleted sleeps', () => {
    const nap = {
      ...sleep,
      id: 'n1',
      type: 'late_nap',
      readiness: null,
      bedtime_start: '2026-01-24T15:10:00+00:00',
      bedtime_end: '2026-01-24T15:40:00+00:00',
      total_sleep_duration: 1500,
    };
    const page = {
      data: [sleep, { ...sleep, id: 'r1', type: 'rest' }, { ...sleep, id: 'd1', type: 'deleted' }, nap],
      next_token: null,
    };
    expect(oura.matches(page)).toBe(true);
    const sleeps = oura.read(page).filter((event) => event.type === 'sleep');
    expect(sleeps.map((event) => event.identity)).toEqual([
      'oura:sleep:8e3b5d71-2c94-4a0f-b6e8-13d7a9c5f240',
      'oura:sleep:n1',
    ]);
    expect(oura.read({ data: [], next_token: null })).toEqual([]);
  });

  it('leaves out what a document does not say', () => {
    const unscored = {
      id: 'x',
      contributors: { total_sleep: 1, deep_sleep: 1, rem_sleep: 1 },
      day: '2026-01-24',
      score: null,
      timestamp: '2026-01-24T00:00:00+00:00',
    };
    expect(oura.read(unscored)).toEqual([]);
    expect(
      oura.read({
        id: 's',
        day: '2026-01-24',
        bedtime_start: '2026-01-23T23:00:00+00:00',
        bedtime_end: 'later',
        time_in_bed: 0,
      }),
    ).toEqual([{ type: 'sleep', at: { instant: Date.parse('2026-01-23T23:00:00Z') }, identity: 'oura:sleep:s' }]);
  });

  it('does not take look-alikes', () => {
    expect(oura.matches({ event_type: 'push', object_id: 3 })).toBe(false);
    expect(oura.matches({ day: '2026-01-24', score: 80 })).toBe(false);
    expect(oura.matches({ data: [{ day: '2026-01-24', steps: 100 }], next_token: null })).toBe(false);
    expect(oura.matches({ data: { metrics: [] } })).toBe(false);
    expect(oura.matches({ note: 'sleep score 80' })).toBe(false);
  });

  it('never throws on odd values', () => {
    const odd = {
      data: [{ day: '2026-01-24', bedtime_start: 5, bedtime_end: {}, total_sleep_duration: 'x', readiness: [] }, 3],
      next_token: 1,
    };
    expect(oura.matches(odd)).toBe(true);
    expect(() => oura.read(odd)).not.toThrow();
  });
});
