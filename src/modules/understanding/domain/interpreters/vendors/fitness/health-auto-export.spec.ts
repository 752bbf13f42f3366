import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import type { DiaryEvent } from '../../../events/diary-event';
import { StoryBuilder } from '../../../story/story-builder';
import { healthAutoExport } from './health-auto-export';

const payloads = (name: string) => loadCorpusDay(name).deliveries.map((d) => d.payload as Record<string, unknown>);
const at = (text: string) => ({ instant: Date.parse(text) });
const ofType = <T extends DiaryEvent['type']>(events: DiaryEvent[], type: T) =>
  events.filter((event): event is Extract<DiaryEvent, { type: T }> => event.type === type);
const byLabel = (events: DiaryEvent[], label: string) =>
  ofType(events, 'metric').filter((event) => event.measure.label === label);

describe('the Health Auto Export interpreter', () => {
  const [noon, evening] = payloads('health-auto-export-long-run');
  const [morning, night] = payloads('health-auto-export-ride-imperial');

  it('reads an aggregated night in hours, the core stage as light sleep', () => {
    expect(ofType(healthAutoExport.read(noon), 'sleep')).toEqual([
      {
        type: 'sleep',
        asleepS: 7.45 * 3600,
        inBedS: 7.9 * 3600,
        deepS: 1.05 * 3600,
        remS: 2.3 * 3600,
        lightS: 4.1 * 3600,
        awakeS: 0.12 * 3600,
        at: at('2026-05-15T23:24:00+02:00'),
        end: at('2026-05-16T06:58:00+02:00'),
        identity: 'health-auto-export:sleep:2026-05-16',
      },
    ]);
  });

  it('gathers the body measures of one time into one weigh-in, pounds in kilograms', () => {
    expect(ofType(healthAutoExport.read(noon), 'body')).toEqual([
      {
        type: 'body',
        measures: [
          { label: 'weight', dimension: 'weight', value: 68.9 },
          { label: 'body fat', dimension: 'percent', value: 17.8 },
        ],
        at: at('2026-05-16T07:20:31+02:00'),
        identity: 'health-auto-export:body:2026-05-16 07:20:31 +0200',
      },
    ]);
    expect(ofType(healthAutoExport.read(morning), 'body')[0].measures).toEqual([
      { label: 'weight', dimension: 'weight', value: 172.4 * 0.45359237 },
    ]);
  });

  it('adds up hourly counts, each hour once however often a sync sends it again; levels are the latest; heart rate is a range', () => {
    const story = new StoryBuilder(
      (instant) => ({ day: new Date(instant + 7_200_000).toISOString().slice(0, 10), minute: 0 }),
      '2026-05-16',
    );
    story.add(healthAutoExport.read(noon), 'Apple Health', healthAutoExport.vendor, Date.parse('2026-05-16T10:00:41Z'));
    story.add(
      healthAutoExport.read(evening),
      'Apple Health',
      healthAutoExport.vendor,
      Date.parse('2026-05-16T19:10:14Z'),
    );
    const metrics = Object.fromEntries(story.build().metrics.map((metric) => [metric.label, metric]));
    expect(metrics.steps).toMatchObject({ combine: 'sum', value: 32556 });
    expect(metrics['active energy'].value).toBeCloseTo(2141.722, 6);
    expect(metrics['walking and running distance'].value).toBeCloseTo(30842, 6);
    expect(metrics['flights climbed']).toMatchObject({ dimension: 'count', value: 11 });
    expect(metrics['resting heart rate']).toMatchObject({ combine: 'latest', value: 49 });
    expect(metrics['heart rate']).toMatchObject({ combine: 'range', min: 44, max: 178 });
    expect(byLabel(healthAutoExport.read(noon), 'steps')[0]).toEqual({
      type: 'metric',
      measure: { label: 'steps', dimension: 'steps', value: 14 },
      combine: 'sum',
      at: at('2026-05-16T00:00:00+02:00'),
      identity: 'health-auto-export:step_count:2026-05-16 00 +0200:Noor’s Apple Watch|Noor’s iPhone',
    });
  });

  it('adds points by the minute up per hour, and keeps the lowest and highest heart rate of the payload', () => {
    const minute = (i: number) =>
      `2026-05-16 ${String(7 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00 +0200`;
    const steps = Array.from({ length: 120 }, (_, i) => ({ qty: 10, date: minute(i), source: 'Watch' }));
    const beats = Array.from({ length: 120 }, (_, i) => ({
      Min: 60 + (i % 50),
      Avg: 70,
      Max: 70 + (i % 80),
      date: minute(i),
    }));
    const events = healthAutoExport.read({
      data: {
        metrics: [
          { name: 'step_count', units: 'count', data: steps },
          { name: 'heart_rate', units: 'count/min', data: beats },
        ],
      },
    });
    const hourOf = (value: number, hour: string) => ({
      type: 'metric',
      measure: { label: 'steps', dimension: 'steps', value },
      combine: 'sum',
      identity: `health-auto-export:step_count:2026-05-16 ${hour} +0200:Watch`,
    });
    expect(byLabel(events, 'steps')).toEqual([
      { ...hourOf(600, '07'), at: at('2026-05-16T07:00:00+02:00') },
      { ...hourOf(600, '08'), at: at('2026-05-16T08:00:00+02:00') },
    ]);
    expect(byLabel(events, 'heart rate')).toEqual([
      {
        type: 'metric',
        measure: { label: 'heart rate', dimension: 'heart-rate', value: 60 },
        combine: 'range',
        at: at('2026-05-16T07:00:00+02:00'),
      },
      {
        type: 'metric',
        measure: { label: 'heart rate', dimension: 'heart-rate', value: 149 },
        combine: 'range',
        at: at('2026-05-16T08:19:00+02:00'),
      },
    ]);
  });

  it('converts miles to metres', () => {
    const miles = byLabel(healthAutoExport.read(night), 'walking and running distance');
    expect(miles[0].measure).toEqual({
      label: 'walking and running distance',
      dimension: 'distance',
      value: 0.043 * 1609.344,
    });
  });

  it('sums stage segments into one night, from the first segment to the last', () => {
    const sleeps = ofType(healthAutoExport.read(night), 'sleep');
    expect(sleeps).toHaveLength(1);
    const [sleep] = sleeps;
    expect(sleep).toMatchObject({
      at: at('2026-09-18T22:41:12-05:00'),
      end: at('2026-09-19T06:15:40-05:00'),
      identity: 'health-auto-export:sleep:2026-09-18 22:41:12 -0500',
    });
    expect(sleep.asleepS).toBeCloseTo(427 * 60, 6);
    expect(sleep.lightS).toBeCloseTo(270 * 60, 6);
    expect(sleep.deepS).toBeCloseTo(47 * 60, 6);
    expect(sleep.remS).toBeCloseTo(110 * 60, 6);
    expect(sleep.awakeS).toBeCloseTo(13 * 60, 6);
    expect(sleep.inBedS).toBeCloseTo(7 * 3600 + 34 * 60 + 28, 6);
    // The morning sync sent the same night: same identity.
    expect(ofType(healthAutoExport.read(morning), 'sleep')[0].identity).toBe(sleep.identity);
  });
});
