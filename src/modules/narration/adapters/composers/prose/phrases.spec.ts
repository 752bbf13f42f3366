import { span, timeOf } from './phrases';

describe('span', () => {
  const day = '2026-11-26';
  const at = (minute: number, on = day) => ({ day: on, minute });

  it('says a moment once when both ends are the same time (a one-item day is "09:54", never "09:54–09:54")', () => {
    expect(span(at(594), at(594), day)).toBe('09:54');
    expect(span(at(594), null, day)).toBe('09:54');
    expect(span(at(594, '2026-11-25'), at(594, '2026-11-25'), day)).toBe('09:54 the day before');
  });

  it('says a range with both ends when they differ', () => {
    expect(span(at(594), at(630), day)).toBe('09:54–10:30');
    expect(span(at(23 * 60 + 14, '2026-11-25'), at(6 * 60 + 26), day)).toBe('from 23:14 the evening before to 06:26');
    expect(span(at(540, '2026-11-24'), at(570, '2026-11-24'), day)).toBe('on 24 November, 09:00–09:30');
  });
});

describe('timeOf and span on other days', () => {
  const day = '2026-11-26';

  it('writes the year of a time in another year, and never "to on"', () => {
    expect(timeOf({ day: '2031-05-01', minute: null }, day)).toBe('on 1 May 2031');
    expect(timeOf({ day: '2026-05-01', minute: 600 }, day)).toBe('on 1 May at 10:00');
    expect(span({ day, minute: 600 }, { day: '2026-12-31', minute: 23 * 60 + 59 }, day)).toBe(
      'from 10:00 to 23:59 on 31 December',
    );
    expect(span({ day: '2025-12-30', minute: 600 }, { day: '2025-12-30', minute: 660 }, day)).toBe(
      'on 30 December 2025, 10:00–11:00',
    );
  });

  it('says nothing of a day that is no date, rather than throwing', () => {
    expect(timeOf({ day: '10000-01-01', minute: 5 }, day)).toBeNull();
    expect(span({ day, minute: 600 }, { day: '+275760-09-13', minute: 0 }, day)).toBe('10:00');
    expect(span({ day: '0001-13-45', minute: 1 }, { day: '0001-13-45', minute: 2 }, day)).toBe('');
  });
});
