import { entryOf } from '../../../../../test/support/composed-entry';

// A series sent as an object keyed by its points' times (issue 34), and steps counted over a day's intervals.

describe('a series keyed by its times', () => {
  it('reads readings keyed by their times as a series, with its lowest and highest', () => {
    const text = entryOf([
      {
        at: '19:00:00',
        payload: {
          device: 'Ring',
          heart_rate: {
            '2026-11-21T08:00:00Z': 61,
            '2026-11-21T09:00:00Z': 75,
            '2026-11-21T13:00:00Z': 92,
            '2026-11-21T18:00:00Z': 58,
          },
        },
      },
    ]);
    expect(text).toContain('58–92 bpm');
  });

  it('adds up steps counted hour by hour, and takes the last of steps counted on through the day', () => {
    const epoch = (time: string) => String(Date.parse(`2026-11-21T${time}Z`) / 1000);
    const hourly = entryOf(
      [
        {
          at: '19:00:00',
          payload: {
            metric: 'steps',
            unit: 'count',
            values: { [epoch('08:00:00')]: 1_200, [epoch('09:00:00')]: 3_400, [epoch('10:00:00')]: 800 },
          },
        },
      ],
      'Phone',
    );
    expect(hourly).toContain('5,400 steps');
    expect(hourly).not.toMatch(/800–3,400/);
    const running = entryOf(
      [
        {
          at: '19:00:00',
          payload: {
            metric: 'steps',
            unit: 'count',
            values: [
              { timestamp: Number(epoch('08:00:00')), value: 1_200 },
              { timestamp: Number(epoch('12:00:00')), value: 4_600 },
              { timestamp: Number(epoch('18:00:00')), value: 7_950 },
            ],
          },
        },
      ],
      'Phone',
    );
    expect(running).toContain('7,950 steps');
    expect(running).not.toContain('13,750');
  });

  it('leaves records keyed by ids that look like epoch seconds as records', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: {
          list: {
            '3208455312': { item_id: '3208455312', resolved_title: 'How the river was tamed', word_count: 2400 },
            '3208455313': { item_id: '3208455313', resolved_title: 'A short history of tea', word_count: 1800 },
          },
        },
      },
    ]);
    expect(text).toContain('How the river was tamed');
  });
});
