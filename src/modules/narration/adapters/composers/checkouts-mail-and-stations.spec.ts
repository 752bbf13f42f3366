import { entryOf } from '../../../../../test/support/composed-entry';

// Round 37's classes (issue 34), on shapes of their own: a delivery attempt around an event around a charge priced in
// two currencies, a mail service's events with the mail's headers, an air station's readings under two-letter names.

describe('a checkout’s charges, each delivered inside an attempt of its own', () => {
  const attempt = (n: number, type: string, id: string, name: string, amount: string, at: string) => ({
    id: n,
    scheduled_for: `2026-11-21T${at}Z`,
    attempt_number: 1,
    event: {
      id: `evt-${n}`,
      resource: 'event',
      type,
      created_at: `2026-11-21T${at}Z`,
      data: {
        id,
        resource: 'charge',
        name,
        created_at: '2026-11-21T09:02:11Z',
        metadata: { customer_name: 'Tobi Adeyemi' },
        pricing: { local: { amount, currency: 'USD' }, settlement: { amount, currency: 'USDC' } },
      },
    },
  });

  it('tells each charge once, at its latest state, with the price the buyer saw', () => {
    const text = entryOf([
      {
        payload: attempt(101, 'charge:created', 'c-1', 'Afrobeat Drum Kit Vol. 2', '25.00', '09:02:12'),
        at: '09:02:13',
      },
      {
        payload: attempt(102, 'charge:pending', 'c-1', 'Afrobeat Drum Kit Vol. 2', '25.00', '09:14:40'),
        at: '09:14:41',
      },
      {
        payload: attempt(103, 'charge:confirmed', 'c-1', 'Afrobeat Drum Kit Vol. 2', '25.00', '09:15:02'),
        at: '09:15:03',
      },
    ]);
    expect(text).toContain('Afrobeat Drum Kit Vol. 2');
    expect(text).toContain('$25.00');
    expect(text).toContain('confirmed');
    expect(text).not.toMatch(/3 times|USDC/);
  });
});

describe('a mail service’s events with the mail’s headers', () => {
  const event = (kind: string, to: string, at: string, extra: Record<string, unknown> = {}) => ({
    signature: {
      timestamp: '1758355206',
      token: '2p6Xe1qv0cZrT8yLmKd4w9AbNf3s',
      signature: '1f4b6c2a9e0d8b7a6c5f4e3d2c1b0a9f',
    },
    'event-data': {
      id: 'Ase-2kRcT0mLqx7vR1j0Bw',
      timestamp: Date.parse(`2026-11-21T${at}Z`) / 1000,
      event: kind,
      message: {
        headers: {
          to,
          'message-id': '20250920080004.a1b2c3d4@mg.example.pt',
          from: 'Inês Carvalho <ines@mesaposta.pt>',
          subject: 'Mesa Posta #42: Arroz de pato sem stress',
        },
        size: 48213,
      },
      ...extra,
    },
  });

  it('tells the mail by its subject, whom it went to by name, and no server’s status line', () => {
    const text = entryOf(
      [
        { payload: event('delivered', 'Rui Fonseca <rui.fonseca@gmail.com>', '09:00:06'), at: '09:00:08' },
        {
          payload: event('failed', 'João Matos <joao.matos@sapo.pt>', '09:01:10', {
            'delivery-status': {
              code: 550,
              message: '5.1.1 <joao.matos@sapo.pt>: Recipient address rejected: User unknown',
            },
          }),
          at: '09:01:12',
        },
      ],
      'Mailgun',
      ['Inês Carvalho'],
    );
    expect(text).toContain('Mesa Posta #42: Arroz de pato sem stress');
    expect(text).toContain('Rui Fonseca');
    expect(text).toContain('João Matos');
    expect(text).not.toMatch(/5\.1\.1|Recipient address rejected|rui\.fonseca@|2p6Xe1qv/);
    expect(text).not.toMatch(/“Inês Carvalho”/);
  });
});

describe('an air station’s readings under names of two letters', () => {
  const reading = (at: string, tp: number, hu: number, aqius: number) => ({
    status: 'success',
    data: {
      city: 'Chiang Mai',
      current: {
        pollution: { ts: `2026-11-21T${at}.000Z`, aqius, mainus: 'p2', aqicn: 88, maincn: 'p2' },
        weather: { ts: `2026-11-21T${at}.000Z`, ic: '50d', hu, pr: 1012, tp, wd: 150, ws: 1.03 },
      },
    },
  });

  it('reads them as the measures they name among each other, never an icon’s code as a number', () => {
    const text = entryOf(
      [
        { payload: reading('01:00:00', 22, 52, 168), at: '01:05:00' },
        { payload: reading('07:00:00', 34, 18, 187), at: '07:05:00' },
      ],
      'AirVisual',
      [],
      'Asia/Bangkok',
    );
    expect(text).toMatch(/temperature 22 °C at 08:00 and 34 °C at 14:00/);
    expect(text).toMatch(/humidity 52% at 08:00 and 18% at 14:00/);
    expect(text).toMatch(/aqi 168 at 08:00 and 187 at 14:00/);
    expect(text).not.toMatch(/\bic\b|50 d|\bp2\b|\b88\b/);
  });

  it('reads a lone short name as nothing it might be (a pull request’s `pr` is no pressure)', () => {
    const text = entryOf([
      { payload: { repo: 'garden-sensors', pr: 1012, title: 'Add frost alert', ws: 'main' }, at: '10:00:00' },
    ]);
    expect(text).not.toMatch(/pressure|hPa/);
  });
});

describe('a mobile money shop’s whole amounts', () => {
  const payment = (amount: string, note: string) => ({
    financialTransactionId: '2461983357',
    amount,
    currency: 'GHS',
    payeeNote: note,
    status: 'SUCCESSFUL',
  });

  it('reads whole amounts too small to be cents as the money written, in its own sign', () => {
    const text = entryOf(
      [
        { payload: payment('350', 'Order 118: kente stole'), at: '09:12:00' },
        { payload: payment('85', 'Order 123: dress alteration'), at: '18:03:00' },
      ],
      'MTN MoMo',
      [],
      'Africa/Accra',
    );
    expect(text).toContain('GH₵350.00');
    expect(text).toContain('GH₵85.00');
    expect(text).not.toMatch(/as sent|GH₵3\.50/);
  });

  it('leaves whole amounts of a currency where they could be cents as they were sent', () => {
    const text = entryOf([
      { payload: { ...payment('350', 'Order 118'), currency: 'USD' }, at: '09:12:00' },
      { payload: { ...payment('85', 'Order 123'), currency: 'USD' }, at: '18:03:00' },
    ]);
    expect(text).not.toMatch(/\$350\.00|\$3\.50/);
  });
});

describe('a shop’s receipt with its amounts and their divisor', () => {
  it('reads an amount with the number its whole units take as that money, its grand total as its total', () => {
    const money = (amount: number) => ({ amount, divisor: 100, currency_code: 'AUD' });
    const text = entryOf(
      [
        {
          payload: {
            receipt_id: 3712049981,
            name: 'Margaret Lindqvist',
            status: 'Paid',
            created_timestamp: Date.parse('2026-11-21T08:47:05Z') / 1000,
            grandtotal: money(10400),
            subtotal: money(8900),
            total_shipping_cost: money(1500),
          },
          at: '08:47:10',
        },
      ],
      'Etsy',
      [],
      'Australia/Hobart',
    );
    expect(text).toContain('A$104.00');
    expect(text).toContain('A$15.00');
    expect(text).not.toMatch(/grandtotal|divisor|10400|as sent/);
  });
});
