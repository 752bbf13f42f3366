import fc from 'fast-check';
import { isCalendarDate } from '../../../shared/calendar';
import { InvalidInputError } from '../../../shared/domain-error';
import { resolveWindow } from './entry-window';

const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

/** Strings shaped like dates, most of them real days, many near the ends of 0001..9999 or just outside. */
const dateLike = fc.oneof(
  fc
    .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    '0001-01-01',
    '0001-01-10',
    '0001-01-31',
    '0001-02-01',
    '9999-12-31',
    '9999-12-01',
    '9999-11-30',
    '0000-01-01',
    '0000-12-31',
    '2026-02-30',
    '10000-01-01',
  ),
  fc
    .tuple(
      fc.integer({ min: 0, max: 10 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.boolean(),
    )
    .map(
      ([year, month, day, end]) =>
        `${String(end ? 9999 - year : year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    ),
  fc.string({ maxLength: 12 }),
);
const realDay = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('resolveWindow', () => {
  it('defaults to the 30 days before today, today included', () => {
    expect(resolveWindow({}, '2026-11-22')).toEqual({ from: '2026-10-23', to: '2026-11-22' });
  });

  it('keeps explicit bounds and measures a missing from from the given to', () => {
    expect(resolveWindow({ from: '2026-01-01', to: '2026-01-31' }, '2026-11-22')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(resolveWindow({ to: '2026-03-31' }, '2026-11-22')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(resolveWindow({ from: '2026-11-01' }, '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });

  it('refuses from later than to, naming both', () => {
    expect(() => resolveWindow({ from: '2026-02-02', to: '2026-02-01' }, '2026-11-22')).toThrow(InvalidInputError);
    expect(() => resolveWindow({ from: '2026-02-02', to: '2026-02-01' }, '2026-11-22')).toThrow(/from .* to/);
  });

  it('stops a default window at 0001-01-01 and 9999-12-31', () => {
    expect(resolveWindow({ to: '0001-01-10' }, '2026-11-22')).toEqual({ from: '0001-01-01', to: '0001-01-10' });
    expect(resolveWindow({ to: '0001-01-01' }, '2026-11-22')).toEqual({ from: '0001-01-01', to: '0001-01-01' });
    expect(resolveWindow({ to: '0001-01-31' }, '2026-11-22')).toEqual({ from: '0001-01-01', to: '0001-01-31' });
    expect(resolveWindow({ to: '9999-12-31' }, '2026-11-22')).toEqual({ from: '9999-12-01', to: '9999-12-31' });
    expect(resolveWindow({}, '0001-01-05')).toEqual({ from: '0001-01-01', to: '0001-01-05' });
    expect(resolveWindow({}, '9999-12-31')).toEqual({ from: '9999-12-01', to: '9999-12-31' });
    expect(resolveWindow({ from: '9999-12-31' }, '9999-12-31')).toEqual({ from: '9999-12-31', to: '9999-12-31' });
  });

  it.each([
    [{ from: '0000-01-01' }, 'from'],
    [{ to: '0000-01-01' }, 'to'],
    [{ from: '0000-12-31', to: '0001-01-01' }, 'from'],
    [{ to: '2026-02-30' }, 'to'],
  ])('refuses %j as a bad day, naming %s', (query, parameter) => {
    expect(() => resolveWindow(query, '2026-11-22')).toThrow(InvalidInputError);
    expect(() => resolveWindow(query, '2026-11-22')).toThrow(new RegExp(`parameter ${parameter}`));
  });

  it('either refuses the query as bad input or answers a window within 0001-01-01..9999-12-31', () => {
    fc.assert(
      fc.property(
        fc.option(dateLike, { nil: undefined }),
        fc.option(dateLike, { nil: undefined }),
        realDay,
        (from, to, today) => {
          let window: { from: string; to: string };
          try {
            window = resolveWindow({ from, to }, today);
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidInputError);
            return;
          }
          expect(isCalendarDate(window.from)).toBe(true);
          expect(isCalendarDate(window.to)).toBe(true);
          expect(FIRST_DAY <= window.from && window.from <= window.to && window.to <= LAST_DAY).toBe(true);
          if (from !== undefined) expect(window.from).toBe(from);
          expect(window.to).toBe(to ?? today);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
