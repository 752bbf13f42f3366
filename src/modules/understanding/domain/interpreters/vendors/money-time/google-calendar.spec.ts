import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { extractEnrichment } from '../../../../../ingest/domain/enrichment/extract-enrichment';
import { interpret } from '../../interpret';
import { googleCalendar } from './google-calendar';

describe('the Google Calendar interpreter', () => {
  const [birthday, review, reviewMoved, demo, dentist, cancelled] = loadCorpusDay(
    'google-calendar-workday',
  ).deliveries.map((d) => d.payload as Record<string, unknown>);
  const [morningSync, afternoonSync] = loadCorpusDay('google-calendar-sync').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );

  it('reads a meeting with its start and end, its room, and nothing of Meet, reminders or an invitation text', () => {
    expect(googleCalendar.read(review)).toEqual([
      {
        type: 'calendar',
        title: 'Design review: onboarding flow',
        location: 'Room 4.12 (Fernsehturm)',
        at: { instant: Date.parse('2026-11-24T09:00:00Z') },
        end: { instant: Date.parse('2026-11-24T10:30:00Z') },
        identity: 'google-calendar:5qv0m1c8t3ljg9s2d4k6b7n1pe',
      },
    ]);
    expect(googleCalendar.read(reviewMoved)).toEqual([
      expect.objectContaining({
        location: 'Room 5.03 (Spree)',
        identity: 'google-calendar:5qv0m1c8t3ljg9s2d4k6b7n1pe',
      }),
    ]);
  });

  it('does not let the Google Meet logo become a photo of the day', () => {
    expect(extractEnrichment(review).enrichment.media).toEqual([]);
  });

  it('reads an all-day event as a date', () => {
    expect(googleCalendar.read(birthday)).toEqual([
      {
        type: 'calendar',
        title: "Mira Hoffmann's birthday",
        allDay: true,
        at: { date: '2026-11-24' },
        identity: 'google-calendar:c5i3ce9o6oq3abb4chi66b9k6csj8bb2cgo3ib9hc4s30d9k68pjge9mc8',
      },
    ]);
    const trip = { ...birthday, summary: 'Lisbon', start: { date: '2026-11-26' }, end: { date: '2026-11-30' } };
    expect(googleCalendar.read(trip)[0]).toEqual(
      expect.objectContaining({ at: { date: '2026-11-26' }, end: { date: '2026-11-29' }, allDay: true }),
    );
  });

  it('marks an event the person declined, and one the organiser cancelled', () => {
    expect(googleCalendar.read(demo)).toEqual([
      {
        type: 'calendar',
        title: 'Vendor demo: Acme Analytics',
        declined: true,
        at: { instant: Date.parse('2026-11-24T13:00:00Z') },
        end: { instant: Date.parse('2026-11-24T13:45:00Z') },
        identity: 'google-calendar:1e8r0k4hq2v6t5b3c9m7s1d0ajl',
      },
    ]);
    expect(googleCalendar.read(cancelled)).toEqual([
      expect.objectContaining({
        title: '1:1 with Sam',
        cancelled: true,
        identity: 'google-calendar:7h2k9q4m1s8v0c3b6n5x2t7rjd_20261124T150000Z',
      }),
    ]);
  });

  it('keeps the description of an event the person made when it is a short note without links, markup removed', () => {
    expect(googleCalendar.read(dentist)).toEqual([
      {
        type: 'calendar',
        title: 'Dentist',
        location: 'Zahnarztpraxis Dr. Weiß, Kastanienallee 12, 10435 Berlin',
        note: 'Ask about the night guard & bring the old X-rays',
        at: { instant: Date.parse('2026-11-24T16:15:00Z') },
        end: { instant: Date.parse('2026-11-24T17:00:00Z') },
        identity: 'google-calendar:0bq3n7m2k5l8s1d4f6g9h2j4kv',
      },
    ]);
    const long = `${'Slides, then questions. '.repeat(15)}`;
    expect(googleCalendar.read({ ...dentist, description: long })[0]).not.toHaveProperty('note');
    expect(
      googleCalendar.read({ ...dentist, description: 'Notes: https://docs.google.com/document/d/1x' })[0],
    ).not.toHaveProperty('note');
    expect(
      googleCalendar.read({
        ...dentist,
        creator: { email: 'sam@example.com' },
        organizer: { email: 'sam@example.com' },
      })[0],
    ).not.toHaveProperty('note');
  });

  it('reads a sync list: a wall clock in the zone of the event, focus time, no working location; a bare cancelled id updates an earlier event', () => {
    expect(googleCalendar.read(morningSync)).toEqual([
      {
        type: 'calendar',
        title: 'Focus time',
        at: { instant: Date.parse('2026-11-25T08:00:00Z') },
        end: { instant: Date.parse('2026-11-25T10:00:00Z') },
        identity: 'google-calendar:9q3w7e1r5t9y3u7i1o5p9a3s7d',
      },
      {
        type: 'calendar',
        title: 'Team lunch',
        location: 'Markthalle Neun, Eisenbahnstraße 42/43, 10997 Berlin',
        note: 'My treat this time',
        at: { instant: Date.parse('2026-11-25T11:30:00Z') },
        end: { instant: Date.parse('2026-11-25T12:30:00Z') },
        identity: 'google-calendar:3m8p1r6t0v4x7z2b5d9f1h3k5n',
      },
      {
        type: 'calendar',
        tentative: true,
        title: 'Quarterly planning with the New York team',
        at: { instant: Date.parse('2026-11-25T14:00:00Z') },
        end: { instant: Date.parse('2026-11-25T15:30:00Z') },
        identity: 'google-calendar:2c6e0g4i8k2m6o0q4s8u2w6y0a',
      },
    ]);
    expect(googleCalendar.read(afternoonSync)).toEqual([
      { type: 'calendar', cancelled: true, identity: 'google-calendar:3m8p1r6t0v4x7z2b5d9f1h3k5n', update: true },
    ]);
  });

  it('converts wall clocks across a daylight saving change, and keeps the wall clock of an unknown zone', () => {
    const call = (dateTime: string, timeZone: string) =>
      googleCalendar.read({
        kind: 'calendar#event',
        id: 'x',
        summary: 'Call',
        start: { dateTime, timeZone },
        end: { dateTime, timeZone },
      })[0];
    expect(call('2026-03-08T09:00:00', 'America/New_York')).toEqual(
      expect.objectContaining({ at: { instant: Date.parse('2026-03-08T13:00:00Z') } }),
    );
    expect(call('2026-03-07T09:00:00', 'America/New_York')).toEqual(
      expect.objectContaining({ at: { instant: Date.parse('2026-03-07T14:00:00Z') } }),
    );
    expect(call('2026-03-07T09:00:00', 'Mars/Olympus_Mons')).toEqual(
      expect.objectContaining({ at: { local: '2026-03-07T09:00' } }),
    );
  });

  it('leaves out a location that is a link and a working location, and reads a watch channel as plumbing', () => {
    expect(
      googleCalendar.read({ ...demo, location: 'https://acme-analytics.zoom.us/j/84920311752' })[0],
    ).not.toHaveProperty('location');
    expect(googleCalendar.read({ ...birthday, eventType: 'workingLocation' })).toEqual([]);
    const channel = {
      kind: 'api#channel',
      id: '01234567-89ab-cdef-0123456789ab',
      resourceId: 'o3hgv1538sdjfh',
      resourceUri: 'https://www.googleapis.com/calendar/v3/calendars/primary/events?alt=json',
      expiration: '1795000000000',
    };
    expect(interpret(channel)).toEqual({ vendor: googleCalendar.vendor, events: [] });
  });

  it('does not take look-alikes and does not throw on broken events', () => {
    expect(googleCalendar.matches({ summary: 'Standup', start: '09:00' })).toBe(false);
    expect(googleCalendar.matches({ kind: 'calendar#calendarList', items: [] })).toBe(false);
    expect(
      googleCalendar.read({
        kind: 'calendar#event',
        id: 'x',
        start: 'tomorrow',
        end: null,
        attendees: 'me',
        description: 42,
      }),
    ).toEqual([]);
    expect(
      googleCalendar.read({
        kind: 'calendar#event',
        id: 'x',
        summary: 'Standup',
        start: { dateTime: 'soon' },
        attendees: [null, 3],
      }),
    ).toEqual([{ type: 'calendar', title: 'Standup', identity: 'google-calendar:x' }]);
    expect(googleCalendar.read({ kind: 'calendar#events', items: [null, 'x', { status: 'cancelled' }] })).toEqual([]);
  });
});
