import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in the tenth round of first contact (issue 34), each on shapes of its own: a device's later deliveries
// about the same thing, told at their own times, and a machine's lifetime counters that are no measure of the day.

describe('a thing told again later in the day', () => {
  const mower = (at: string, extra: Record<string, unknown>) => ({
    id: 'mw-0042',
    type: 'MOWER',
    timestamp: `2026-11-21T${at}Z`,
    ...extra,
  });

  it('tells a state sent later about the same thing at the time it was sent, not at the thing’s first time', () => {
    const text = entryOf([
      { at: '06:31:00', payload: mower('06:30:00', { name: 'Robbie', state: 'OK' }) },
      { at: '13:41:00', payload: mower('13:40:00', { state: 'WARNING' }) },
    ]);
    expect(text).toContain('Robbie');
    expect(text).toMatch(/warning at 13:40/);
    expect(text).not.toMatch(/warning at 06:30/);
  });

  it('tells the state beside a record’s own time when the record is told as a line of its own', () => {
    const text = entryOf([
      {
        at: '09:01:00',
        payload: { id: 'T-9', type: 'ticket', title: 'Fix the gate latch', created_at: '2026-11-21T09:00:00Z' },
      },
      { at: '15:21:00', payload: { id: 'T-9', type: 'ticket', status: 'Done', updated_at: '2026-11-21T15:20:00Z' } },
    ]);
    expect(text).toContain('Fix the gate latch');
    expect(text).toMatch(/[Dd]one at 15:20/);
  });
});

describe('lifetime counters of a machine', () => {
  it('does not tell a machine’s operating hours or uptime as the day’s', () => {
    const text = entryOf([
      {
        at: '10:00:00',
        payload: {
          device: { name: 'Garden pump' },
          operatingHours: 512,
          uptime_seconds: 86_400 * 40,
          flow_litres: 220,
          timestamp: '2026-11-21T10:00:00Z',
        },
      },
    ]);
    expect(text).toContain('Garden pump');
    expect(text).not.toMatch(/512|operating|uptime|960 h/);
  });
});
