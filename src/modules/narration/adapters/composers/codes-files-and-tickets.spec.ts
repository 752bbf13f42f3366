import { entryOf } from '../../../../../test/support/composed-entry';

// Round 32's classes (issue 34), on shapes of their own (codes in capitals: first-contact-shapes.spec.ts): a stored
// file named by its path; records of one kind each naming someone; a timer's start written in UTC without saying so;
// another documented table of weather codes; what became of a message sent.

describe('a storage service’s events', () => {
  it('names each stored file by its own name, in the bucket it went to, never the rule that matched it', () => {
    const event = (at: string, type: string, name: string) => ({
      bucketName: 'family-archive',
      eventTimestamp: Date.parse(`2026-11-21T${at}Z`),
      eventType: type,
      matchedRuleName: 'archive-to-diary',
      objectName: `2026/11-21-grandma-90th/${name}`,
      objectSize: 18_874_368,
    });
    const text = entryOf([
      {
        at: '18:05:00',
        payload: {
          events: [
            event('18:04:10', 's3:ObjectCreated:Put', 'cake-candles.jpg'),
            event('18:04:12', 's3:ObjectCreated:Put', 'family-photo.jpg'),
          ],
        },
      },
    ]);
    expect(text).toContain('cake-candles.jpg');
    expect(text).toContain('family-photo.jpg');
    expect(text).not.toMatch(/archive-to-diary|s3:|ObjectCreated|cake candles jpg/);
  });
});

describe('records of one kind each naming someone else', () => {
  it('are each told with whom they name, at their time', () => {
    const ticket = (at: string, name: string) => ({
      at,
      payload: {
        event: 'ticket.created',
        payload: {
          object: 'ticket',
          id: `tk_${name.length}${at.slice(0, 2)}`,
          full_name: name,
          created_at: Date.parse(`2026-11-21T${at}Z`) / 1000,
        },
      },
    });
    const text = entryOf([
      ticket('09:10:00', 'Ines Duarte'),
      ticket('11:20:00', 'Tomas Ferreira'),
      ticket('15:45:00', 'Rui Alves'),
    ]);
    expect(text).toMatch(/Ines Duarte, 09:10/);
    expect(text).toMatch(/Tomas Ferreira, 11:20/);
    expect(text).toMatch(/Rui Alves, 15:45/);
  });
});

describe('a timer that writes UTC without saying so', () => {
  it('is read in UTC from a record of nothing but its start, sent as it started', () => {
    const started = {
      eventType: 'trackingStarted',
      data: { currentTracking: { activity: { name: 'Pottery' }, startedAt: '2026-11-21T07:15:02.118' } },
    };
    // Delivered at 07:15 UTC, 18:15 in Sydney: the start is the delivery's own moment in UTC.
    const text = entryOf([{ at: '07:15:03', payload: started }], 'Timer', [], 'Australia/Sydney');
    expect(text).toContain('18:15');
    expect(text).not.toContain('07:15');
  });
});

describe('a sender that marks the person’s local time as UTC', () => {
  it('is read on the wall clock when its newest time is the delivery shifted by exactly the zone’s offset', () => {
    // Sent at 07:14 UTC from Johannesburg (UTC+2), stamped 09:14 "Z": the till's local time with a UTC mark.
    const payment = {
      type: 'payment.succeeded',
      payload: {
        type: 'payment',
        createdDate: '2026-11-21T09:14:04.405Z',
        amount: 4550,
        currency: 'ZAR',
        status: 'succeeded',
      },
    };
    const text = entryOf([{ at: '07:14:05', payload: payment }], 'Till', [], 'Africa/Johannesburg');
    expect(text).toContain('09:14');
    expect(text).not.toContain('11:14');
    // (A time marked UTC that is the delivery's own moment is UTC, as written.)
    const honest = { ...payment, payload: { ...payment.payload, createdDate: '2026-11-21T07:14:04.405Z' } };
    expect(entryOf([{ at: '07:14:05', payload: honest }], 'Till', [], 'Africa/Johannesburg')).toContain('09:14');
  });
});

describe('weather codes of a forecast service', () => {
  it('say the sky, and a temperature of no scale with the wind is the weather’s, never movement', () => {
    const reading = (time: string, code: number, temperature: number) => ({
      at: time,
      payload: {
        data: {
          time: `2026-11-21T${time}Z`,
          values: { temperature, humidity: 88, windSpeed: 3.1, weatherCode: code },
        },
      },
    });
    const text = entryOf(
      [reading('07:00:00', 5100, -2.5), reading('15:00:00', 1101, 1.5)],
      'Weather',
      [],
      'America/Denver',
    );
    expect(text).toContain('temperature -2.5°, light snow');
    expect(text).toContain('temperature 1.5°, partly cloudy');
    expect(text).toMatch(/\bHome\b/);
    expect(text).not.toMatch(/5100|1101|Movement/);
  });
});

describe('what became of a message sent', () => {
  it('is said by its event’s code: delivered, bounced', () => {
    const email = (at: string, type: string, to: string) => ({
      at,
      payload: {
        type,
        created_at: `2026-11-21T${at}Z`,
        data: { email_id: `e-${to}`, to: [to], subject: 'Choir rehearsal moved to Thursday' },
      },
    });
    const text = entryOf([
      email('09:00:00', 'email.delivered', 'alto@example.org'),
      email('09:01:00', 'email.bounced', 'bass@example.org'),
    ]);
    expect(text).toMatch(/delivered/);
    expect(text).toMatch(/bounced/);
  });

  it('is told along its versions over the day, a version in no state passing on the states before it', () => {
    const event = (at: string, type: string) => ({
      at,
      payload: {
        type,
        created_at: `2026-11-21T${at}Z`,
        data: { email_id: 'e-42', created_at: '2026-11-21 09:00:00+00', subject: 'Allotment newsletter, November' },
      },
    });
    const text = entryOf([
      event('09:00:00', 'email.sent'),
      event('09:00:30', 'email.delivered'),
      event('10:15:00', 'email.link_clicked'),
      event('21:00:00', 'email.complained'),
    ]);
    expect(text).toMatch(/sent at 09:00, delivered at 09:00, then complained/);
  });
});
