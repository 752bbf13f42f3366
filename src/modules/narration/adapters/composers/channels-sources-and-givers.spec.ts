import { entryOf } from '../../../../../test/support/composed-entry';

// Round 29's classes (issue 34), on shapes of their own: a feed's numbered fields named by its channel's header, in
// litres where the header says L; one measure as several models gave it; a gift its giver kept anonymous; a chat
// message removed by its fingerprint; a speaker by their nickname.

describe('a feed’s numbered fields', () => {
  it('are read under the names its header gives them, with the units in brackets', () => {
    const text = entryOf([
      {
        at: '14:25:00',
        payload: {
          channel: { name: 'Greenhouse', field1: 'Air Temp (°C)', field2: 'Tank Level (L)' },
          feeds: [
            { created_at: '2026-11-21T09:00:00Z', entry_id: 1, field1: '21.4', field2: '1850' },
            { created_at: '2026-11-21T14:20:00Z', entry_id: 2, field1: '41.8', field2: '1610' },
          ],
        },
      },
    ]);
    expect(text).toContain('41.8 °C');
    expect(text).toContain('1,610 L');
    expect(text).not.toMatch(/field1|field2|tank level l\b/i);
  });
});

describe('one measure by several models', () => {
  it('is their middle value, never a model’s code read as a measure', () => {
    const hour = (time: string, wind: number) => ({
      time,
      windSpeed: { icon: wind - 0.2, noaa: wind, sg: wind },
      waterTemperature: { meto: 27.6, noaa: 27.6, sg: 27.6 },
    });
    const text = entryOf([
      {
        at: '06:00:00',
        payload: { hours: [hour('2026-11-21T09:00:00+00:00', 4.1), hour('2026-11-21T15:00:00+00:00', 9.6)] },
      },
    ]);
    expect(text).toContain('27.6 °C');
    expect(text).toMatch(/34\.6 km\/h|9\.6 m\/s/);
    expect(text).not.toMatch(/gravity|SG\b|noaa|icon/);
  });
});

describe('a gift kept anonymous', () => {
  it('never names its giver', () => {
    const text = entryOf([
      {
        at: '11:05:50',
        payload: [
          {
            campaign: { id: 1, name: 'Playground appeal' },
            donor: { id: 5, name: 'Robert Wilson', email: 'rob@example.com' },
            amount: '250.0',
            currency: 'aud',
            status: 'paid',
            donation_date: '2026-11-21T11:05:47Z',
            anonymous_donation: true,
          },
        ],
      },
    ]);
    expect(text).toContain('A$250.00');
    expect(text).not.toMatch(/Robert|Wilson/);
  });
});

describe('a chat’s messages', () => {
  const message = (at: string, fingerprint: number, content: string, nickname: string) => ({
    at,
    payload: {
      event: 'message:send',
      data: {
        type: 'text',
        content,
        from: 'user',
        fingerprint,
        timestamp: Date.parse(`2026-11-21T${at}Z`),
        user: { nickname },
      },
    },
  });

  it('names each speaker by their nickname, and takes back a message removed by its fingerprint', () => {
    const text = entryOf([
      message('10:14:00', 111, 'Has my order shipped yet?', 'Leyla Karimi'),
      message('13:01:00', 222, 'Yes, 50 tins can be ready by 2 June.', 'Arash Rostami'),
      { at: '13:08:00', payload: { event: 'message:removed', data: { fingerprint: 222 } } },
    ]);
    expect(text).toContain('Leyla Karimi');
    expect(text).toContain('Has my order shipped yet?');
    expect(text).not.toContain('2 June');
  });
});

describe('a payment’s taxes and a radio’s frame', () => {
  it('reads a list of taxes as lines of money left to the receipt, never as a form’s answers, and no CRC status', () => {
    const text = entryOf([
      {
        at: '07:15:00',
        payload: {
          description: 'Private lesson 2h',
          amount: 250000,
          currency: 'PHP',
          fee: 5750,
          status: 'paid',
          paid_at: 1795245300,
          taxes: [
            { amount: 26786, currency: 'PHP', inclusive: true, name: 'VAT', type: 'vat', value: '1200_bps' },
            {
              amount: 2500,
              currency: 'PHP',
              inclusive: true,
              name: 'Withholding Tax',
              type: 'withholding_tax',
              value: '100_bps',
            },
          ],
          rxInfo: [{ gatewayId: '0016c001f153a14c', rssi: -78, crcStatus: 'CRC_OK' }],
        },
      },
    ]);
    expect(text).toContain('Private lesson 2h');
    expect(text).toContain('₱2,500.00');
    expect(text).not.toMatch(/1200_bps|VAT:|₱267\.86|crc/i);
  });
});

describe('round 30’s parcels, contributions and hydrometers', () => {
  it('says a status object’s message as where the record stands', () => {
    const text = entryOf([
      {
        at: '13:05:00',
        payload: {
          action: 'parcel_status_changed',
          timestamp: Date.parse('2026-11-21T13:05:00Z'),
          parcel: { id: 4188, name: 'Tomás Ribeiro', city: 'Lisboa', status: { id: 2000, message: 'Cancelled' } },
        },
      },
    ]);
    expect(text).toMatch(/cancelled/i);
    expect(text).not.toContain('2000');
  });

  it('reads an amount in minor units when its formatted text, named first, shows it', () => {
    const text = entryOf([
      {
        at: '08:47:00',
        payload: {
          type: 'collective.member.created',
          data: {
            order: {
              totalAmount: 150000,
              currency: 'KES',
              description: 'Financial contribution to the community fridge',
              formattedAmount: 'KES 1,500.00',
            },
          },
        },
      },
    ]);
    expect(text).toContain('KES 1,500.00');
    expect(text).not.toMatch(/150000|150,000|as sent/);
  });

  it('reads a hydrometer’s `sg` as its gravity', () => {
    const text = entryOf([{ at: '07:00:00', payload: { id: 'PURPLE', type: 'Tilt', sg: 1.0112, temp: 19.4 } }]);
    expect(text).toContain('1.011 SG');
  });
});
