import { entryOf } from '../../../../../test/support/composed-entry';

// A health platform's records (issue 34, round 13), on shapes of their own: a night told by how long it was asleep, a
// workout by its whole length beside its moving time, seconds per heart-rate zone never a heart rate, and a day's
// totals stamped at midnight UTC told as the day's, not at the hour that midnight is here.

describe('nights and workouts', () => {
  it('says how long the night was asleep, a workout’s span, and no zone list as a heart rate', () => {
    const text = entryOf(
      [
        {
          at: '02:00:00',
          payload: {
            kind: 'sleep',
            start: '2026-11-20T17:30:00Z',
            end: '2026-11-21T01:00:00Z',
            light: 14400,
            deep: 5400,
            rem: 5700,
          },
        },
        {
          at: '04:00:00',
          payload: {
            title: 'Lunch Ride',
            start: '2026-11-21T02:10:00Z',
            end: '2026-11-21T03:25:00Z',
            moving_time: 4200,
            distance: 31200,
            hr_zones: [65, 300, 1800, 1500, 540],
          },
        },
        {
          at: '16:00:00',
          payload: { kind: 'daily_totals', date: '2026-11-21T00:00:00+00:00', steps: 11408, calories_active: 640 },
        },
      ],
      'Health',
      [],
      'Asia/Kolkata',
    );
    expect(text).toContain('asleep 7 h 5 min');
    expect(text).toContain('Lunch Ride');
    expect(text).toContain('duration 1 h 15 min, moving time 1 h 10 min');
    expect(text).toContain('11,408 steps');
    expect(text).not.toMatch(/65 bpm|300 bpm|zones|05:30/);
  });
});
