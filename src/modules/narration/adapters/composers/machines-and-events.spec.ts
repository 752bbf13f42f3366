import { entryOf } from '../../../../../test/support/composed-entry';

// Round 21's classes (issue 34), on shapes of their own: a robot's events that name it by its id and carry no time of
// their own, its state beside its mode, its status poll with lifetime statistics and a weekly schedule.

describe('a robot vacuum’s events', () => {
  const event = (at: string, activity: string, state: string) => ({
    at,
    payload: {
      id: 'vac-77',
      type: 'robot-event-v2',
      attributes: { robot: { mode: 'WHOLE_HOME', activity, state } },
    },
  });

  it('tells each event at its delivery, in the state its state field says', () => {
    const text = entryOf([
      event('09:00:00', 'LEAVING_DOCK', 'IN_OPERATION'),
      event('10:47:00', 'STUCK', 'ERROR'),
      event('11:30:00', 'CLEANING', 'IN_OPERATION'),
    ]);
    expect(text).toContain('09:00');
    expect(text).toContain('10:47');
    expect(text).toContain('11:30');
    expect(text).toMatch(/error|failed/);
    expect(text).not.toContain('whole home');
  });

  it('says nothing of the lifetime statistics and the weekly schedule of its status poll', () => {
    const text = entryOf([
      {
        at: '08:55:00',
        payload: {
          data: {
            type: 'robot',
            id: 'vac-77',
            attributes: {
              system: { name: 'Dusty' },
              robot: { state: 'DOCKED' },
              statistics: { totalCleaningTime: 1_872_000, totalDriveDistance: 851_220, numberOfCycles: 614 },
              calendar: { tasks: [{ start: 540, duration: 480, monday: true, tuesday: false, wednesday: true }] },
            },
          },
        },
      },
    ]);
    expect(text).not.toMatch(/cleaning time|drive distance|851|31 min|8 min|8 h/);
  });
});
