import type { When } from '../../../../understanding';
import type { Quantity } from '../../../../understanding';
import { formatQuantity, formatRange } from './quantity-format';
import type { Money } from '../../../../understanding';

/** "07:05" */
export function clock(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortDateWithYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "20 November", with its year when that is not the entry's ("1 May 2031"); null for a day that is no date. */
export function dateOn(other: string, day: string): string | null {
  const time = Date.parse(`${other}T12:00:00Z`);
  if (!Number.isFinite(time)) return null;
  return (other.slice(0, 4) === day.slice(0, 4) ? shortDate : shortDateWithYear).format(time);
}

/**
 * A time as the entry says it, relative to the entry's day: "07:10", "23:14 the
 * evening before", "on 20 November", "on 20 November at 09:00"; null when it is on the day without a time, or when
 * it cannot be said.
 */
export function timeOf(when: When | null | undefined, day: string): string | null {
  if (!when) return null;
  const offset = dayNumber(when.day) - dayNumber(day);
  if (!Number.isFinite(offset)) return null;
  if (offset === 0) return when.minute === null ? null : clock(when.minute);
  if (offset === -1 && when.minute !== null)
    return `${clock(when.minute)} the ${when.minute >= 17 * 60 ? 'evening' : 'day'} before`;
  if (offset === 1 && when.minute !== null) return `${clock(when.minute)} the next day`;
  const date = dateOn(when.day, day);
  return date === null ? null : `on ${date}${when.minute !== null ? ` at ${clock(when.minute)}` : ''}`;
}

/** "at 07:10", "at 23:14 the evening before", "on 20 November", or '' when there is no time to say. */
export function atTime(when: When | null | undefined, day: string): string {
  const time = timeOf(when, day);
  return time === null ? '' : time.startsWith('on ') ? time : `at ${time}`;
}

/** One end of a range: "on 31 December at 23:59" reads "23:59 on 31 December" after "from" or "to". */
const rangeEnd = (time: string) =>
  time.replace(/^on (.+?)(?: at (\d\d:\d\d))?$/, (_, date: string, at?: string) => (at ? `${at} on ${date}` : date));

/** "10:00–11:30", "from 23:14 the evening before to 06:26", or the start alone. */
export function span(start: When | null | undefined, end: When | null | undefined, day: string): string {
  // Both ends on one other day: "on 24 November, 09:00–09:30".
  const sameOtherDay =
    start &&
    end &&
    start.day === end.day &&
    start.day !== day &&
    start.minute !== null &&
    end.minute !== null &&
    start.minute !== end.minute
      ? dateOn(start.day, day)
      : null;
  if (sameOtherDay) return `on ${sameOtherDay}, ${clock(start!.minute!)}–${clock(end!.minute!)}`;
  const from = timeOf(start, day);
  // An end before its start (a sender's end of a window it was still updating) is no span: the start is said alone.
  const backwards = (minuteOn(end, day) ?? Infinity) < (minuteOn(start, day) ?? -Infinity);
  const to = backwards ? null : timeOf(end, day);
  if (from && to && from !== to)
    return /^\d\d:\d\d$/.test(from) && /^\d\d:\d\d$/.test(to)
      ? `${from}–${to}`
      : `from ${rangeEnd(from)} to ${rangeEnd(to)}`;
  return from ?? '';
}

/** The minute of the day a time falls on for ordering; times on other days before the day's own. */
export function minuteOn(when: When | null | undefined, day: string): number | null {
  if (!when) return null;
  if (when.day === day) return when.minute;
  return when.day < day ? -1 : 24 * 60;
}

export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : pluralNoun}`;
}

/** "a, b and c" */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A person's own words, whole, in quotation marks. */
export function quote(text: string): string {
  return `“${text.replace(/\s+/g, ' ').trim()}”`;
}

/** "£3.50", "-€12.40"; "45.99" when the currency is not known. */
export function money(value: Money): string {
  if (!value.currency)
    return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value.amount);
  return formatQuantity({ label: '', dimension: 'money', value: value.amount, currency: value.currency });
}

/** An amount without its sign: "£3.50". */
export function moneyAmount(value: Money): string {
  return money({ amount: Math.abs(value.amount), currency: value.currency });
}

/** "152 bpm", "10.3 km", "54 min", "2,100 W" */
export function measure(quantity: Quantity): string {
  return formatQuantity(quantity);
}

export function measureRange(
  quantity: Pick<Quantity, 'dimension' | 'currency' | 'unit'> & { label?: string },
  min: number,
  max: number,
): string {
  return formatRange(quantity, min, max);
}

/** "a" or "an" before a word, by its first sound as spelt (an hour and a unicorn are rare in a diary). */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) || /^(?:8|11|18)\d*(?:[.,]\d+)?\b/.test(word) ? 'an' : 'a';
}

/** The first letter in upper case. */
export function capital(text: string): string {
  // A name cased as its owner writes it ("iHealth", "eBay") keeps its small first letter.
  if (/^\p{Ll}+\p{Lu}/u.test(text)) return text;
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** A sentence ends with a full stop unless it ends with its own punctuation or a closing quote. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$|[.!?…][”)]$/.test(trimmed) ? capital(trimmed) : `${capital(trimmed)}.`;
}

/** A minute counted from the day's midnight (negative the day before, 1440 and more the day after) as a day and a minute. */
export function whenOfMinute(day: string, minute: number): When {
  const offset = Math.floor(minute / 1440);
  if (offset === 0) return { day, minute };
  return {
    day: new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10),
    minute: minute - offset * 1440,
  };
}
