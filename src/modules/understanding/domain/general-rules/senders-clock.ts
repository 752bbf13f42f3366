import { fieldProfile } from '../vocabulary/field-roles';
import { parseWrittenTime, wallTimeAsUtc } from '../vocabulary/value-shapes';
import { isObject } from './item-context';

// A sender that writes its times in UTC without saying so ("2026-01-17 22:47:03", an achievement's `Date`): its
// newest time is the moment it sent the delivery, in UTC and not on the person's clock. Every time of no zone it
// sent is then UTC.

/** How long before its delivery a sender's newest record was made at most (a relay's polling included). */
const SENT_WITHIN_MS = 15 * 60_000;
/** Values looked at, at most: a delivery's first records say how its sender writes times. */
const MAX_VALUES = 1_000;
/** How long before its delivery a record of nothing but its start was started, when it was sent as it started. */
const STARTED_WITHIN_MS = 2 * 60_000;
const STARTS = new Set(['start', 'started', 'begin', 'began', 'from']);
/** A field that names the zone or offset the sender's times are in: they are its, not UTC. */
const ZONE_KEY = /(?:utc_?offset|time_?zone|^tz$|_tz$|offset_?minutes)/i;

export function writesUtcWithoutZone(
  payload: unknown,
  received: number,
  zoned: (instant: number) => { day: string; minute: number },
): boolean {
  type Written = { asUtc: number; day: string; minute: number };
  // (A record of nothing but its start, a timer's "tracking started", was sent as it started: its start tells.)
  const seen: { newest: Written | null; newestStart: Written | null; zoneNamed: boolean } = {
    newest: null,
    newestStart: null,
    zoneNamed: false,
  };
  // Times it marked UTC and times of no zone, read as UTC: the first may bracket the second.
  const marked = { first: Infinity, last: -Infinity, count: 0 };
  const walls: number[] = [];
  forEachScalar(payload, (key, value, field) => {
    if (ZONE_KEY.test(key) && value !== null && value !== '') seen.zoneNamed = true;
    if (typeof value !== 'string') return;
    const text = value;
    // (A start is before the end the record was sent after: a ride's start says nothing of the sender's clock.)
    if (field.timeRank === null) return;
    const start = field.words.some((word) => STARTS.has(word));
    const written = parseWrittenTime(text);
    if (written !== null && written.instant !== null && MARKED_UTC.test(text.trim())) {
      marked.first = Math.min(marked.first, written.instant);
      marked.last = Math.max(marked.last, written.instant);
      marked.count++;
    }
    if (written === null || written.instant !== null) return;
    const asUtc = wallTimeAsUtc(written);
    const time: Written = { asUtc, day: written.date, minute: written.hour * 60 + written.minute };
    if (!Number.isFinite(asUtc)) return;
    walls.push(asUtc);
    if (start && (seen.newestStart === null || asUtc > seen.newestStart.asUtc)) seen.newestStart = time;
    if (!start && (seen.newest === null || asUtc > seen.newest.asUtc)) seen.newest = time;
  });
  if (seen.zoneNamed) return false;
  if (bracketedByMarkedUtc(walls, marked, offsetMinutesAt(received, zoned))) return true;
  let newest = seen.newest;
  const newestStart = seen.newestStart;
  // (Only when it was sent as it started, within a couple of minutes: a ride's start an hour before is its own.)
  if (newest === null && newestStart !== null && Math.abs(received - newestStart.asUtc) <= STARTED_WITHIN_MS)
    newest = newestStart;
  if (newest === null) return false;
  // (A sender that stamps its answer with the moment it made it, an epoch at its top, counts in UTC: its newest time
  // of no zone may then be from any time of the day it polled, not only the last minutes.)
  const stamped = stampedAt(payload, received);
  const within = stamped ? STAMPED_WITHIN_MS : SENT_WITHIN_MS;
  const justBefore = newest.asUtc <= received + 60_000 && received - newest.asUtc <= within;
  if (!justBefore) return false;
  // (Unless the person's own clock makes it just then too: a zone at UTC, or a reading made as it was sent.)
  const local = zoned(received);
  const before = local.minute - newest.minute;
  return !(newest.day === local.day && before >= -1 && before <= SENT_WITHIN_MS / 60_000);
}

/** How long before a stamped answer its newest record may be (a poll a few times a day). */
const STAMPED_WITHIN_MS = 12 * 3_600_000;
/** How near its delivery an answer's own stamp is. */
const STAMP_NEAR_MS = 5 * 60_000;
const STAMP_KEY = /^(?:timestamp|ts|time|generated_?at|server_?time)$/i;

/** Whether a payload's top stamps it with an epoch (seconds or milliseconds) at its delivery's moment. */
function stampedAt(payload: unknown, received: number): boolean {
  if (!isObject(payload)) return false;
  return Object.entries(payload).some(([key, value]) => {
    if (!STAMP_KEY.test(key) || typeof value !== 'number' || !(value > 1e9)) return false;
    const instant = value < 1e12 ? value * 1000 : value;
    return Math.abs(instant - received) <= STAMP_NEAR_MS;
  });
}

/** How far from the zone's offset after its delivery a sender's newest time may be, when it wrote local time as UTC. */
const LOCAL_AS_UTC_WITHIN_MS = 2 * 60_000;
/** Offsets smaller than this say nothing: the sender's clock and UTC are too close to tell apart. */
const LEAST_OFFSET_MINUTES = 30;
const MARKED_UTC = /(?:Z|[+-]00:?00)$/i;

/**
 * A sender that writes the person's local time with a UTC mark ("2026-11-22T09:14:04Z" sent at 07:14 UTC from
 * Johannesburg): its newest time marked UTC is the delivery's moment shifted by exactly the zone's offset. Every time it
 * marks UTC is then the person's wall clock.
 */
export function writesLocalAsUtc(
  payload: unknown,
  received: number,
  zoned: (instant: number) => { day: string; minute: number },
): boolean {
  const seen: { newest: number | null } = { newest: null };
  forEachScalar(payload, (_key, value, field) => {
    if (typeof value !== 'string' || field.timeRank === null || !MARKED_UTC.test(value.trim())) return;
    const instant = parseWrittenTime(value)?.instant ?? null;
    if (instant !== null && (seen.newest === null || instant > seen.newest)) seen.newest = instant;
  });
  const newest = seen.newest;
  if (newest === null) return false;
  const offsetMinutes = offsetMinutesAt(received, zoned);
  if (Math.abs(offsetMinutes) < LEAST_OFFSET_MINUTES) return false;
  return Math.abs(newest - received - offsetMinutes * 60_000) <= LOCAL_AS_UTC_WITHIN_MS;
}

/** The person's zone's offset from UTC at a moment, in minutes. */
function offsetMinutesAt(instant: number, zoned: (instant: number) => { day: string; minute: number }): number {
  const local = zoned(instant);
  const utc = new Date(instant);
  const utcDay = utc.toISOString().slice(0, 10);
  const dayShift = local.day === utcDay ? 0 : local.day > utcDay ? 1 : -1;
  return local.minute + dayShift * 1440 - (utc.getUTCHours() * 60 + utc.getUTCMinutes());
}

/**
 * How far outside the span of a sender's times marked UTC its other times may lie, read in the same clock: a little
 * before the first, and up to an hour after the last (hourly readings stamped at the start of their hour).
 */
const BRACKET_BEFORE_MS = 15 * 60_000;
const BRACKET_AFTER_MS = 60 * 60_000;

/**
 * Whether a sender's times of no zone lie among its times marked UTC when read as UTC, and not when read on the
 * person's clock (a charging session's `StartDateTime` of 07:12 among its hourly `Timestamp`s of 07:00+00:00 to
 * 09:00+00:00, the person two hours ahead): its clock is UTC.
 */
function bracketedByMarkedUtc(
  walls: readonly number[],
  marked: { first: number; last: number; count: number },
  offsetMinutes: number,
): boolean {
  if (marked.count < 2 || walls.length === 0 || Math.abs(offsetMinutes) < LEAST_OFFSET_MINUTES) return false;
  const within = (instant: number) =>
    instant >= marked.first - BRACKET_BEFORE_MS && instant <= marked.last + BRACKET_AFTER_MS;
  return walls.every(within) && !walls.every((wall) => within(wall - offsetMinutes * 60_000));
}

/** Each scalar of a payload's first values (at most MAX_VALUES of them), with its key and that key's profile. */
function forEachScalar(
  payload: unknown,
  visit: (key: string, value: unknown, field: ReturnType<typeof fieldProfile>) => void,
): void {
  const stack: unknown[] = [payload];
  let seen = 0;
  while (stack.length > 0 && seen < MAX_VALUES) {
    const value = stack.pop();
    seen++;
    if (Array.isArray(value)) stack.push(...value.slice(0, MAX_VALUES));
    if (!isObject(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'object' && child !== null) stack.push(child);
      else visit(key, child, fieldProfile(key));
    }
  }
}
