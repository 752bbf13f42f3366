// Days and months as the API writes them (YYYY-MM-DD, YYYY-MM), computed in UTC: a calendar day, not an instant.

export const FIRST_DAY = '0001-01-01';
export const LAST_DAY = '9999-12-31';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

export function isMonth(text: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}

export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && iso(utc(text)) === text;
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The first and last day of a month. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, number, 0));
  return { from: `${month}-01`, to: iso(last) };
}

export function dayBefore(day: string): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() - 1);
  return iso(date);
}

export function dayAfter(day: string): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + 1);
  return iso(date);
}

export function monthTitle(month: string): string {
  return new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(`${month}-01`),
  );
}

export function dayTitle(day: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }).format(utc(day));
}

/** "Sat 21" for a list of one month's days. */
export function shortDay(day: string): { weekday: string; number: string } {
  const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }).format(utc(day));
  return { weekday, number: String(Number(day.slice(8))) };
}
