import fc from 'fast-check';
import {
  FIRST_DAY,
  LAST_DAY,
  addDays,
  addDaysClamped,
  calendarDayIn,
  clampDay,
  isCalendarDate,
  isValidTimeZone,
} from './calendar';

const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'America/St_Johns',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Etc/GMT+12',
  'Asia/Kathmandu',
];
/** Every instant a JavaScript Date can hold. */
const anyInstant = fc.date({ noInvalidDate: true });
/** The days we accept, as YYYY-MM-DD. */
const anyDay = fc
  .date({ min: new Date(`${FIRST_DAY}T00:00:00Z`), max: new Date(`${LAST_DAY}T00:00:00Z`), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '0001-01-01', '9999-12-31', '0004-02-29'])(
    'accepts the real day %s',
    (day) => {
      expect(isCalendarDate(day)).toBe(true);
    },
  );

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-1-01',
    '20260101',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '',
    '0000-01-01',
    '0000-12-31',
    '0000-02-29',
    '-0001-01-01',
    '+2026-01-01',
    '10000-01-01',
    '+010000-01-01',
    '2026-00-10',
    '2026-01-00',
    '٢٠٢٦-٠١-٠١',
  ])('refuses %j', (day) => {
    expect(isCalendarDate(day)).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', -30)).toBe('2026-10-23');
    expect(addDays('0001-01-31', -30)).toBe('0001-01-01');
    expect(addDays('9999-12-01', 30)).toBe('9999-12-31');
  });

  it('refuses to step outside 0001..9999, and clamps when asked to', () => {
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('0001-01-10', -30)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', 1)).toThrow(RangeError);
    expect(addDaysClamped('0001-01-10', -30)).toBe('0001-01-01');
    expect(addDaysClamped('9999-12-31', 1)).toBe('9999-12-31');
    expect(addDaysClamped('9999-12-20', 30)).toBe('9999-12-31');
    expect(addDaysClamped('2026-11-22', -30)).toBe('2026-10-23');
    expect(clampDay('0000-06-01')).toBe(FIRST_DAY);
    expect(clampDay('2026-06-01')).toBe('2026-06-01');
  });

  it('adds and clamps within the range for any day and any count', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -4_000_000, max: 4_000_000 }), (day, days) => {
        const clamped = addDaysClamped(day, days);
        expect(isCalendarDate(clamped)).toBe(true);
        let exact: string | undefined;
        try {
          exact = addDays(day, days);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
        }
        if (exact !== undefined) {
          expect(exact).toBe(clamped);
          expect(addDays(exact, -days)).toBe(day);
        } else {
          expect([FIRST_DAY, LAST_DAY]).toContain(clamped);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('knows which day an instant falls on in a time zone', () => {
    const instant = new Date('2026-11-22T02:30:00Z');
    expect(calendarDayIn('UTC', instant)).toBe('2026-11-22');
    expect(calendarDayIn('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(calendarDayIn('Pacific/Kiritimati', new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-22');
    expect(calendarDayIn('Asia/Kathmandu', new Date('2026-11-21T18:14:59Z'))).toBe('2026-11-21');
    expect(calendarDayIn('Asia/Kathmandu', new Date('2026-11-21T18:15:00Z'))).toBe('2026-11-22');
  });

  it("writes today's day with four-digit years and keeps it within 0001..9999 whatever the clock says", () => {
    expect(calendarDayIn('UTC', new Date('0005-03-01T12:00:00Z'))).toBe('0005-03-01');
    expect(calendarDayIn('UTC', new Date('0001-01-01T00:00:00Z'))).toBe('0001-01-01');
    expect(calendarDayIn('America/Los_Angeles', new Date('0001-01-01T00:00:00Z'))).toBe('0001-01-01');
    expect(calendarDayIn('UTC', new Date('0000-06-01T00:00:00Z'))).toBe('0001-01-01');
    expect(calendarDayIn('UTC', new Date('9999-12-31T23:59:59Z'))).toBe('9999-12-31');
    expect(calendarDayIn('Pacific/Kiritimati', new Date('9999-12-31T12:00:00Z'))).toBe('9999-12-31');
    expect(calendarDayIn('UTC', new Date('+010000-01-01T00:00:00Z'))).toBe('9999-12-31');
    fc.assert(
      fc.property(anyInstant, fc.constantFrom(...ZONES), (instant, zone) => {
        expect(isCalendarDate(calendarDayIn(zone, instant))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with Intl on the years Intl writes with four digits', () => {
    const formatters = new Map(
      ZONES.map((zone) => [
        zone,
        new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      ]),
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-02T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          expect(calendarDayIn(zone, instant)).toBe(formatters.get(zone)!.format(instant));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is right every few seconds across offset changes that move the day (the offset is kept per minute)', () => {
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const formatter = (zone: string, kind: 'day' | 'offset') =>
      formatters.get(zone + kind) ??
      formatters
        .set(
          zone + kind,
          new Intl.DateTimeFormat(
            kind === 'day' ? 'en-CA' : 'en',
            kind === 'day'
              ? { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }
              : { timeZone: zone, timeZoneName: 'longOffset' },
          ),
        )
        .get(zone + kind)!;
    const intlDay = (zone: string, ms: number) => formatter(zone, 'day').format(ms);
    const offsetName = (zone: string, ms: number) =>
      formatter(zone, 'offset')
        .formatToParts(ms)
        .find((part) => part.type === 'timeZoneName')?.value;
    // Santiago and Havana change at local midnight; Amsterdam in 1937 moved from +00:19:32 to +00:20.
    for (const [zone, year] of [
      ['America/Santiago', 2026],
      ['America/Havana', 2026],
      ['Europe/Amsterdam', 1937],
    ] as const) {
      let changes = 0;
      for (let hour = Date.UTC(year, 0, 1); hour < Date.UTC(year + 1, 0, 1); hour += 3_600_000) {
        if (offsetName(zone, hour) === offsetName(zone, hour + 3_600_000)) continue;
        changes++;
        // Every 7 s for an hour and more, so that each minute is asked about at several of its seconds, in order.
        for (let second = hour - 120_000; second <= hour + 3_720_000; second += 7_000)
          expect(calendarDayIn(zone, new Date(second))).toBe(intlDay(zone, second));
      }
      expect(changes).toBeGreaterThan(0);
    }
  });

  it('tells IANA time zones from anything else', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
