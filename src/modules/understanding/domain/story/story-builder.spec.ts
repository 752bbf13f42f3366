import type { DiaryEvent } from '../events/diary-event';
import { zonedClock } from '../vocabulary/zoned-clock';
import { MAX_EVENT_TEXT } from './event-fields';
import { StoryBuilder } from './story-builder';

const DAY = '2026-11-21';
const at = (time: string) => ({ instant: Date.parse(`${DAY}T${time}Z`) });
const received = Date.parse(`${DAY}T20:00:00Z`);

function story(...deliveries: Array<[source: string, events: DiaryEvent[]]>) {
  const builder = new StoryBuilder(zonedClock('UTC'), DAY);
  for (const [source, events] of deliveries) builder.add(events, source, 'test', received);
  return builder.build();
}

const pay = (
  id: string,
  amount: number,
  extra: Partial<Extract<DiaryEvent, { type: 'transaction' }>> = {},
): DiaryEvent => ({
  type: 'transaction',
  amount: { amount, currency: 'GBP' },
  identity: `bank:${id}`,
  at: at('09:00:00'),
  ...extra,
});

describe('StoryBuilder', () => {
  it('adds each transaction to the totals once: a later delivery of it replaces its part, a declined one or an own move adds nothing', () => {
    const day = story(
      ['Bank', [pay('a', -3.5), pay('b', -20), pay('c', 100)]],
      [
        'Bank',
        [
          pay('a', -3.5),
          pay('b', -25, { update: true }),
          pay('d', -50, { declined: true }),
          pay('e', -200, { kind: 'own' }),
        ],
      ],
    );
    expect(day.moneyTotals).toEqual([{ currency: 'GBP', spent: 28.5, received: 100, count: 3 }]);
    expect(day.transactions.map((tx) => tx.amount.amount)).toEqual([-3.5, -25, 100, -50, -200]);
  });

  it('keeps one workout told by two tools, taking what the second adds', () => {
    const day = story(
      ['Strava', [{ type: 'workout', activity: 'run', name: 'Canal loop', distanceM: 10_000, at: at('07:10:00') }]],
      [
        'Apple Health',
        [
          {
            type: 'workout',
            activity: 'run',
            distanceM: 10_120,
            heartRateAvg: 150,
            energyKcal: 700,
            at: at('07:11:00'),
          },
        ],
      ],
      ['Apple Health', [{ type: 'workout', activity: 'run', distanceM: 4_000, at: at('18:00:00') }]],
    );
    expect(day.workouts).toMatchObject([
      { name: 'Canal loop', distanceM: 10_000, heartRateAvg: 150, energyKcal: 700, source: 'Strava' },
      { distanceM: 4_000, source: 'Apple Health' },
    ]);
  });

  it('keeps daily metrics of the day only, and a summed data point sent again with a new value replaces its old one', () => {
    const steps = (identity: string, value: number, time: string, day = DAY): DiaryEvent => ({
      type: 'metric',
      combine: 'sum',
      measure: { label: 'steps', dimension: 'steps', value },
      identity,
      at: { instant: Date.parse(`${day}T${time}Z`) },
    });
    const day = story(
      [
        'Phone',
        [steps('h9', 300, '09:00:00'), steps('h10', 500, '10:00:00'), steps('y23', 999, '23:00:00', '2026-11-20')],
      ],
      ['Phone', [steps('h10', 800, '10:00:00')]],
    );
    expect(day.metrics).toMatchObject([{ label: 'steps', value: 1_100, count: 2 }]);
  });

  it('keeps texts and lists of bounded size whatever was sent', () => {
    const day = story([
      'Chat',
      [
        { type: 'message', kind: 'message', text: `${'word '.repeat(10_000)}end` },
        {
          type: 'code',
          object: 'commit',
          action: 'pushed',
          commits: Array.from({ length: 50 }, (_, i) => `commit ${i}`),
        },
      ],
    ]);
    expect(day.messages[0].text!.length).toBeLessThanOrEqual(MAX_EVENT_TEXT + 1);
    expect(day.messages[0].text).toMatch(/word…$/);
    expect(day.code[0].commits).toHaveLength(10);
  });

  it('merges an update into the earlier event of the same identity, keeping what was done', () => {
    const day = story(
      ['Todo', [{ type: 'task', title: 'Call mum', action: 'created', identity: 'todo:1', at: at('08:00:00') }]],
      [
        'Todo',
        [{ type: 'task', title: 'Call mum about the birthday', action: 'updated', identity: 'todo:1', update: true }],
      ],
      ['Todo', [{ type: 'task', title: 'Ghost', action: 'updated', identity: 'todo:2', update: true }]],
    );
    expect(day.tasks).toMatchObject([{ title: 'Call mum about the birthday', action: 'created' }]);
  });

  it('leaves out numbers beyond belief from events, and events that are only such a number', () => {
    const day = story([
      'Tool',
      [
        { type: 'workout', activity: 'run', distanceM: 1e308, movingS: -60, heartRateAvg: 150, at: at('07:00:00') },
        { type: 'metric', combine: 'sum', measure: { label: 'steps', dimension: 'steps', value: 1e18 } },
        { type: 'transaction', amount: { amount: -1e300, currency: 'GBP' } },
        { type: 'position', latitude: 91, longitude: 10 },
      ],
    ]);
    expect(day.workouts).toHaveLength(1);
    expect(day.workouts[0]).toMatchObject({ heartRateAvg: 150, distanceM: undefined, movingS: undefined });
    expect([day.metrics, day.transactions, day.routes]).toEqual([[], [], []]);
  });

  it('leaves out and counts an event whose start no diary tells, keeps one whose end it cannot tell without the end', () => {
    const run = (extra: Partial<Extract<DiaryEvent, { type: 'workout' }>>): DiaryEvent => ({
      type: 'workout',
      activity: 'run',
      at: at('07:00:00'),
      ...extra,
    });
    const day = story([
      'Watch',
      [
        run({ at: { instant: -62_135_596_800_000 } }),
        run({ at: { local: '9999-12-31T23:59' }, activity: 'ride' }),
        run({ end: { instant: 8.64e15 }, activity: 'walk' }),
      ],
    ]);
    expect(day.untold).toBe(2);
    expect(day.workouts).toEqual([expect.objectContaining({ activity: 'walk', end: null })]);
  });

  it('tells nothing planned more than a year away as the day’s', () => {
    const day = story([
      'Calendar',
      [{ type: 'calendar', title: 'Eclipse', at: { instant: Date.parse('2031-05-01T09:00:00Z') } } as DiaryEvent],
    ]);
    expect(day.calendar).toEqual([]);
  });

  it('leaves out an event that breaks its own telling, and goes on with the rest of the delivery', () => {
    const broken = { type: 'workout', activity: 'run', at: at('07:00:00') } as DiaryEvent;
    Object.defineProperty(broken, 'distanceM', {
      enumerable: true,
      get() {
        throw new Error('a value nobody foresaw');
      },
    });
    const day = story(['Watch', [broken, { type: 'workout', activity: 'swim', at: at('18:00:00') }]]);
    expect(day.untold).toBe(1);
    expect(day.workouts.map((workout) => workout.activity)).toEqual(['swim']);
  });
});
