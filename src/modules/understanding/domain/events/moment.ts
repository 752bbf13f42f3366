import { TELLABLE_EPOCH_S, TELLABLE_YEARS, isTellableInstant, parseWrittenTime } from '../vocabulary/value-shapes';

/**
 * When something happened, as precisely as the sender said it: an instant
 * (the sender named its zone or sent epoch time), a wall-clock time in the
 * person's zone (a local time without a zone), or only a date (a daily total).
 */
export type Moment = { instant: number } | { local: string } | { date: string };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_S = TELLABLE_EPOCH_S.from;
const LATEST_S = TELLABLE_EPOCH_S.until;
/** The longest a thing may last for its end to be derived from its start (a trip, a multi-day event): a year. */
const LONGEST_SPAN_S = 366 * 86_400;
/** Offsets from UTC run from -12:00 to +14:00. */
const LARGEST_OFFSET_S = 14 * 3_600;

/** Whether a moment, however it was made, is one a diary tells (TELLABLE_YEARS): a real date or time. */
export function isTellable(moment: Moment): boolean {
  if ('instant' in moment) return isTellableInstant(moment.instant);
  const text = 'date' in moment ? moment.date : moment.local;
  const match = /^(\d{4})-\d{2}-\d{2}(?:T([01]\d|2[0-3]):[0-5]\d)?$/.exec(text);
  if (!match || !validDate(text.slice(0, 10))) return false;
  const year = Number(match[1]);
  return year >= TELLABLE_YEARS.first && year <= TELLABLE_YEARS.last && ('date' in moment || match[2] !== undefined);
}

const tellableOrNull = (moment: Moment): Moment | null => (isTellable(moment) ? moment : null);

/** An ISO 8601 text ("2026-11-21T07:10:00Z", "2026-11-21 07:10:00 +0100", "2026-11-21T07:10", "2026-11-21"), or null. */
export function momentOfText(value: unknown): Moment | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (DATE_ONLY.test(text)) return tellableOrNull({ date: text });
  const written = parseWrittenTime(text);
  if (!written) return null;
  if (written.instant !== null) return tellableOrNull({ instant: written.instant });
  return tellableOrNull({
    local: `${written.date}T${String(written.hour).padStart(2, '0')}:${String(written.minute).padStart(2, '0')}`,
  });
}

/** Seconds since the epoch (as Strava, Garmin and OpenWeatherMap send), or null. */
export function momentOfEpochSeconds(value: unknown): Moment | null {
  const seconds = typeof value === 'string' && /^\d{9,10}(?:\.\d+)?$/.test(value) ? Number(value) : value;
  return typeof seconds === 'number' && seconds >= EARLIEST_S && seconds < LATEST_S
    ? { instant: Math.round(seconds * 1000) }
    : null;
}

/** Milliseconds since the epoch, or null. */
export function momentOfEpochMillis(value: unknown): Moment | null {
  const millis = typeof value === 'string' && /^\d{12,13}$/.test(value) ? Number(value) : value;
  return typeof millis === 'number' && millis >= EARLIEST_S * 1000 && millis < LATEST_S * 1000
    ? { instant: millis }
    : null;
}

/** A time given either way: ISO text, or epoch seconds / milliseconds / microseconds told apart by their size. */
export function momentOf(value: unknown): Moment | null {
  if (typeof value === 'string' && !/^\d+(?:\.\d+)?$/.test(value.trim())) return momentOfText(value);
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  return (
    momentOfEpochSeconds(number) ??
    momentOfEpochMillis(number) ??
    momentOfEpochSeconds(number / 1e6) ??
    momentOfEpochSeconds(number / 1e9)
  );
}

/**
 * Epoch seconds as the local wall clock of the place it happened, for senders
 * that give the offset beside the instant (Garmin's `startTimeOffsetInSeconds`).
 */
export function localMomentOfEpoch(seconds: unknown, offsetSeconds: unknown): Moment | null {
  const instant = momentOfEpochSeconds(seconds);
  if (
    !instant ||
    !('instant' in instant) ||
    typeof offsetSeconds !== 'number' ||
    !(Math.abs(offsetSeconds) <= LARGEST_OFFSET_S)
  )
    return instant;
  return tellableOrNull({ local: new Date(instant.instant + offsetSeconds * 1000).toISOString().slice(0, 16) });
}

/**
 * A moment shifted by a number of seconds (an end from a start and a duration), or null when it has no time of day,
 * when the shift is longer than a year either way, or when it lands outside the moments a diary tells.
 */
export function laterBy(moment: Moment | null | undefined, seconds: number | undefined): Moment | null {
  if (!moment || !isTellable(moment) || seconds === undefined || !(Math.abs(seconds) <= LONGEST_SPAN_S)) return null;
  if ('instant' in moment) return tellableOrNull({ instant: moment.instant + seconds * 1000 });
  if ('local' in moment)
    return tellableOrNull({
      local: new Date(Date.parse(`${moment.local}:00Z`) + seconds * 1000).toISOString().slice(0, 16),
    });
  return null;
}

function validDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** Where a moment falls for a person in one zone: the day, and the minute of that day when the moment has one. */
export interface When {
  day: string;
  minute: number | null;
}

/**
 * @param zoned the day and minute of an instant in the person's zone
 * @returns null for a moment a diary does not tell (made by hand outside the window, or no real date)
 */
export function whenOf(moment: Moment, zoned: (instant: number) => { day: string; minute: number }): When | null {
  if (!isTellable(moment)) return null;
  if ('instant' in moment) return zoned(moment.instant);
  if ('date' in moment) return { day: moment.date, minute: null };
  return {
    day: moment.local.slice(0, 10),
    minute: Number(moment.local.slice(11, 13)) * 60 + Number(moment.local.slice(14, 16)),
  };
}
