import type { CalendarEvent, DiaryEvent } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, objectAt, objectsAt, textAt } from '../../../vocabulary/json-reading';

/**
 * Google Calendar API v3 (https://developers.google.com/calendar/api/v3/reference/events,
 * the Event resource; .../events/list, the `calendar#events` list with
 * `items`; .../push, the `api#channel` of a watch).
 *
 * `start`/`end` hold a `dateTime` (RFC 3339 with its offset, or a wall clock
 * read in `timeZone`) or, all day, a `date` whose `end` is the day after.
 * A `cancelled` event of an incremental sync may carry only its id: it
 * cancels what an earlier delivery told. The person `declined` when their own
 * attendee (`self: true`) did. `conferenceData`, `hangoutLink`, `reminders`,
 * `htmlLink` and the attendees' addresses are plumbing; a `workingLocation`
 * event is a status, not something that happened.
 *
 * The description is the person's own note only when the person made the
 * event (`creator.self` or `organizer.self`) and it is short (at most 280
 * characters once its markup is removed) and has no link: an invitation's
 * text, a video call's joining instructions or an agenda with links is
 * boilerplate, not what the person wrote about the day.
 */
export const googleCalendar: Interpreter = {
  vendor: 'Google Calendar: events and event lists',

  matches(value) {
    if (value.kind === 'calendar#event' || value.kind === 'api#channel') return typeof value.id === 'string';
    return value.kind === 'calendar#events' && Array.isArray(value.items);
  },

  read(value) {
    if (value.kind === 'calendar#events') return objectsAt(value, 'items').flatMap(readEvent);
    return value.kind === 'calendar#event' ? readEvent(value) : [];
  },
};

const MAX_NOTE = 280;

function readEvent(event: JsonObject): DiaryEvent[] {
  if (event.eventType === 'workingLocation') return [];
  const identity = typeof event.id === 'string' ? `google-calendar:${event.id}` : undefined;
  const title = textAt(event, 'summary');
  const cancelled = event.status === 'cancelled';
  if (cancelled && !title) return identity ? [{ type: 'calendar', cancelled: true, identity, update: true }] : [];
  const allDay = textAt(event, 'start.date') !== undefined && textAt(event, 'start.dateTime') === undefined;
  const at = allDay ? momentOfText(textAt(event, 'start.date')) : momentOfTime(objectAt(event, 'start'));
  const end = allDay
    ? lastDay(textAt(event, 'start.date'), textAt(event, 'end.date'))
    : momentOfTime(objectAt(event, 'end'));
  const location = textAt(event, 'location');
  if (!title && !at) return [];
  return [
    defined<CalendarEvent>({
      type: 'calendar',
      title,
      allDay: allDay || undefined,
      location: location && !/:\/\/|^www\./i.test(location) ? location : undefined,
      cancelled: cancelled || undefined,
      declined:
        objectsAt(event, 'attendees').some(
          (attendee) => attendee.self === true && attendee.responseStatus === 'declined',
        ) || undefined,
      tentative:
        objectsAt(event, 'attendees').some(
          (attendee) => attendee.self === true && attendee.responseStatus === 'tentative',
        ) || undefined,
      note: ownNote(event),
      at: at ?? undefined,
      end: end ?? undefined,
      identity,
    }),
  ];
}

/** An event time: its instant when it names its offset or a zone, else its wall clock. */
function momentOfTime(time: JsonObject | undefined): Moment | null {
  const moment = momentOfText(textAt(time, 'dateTime'));
  if (!moment || !('local' in moment)) return moment;
  const zone = textAt(time, 'timeZone');
  const instant = zone ? instantOfWallClock(textAt(time, 'dateTime')!, zone) : null;
  return instant === null ? moment : { instant };
}

/** The last day of an all-day event that lasts several (its `end.date` is the day after it), or null for one day. */
function lastDay(start: string | undefined, endExclusive: string | undefined): Moment | null {
  const from = momentOfText(start);
  const to = momentOfText(endExclusive);
  if (!from || !to || !('date' in from) || !('date' in to)) return null;
  const last = new Date(Date.parse(`${to.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return last > from.date ? { date: last } : null;
}

/** The description when it is the person's own short note (see the rule above). */
function ownNote(event: JsonObject): string | undefined {
  if (objectAt(event, 'creator')?.self !== true && objectAt(event, 'organizer')?.self !== true) return undefined;
  // Events Gmail made from a booking carry its confirmation, not the person's words.
  if (event.eventType === 'fromGmail') return undefined;
  const raw = textAt(event, 'description');
  if (!raw || raw.length > MAX_NOTE * 4 || /https?:\/\/|www\.|mailto:|-::~:~::~/i.test(raw)) return undefined;
  const text = raw
    .replace(/<(?:br|\/p|\/div|\/li)\s*\/?>/gi, ' ')
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text && text.length <= MAX_NOTE ? text : undefined;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/** The instant a wall clock ("2026-11-21T10:00:00") shows in an IANA zone, or null for an unknown zone. */
function instantOfWallClock(wall: string, zone: string): number | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(wall);
  const format = formatFor(zone);
  if (!parts || !format) return null;
  const [, year, month, day, hour, minute, second] = parts;
  const asUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second ?? 0),
  );
  const first = asUtc - offsetAt(format, asUtc);
  return asUtc - offsetAt(format, first);
}

function formatFor(zone: string): Intl.DateTimeFormat | null {
  let format = zoneFormats.get(zone);
  if (format === undefined) {
    try {
      const numeric = 'numeric';
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: numeric,
        month: numeric,
        day: numeric,
        hour: numeric,
        minute: numeric,
        second: numeric,
      });
    } catch {
      format = null;
    }
    if (zoneFormats.size < 100) zoneFormats.set(zone, format);
  }
  return format;
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(format: Intl.DateTimeFormat, instant: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
  return (
    Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) -
    (instant - (((instant % 1000) + 1000) % 1000))
  );
}
