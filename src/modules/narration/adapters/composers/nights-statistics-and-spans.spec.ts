import { entryOf } from '../../../../../test/support/composed-entry';

// Round 20's classes (issue 34), on shapes of their own: a bed sensor's night with durations of no named unit inside
// its span, a statistic's `_min` beside its `_max`, one span under several names, links to other pages.

describe('a bed sensor’s night', () => {
  const night = {
    at: '07:10:00',
    payload: {
      id: 'n-5520',
      time_start: Date.parse('2026-11-20T22:40:00Z') / 1000,
      time_end: Date.parse('2026-11-21T06:00:00Z') / 1000,
      time_duration: 26_400,
      time_in_bed_duration: 26_400,
      sleep_duration: 23_100,
      sleep_efficiency: 88,
      sleep_onset_duration: 1_140,
      sleep_class_deep_duration: 5_400,
      sleep_class_rem_duration: 5_100,
      measured_hr_avg: 55,
      measured_hr_min: 47,
      measured_hr_max: 80,
      measured_rr_avg: 14.1,
      measured_rr_min: 9.6,
      measured_rr_max: 21.2,
      navigation_data: { prev: { id: 'n-5519', date: '2026-11-20' }, next: null },
    },
  };

  it('tells the sleep within the time in bed, once each, before the stages', () => {
    const text = entryOf([night]);
    expect(text).toContain('sleep duration 6 h 25 min');
    expect(text.match(/7 h 20 min/g)).toHaveLength(1);
    expect(text).toContain('average heart rate 55 bpm');
  });

  it('reads a statistic’s `_min` as its lowest, never as minutes', () => {
    const text = entryOf([night]);
    expect(text).not.toMatch(/rr 10 min|9\.6 min|measured rr 9/);
    expect(text).toContain('lowest heart rate 47 bpm');
  });

  it('tells its sleep efficiency as a share, before a trend’s details', () => {
    const text = entryOf([{ ...night, payload: { ...night.payload, minitrend_measured_hr_avg: 54 } }]);
    expect(text).toContain('sleep efficiency 88%');
  });

  it('never calls the record by its links to other pages', () => {
    expect(entryOf([night])).not.toMatch(/navigation/i);
  });
});
