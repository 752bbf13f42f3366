import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { gocardless } from './gocardless';

describe('the GoCardless Bank Account Data interpreter', () => {
  const [morning, evening] = loadCorpusDay('gocardless-madrid-saturday').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );

  it('reads signed decimal amounts, the payee or payer, and a booking time when the bank gives one, else the date', () => {
    expect(gocardless.read(evening)).toEqual([
      {
        type: 'transaction',
        amount: { amount: -47.85, currency: 'EUR' },
        counterparty: 'MERCADONA S.A.',
        at: { instant: Date.parse('2026-03-14T10:31:12.000+01:00') },
        identity: 'gocardless:2026031400291834',
      },
      {
        type: 'transaction',
        amount: { amount: 350, currency: 'EUR' },
        counterparty: 'Lucía Fernández Ruiz',
        at: { date: '2026-03-14' },
        identity: 'gocardless:2026031400187720',
      },
      {
        type: 'transaction',
        amount: { amount: -23.18, currency: 'EUR' },
        localAmount: { amount: -19.99, currency: 'GBP' },
        counterparty: 'AMAZON.CO.UK',
        at: { date: '2026-03-14' },
        identity: 'gocardless:2026031400099102',
      },
      {
        type: 'transaction',
        amount: { amount: -62.4, currency: 'EUR' },
        counterparty: 'IBERDROLA CLIENTES S.A.U.',
        at: { date: '2026-03-13' },
        identity: 'gocardless:2026031300772345',
      },
      {
        type: 'transaction',
        amount: { amount: -12.9, currency: 'EUR' },
        counterparty: 'Cines Renoir Princesa',
        pending: true,
        at: { date: '2026-03-14' },
      },
      {
        type: 'transaction',
        amount: { amount: -38.6, currency: 'EUR' },
        counterparty: 'Bodega de la Ardosa',
        pending: true,
        at: { instant: Date.parse('2026-03-14T20:48:05Z') },
      },
    ]);
  });

  it('tells a transaction fetched twice under the same identity', () => {
    expect(gocardless.read(morning)).toEqual([expect.objectContaining({ identity: 'gocardless:2026031300772345' })]);
  });

  it('reads one transaction alone, an exchange given as an object, and leaves out a reference code as a name', () => {
    const alone = {
      transactionId: 'TX-1',
      bookingDate: '2026-03-14',
      transactionAmount: { amount: '-4.20', currency: 'EUR' },
      currencyExchange: { sourceCurrency: 'CHF', instructedAmount: { amount: '4.00', currency: 'CHF' } },
      remittanceInformationUnstructured: '00012345/20260314',
    };
    expect(gocardless.matches(alone)).toBe(true);
    expect(gocardless.read(alone)).toEqual([
      {
        type: 'transaction',
        amount: { amount: -4.2, currency: 'EUR' },
        localAmount: { amount: -4, currency: 'CHF' },
        at: { date: '2026-03-14' },
        identity: 'gocardless:TX-1',
      },
    ]);
  });

  it('does not take look-alikes and does not throw on broken transactions', () => {
    expect(gocardless.matches({ transactions: [] })).toBe(false);
    expect(gocardless.matches({ transactions: { booked: [], pending: [], extra: 1 } })).toBe(false);
    expect(gocardless.matches({ added: [], modified: [], removed: [], next_cursor: '' })).toBe(false);
    expect(gocardless.matches({ amount: '-4.20', currency: 'EUR', bookingDate: '2026-03-14' })).toBe(false);
    expect(
      gocardless.read({
        transactions: {
          booked: [
            null,
            3,
            { transactionAmount: { amount: 'abc', currency: 'EUR' } },
            { transactionAmount: { amount: '0.00', currency: 'EUR' } },
          ],
        },
      }),
    ).toEqual([]);
  });
});
