import { addDays } from '../../../shared/calendar';
import { InvalidInputError } from '../../../shared/domain-error';

export const DEFAULT_WINDOW_DAYS = 30;

/**
 * The date window of a list: `to` defaults to today (the account's day), `from`
 * to 30 days before `to`. A window that ends before it starts is refused.
 */
export function resolveWindow(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -DEFAULT_WINDOW_DAYS);
  if (from > to) {
    throw new InvalidInputError(`Query parameter from (${from}) must not be later than to (${to}).`, [
      { parameter: 'from', message: `must not be later than to (${to})` },
      { parameter: 'to', message: `must not be earlier than from (${from})` },
    ]);
  }
  return { from, to };
}
