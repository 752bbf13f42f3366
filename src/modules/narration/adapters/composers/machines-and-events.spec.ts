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

describe('a signing service’s envelopes of several kinds', () => {
  const envelope = (at: string, event: string, subject: string) => ({
    at,
    payload: {
      event,
      generatedDateTime: `2026-11-21T${at}Z`,
      data: {
        envelopeId: `env-${at}`,
        envelopeSummary: {
          status: event.replace('envelope-', ''),
          emailSubject: subject,
          sender: { userName: 'Tom Reyes' },
          purgeState: 'unpurged',
          createdDateTime: `2026-11-21T${at}Z`,
        },
      },
    },
  });

  it('tells each record by its own kind, never a voided one as completed', () => {
    const text = entryOf([
      envelope('08:33:00', 'envelope-voided', 'Offer Letter – Senior Estimator'),
      envelope('09:02:00', 'envelope-completed', 'Lease Agreement – 2417 N Halsted St'),
      envelope('14:05:00', 'envelope-completed', 'Offer Letter – Senior Estimator (revised)'),
    ]);
    expect(text).toMatch(/voided “Offer Letter – Senior Estimator”/);
    expect(text).not.toMatch(/completed “Offer Letter – Senior Estimator”/);
  });
});

describe('an order that names the decimals of its amounts', () => {
  it('reads its whole amounts in that many decimals', () => {
    const text = entryOf([
      {
        at: '19:12:00',
        payload: {
          _id: 'o-1',
          _created: '2026-11-21T19:12:04Z',
          location: '64b1f0c2a93e7d0012c4e8b7',
          customer: { name: 'Andrea M.' },
          payment: { amount: 24900, type: 3 },
          items: [{ name: 'Taco al pastor', price: 3500, quantity: 3 }],
          currency: 'MXN',
          decimalDigits: 2,
        },
      },
    ]);
    expect(text).toContain('MX$249.00');
    expect(text).not.toContain('24,900');
    expect(text).not.toContain('64b1f0c2');
  });
});

describe('an event with the time named for what happened', () => {
  it('is told at that time, not when its record was created', () => {
    const text = entryOf([
      {
        at: '17:20:00',
        payload: {
          event: 'envelope-completed',
          data: {
            envelopeId: 'env-1',
            envelopeSummary: {
              status: 'completed',
              emailSubject: 'Lease Agreement – 2417 N Halsted St',
              createdDateTime: '2026-11-21T08:58:00Z',
              sentDateTime: '2026-11-21T09:02:00Z',
              completedDateTime: '2026-11-21T17:19:00Z',
            },
          },
        },
      },
    ]);
    expect(text).toContain('17:19');
    expect(text).not.toContain('08:58');
  });
});
