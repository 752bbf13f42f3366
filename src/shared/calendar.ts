/**
 * Calendar days as `YYYY-MM-DD` strings, time zones as IANA names. Pure rules.
 *
 * Days are years 0001 to 9999: what `YYYY` can write without a sign and what
 * every store and client of ours reads (PostgreSQL has no year 0, and string
 * order is day order only with four-digit years). Nothing here produces a day
 * outside that range: arithmetic either refuses (addDays) or clamps.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The first and the last day a date may name. */
export const FIRST_DAY = '0001-01-01';
export const LAST_DAY = '9999-12-31';

/** What a date parameter must be, as error messages say it. */
export const CALENDAR_DAY_RULE = `must be a real day written YYYY-MM-DD, from ${FIRST_DAY} to ${LAST_DAY}`;

const FIRST_DAY_MS = Date.parse(`${FIRST_DAY}T00:00:00Z`);
const LAST_DAY_MS = Date.parse(`${LAST_DAY}T00:00:00Z`);

/** A strict `YYYY-MM-DD` that names a real day of the years 0001..9999 (2026-02-30 and 0000-01-01 are not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `day` itself, or the nearest end of 0001-01-01..9999-12-31 when it lies outside (both are YYYY-MM-DD). */
export function clampDay(day: string): string {
  return day < FIRST_DAY ? FIRST_DAY : day > LAST_DAY ? LAST_DAY : day;
}

function midnightOf(day: string): number {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar day: ${JSON.stringify(day)}`);
  return Date.parse(`${day}T00:00:00Z`);
}

/** The UTC day of an instant within the supported range (toISOString writes four-digit years there). */
function dayAt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before it when negative); a RangeError when that leaves 0001..9999. */
export function addDays(day: string, days: number): string {
  const ms = midnightOf(day) + days * MS_PER_DAY;
  if (!(ms >= FIRST_DAY_MS && ms <= LAST_DAY_MS)) {
    throw new RangeError(`${day} ${days < 0 ? '-' : '+'} ${Math.abs(days)} days is outside ${FIRST_DAY}..${LAST_DAY}`);
  }
  return dayAt(ms);
}

/** The day `days` after `day`, stopping at 0001-01-01 and 9999-12-31. */
export function addDaysClamped(day: string, days: number): string {
  const ms = midnightOf(day) + days * MS_PER_DAY;
  if (!(ms > FIRST_DAY_MS)) return FIRST_DAY;
  if (!(ms < LAST_DAY_MS)) return LAST_DAY;
  return dayAt(ms);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const OFFSET_PATTERN = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/;

const MS_PER_MINUTE = 60_000;
const MAX_DATE_MS = 8.64e15;
/** Per zone, the last UTC minute asked about, when one offset held for all of it. */
const minuteOffsets = new Map<string, { minute: number; offset: number }>();

/**
 * The UTC offset of `timeZone` at `instant`, in milliseconds. Formatting costs
 * microseconds and every webhook and list asks: the answer is kept for the
 * rest of the minute, when the offset at both ends of that minute agrees.
 */
function offsetAt(timeZone: string, instant: Date): number {
  const minute = Math.floor(instant.getTime() / MS_PER_MINUTE);
  const known = minuteOffsets.get(timeZone);
  if (known?.minute === minute) return known.offset;
  const start = new Date(minute * MS_PER_MINUTE);
  // At the ends of what a Date can hold, the minute's ends may not be Dates.
  const end = new Date(Math.min((minute + 1) * MS_PER_MINUTE - 1, MAX_DATE_MS));
  if (Number.isNaN(start.getTime())) return formattedOffsetAt(timeZone, instant);
  const offset = formattedOffsetAt(timeZone, start);
  if (offset !== formattedOffsetAt(timeZone, end)) return formattedOffsetAt(timeZone, instant);
  minuteOffsets.set(timeZone, { minute, offset });
  return offset;
}

function formattedOffsetAt(timeZone: string, instant: Date): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = OFFSET_PATTERN.exec(name);
  if (!match) throw new RangeError(`Unreadable offset ${JSON.stringify(name)} of time zone ${timeZone}`);
  if (!match[1]) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0);
  return (match[1] === '-' ? -1 : 1) * seconds * 1000;
}

/**
 * The calendar day that `instant` falls on in `timeZone`, kept within
 * 0001-01-01..9999-12-31 (a clock beyond either end reads as that end).
 *
 * Computed from the zone's offset rather than by formatting the date: Intl
 * writes years below 1000 without padding ("5-03-01") and years before 1 as
 * positive era years, which would not be days of ours.
 */
export function calendarDayIn(timeZone: string, instant: Date = new Date()): string {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid instant');
  const local = ms + offsetAt(timeZone, instant);
  if (local < FIRST_DAY_MS) return FIRST_DAY;
  if (local >= LAST_DAY_MS + MS_PER_DAY) return LAST_DAY;
  return dayAt(local);
}
