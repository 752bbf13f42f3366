import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { loadDayFixture } from '../../../../../../../test/fixtures/days';
import { extractEnrichment } from '../../../../../ingest/domain/enrichment/extract-enrichment';
import { interpret } from '../../interpret';
import { plaid } from './plaid';

describe('the Plaid interpreter', () => {
  const [webhook, morning, , afternoon, , evening] = loadCorpusDay('plaid-chicago-saturday').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );

  it('reads the SYNC_UPDATES_AVAILABLE webhook (and any other Plaid webhook) as plumbing', () => {
    expect(interpret(webhook)).toEqual({ vendor: plaid.vendor, events: [] });
    expect(
      interpret({
        webhook_type: 'ITEM',
        webhook_code: 'PENDING_EXPIRATION',
        item_id: 'wz666MBjYWTp2PDzzggYhM6oWWmBb',
        consent_expiration_time: '2026-05-01T00:00:00Z',
        environment: 'production',
      }),
    ).toEqual({
      vendor: plaid.vendor,
      events: [],
    });
  });

  it('negates amounts (positive is money out), names the merchant, and times a purchase by its authorisation', () => {
    expect(plaid.read(morning)).toEqual([
      {
        type: 'transaction',
        amount: { amount: 2450, currency: 'USD' },
        counterparty: 'Gusto',
        category: 'income',
        pending: false,
        at: { date: '2026-04-17' },
        identity: 'plaid:4jnZqw3xgVtw9DLr1yqzu8Q5kBPnYDCd9ERXo',
      },
      {
        type: 'transaction',
        amount: { amount: -18.4, currency: 'USD' },
        counterparty: 'Lyft',
        category: 'transportation',
        pending: false,
        at: { instant: Date.parse('2026-04-18T03:12:44Z') },
        identity: 'plaid:m8eXp1QwvLtwBnP4kRyVi0xdJ7ozAKhmYWZ5E',
      },
    ]);
  });

  it('does not let merchant logos and category icons become photos of the day', () => {
    expect(extractEnrichment(afternoon).enrichment.media).toEqual([]);
  });

  it('reads a default 00:00:00 time as a date, and a pending purchase as pending', () => {
    const [coffee, , refund] = plaid.read(afternoon);
    expect(coffee).toEqual(
      expect.objectContaining({
        amount: { amount: -6.75, currency: 'USD' },
        pending: true,
        identity: 'plaid:Vq3nLk8ZrxHbP0dEmYa7tQ2wBfJ5sC9gKiUo1',
      }),
    );
    expect(refund).toEqual(
      expect.objectContaining({
        amount: { amount: 23.99, currency: 'USD' },
        counterparty: 'Amazon',
        at: { date: '2026-04-18' },
      }),
    );
  });

  it('tells a posted transaction under the identity of the pending one it replaces, and reads modified ones too (removed ones say nothing)', () => {
    const events = plaid.read(evening);
    expect(events.map((event) => [event.identity, (event as { pending?: boolean }).pending])).toEqual([
      ['plaid:Vq3nLk8ZrxHbP0dEmYa7tQ2wBfJ5sC9gKiUo1', false],
      ['plaid:Nb8vCx5ZlKa2Sd7Fg4Hj1Qw9Er3Ty6Ui0Op5P', true],
      ['plaid:Jk2Lz9Xc4Vb7Nm1Qa5Sw8De3Fr6Gt0Hy4Uj7I', false],
      ['plaid:Ze5rWm2NpKx8YvB3qLd6TjH0cUa9sF1gRoE4i', true],
    ]);
    expect(events[3]).toEqual(expect.objectContaining({ amount: { amount: -86.02, currency: 'USD' } }));
  });

  it('reads the sync response of the finance day: the US card purchases of the day before, at their authorisation times', () => {
    const finance = loadDayFixture('finance-day').artifacts.map((a) => a.payload as Record<string, unknown>);
    expect(interpret(finance[0])).toEqual({ vendor: plaid.vendor, events: [] });
    expect(plaid.read(finance[1])).toEqual([
      {
        type: 'transaction',
        amount: { amount: -9.99, currency: 'USD' },
        counterparty: 'Amazon Kindle',
        category: 'entertainment',
        pending: false,
        at: { instant: Date.parse('2026-06-11T21:42:19Z') },
        identity: 'plaid:g6QrvtzI5RP0Cw9d211w2nLHoDKjbDiqBABaK',
      },
      {
        type: 'transaction',
        amount: { amount: -5, currency: 'USD' },
        counterparty: 'Patreon',
        category: 'general services',
        pending: false,
        at: { instant: Date.parse('2026-06-11T08:00:51Z') },
        identity: 'plaid:EBchYvy0pEKoEZJbZdjEAWId00muDhAq6l0hf',
      },
    ]);
  });

  it('reads a /transactions/get response and a transaction alone; falls back to the legacy category and the raw name', () => {
    const [tx] = (afternoon.added as Array<Record<string, unknown>>).slice(0, 1);
    const bare = {
      ...tx,
      merchant_name: null,
      counterparties: [],
      personal_finance_category: null,
      category: ['Food and Drink', 'Restaurants', 'Coffee Shop'],
    };
    expect(plaid.read(bare)).toEqual([
      expect.objectContaining({ counterparty: 'INTELLIGENTSIA COFFEE #4 CHICAGO IL', category: 'coffee shop' }),
    ]);
    expect(
      interpret({ accounts: [], transactions: [tx], total_transactions: 1, item: { item_id: 'x' }, request_id: 'r' })
        ?.events,
    ).toHaveLength(1);
  });

  it('leaves out what is not an ISO currency, and does not take look-alikes', () => {
    const [tx] = afternoon.added as Array<Record<string, unknown>>;
    expect(plaid.read({ ...tx, iso_currency_code: null, unofficial_currency_code: 'DOGE' })).toEqual([]);
    expect(plaid.matches({ added: [], modified: [], removed: [] })).toBe(false);
    expect(plaid.matches({ transactions: { booked: [], pending: [] } })).toBe(false);
    expect(plaid.matches({ amount: 12.5, date: '2026-04-18', name: 'coffee' })).toBe(false);
    expect(plaid.matches({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE' })).toBe(false);
  });
});
