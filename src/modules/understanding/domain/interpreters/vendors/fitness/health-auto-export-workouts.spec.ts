import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import type { DiaryEvent } from '../../../events/diary-event';
import { healthAutoExport } from './health-auto-export';

const payloads = (name: string) => loadCorpusDay(name).deliveries.map((d) => d.payload as Record<string, unknown>);
const at = (text: string) => ({ instant: Date.parse(text) });
const ofType = <T extends DiaryEvent['type']>(events: DiaryEvent[], type: T) =>
  events.filter((event): event is Extract<DiaryEvent, { type: T }> => event.type === type);

describe('the Health Auto Export interpreter', () => {
  const [noon] = payloads('health-auto-export-long-run');
  const [, night] = payloads('health-auto-export-ride-imperial');

  it('reads a version 2 workout: its name is a type, its quantities carry their units', () => {
    expect(ofType(healthAutoExport.read(noon), 'workout')).toEqual([
      {
        type: 'workout',
        activity: 'run',
        distanceM: 21340,
        elapsedS: 6126,
        heartRateAvg: 156,
        heartRateMax: 178,
        energyKcal: 1482.6,
        elevationGainM: 64.2,
        temperatureC: 14.2,
        at: at('2026-05-16T08:30:04+02:00'),
        end: at('2026-05-16T10:12:10+02:00'),
        identity: 'health-auto-export:workout:5B1E7C42-9A0D-4F63-8E21-C7D4A90B36F8',
      },
    ]);
    expect(ofType(healthAutoExport.read(night), 'workout')).toEqual([
      expect.objectContaining({
        activity: 'ride',
        distanceM: 31.42 * 1609.344,
        elevationGainM: 1214 * 0.3048,
        elapsedS: 7384,
        energyKcal: 1105.3,
      }),
      expect.objectContaining({
        activity: 'strength training',
        elapsedS: 2710,
        heartRateAvg: 112,
        heartRateMax: 139,
        energyKcal: 246.4,
      }),
    ]);
  });

  it('reads a version 1 workout, kilojoules, and the older sleep form whose `asleep` is the whole night', () => {
    const v1 = {
      data: {
        workouts: [
          {
            name: 'Walking',
            start: '2026-04-04 17:02:11 +1000',
            end: '2026-04-04 17:48:40 +1000',
            duration: 2789,
            activeEnergy: { qty: 900, units: 'kJ' },
            distance: { qty: 2.1, units: 'mi' },
            avgHeartRate: { qty: 101, units: 'bpm' },
            maxHeartRate: { qty: 124, units: 'bpm' },
            elevation: { ascent: 30, descent: 28, units: 'ft' },
            stepCount: { qty: 4210, units: 'count' },
          },
        ],
        metrics: [
          { name: 'active_energy', units: 'kJ', data: [{ qty: 418.4, date: '2026-04-04 17:00:00 +1000' }] },
          {
            name: 'sleep_analysis',
            units: 'hr',
            data: [
              {
                date: '2026-04-04',
                asleep: 6.5,
                sleepStart: '2026-04-03 23:30:00 +1000',
                sleepEnd: '2026-04-04 06:15:00 +1000',
                sleepSource: 'Watch',
                inBed: 7,
                inBedStart: '2026-04-03 23:10:00 +1000',
                inBedEnd: '2026-04-04 06:20:00 +1000',
                inBedSource: 'iPhone',
              },
            ],
          },
        ],
      },
    };
    expect(healthAutoExport.read(v1)).toEqual([
      {
        type: 'metric',
        measure: { label: 'active energy', dimension: 'energy', value: 418.4 / 4.184 },
        combine: 'sum',
        at: at('2026-04-04T17:00:00+10:00'),
        identity: 'health-auto-export:active_energy:2026-04-04 17 +1000:',
      },
      {
        type: 'sleep',
        asleepS: 6.5 * 3600,
        inBedS: 7 * 3600,
        at: at('2026-04-03T23:30:00+10:00'),
        end: at('2026-04-04T06:15:00+10:00'),
        identity: 'health-auto-export:sleep:2026-04-04',
      },
      {
        type: 'workout',
        activity: 'walk',
        distanceM: 2.1 * 1609.344,
        elapsedS: 2789,
        heartRateAvg: 101,
        heartRateMax: 124,
        energyKcal: 900 / 4.184,
        elevationGainM: 30 * 0.3048,
        steps: 4210,
        at: at('2026-04-04T17:02:11+10:00'),
        end: at('2026-04-04T17:48:40+10:00'),
      },
    ]);
  });

  it('leaves out metrics it does not know and units it cannot convert', () => {
    const odd = {
      data: {
        metrics: [
          { name: 'dietary_energy', units: 'kcal', data: [{ qty: 640, date: '2026-04-04 12:00:00 +1000' }] },
          { name: 'walking_running_distance', units: 'furlong', data: [{ qty: 3, date: '2026-04-04 12:00:00 +1000' }] },
          { name: 'constructor', units: '__proto__', data: [{ qty: 3 }] },
          { name: 'weight_body_mass', units: 'toString', data: [{ qty: 70, date: '2026-04-04 07:00:00 +1000' }] },
        ],
      },
    };
    expect(healthAutoExport.matches(odd)).toBe(true);
    expect(healthAutoExport.read(odd)).toEqual([]);
  });

  it('does not take look-alikes', () => {
    expect(healthAutoExport.matches({ data: { metrics: [{ name: 'steps', value: 120 }] } })).toBe(false);
    expect(
      healthAutoExport.matches({ data: { workouts: [{ name: 'Run', start: '2026-04-04 07:00:00 +1000' }] } }),
    ).toBe(false);
    expect(healthAutoExport.matches({ data: { items: [] } })).toBe(false);
    expect(healthAutoExport.matches({ metrics: [{ name: 'step_count', units: 'count', data: [] }] })).toBe(false);
    expect(healthAutoExport.matches({ note: 'metrics' })).toBe(false);
  });

  it('never throws on odd values', () => {
    const odd = {
      data: {
        metrics: [
          { name: 'sleep_analysis', units: 'hr', data: [null, { startDate: 3, value: {} }, { totalSleep: 'x' }] },
        ],
        workouts: [{ name: 'Run', start: 1, end: [] }],
      },
    };
    expect(() => healthAutoExport.read(odd)).not.toThrow();
  });

  it('reads the weather’s temperature during a workout, in Fahrenheit too, and none where it is not sent', () => {
    const workout = (temperature?: Record<string, unknown>) => ({
      data: {
        workouts: [
          {
            name: 'Outdoor Run',
            start: '2026-11-08 06:58:10 +1030',
            end: '2026-11-08 07:53:40 +1030',
            duration: 3330,
            distance: { qty: 9.8, units: 'km' },
            ...(temperature ? { temperature } : {}),
          },
        ],
      },
    });
    const temperatureOf = (payload: Record<string, unknown>) =>
      ofType(healthAutoExport.read(payload), 'workout')[0]?.temperatureC;
    expect(temperatureOf(workout({ qty: 16.8, units: 'degC' }))).toBe(16.8);
    expect(temperatureOf(workout({ qty: 50, units: 'degF' }))).toBeCloseTo(10, 5);
    expect(temperatureOf(workout({ qty: -4.5, units: 'degC' }))).toBe(-4.5);
    expect(temperatureOf(workout())).toBeUndefined();
  });
});
