import { artifact, digestOf } from '../../../../../test/support/digest-day';
import { itemsOf } from './batch-items';
import { itemFacts } from './item-facts';
import { outcomeOfKind } from './item-shape';
import { Identities } from './item-actors';
import { parseWrittenTime } from '../vocabulary/value-shapes';
import { plainFieldsRead } from '../vocabulary/plain-fields';
import { zonedClock } from '../vocabulary/zoned-clock';

/** Shapes met on first contact with tools no rule was written for (the holdout of issue 34), class by class. */
const context = { day: '2026-11-21', zoned: zonedClock('Pacific/Auckland'), skipKeys: new Set<string>() };

describe('the records of a payload', () => {
  it('finds the records below an API’s envelope: meta and notifications beside the response, a collection of one', () => {
    const checkin = { checkin_id: 1, checkin_comment: 'Dank and sticky' };
    const page = {
      meta: { code: 200, response_time: { time: 0.083, measure: 'seconds' } },
      notifications: { type: 'notifications', unread_count: { toasts: 1 } },
      response: { pagination: { max_id: 9 }, checkins: { count: 1, items: [checkin] } },
    };
    expect(itemsOf(page)).toEqual({ items: [checkin], total: 1 });
  });

  it('reads a batch beside its record type, version and sender as records, not one record with parts', () => {
    const reading = (value: number) => ({ systemTime: '2026-11-21T01:00:00Z', value, unit: 'mg/dL' });
    const batch = { recordType: 'egv', recordVersion: '3.0', userId: 'a3f8b2c9-1d4e-47f5-8b2c-8a9e0d1f3b4c' };
    expect(itemsOf({ ...batch, records: [reading(100), reading(110)] }).total).toBe(2);
    // A push: the commits belong to one event beside its ref.
    expect(itemsOf({ ref: 'refs/heads/main', commits: [{ id: 'a' }, { id: 'b' }] }).total).toBe(1);
  });
});

describe('times written for people, with their zone', () => {
  it('reads RFC 2822 times as the instants they are', () => {
    expect(parseWrittenTime('Sat, 07 Feb 2026 04:40:12 +0000')).toEqual({
      date: '2026-02-07',
      hour: 4,
      minute: 40,
      instant: Date.parse('2026-02-07T04:40:12Z'),
    });
    expect(parseWrittenTime('7 Feb 2026 04:40 -0700')?.instant).toBe(Date.parse('2026-02-07T11:40:00Z'));
    expect(parseWrittenTime('Sat, 07 Foo 2026 04:40:12 +0000')).toBeNull();
  });

  it('reads a slashed date with a 12-hour clock as month/day (a day first when it is over 12), as a wall time', () => {
    expect(parseWrittenTime('9/24/2026 7:05:00 PM')).toEqual({
      date: '2026-09-24',
      hour: 19,
      minute: 5,
      instant: null,
    });
    expect(parseWrittenTime('24/9/2026 12:05 AM')).toEqual({ date: '2026-09-24', hour: 0, minute: 5, instant: null });
    expect(parseWrittenTime('9/24/2026 13:05 PM')).toBeNull();
    expect(parseWrittenTime('13/13/2026 1:05 PM')).toBeNull();
  });
});

describe('beside the person’s own words', () => {
  it('keeps the names of what they are about (the beer, the brewery), and reads ABV as a percentage', () => {
    const facts = itemFacts(
      {
        created_at: 'Sat, 21 Nov 2026 04:40:12 +0000',
        checkin_comment: 'Dank and sticky, exactly what I needed',
        beer: { beer_name: 'Pernicious Weed', beer_abv: 8.2 },
        brewery: { brewery_name: 'Garage Project' },
      },
      context,
    );
    expect(facts.headline?.text).toBe('Dank and sticky, exactly what I needed');
    expect(facts.texts.map((text) => text.text)).toEqual(expect.arrayContaining(['Pernicious Weed', 'Garage Project']));
    // Named by the thing it measures, as parts' measures are.
    expect(facts.quantities).toContainEqual({ label: 'Pernicious Weed ABV', dimension: 'percent', value: 8.2 });
    expect(facts.minute).toBe(17 * 60 + 40);
  });
});

describe('a series delivered in batches', () => {
  it('is one group of readings with its extremes and their times', () => {
    const batch = (hour: number, values: number[]) => ({
      recordType: 'egv',
      records: values.map((value, i) => ({
        systemTime: `2026-11-21T${String(hour).padStart(2, '0')}:${String(i * 5).padStart(2, '0')}:00Z`,
        value,
        unit: 'mg/dL',
      })),
    });
    const digest = digestOf([
      artifact('Dexcom', batch(6, [110, 104, 98]), '07:00:00'),
      artifact('Dexcom', batch(15, [72, 61, 58, 66]), '16:00:00'),
    ]);
    const [group] = digest.sources[0].groups;
    expect(group.count).toBe(7);
    expect(group.quantities).toEqual([
      {
        label: 'glucose',
        dimension: 'measure',
        unit: 'mg/dL',
        min: 58,
        max: 110,
        lowAt: 910,
        highAt: 360,
        readings: 7,
        last: 66,
        lastAt: 915,
      },
    ]);
  });
});

describe('a day’s summary from a time tracker', () => {
  const summary = (total: number, projects: Array<[string, number]>) => ({
    data: [
      {
        grand_total: { hours: Math.floor(total / 3600), minutes: 0, total_seconds: total, text: '6 hrs 41 mins' },
        projects: projects.map(([name, seconds]) => ({ name, total_seconds: seconds, text: `${seconds} secs` })),
        machines: [{ name: 'thinkpad-x1', total_seconds: total }],
        range: {
          date: '2026-11-21',
          start: '2026-11-21T00:00:00Z',
          end: '2026-11-21T23:59:59Z',
          text: 'Sat Nov 21st 2026',
        },
      },
    ],
    cumulative_total: { seconds: total, text: '6 hrs 41 mins' },
  });

  it('tells how the day divides, largest first, and only its latest version when it is sent again', () => {
    const digest = digestOf([
      artifact(
        'WakaTime',
        summary(10_080, [
          ['ledger-service', 7_860],
          ['dotfiles', 2_220],
        ]),
        '11:00:00',
      ),
      artifact(
        'WakaTime',
        summary(24_060, [
          ['dotfiles', 2_280],
          ['ledger-service', 15_120],
          ['blog-astro', 6_660],
        ]),
        '21:00:00',
      ),
    ]);
    const groups = digest.sources[0].groups;
    const told = groups.find((group) => group.breakdowns.length > 0)!;
    expect(told.count).toBe(1);
    expect(told.breakdowns).toEqual([
      {
        of: 'projects',
        more: 0,
        parts: [
          { name: 'ledger-service', quantity: expect.objectContaining({ dimension: 'duration', min: 15_120 }) },
          { name: 'blog-astro', quantity: expect.objectContaining({ min: 6_660 }) },
          { name: 'dotfiles', quantity: expect.objectContaining({ min: 2_280 }) },
        ],
      },
    ]);
    // The day's total once, at its latest; a number written for people ("6 hrs 41 mins") is no one's words.
    expect(told.quantities).toEqual([expect.objectContaining({ label: 'total', min: 24_060, max: 24_060 })]);
    expect(groups.flatMap((group) => group.texts.map((text) => text.text))).toEqual([]);
    // A part alone (one machine) divides nothing; a measure named only by its unit ("seconds") says nothing.
    expect(groups.flatMap((group) => group.quantities.map((q) => q.label))).not.toContain('seconds');
  });
});

describe('a location history', () => {
  const leg = (type: string, distance: number, start: string, end: string) => ({
    activitySegment: {
      duration: { startTimestamp: `2026-11-21T${start}:00Z`, endTimestamp: `2026-11-21T${end}:00Z` },
      distance,
      activityType: type,
    },
  });
  const visit = (name: string, candidates: string[], start: string, end: string) => ({
    placeVisit: {
      location: { name, address: '88 Market St' },
      duration: { startTimestamp: `2026-11-21T${start}:00Z`, endTimestamp: `2026-11-21T${end}:00Z` },
      otherCandidateLocations: candidates.map((candidate) => ({ name: candidate })),
    },
  });

  it('adds up the legs of each kind of movement, named by the documented code, and names places by their choice', () => {
    const digest = digestOf([
      artifact('Timeline', {
        timelineObjects: [
          leg('WALKING', 950, '08:12', '08:24'),
          leg('IN_SUBWAY', 9_870, '08:26', '08:48'),
          leg('WALKING', 620, '08:50', '08:58'),
          visit('CapitaSpring', ['Raffles Place Park'], '08:58', '12:31'),
          leg('STILL', 0, '12:31', '12:35'),
        ],
      }),
    ]);
    const groups = digest.sources[0].groups;
    const walk = groups.find((group) => group.kinds[0]?.kind === 'Walk')!;
    expect(walk.count).toBe(2);
    expect(walk.quantities).toContainEqual(expect.objectContaining({ label: 'distance', total: 1_570 }));
    expect(groups.map((group) => group.kinds[0]?.kind)).toContain('Subway ride');
    expect(groups.map((group) => group.name)).toContain('CapitaSpring');
    expect(JSON.stringify(groups)).not.toContain('Raffles Place Park');
  });
});

describe('whose action it was', () => {
  const comment = (author: string, body: string, time: string) =>
    artifact(
      'Jira',
      {
        webhookEvent: 'comment_created',
        user: { displayName: author, accountId: `id-${author}` },
        comment: { body, author: { displayName: author } },
        issue: { key: 'PAY-482', fields: { summary: 'Refund retries create duplicate ledger entries' } },
      },
      time,
    );
  const day = [
    comment('Priya Raman', 'Seen in prod twice this week, need idempotency.', '09:00:00'),
    comment(
      'Marcus Webb',
      'Reproduced on staging, fix is up. [~accountid:5b10ac8d82e05b22cc] can you review?',
      '13:31:00',
    ),
    comment('Priya Raman', 'Reviewed and approved, ship it.', '15:46:00'),
  ];
  const texts = (digest: ReturnType<typeof digestOf>) =>
    digest.sources[0].groups.flatMap((group) => [
      ...group.texts.map((text) => `${text.by ?? 'me'}: ${text.text}`),
      ...group.records.map((record) => `${record.by ?? 'me'}: ${record.headline}`),
    ]);

  it('tells another’s words as theirs, by the account’s identities', () => {
    const told = texts(digestOf(day, 'UTC', ['Priya Raman', 'priya@lumenpay.example']));
    expect(told.join('\n')).toContain('Marcus Webb: Reproduced on staging, fix is up. @someone can you review?');
    expect(told.join('\n')).not.toMatch(/Priya Raman:/);
  });

  it('without identities, takes the one who acts most for the person', () => {
    const told = texts(digestOf(day));
    expect(told.join('\n')).toContain('Marcus Webb: Reproduced on staging');
    expect(told.join('\n')).not.toMatch(/Priya Raman:/);
  });
});

describe('records that change', () => {
  const entry = (id: string, food: string, extra: Record<string, unknown> = {}) => ({
    id,
    date: '2026-11-21',
    logged_at: '2026-11-21T15:00:00Z',
    description: food,
    calories: 180,
    ...extra,
  });

  it('tells no record that says it is gone, and takes back what was told of it before', () => {
    const digest = digestOf([
      artifact('Food', [entry('a', 'Brigadeiro caseiro'), entry('b', 'Sopa de legumes')], '15:10:00'),
      artifact('Food', entry('a', 'Brigadeiro caseiro', { deleted: true }), '20:00:00'),
      artifact('Food', entry('c', 'Pudim de leite', { status: 'voided' }), '21:00:00'),
      artifact('Food', entry('d', 'Mousse', { deleted_at: '2026-11-21T21:30:00Z' }), '21:40:00'),
    ]);
    const told = JSON.stringify(digest.sources[0].groups);
    expect(told).toContain('Sopa de legumes');
    for (const gone of ['Brigadeiro', 'Pudim', 'Mousse']) expect(told).not.toContain(gone);
  });

  it('reads a flag sent as text as the flag: a record "deleted": "true" is gone, "false" is not', () => {
    const digest = digestOf([
      artifact('Food', [entry('a', 'Brigadeiro caseiro'), entry('b', 'Sopa de legumes')], '15:10:00'),
      artifact('Food', entry('a', 'Brigadeiro caseiro', { deleted: 'true' }), '20:00:00'),
      artifact('Food', entry('e', 'Quindim', { deleted: 'false' }), '20:30:00'),
    ]);
    const told = JSON.stringify(digest.sources[0].groups);
    expect(told).not.toContain('Brigadeiro');
    expect(told).toContain('Quindim');
  });
});

describe('envelopes, the second holdout’s class', () => {
  it('reads the content of an event envelope as the record: its own counts are the day’s', () => {
    const facts = itemFacts(
      {
        subscription: { id: 'f70d3b28', type: 'channel.cheer', status: 'enabled', cost: 0 },
        event: {
          user_name: 'Brushwork_Ben',
          broadcaster_user_name: 'Haneul_Paints',
          message: 'Those clouds!',
          bits: 500,
        },
      },
      context,
    );
    expect(facts.quantities).toContainEqual(expect.objectContaining({ label: 'bits', dimension: 'count', value: 500 }));
    // A part's count (a repository's stars below the event) is still not the day's.
    const part = itemFacts({ event: { repository: { name: 'diary', stars: 12 }, action: 'starred' } }, context);
    expect(part.quantities.find((q) => q.label === 'stars')).toBeUndefined();
  });

  it('never guesses a kind from a key of a data model’s structure', () => {
    const nest = { parentRelations: [{ parent: 'enterprises/x/structures/y', displayName: 'Hallway' }] };
    expect(itemFacts(nest, context).kind).toBeNull();
  });

  it('reads a flat field naming who acted, never the one acted on, and the other before the person at one depth', () => {
    const identities = new Identities(['Haneul_Paints']);
    const cheer = { user_name: 'Brushwork_Ben', broadcaster_user_name: 'Haneul_Paints', message: 'Those clouds!' };
    expect(itemFacts(cheer, { ...context, identities }).by).toEqual({ name: 'Brushwork_Ben', me: false });
    const raid = { from_broadcaster_user_name: 'Sora_Draws', to_broadcaster_user_name: 'Haneul_Paints', viewers: 37 };
    expect(itemFacts(raid, { ...context, identities }).by).toEqual({ name: 'Sora_Draws', me: false });
    const own = { broadcaster_user_name: 'Haneul_Paints', title: 'Cozy Saturday' };
    expect(itemFacts(own, { ...context, identities }).by).toEqual({ name: 'Haneul_Paints', me: true });
    expect(itemFacts({ to_user_name: 'Sora_Draws', note: 'gift' }, context).by).toBeNull();
  });
});

describe('an event’s kind as an object of its code', () => {
  it('is that code, so the record is not split from its envelope', () => {
    const payload = {
      id: 'evt_d95ff8ffd2b5',
      body: { id: 'ltr_208b7a5d', description: 'Birthday card for Aunt Ines', object: 'letter' },
      event_type: { id: 'letter.delivered', resource: 'letters', object: 'event_type' },
      object: 'event',
    };
    expect(itemsOf(payload).total).toBe(1);
    expect((plainFieldsRead(payload) as { event_type: unknown }).event_type).toBe('letter.delivered');
    // (Objects of different kinds side by side, each with its id, stay records of their own.)
    expect(itemsOf({ ferry: { id: '71', name: 'Bilbao' }, hotel: { id: '72', name: 'Harbour Inn' } }).total).toBe(2);
  });
});

describe('an event’s code in capitals, and a storage service’s', () => {
  it('is read as the code it is, in words a kind reads', () => {
    const read = (event: string) =>
      (plainFieldsRead({ event, payload: { object: 'ticket' } }) as { event: unknown }).event;
    expect(read('ISSUED_TICKET.CREATED')).toBe('issued_ticket.created');
    expect(read('b2:ObjectDeleted:Delete')).toBe('object.deleted');
    expect(read('s3:ObjectCreated:Put')).toBe('object.created');
    // (Capitals that are no event's code stay as sent.)
    expect(read('NYC')).toBe('NYC');
    expect((plainFieldsRead({ name: 'ISSUED_TICKET.CREATED' }) as { name: unknown }).name).toBe(
      'ISSUED_TICKET.CREATED',
    );
  });
});

describe('an event named by its state in capitals', () => {
  it('is where its record stands; a merchant named in capitals stays its name', () => {
    expect(
      plainFieldsRead({ reference: 'order-1', name: 'CAPTURED', amount: { currency: 'DKK', value: 34500 } }),
    ).toEqual({
      reference: 'order-1',
      status: 'captured',
      amount: { currency: 'DKK', value_minor: 34500 },
    });
    expect(plainFieldsRead({ name: 'ASOS', amount: 1240, currency: 'GBP' })).toEqual({
      name: 'ASOS',
      amount: 1240,
      currency: 'GBP',
    });
  });
});

describe('a request’s or a report’s outcome named by its event', () => {
  it('reads how a request or an issue ended from its kind, and not how it came about as the record', () => {
    expect(outcomeOfKind('MEDIA_DECLINED')).toEqual({ noun: 'media', outcome: 'declined' });
    expect(outcomeOfKind('MEDIA_AUTO_APPROVED')).toEqual({ noun: 'media', outcome: 'approved' });
    expect(outcomeOfKind('issue.resolved')?.outcome).toBe('resolved');
    expect(outcomeOfKind('card.archived')?.outcome).toBe('archived');
    expect(outcomeOfKind('invitation.accepted')?.outcome).toBe('accepted');
    expect(outcomeOfKind('constructor')).toBeNull();
    // Said first of its one noun (`resolved_item`), still how it ended; two outcomes are no noun.
    expect(outcomeOfKind('resolved_item')).toEqual({ noun: 'item', outcome: 'resolved' });
    expect(outcomeOfKind('new_item')).toBeNull();
  });

  it('tells a declined request as declined, though its media’s own status says nothing', () => {
    const notice = (type: string, subject: string) => ({
      notification_type: type,
      subject,
      media: { media_type: 'movie', status: 'UNKNOWN' },
      request: { request_id: '211', requestedBy_username: 'Ava' },
    });
    const digest = digestOf([
      artifact('Requests', notice('MEDIA_DECLINED', 'Deadpool & Wolverine (2024)'), '09:31:00'),
      artifact('Requests', notice('MEDIA_AVAILABLE', 'Inside Out 2 (2024)'), '12:47:00'),
    ]);
    const records = digest.sources[0].groups.flatMap((group) => group.records);
    expect(records.map((record) => [record.headline, record.state])).toEqual(
      expect.arrayContaining([
        ['Deadpool & Wolverine (2024)', 'declined'],
        ['Inside Out 2 (2024)', 'available'],
      ]),
    );
  });
});
