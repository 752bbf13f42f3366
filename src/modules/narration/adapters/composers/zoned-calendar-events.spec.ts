import { entryOf } from '../../../../../test/support/composed-entry';

// A calendar's events as Microsoft Graph sends them (issue 34): wall times with the name of their zone (Windows'
// names or IANA's), the event's body as a part of its own, a cancelled event flagged, a change notification of ids.

const event = (subject: string, start: string, end: string, timeZone: string, extra: Record<string, unknown> = {}) => ({
  '@odata.etag': 'W/"ZlnW4RIAV06KYYwlrfNZvQAAKGWwbw=="',
  id: `AAMk${subject.replace(/\W/g, '')}`,
  createdDateTime: '2026-11-21T08:59:40.0000000Z',
  originalStartTimeZone: timeZone,
  originalEndTimeZone: timeZone,
  subject,
  isCancelled: false,
  responseStatus: { response: 'accepted', time: '2026-11-21T09:00:30.0000000Z' },
  body: { contentType: 'html', content: '<html><body>Agenda: budget for Q1 hires</body></html>' },
  start: { dateTime: `${start}.0000000`, timeZone },
  end: { dateTime: `${end}.0000000`, timeZone },
  ...extra,
});

describe('a calendar’s events with their zones named', () => {
  it('reads each wall time in the zone named beside it, and never tells the zone’s name', () => {
    const text = entryOf(
      [
        {
          at: '17:01:00',
          payload: event(
            'Quarterly planning with Finance',
            '2026-11-21T14:00:00',
            '2026-11-21T15:30:00',
            'Pacific Standard Time',
          ),
        },
        { at: '18:00:00', payload: event('Dentist', '2026-11-22T01:00:00', '2026-11-22T01:45:00', 'UTC') },
        { at: '19:00:00', payload: event('Standup', '2026-11-21T09:30:00', '2026-11-21T09:45:00', 'Europe/Berlin') },
      ],
      'Outlook',
      ['Priya Nair'],
      'America/Los_Angeles',
    );
    // Its body is the event's words, not an envelope whose own times would come before the event's.
    expect(text).toContain('14:00–15:30');
    expect(text).toContain('17:00–17:45');
    expect(text).toContain('00:30–00:45');
    expect(text).not.toMatch(/Standard Time|Europe\/Berlin|01:00–01:45/);
  });

  it('says a cancelled event is cancelled, and a change notification of ids and a client’s state says nothing', () => {
    const text = entryOf(
      [
        {
          at: '17:00:00',
          payload: {
            value: [
              {
                subscriptionId: '7f105c7d-2dc5-4530-97cd-4e7ae6534c07',
                changeType: 'created',
                clientState: 'secretClientValue',
                resource: 'Users/abc/Events/AAMk',
                resourceData: { '@odata.type': '#Microsoft.Graph.Event', id: 'AAMkAGUw' },
              },
            ],
          },
        },
        {
          at: '18:00:00',
          payload: event('Dentist', '2026-11-21T10:00:00', '2026-11-21T10:45:00', 'Pacific Standard Time', {
            isCancelled: true,
          }),
        },
      ],
      'Outlook',
      [],
      'America/Los_Angeles',
    );
    expect(text).toContain('cancelled');
    expect(text).not.toMatch(/secret client value|Users\/abc|AAMk/i);
  });
});
