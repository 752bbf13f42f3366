import { CALENDAR_DAY_RULE, addDaysClamped, clampDay, isCalendarDate } from '../../../shared/calendar';
import { InvalidInputError } from '../../../shared/domain-error';

export const DEFAULT_WINDOW_DAYS = 30;

/**
 * The date window of a list: `to` defaults to today (the account's day), `from`
 * to 30 days before `to`. A window that ends before it starts is refused.
 *
 * Every window lies within 0001-01-01..9999-12-31: given bounds must be real
 * days of that range, and defaults stop at its ends (`to=0001-01-10` lists from
 * 0001-01-01; a clock past 9999 reads as 9999-12-31).
 */
export function resolveWindow(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  for (const parameter of ['from', 'to'] as const) {
    const value = query[parameter];
    if (value !== undefined && !isCalendarDate(value)) {
      throw new InvalidInputError(`Invalid query parameter ${parameter}: ${CALENDAR_DAY_RULE}.`, [
        { parameter, message: CALENDAR_DAY_RULE },
      ]);
    }
  }
  const to = query.to ?? clampDay(today);
  const from = query.from ?? addDaysClamped(to, -DEFAULT_WINDOW_DAYS);
  if (from > to) {
    throw new InvalidInputError(`Query parameter from (${from}) must not be later than to (${to}).`, [
      { parameter: 'from', message: `must not be later than to (${to})` },
      { parameter: 'to', message: `must not be earlier than from (${from})` },
    ]);
  }
  return { from, to };
}
