import { addDays, calendarDayIn, isCalendarDate, isValidTimeZone } from './calendar';

describe('calendar', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '0001-01-01'])('accepts the real day %s', (day) => {
    expect(isCalendarDate(day)).toBe(true);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-01', '20260101', '2026-01-01T00:00:00Z', ' 2026-01-01', ''])(
    'refuses %j',
    (day) => {
      expect(isCalendarDate(day)).toBe(false);
    },
  );

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', -30)).toBe('2026-10-23');
  });

  it('knows which day an instant falls on in a time zone', () => {
    const instant = new Date('2026-11-22T02:30:00Z');
    expect(calendarDayIn('UTC', instant)).toBe('2026-11-22');
    expect(calendarDayIn('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(calendarDayIn('Pacific/Kiritimati', new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-22');
  });

  it('tells IANA time zones from anything else', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
