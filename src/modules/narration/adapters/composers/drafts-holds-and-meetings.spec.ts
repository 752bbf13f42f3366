import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in round 44 of first contact (issue 34), each on shapes of its own: a draft that is only a plan, a card
// hold called off by a later event of a JSON:API feed that wraps each event in a list, a traded security's profile,
// a meeting's length of no unit, and a record's tags and its part's category.

describe('a draft', () => {
  it('is told as a draft, without the money it would move', () => {
    const text = entryOf([
      {
        at: '18:00:00',
        payload: {
          activities: [
            {
              id: 'a1',
              type: 'BUY',
              date: '2026-11-21T00:00:00.000Z',
              createdAt: '2026-11-21T17:40:00.000Z',
              comment: 'Buy more if it dips under 40',
              unitPrice: 38.9,
              quantity: 10,
              value: 389,
              currency: 'GBP',
              isDraft: true,
            },
          ],
          count: 1,
        },
      },
    ]);
    expect(text).toContain('draft');
    expect(text).not.toContain('£389.00');
    expect(text).not.toContain('£38.90');
  });
});

describe('a card hold called off', () => {
  const event = (id: string, type: string, hold: string, attributes: Record<string, unknown>) => ({
    data: [
      {
        id,
        type,
        attributes,
        relationships: { authorization: { data: { id: hold, type: 'authorization' } } },
      },
    ],
    included: [{ type: 'authorization', id: hold, attributes }],
  });
  const merchant = { name: 'Harbour Kayaks', category: 'Recreation Services' };

  it('takes back what it was to cost, the hold and its cancellation being one record', () => {
    const text = entryOf([
      {
        at: '10:40:00',
        payload: event('e1', 'authorization.created', 'h1', {
          createdAt: '2026-11-21T10:40:00.000Z',
          amount: 8500,
          status: 'Authorized',
          merchant,
        }),
      },
      {
        at: '11:05:00',
        payload: event('e2', 'authorization.canceled', 'h1', { createdAt: '2026-11-21T11:05:00.000Z', amount: 8500 }),
      },
      {
        at: '11:06:00',
        payload: event('e3', 'authorization.created', 'h2', {
          createdAt: '2026-11-21T11:06:00.000Z',
          amount: 6000,
          status: 'Authorized',
          merchant,
        }),
      },
    ]);
    expect(text).toContain('6000');
    expect(text).toContain('cancelled at 11:05');
    expect(text).not.toMatch(/8500|85\.00/);
    expect(text).not.toContain('Recreation Services');
  });
});

describe('a trade', () => {
  it('names the security its profile names', () => {
    const text = entryOf([
      {
        at: '14:00:00',
        payload: {
          activities: [
            {
              id: 'a2',
              type: 'SELL',
              createdAt: '2026-11-21T13:47:00.000Z',
              unitPrice: 389.15,
              quantity: 20,
              value: 7783,
              currency: 'GBP',
              SymbolProfile: { name: 'iShares Core FTSE 100', symbol: 'ISF.L', currency: 'GBP' },
            },
          ],
          count: 1,
        },
      },
    ]);
    expect(text).toContain('iShares Core FTSE 100');
  });
});

describe('a meeting', () => {
  it('reads its length of no unit as minutes, and leaves its keywords unquoted', () => {
    const text = entryOf(
      [
        {
          at: '12:00:00',
          payload: {
            data: {
              transcript: {
                id: 'm1',
                title: 'Supplier review',
                date: Date.parse('2026-11-21T10:00:00Z'),
                duration: 46.03,
                participants: ['ana@example.com', 'tom@example.com'],
                meeting_attendees: [{ name: 'Ana Ruiz' }, { name: 'Tom Hale' }],
                summary: { keywords: ['price list', 'delivery slots'], overview: 'Agreed the new delivery slots.' },
              },
            },
          },
        },
      ],
      'Meetings',
      ['Ana Ruiz', 'ana@example.com'],
    );
    expect(text).toContain('46 min');
    expect(text).toContain('Tom Hale');
    expect(text).not.toContain('“price list”');
  });
});
