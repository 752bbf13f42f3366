import { span } from './phrases';

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
