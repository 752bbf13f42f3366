import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in round 46 of first contact (issue 34), each on shapes of its own: a receipt's parts beside the sum, an
// amount's scale known from the source's other records, a channel named by its code, a party's note on a record, a
// clock written with its zone's abbreviation, names a headline already says, a currency's ISO number written as text,
// an event's envelope, a game's own currency, a timetable's dates and clocks sent as numbers, and a match's two sides.

const epoch = (time: string) => Date.parse(`2026-11-21T${time}Z`) / 1000;

describe('a receipt beside its sum', () => {
  it('says the sum received and its fee, not its unit price or what the giver was charged in all', () => {
    const text = entryOf([
      {
        at: '10:00:05',
        payload: {
          type: 'tip.created',
          data: {
            amount: 12,
            currency: 'USD',
            message: 'Ruth Adeyemi bought you 4 teas',
            tea_count: 4,
            tea_price: 3,
            fee: '0.60',
            total_amount_charged: '13.08',
            created_at: epoch('10:00:00'),
          },
        },
      },
    ]);
    expect(text).toContain('Ruth Adeyemi bought you 4 teas');
    expect(text).toContain('$12.00');
    expect(text).toContain('$0.60');
    expect(text).not.toMatch(/\$13\.08|\$3\.00/);
    // The sum is the sum: no field's name before it, and the giver's name is not said again beside their words.
    expect(text).not.toMatch(/\bamount\b|\(Ruth Adeyemi\)/);
  });

  it('still says a fee or a charged total that is the record’s only money', () => {
    const text = entryOf([
      {
        at: '11:00:00',
        payload: { event: 'fee.charged', data: { description: 'Monthly plan', fee: '4.50', currency: 'EUR' } },
      },
    ]);
    expect(text).toContain('€4.50');
  });

  it('keeps a price of its own when nothing counts how many', () => {
    const text = entryOf([
      {
        at: '12:00:00',
        payload: { order: { title: 'Linen apron', price: '28.00', total: '33.50', currency: 'GBP' } },
      },
    ]);
    expect(text).toContain('£33.50');
    expect(text).toContain('£28.00');
  });
});

describe('whole amounts of a source that writes whole units', () => {
  it('reads a later record’s whole amount of the same name as that money, not as sent', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: {
          type: 'donation',
          data: { amount: 15, fee: '0.75', currency: 'USD', supporter_name: 'Ines Duarte' },
        },
      },
      {
        at: '13:00:00',
        payload: {
          type: 'membership.started',
          data: { amount: 7, currency: 'USD', level_name: 'Sketchbook Club', supporter_name: 'Tomás Ruiz' },
        },
      },
    ]);
    expect(text).toContain('$15.00');
    expect(text).toContain('$7.00');
    expect(text).not.toMatch(/as sent|7 USD/);
  });
});

describe('a channel named by its code', () => {
  it('is no name of the booking, and a party’s note on it is quoted', () => {
    const text = entryOf([
      {
        at: '18:18:00',
        payload: {
          object: 'reservation',
          data: {
            listingName: 'Harbour Cottage',
            channelName: 'airbnbOfficial',
            source: 'bookingcom',
            guestName: 'Oliver Bennett',
            totalPrice: 640.0,
            taxAmount: 83.48,
            channelCommissionAmount: 96.0,
            currency: 'GBP',
            status: 'new',
            hostNote: 'Late checkout at 11:30 approved, cleaners moved to noon',
            updatedOn: '2026-11-21 18:18:00',
          },
        },
      },
    ]);
    expect(text).toContain('Harbour Cottage');
    expect(text).toContain('£640.00');
    expect(text).toContain('Late checkout at 11:30 approved, cleaners moved to noon');
    expect(text).not.toMatch(/airbnb official|airbnbOfficial|bookingcom|£96\.00/i);
  });

  it('tells an order by its customer, not by the channel it came through', () => {
    const text = entryOf([
      {
        at: '08:00:00',
        payload: { order: { customer_name: 'Mere Tipene', total: '45.00', currency: 'NZD', source_name: 'Etsy' } },
      },
    ]);
    expect(text).toContain('Mere Tipene');
    expect(text).toContain('NZ$45.00');
    expect(text).not.toMatch(/^Etsy|Etsy total/);
  });
});

describe('a clock written with its zone', () => {
  it('is when a thing ran, never quoted as words', () => {
    const text = entryOf(
      [
        {
          at: '19:00:00',
          payload: {
            title: 'Zone 2 - Veggie Patch Completed',
            zoneName: 'Zone 2 - Veggie Patch',
            timeForSummary: '05:20 AM (ACDT)',
            startTime: '2026-11-20T18:50:00.000Z',
            endTime: '2026-11-20T19:05:00.000Z',
            duration: 900,
          },
        },
      ],
      'Rachio',
      [],
      'Australia/Adelaide',
    );
    expect(text).toContain('Veggie Patch');
    expect(text).not.toMatch(/ACDT|“05:20/);
  });
});

describe('a card terminal’s sales under an event’s envelope', () => {
  const sale = (at: string, amount: number, what: string) => ({
    at,
    payload: {
      EventTypeId: 1796,
      EventData: {
        Amount: amount,
        CurrencyCode: '978',
        InsDate: `2026-11-21T${at.slice(0, 5)}:00.000`,
        SourceName: 'Shop counter',
        CompanyName: 'KERAMIKA ELENI',
        MerchantTrns: what,
        CardIssuingBank: 'Piraeus Bank',
        TotalFee: 0,
      },
    },
  });

  it('tells each sale by what was sold, in the currency its ISO number names, not by the counter or the card’s bank', () => {
    const text = entryOf(
      [sale('08:12:00', 38.5, 'Two espresso cups, ash glaze'), sale('13:40:00', 24, 'Thyme-honey pot')],
      'Viva',
      [],
      'Europe/London',
    );
    expect(text).toContain('Two espresso cups, ash glaze');
    expect(text).toContain('€38.50');
    expect(text).toContain('Thyme-honey pot');
    expect(text).toContain('€24.00');
    expect(text).not.toMatch(/Piraeus Bank|Shop counter amount|KERAMIKA ELENI amount|978/);
  });
});

describe('a cost in a game’s own currency', () => {
  it('is no money in the home currency of the person’s zone', () => {
    const text = entryOf(
      [
        {
          at: '20:00:00',
          payload: {
            name: 'Kenai Kid',
            trophies: 7451,
            currentFavouriteCard: { name: 'Mega Knight', level: 5, maxLevel: 6, elixirCost: 7, rarity: 'legendary' },
          },
        },
      ],
      'Clash Royale',
      [],
      'America/Anchorage',
    );
    expect(text).not.toMatch(/\$7|7 USD/);
  });

  it('leaves a bank feed’s amounts of no currency in the home currency', () => {
    const text = entryOf(
      [
        {
          at: '15:00:00',
          payload: { data: { description: 'Corner bakery', amount: -4.6, booked_at: '2026-11-21T09:00:00Z' } },
        },
      ],
      'Bank',
      [],
      'America/Anchorage',
    );
    expect(text).toContain('-$4.60');
  });
});

describe('a timetable’s dates and clocks sent as numbers', () => {
  it('reads yyyymmdd as the day and HHmm as its times, each lesson at its own', () => {
    const lesson = (startTime: number, endTime: number, longname: string) => ({
      date: 20261121,
      startTime,
      endTime,
      su: [{ name: longname.slice(0, 2).toUpperCase(), longname }],
      activityType: 'Unterricht',
    });
    const text = entryOf(
      [{ at: '05:30:00', payload: { result: [lesson(800, 850, 'Deutsch'), lesson(1135, 1225, 'Geographie')] } }],
      'WebUntis',
      [],
      'Europe/Vienna',
    );
    expect(text).toContain('08:00');
    expect(text).toContain('11:35');
    expect(text).not.toMatch(/20261121|\b1135\b/);
  });

  it('leaves a start of 0 (seconds into a track) as no time of the night', () => {
    const text = entryOf([
      {
        at: '07:31:00',
        payload: {
          session: {
            displayTitle: 'Project Hail Mary',
            startTime: 0,
            timeListening: 2580,
            updatedAt: epoch('07:31:00') * 1000,
          },
        },
      },
    ]);
    expect(text).toContain('07:31');
    expect(text).not.toContain('00:00');
  });
});

describe('a deal updated in a CRM', () => {
  const update = (at: string, value: number, formatted: string, status: string, previous: Record<string, unknown>) => ({
    at,
    payload: {
      event: {
        action: 'updated',
        date_created: `2026-11-21T${at}.000000`,
        previous_data: previous,
        data: {
          lead_name: 'Brightwater Dental Group',
          status_label: status,
          status_type: status === 'Lost' ? 'lost' : 'active',
          value,
          value_formatted: formatted,
          value_currency: 'USD',
          date_updated: `2026-11-21T${at}+00:00`,
        },
      },
    },
  });

  it('says its value in the currency named for it, scaled as its formatted value shows, and its state now', () => {
    const text = entryOf([
      update('12:20:00', 1512000, '$15,120', 'Proposal Sent', { value: 1680000, status_label: 'Demo Scheduled' }),
      update('14:02:00', 960000, '$9,600', 'Lost', { status_type: 'active', status_label: 'Negotiation' }),
    ]);
    expect(text).toContain('$15,120.00');
    expect(text).toContain('Proposal Sent');
    // (What its earlier version said, its old value and stage, is not said as now.)
    expect(text).not.toMatch(/\$1,512,000|\$16,800|Demo Scheduled|Negotiation/);
  });

  it('leaves a call’s cost of no currency unsaid rather than in the home currency', () => {
    const text = entryOf(
      [{ at: '08:37:00', payload: { data: { _type: 'Call', cost: '14', duration: 720, direction: 'outbound' } } }],
      'Close',
      [],
      'Asia/Kathmandu',
    );
    expect(text).toContain('12 min');
    expect(text).not.toMatch(/NPR|₨/);
  });
});

describe('a match’s two sides', () => {
  const battle = (battleTime: string, team: object[], opponent: object[]) => ({
    type: 'PvP',
    battleTime,
    arena: { name: 'Legendary Arena' },
    gameMode: { name: 'Ladder' },
    team,
    opponent,
  });
  const player = (name: string, crowns: number) => ({
    name,
    crowns,
    cards: [{ name: 'X-Bow', level: 7, maxLevel: 9 }],
  });

  it('tells each game by whom it was against, with the person’s mates, won or lost by the score of each side', () => {
    const text = entryOf(
      [
        {
          at: '20:00:00',
          payload: [
            battle('20261121T094100.000Z', [player('Kenai Kid', 0)], [player('Nanook', 1)]),
            battle('20261121T101500.000Z', [player('Kenai Kid', 2)], [player('Matanuska', 1)]),
            battle(
              '20261121T165000.000Z',
              [player('Kenai Kid', 1), player('Sitka Sam', 0)],
              [player('Aurora B', 2), player('Moose Tracks', 0)],
            ),
          ],
        },
      ],
      'Clash Royale',
      ['Kenai Kid'],
    );
    expect(text).toContain('against Nanook');
    expect(text).toContain('against Matanuska');
    expect(text).toContain('with Sitka Sam against Aurora B and Moose Tracks');
    expect(text).toMatch(/Nanook[^.]*was lost/);
    expect(text).toMatch(/Matanuska[^.]*was won/);
    expect(text).not.toMatch(/X-Bow|Kenai Kid/);
  });

  it('names both sides of a game the person is on neither side of, with no winner in their name', () => {
    const text = entryOf([
      {
        at: '21:00:00',
        payload: {
          match: 'Derby',
          kickoff: '2026-11-21T19:00:00Z',
          home: { name: 'Wellington Phoenix', score: 2 },
          away: { name: 'Auckland FC', score: 2 },
        },
      },
    ]);
    expect(text).toContain('Wellington Phoenix vs Auckland FC');
    expect(text).not.toMatch(/was won|was lost/);
  });

  it('reads no match where one side alone is named', () => {
    const text = entryOf([
      {
        at: '10:00:00',
        payload: { text: 'Standup moved to 10:30', team: { name: 'Platform' }, user: { name: 'Ana' } },
      },
    ]);
    expect(text).not.toMatch(/against|\bvs\b/);
  });
});
