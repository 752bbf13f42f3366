import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { extractEnrichment } from '../../../../../ingest/domain/enrichment/extract-enrichment';
import { interpret } from '../../interpret';
import { monzo } from './monzo';

describe('the Monzo interpreter', () => {
  const london = loadCorpusDay('monzo-london-saturday').deliveries.map((d) => d.payload as Record<string, unknown>);
  const lisbon = loadCorpusDay('monzo-lisbon-abroad').deliveries.map((d) => d.payload as Record<string, unknown>);
  const [coffee, coffeeUpdated, transfer, pot, declined, incoming, cardCheck, dinner, dinnerNote] = london;

  it('reads a card payment in pence, at its instant, with the merchant (its logo is not read) and the category as words', () => {
    expect(monzo.read(coffee)).toEqual([
      {
        type: 'transaction',
        amount: { amount: -3.4, currency: 'GBP' },
        counterparty: 'Monmouth Coffee Company',
        category: 'eating out',
        at: { instant: Date.parse('2026-10-17T07:42:11.482Z') },
        identity: 'monzo:tx_0000AhY3Bs1KqZf8Vw2mPx',
      },
    ]);
    expect(JSON.stringify(monzo.read(coffee))).not.toContain('merchant-logos');
    expect(extractEnrichment(coffee).enrichment.media).toEqual([]);
  });

  it('reads transaction.updated as an update of the same transaction (a note added later)', () => {
    expect(monzo.read(coffeeUpdated)).toEqual([
      expect.objectContaining({ identity: 'monzo:tx_0000AhY3Bs1KqZf8Vw2mPx', update: true }),
    ]);
    expect(monzo.read(dinnerNote)).toEqual([
      {
        type: 'transaction',
        amount: { amount: -47, currency: 'GBP' },
        counterparty: 'Padella',
        category: 'eating out',
        note: 'Birthday dinner with Tom, pici cacio e pepe again',
        at: { instant: Date.parse('2026-10-17T19:40:51.876Z') },
        identity: 'monzo:tx_0000AhY7Wp3Sx1Ab6Ck4Dm',
        update: true,
      },
    ]);
    expect(monzo.read(dinner)[0]).not.toHaveProperty('note');
  });

  it('names the person of a bank transfer and keeps its reference, but not a reference that only repeats the name', () => {
    expect(monzo.read(transfer)).toEqual([
      {
        type: 'transaction',
        amount: { amount: -25, currency: 'GBP' },
        counterparty: 'Priya Shah',
        category: 'transfers',
        note: 'Concert tickets for Friday',
        at: { instant: Date.parse('2026-10-17T09:15:37.905Z') },
        identity: 'monzo:tx_0000AhY4Mr8TnQe2Ha5cLz',
      },
    ]);
    expect(monzo.read(incoming)).toEqual([
      expect.objectContaining({ amount: { amount: 23.5, currency: 'GBP' }, counterparty: 'Tom Hughes' }),
    ]);
    expect(monzo.read(incoming)[0]).not.toHaveProperty('note');
  });

  it('marks a payment with a decline_reason as declined', () => {
    expect(monzo.read(declined)).toEqual([
      expect.objectContaining({
        amount: { amount: -18.99, currency: 'GBP' },
        counterparty: 'Waterstones',
        declined: true,
      }),
    ]);
  });

  it('reads moves into a pot and zero-amount card checks as nothing to tell', () => {
    expect(interpret(pot)).toEqual({ vendor: monzo.vendor, events: [] });
    expect(interpret(cardCheck)).toEqual({ vendor: monzo.vendor, events: [] });
  });

  it('says the local price of a card payment abroad, in its own minor units', () => {
    expect(monzo.read(lisbon[0])).toEqual([
      {
        type: 'transaction',
        amount: { amount: -3.5, currency: 'GBP' },
        localAmount: { amount: -4.1, currency: 'EUR' },
        counterparty: 'A Brasileira',
        category: 'eating out',
        at: { instant: Date.parse('2026-05-09T08:12:33.041Z') },
        identity: 'monzo:tx_0000AhZ1Kb7Nc2Pd4Qe6Rf',
      },
    ]);
    const yen = { ...(lisbon[0].data as object), amount: -2140, local_amount: -4000, local_currency: 'JPY' };
    expect(monzo.read({ type: 'transaction.created', data: yen })[0]).toEqual(
      expect.objectContaining({
        amount: { amount: -21.4, currency: 'GBP' },
        localAmount: { amount: -4000, currency: 'JPY' },
      }),
    );
  });

  it('does not take a pre-authorisation in the same currency for a local price', () => {
    const petrol = { ...(coffee.data as object), amount: -3607, local_amount: -12000, local_currency: 'GBP' };
    expect(monzo.read({ type: 'transaction.updated', data: petrol })[0]).not.toHaveProperty('localAmount');
  });

  it('reads the transaction of the documented webhook example and of the transactions API (merchant as an id)', () => {
    const documented = {
      type: 'transaction.created',
      data: {
        account_id: 'acc_00008gju41AHyfLUzBUk8A',
        amount: -350,
        created: '2015-09-04T14:28:40Z',
        currency: 'GBP',
        description: 'Ozone Coffee Roasters',
        id: 'tx_00008zjky19HyFLAzlUk7t',
        category: 'eating_out',
        is_load: false,
        settled: true,
        merchant: {
          id: 'merch_00008zIcpbAKe8shBxXUtl',
          name: 'The De Beauvoir Deli Co.',
          logo: 'https://pbs.twimg.com/profile_images/527043602623389696/68_SgUWJ.jpeg',
          category: 'eating_out',
        },
      },
    };
    expect(monzo.read(documented)).toEqual([
      expect.objectContaining({ amount: { amount: -3.5, currency: 'GBP' }, counterparty: 'The De Beauvoir Deli Co.' }),
    ]);
    const listed = {
      amount: -510,
      created: '2015-08-22T12:20:18Z',
      currency: 'GBP',
      description: 'THE DE BEAUVOIR DELI C LONDON        GBR',
      id: 'tx_00008zIcpb1TB4yeIFXMzx',
      merchant: 'merch_00008zIcpbAKe8shBxXUtl',
      metadata: {},
      notes: 'Salmon sandwich 🍞',
      is_load: false,
      settled: '2015-08-23T12:20:18Z',
      category: 'eating_out',
    };
    expect(interpret({ transaction: listed })?.events).toEqual([
      {
        type: 'transaction',
        amount: { amount: -5.1, currency: 'GBP' },
        counterparty: 'THE DE BEAUVOIR DELI C LONDON GBR',
        category: 'eating out',
        note: 'Salmon sandwich 🍞',
        at: { instant: Date.parse('2015-08-22T12:20:18Z') },
        identity: 'monzo:tx_00008zIcpb1TB4yeIFXMzx',
      },
    ]);
  });

  it('does not take look-alikes, and reads broken transactions without throwing', () => {
    expect(
      monzo.matches({
        type: 'transaction.created',
        data: { amount: -350, currency: 'GBP', created: '2026-10-17T07:42:11Z' },
      }),
    ).toBe(false);
    expect(monzo.matches({ type: 'charge.succeeded', data: coffee.data })).toBe(false);
    expect(monzo.matches({ note: 'coffee £3.50' })).toBe(false);
    expect(monzo.matches({ type: 'transaction.created', data: null })).toBe(false);
    expect(
      monzo.read({
        type: 'transaction.created',
        data: { amount: 12.5, currency: 'GBP', created: 'x', is_load: false, description: null },
      }),
    ).toEqual([]);
    expect(
      monzo.read({
        type: 'transaction.created',
        data: { amount: -100, currency: 'XX', created: 'x', is_load: false, description: null },
      }),
    ).toEqual([]);
  });
});
