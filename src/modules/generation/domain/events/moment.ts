import { parseWrittenTime } from '../digest/value-shapes';

/**
 * When something happened, as precisely as the sender said it: an instant
 * (the sender named its zone or sent epoch time), a wall-clock time in the
 * person's zone (a local time without a zone), or only a date (a daily total).
 */
export type Moment = { instant: number } | { local: string } | { date: string };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Instants from 2001 to 2100: a number outside is not a time. */
const EARLIEST_S = 978_307_200;
const LATEST_S = 4_102_444_800;

/** An ISO 8601 text ("2026-11-21T07:10:00Z", "2026-11-21 07:10:00 +0100", "2026-11-21T07:10", "2026-11-21"), or null. */
export function momentOfText(value: unknown): Moment | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const date = DATE_ONLY.exec(text);
  if (date) return validDate(text) ? { date: text } : null;
  const written = parseWrittenTime(text);
  if (!written) return null;
  if (written.instant !== null) return { instant: written.instant };
  return {
    local: `${written.date}T${String(written.hour).padStart(2, '0')}:${String(written.minute).padStart(2, '0')}`,
  };
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
  if (!instant || !('instant' in instant) || typeof offsetSeconds !== 'number' || !Number.isFinite(offsetSeconds))
    return instant;
  return { local: new Date(instant.instant + offsetSeconds * 1000).toISOString().slice(0, 16) };
}

/** A moment shifted by a number of seconds (an end from a start and a duration), or null when it has no time of day. */
export function laterBy(moment: Moment | null | undefined, seconds: number | undefined): Moment | null {
  if (!moment || seconds === undefined || !Number.isFinite(seconds)) return null;
  if ('instant' in moment) return { instant: moment.instant + seconds * 1000 };
  if ('local' in moment)
    return { local: new Date(Date.parse(`${moment.local}:00Z`) + seconds * 1000).toISOString().slice(0, 16) };
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

/** @param zoned the day and minute of an instant in the person's zone */
export function whenOf(moment: Moment, zoned: (instant: number) => { day: string; minute: number }): When {
  if ('instant' in moment) return zoned(moment.instant);
  if ('date' in moment) return { day: moment.date, minute: null };
  return {
    day: moment.local.slice(0, 10),
    minute: Number(moment.local.slice(11, 13)) * 60 + Number(moment.local.slice(14, 16)),
  };
}
