import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in round 45 of first contact (issue 34), each on shapes of its own: an answer's own message beside the
// records it wraps, records that each carry their owner's `uid` beside their own `_id`, a typing test's speed, and a
// webhook's topic written as an event's code.

describe('an answer that wraps its records', () => {
  it('tells each record, never the answer’s message, each by its own id rather than its owner’s', () => {
    const test = (_id: string, at: string, wpm: number, mode: string) => ({
      _id,
      uid: 'q7VhR2mKx9TnB4sLdW8cYp3Fz1E6',
      wpm,
      rawWpm: wpm + 3,
      acc: 96.1,
      mode,
      timestamp: Date.parse(`2026-11-21T${at}Z`),
    });
    const text = entryOf([
      {
        at: '09:00:00',
        payload: { message: 'Results retrieved', data: [test('68745d0dd0a4e1001f4e91c3', '08:12:00', 96.8, 'time')] },
      },
      {
        at: '21:00:00',
        payload: {
          message: 'Results retrieved',
          data: [
            test('68752893e7b2c4001f50b9a4', '20:41:00', 88.65, 'quote'),
            test('687526fce7b2c4001f50b6d8', '20:34:00', 104.2, 'time'),
          ],
        },
      },
    ]);
    expect(text).not.toContain('Results retrieved');
    // (Three tests, none replacing another for sharing their owner's id.)
    expect(text).toContain('3 readings, 08:12–20:41');
    expect(text).toContain('typing speed 88.65–104.2 wpm');
  });
});

describe('a timesheet webhook', () => {
  it('never quotes its topic, an event’s code', () => {
    const text = entryOf(
      [
        {
          at: '11:00:00',
          payload: {
            topic: 'Timesheet.Update',
            data: {
              Id: 5521,
              StartTime: Date.parse('2026-11-21T06:31:00Z') / 1000,
              EndTime: Date.parse('2026-11-21T10:47:00Z') / 1000,
              EmployeeComment: 'Prepped the chowder base',
              OperationalUnitObject: { OperationalUnitName: 'Prep Kitchen' },
            },
          },
        },
      ],
      'Shifts',
    );
    expect(text).toContain('Prepped the chowder base');
    expect(text).not.toContain('Timesheet.Update');
  });
});
