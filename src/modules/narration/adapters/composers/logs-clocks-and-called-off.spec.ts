import { entryOf } from '../../../../../test/support/composed-entry';
import { extractEnrichment } from '../../../../modules/ingest/domain/enrichment/extract-enrichment';

// Classes met in round 43 of first contact (issue 34), each on shapes of its own: lengths sent as a clock's parts,
// records asked for a window, ids listed as deleted, the person's log of a named thing, kinds that are names, records
// rendered as text, bookings called off, units found by distance over speed, a sender's UTC bracketed by its marked
// times, dates written day first beside edits, a bank's narrative, ratings, verdicts, heights and a page of one record.

const epoch = (time: string) => Date.parse(`2026-11-21T${time}Z`) / 1000;

describe('a length sent as its clock’s parts', () => {
  it('is one length, and a part of a breakdown is measured by its total, named as sent', () => {
    const text = entryOf([
      {
        at: '22:00:00',
        payload: {
          data: [
            {
              reading: { title: 'Middlemarch', time_spent: { hours: 1, minutes: 20, seconds: 5 } },
              languages: [
                { name: 'TypeScript', total_seconds: 5400, hours: 1, minutes: 30, seconds: 0 },
                { name: 'JavaScript', total_seconds: 1240, hours: 0, minutes: 20, seconds: 40 },
              ],
            },
          ],
        },
      },
    ]);
    expect(text).toContain('1 h 20 min');
    expect(text).toContain('TypeScript 1 h 30 min');
    expect(text).toContain('JavaScript 21 min');
    expect(text).not.toMatch(/type script|\b40 s\b/i);
  });
});

describe('records asked for a window', () => {
  it('tells each record at its own time, the window’s bounds and zone being no record of their own', () => {
    const text = entryOf([
      {
        at: '21:00:00',
        payload: {
          start: '2026-11-21T00:00:00Z',
          end: '2026-11-21T23:59:59Z',
          timezone: 'Europe/London',
          data: [
            { project: 'garden-planner', time: epoch('09:05:00') + 0.25, duration: 3600 },
            { project: 'tide-tables', time: epoch('14:40:00') + 0.5, duration: 1800 },
          ],
        },
      },
    ]);
    expect(text).toContain('09:05');
    expect(text).toContain('14:40');
    expect(text).toContain('tide-tables');
  });
});

describe('a changes feed', () => {
  it('takes back a record whose id a later delivery lists as deleted, its id named in capitals', () => {
    const workout = (Id: number, Title: string, StartTimePlanned: string) => ({
      Id,
      Title,
      StartTimePlanned,
      DistancePlanned: 2500,
      Completed: false,
    });
    const text = entryOf([
      {
        at: '08:00:00',
        payload: {
          Deleted: [],
          Modified: [
            workout(71, 'Lunch swim', '2026-11-21T12:00:00'),
            workout(72, 'Evening spin', '2026-11-21T18:00:00'),
          ],
        },
      },
      { at: '20:00:00', payload: { Deleted: [71], Modified: [] } },
    ]);
    expect(text).not.toContain('Lunch swim');
    expect(text).toContain('Evening spin');
  });
});

describe('the person’s log of a named thing', () => {
  it('names the thing and the log’s kind before the words', () => {
    const log = (placeName: string, type: string, text: string, loggedDate: string) => ({
      placeName,
      type,
      text,
      loggedDate,
      owner: { username: 'fernhiker' },
    });
    const text = entryOf(
      [
        {
          at: '17:00:00',
          payload: [
            log('Kew Palm House', 'Visited', 'Warm and full of orchids, stayed far too long.', '2026-11-21T11:10:00'),
            log('Richmond Park Gate', 'Visited', 'Deer everywhere by the gate this afternoon.', '2026-11-21T15:30:00'),
          ],
        },
      ],
      'Log',
      ['fernhiker'],
    );
    expect(text).toContain('Kew Palm House (visited): “Warm and full of orchids');
    expect(text).toContain('Richmond Park Gate (visited): “Deer everywhere');
  });
});

describe('a booking', () => {
  const booking = (extra: Record<string, unknown>) => ({
    id: 901,
    firstName: 'Aroha',
    lastName: 'Ngata',
    datetime: '2026-11-21T10:00:00+0000',
    endTime: '11:30am',
    price: '95.00',
    type: 'Deep Tissue Massage (90 min)',
    calendar: 'Mere Walker',
    formsText: 'Name: Aroha Ngata\nEmail: aroha@example.com\nPrice: $95.00\n\nLocation\n============\nStudio 4\n',
    canceled: false,
    ...extra,
  });

  it('is called by its kind as sent, without the record rendered as text or the person’s own name', () => {
    const text = entryOf([{ at: '12:00:00', payload: booking({}) }], 'Bookings', ['Mere Walker']);
    expect(text).toContain('Deep Tissue Massage (Aroha Ngata)');
    expect(text).not.toContain('aroha@example.com');
    expect(text).not.toContain('“Mere Walker”');
  });

  it('declined is told with what was tried', () => {
    const text = entryOf([{ at: '09:00:00', payload: { ...booking({}), status: 'declined', price: '80.00' } }]);
    expect(text).toContain('declined');
    expect(text).toContain('80.00');
  });

  it('called off is told so, without a price nobody paid', () => {
    const text = entryOf([{ at: '09:00:00', payload: booking({ canceled: true, price: '80.00' }) }]);
    expect(text).toContain('cancelled');
    expect(text).not.toContain('80.00');
  });
});

describe('a workout of no units', () => {
  it('finds its length’s unit and its speed’s by its distance over them', () => {
    const text = entryOf([
      {
        at: '19:00:00',
        payload: {
          Title: 'Towpath tempo',
          WorkoutType: 'Run',
          StartTime: '2026-11-21T17:20:00',
          Distance: 10000,
          VelocityAverage: 2.7778,
          TotalTime: 1.0,
          ElevationGain: 1012,
        },
      },
    ]);
    expect(text).toContain('1 h');
    expect(text).toContain('10 km/h');
    expect(text).toContain('1,012 m');
  });
});

describe('a charger’s sessions', () => {
  it('reads times of no zone as UTC when its own times marked UTC bracket them, and its energy in kWh', () => {
    const text = entryOf(
      [
        {
          at: '12:00:00',
          payload: {
            Pages: 1,
            Data: [
              {
                Id: 'a1b2c3d4-0000-4000-8000-000000000001',
                DeviceName: 'Carport',
                ChargerId: 'b1b2c3d4-0000-4000-8000-000000000002',
                StartDateTime: '2026-11-21T07:10:00.000',
                EndDateTime: '2026-11-21T09:40:00.000',
                Energy: 14.5,
                EnergyDetails: [
                  { Energy: 5, Timestamp: '2026-11-21T07:00:00+00:00' },
                  { Energy: 6, Timestamp: '2026-11-21T08:00:00+00:00' },
                  { Energy: 3.5, Timestamp: '2026-11-21T09:00:00+00:00' },
                ],
              },
            ],
          },
        },
      ],
      'Charger',
      [],
      'Europe/Berlin',
    );
    expect(text).toContain('08:10–10:40');
    expect(text).toContain('14.5 kWh');
    expect(text).not.toContain('pages');
  });
});

describe('a concert’s setlist', () => {
  it('dates it by its day written day first, not by its edit, and leaves a region’s code out', () => {
    const text = entryOf([
      {
        at: '23:30:00',
        payload: {
          setlist: [
            {
              artist: { name: 'The Beths' },
              venue: {
                name: 'Roundhouse',
                city: {
                  name: 'London',
                  stateCode: 'ENG',
                  state: 'England',
                  country: { code: 'GB', name: 'United Kingdom' },
                },
              },
              tour: { name: 'Straight Line Tour' },
              eventDate: '21-11-2026',
              lastUpdated: '2026-11-21T23:10:41.118+0000',
            },
          ],
        },
      },
    ]);
    expect(text).toContain('Straight Line Tour');
    expect(text).not.toContain('23:10');
    expect(text).not.toMatch(/\beng\b/i);
  });
});

describe('a bank’s transactions', () => {
  it('never quotes the bank’s coded narrative or a masked card', () => {
    const text = entryOf([
      {
        at: '18:00:00',
        payload: {
          transaction: [
            {
              id: 1,
              amount: { amount: 4.5, currency: 'GBP' },
              description: { original: 'FPI/DR/522183456712/BEAN THERE/BARC/Payment', simple: 'Bean There Coffee' },
              date: '2026-11-21',
              merchant: { name: 'Bean There' },
            },
            {
              id: 2,
              amount: { amount: 12, currency: 'GBP' },
              description: { original: 'POS 458712XXXXXX4821 PAGES BOOKSHOP LONDON GB', simple: 'Pages Bookshop' },
              date: '2026-11-21',
              merchant: { name: 'Pages Bookshop' },
            },
          ],
        },
      },
    ]);
    expect(text).toContain('Bean There');
    expect(text).not.toContain('522183456712');
    expect(text).not.toContain('XXXXXX');
  });
});

describe('a contest’s results', () => {
  it('writes a rating whole and a judge’s verdict in words', () => {
    const text = entryOf([
      { at: '10:00:00', payload: { result: [{ contestName: 'Round 900', newRating: 1458, oldRating: 1412 }] } },
      {
        at: '15:00:00',
        payload: {
          result: [
            {
              id: 5,
              creationTimeSeconds: epoch('14:50:00'),
              problem: { name: 'Ferry Queue' },
              verdict: 'WRONG_ANSWER',
            },
          ],
        },
      },
    ]);
    expect(text).toContain('1458');
    expect(text).not.toContain('1,458');
    expect(text).toContain('wrong answer');
    expect(text).not.toContain('WRONG_ANSWER');
  });
});

describe('a habit’s log', () => {
  it('reads an amount in the unit its type names, whatever its case', () => {
    const text = entryOf([
      {
        at: '08:00:00',
        payload: {
          message: 'Success',
          data: [
            {
              id: 'AB12CD34-0000-4000-8000-000000000003',
              value: 5.2,
              unit_type: 'kM',
              created_date: '2026-11-21T07:40:00.000Z',
            },
          ],
        },
      },
    ]);
    expect(text).toContain('5.2 km');
    expect(text).toContain('07:40');
  });
});

describe('a log’s pictures', () => {
  it('leaves a type’s icon out and shows a photo sent in several sizes once', () => {
    const { enrichment } = extractEnrichment({
      logType: { name: 'Found it', imageUrl: 'https://www.example.com/images/logtypes/2.png' },
      images: [
        {
          url: 'https://img.example.com/cache/log/2e7c1f94.jpg',
          largeUrl: 'https://img.example.com/cache/log/large/2e7c1f94.jpg',
        },
      ],
    });
    expect(enrichment.media.map((m) => m.url)).toEqual(['https://img.example.com/cache/log/large/2e7c1f94.jpg']);
  });

  it('keeps a post’s photos under its status, and a photo in a folder named for statuses', () => {
    const { enrichment } = extractEnrichment({
      status: {
        content: 'Frost on the ridge',
        media_attachments: [{ type: 'image', url: 'https://files.example.social/media/original/a1.jpg' }],
      },
      photo: { url: 'https://cdn.example.com/status/2026/b2.jpg' },
    });
    expect(enrichment.media.map((m) => m.url).sort()).toEqual([
      'https://cdn.example.com/status/2026/b2.jpg',
      'https://files.example.social/media/original/a1.jpg',
    ]);
  });
});
