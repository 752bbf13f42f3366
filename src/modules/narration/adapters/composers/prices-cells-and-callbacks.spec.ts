import { entryOf } from '../../../../../test/support/composed-entry';

// Round 27's classes (issue 34), on shapes of their own: a price of electricity by the kilowatt-hour, in cents where no
// currency is named, its channels as series of their own; a battery's voltage and a brew's gravity; a sensor's
// readings of no time of their own at the moment they were sent; a list of named values as the fields it stands for;
// a callback's body as content; a removal told in its own words; a system where a person would act; an event's code.

describe('a price of electricity', () => {
  const interval = (at: string, channelType: string, perKwh: number) => ({
    type: 'CurrentInterval',
    duration: 5,
    startTime: `2026-11-21T${at}Z`,
    endTime: `2026-11-21T${at.slice(0, 3)}59:00Z`,
    perKwh,
    channelType,
    descriptor: 'neutral',
  });

  it('is told per kilowatt-hour in cents, its feed-in channel apart from the price paid', () => {
    const text = entryOf(
      [
        { at: '07:00:30', payload: [interval('07:00:00', 'general', 24.31), interval('07:00:00', 'feedIn', -7.84)] },
        { at: '18:05:30', payload: [interval('18:05:00', 'general', 187.45), interval('18:05:00', 'feedIn', -162.37)] },
        { at: '21:10:30', payload: [interval('21:10:00', 'general', 29.7), interval('21:10:00', 'feedIn', -9.02)] },
      ],
      'Power prices',
    );
    expect(text).toContain('187.45 c/kWh');
    expect(text).toContain('29.70 c/kWh');
    expect(text).toContain('feed in price -162.37 c/kWh');
    // (The price paid and the price fed in are two series: no range runs from one into the other.)
    expect(text).not.toMatch(/(?<!feed in )price -|–187\.45|\$24\.31|per kwh/i);
  });

  it('is in the currency named beside it', () => {
    const text = entryOf([{ at: '09:00:00', payload: { price_per_kwh: 0.2345, currency: 'NOK', level: 'cheap' } }]);
    expect(text).toContain('0.235 NOK/kWh');
  });
});

describe('a battery’s voltage and a brew’s gravity', () => {
  it('reads a bare battery of decimals as volts, a name ending in v as a voltage, and a gravity to the thousandth', () => {
    const text = entryOf(
      [
        { at: '09:00:00', payload: { name: 'Porter', temperature: 18.6, battery: 3.92, gravity: 1.0312 } },
        { at: '21:00:00', payload: { alert: 'house bank low', house_v: 12.1, solar_w: 0 } },
      ],
      'Brewery',
    );
    expect(text).toContain('3.92 V');
    expect(text).toContain('1.031 SG');
    expect(text).toContain('12.1 V');
    expect(text).not.toMatch(/3\.92%|battery 3\.92\b|1\.0312/);
  });

  it('keeps a battery’s whole percentage a percentage', () => {
    const text = entryOf([{ at: '09:00:00', payload: { name: 'Porch sensor', battery: 87, temperature: 4.5 } }]);
    expect(text).not.toContain('87 V');
  });
});

describe('a sensor’s readings with no time of their own', () => {
  it('were read when each was sent: the series says when its highest came', () => {
    const reading = (temperature: number) => ({ name: 'Porter_Azul', temperature, gravity: 1.02 });
    const text = entryOf(
      [
        { at: '08:00:00', payload: reading(18.6) },
        { at: '12:00:00', payload: reading(21.9) },
        { at: '16:45:00', payload: reading(23.7) },
        { at: '20:15:00', payload: reading(20.1) },
      ],
      'Hydrometer',
    );
    expect(text).toContain('highest 23.7 °C at 16:45');
  });
});

describe('a list of named values', () => {
  it('is read as the fields it stands for, also inside a callback’s body', () => {
    const text = entryOf(
      [
        {
          at: '08:40:09',
          payload: {
            Body: {
              stkCallback: {
                MerchantRequestID: '29115-34620561-1',
                ResultDesc: 'The service request is processed successfully.',
                CallbackMetadata: {
                  Item: [{ Name: 'Temperature', Value: 21.5 }, { Name: 'Humidity', Value: 48 }, { Name: 'Balance' }],
                },
              },
            },
          },
        },
      ],
      'Station',
    );
    expect(text).toContain('21.5 °C');
    expect(text).toContain('48%');
    expect(text).not.toMatch(/\bName\b|\bValue\b|29115/);
  });
});

describe('a removal, a system and an event’s code', () => {
  const event = (at: string, type: string, message: string, actor: string) => ({
    at,
    payload: [{ timestamp: `2026-11-21T${at}Z`, type, message, data: { deviceName: 'old-thinkpad', actor } }],
  });

  it('tells a thing removed in its own words, never a system as who acted, never the event’s code', () => {
    const text = entryOf(
      [
        event('16:30:00', 'nodeDeleted', 'Node old-thinkpad deleted', 'ada@example.com'),
        event('18:00:00', 'nodeKeyExpired', 'Node media-server key recently expired', 'expiring-node-key-marker'),
        {
          at: '19:00:00',
          payload: { eventName: 'PurchaseCreated', payload: { amount: 17, currency: 'EUR', name: 'Honey 500 g' } },
        },
      ],
      'Network',
    );
    expect(text).toContain('Node old-thinkpad deleted');
    expect(text).toContain('16:30');
    expect(text).not.toMatch(/expiring-node-key-marker|PurchaseCreated/);
  });
});

describe('a callback’s outcome and its times', () => {
  const prompt = (at: string, desc: string, date?: number) => ({
    at,
    payload: {
      Body: {
        stkCallback: {
          CheckoutRequestID: 'ws_CO_21112026113952716708374149',
          ResultCode: desc.includes('cancelled') ? 1032 : 0,
          ResultDesc: desc,
          ...(date
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'TransactionDate', Value: date },
                    { Name: 'Note', Value: 'curtains' },
                  ],
                },
              }
            : {}),
        },
      },
    },
  });

  it('says where a record stands from its result described in words, at the time its digits spell', () => {
    const text = entryOf(
      [
        prompt('10:05:31', 'Request cancelled by user'),
        prompt('11:40:09', 'The service request is processed successfully.', 20261121114003),
      ],
      'Payments',
    );
    expect(text).toContain('cancelled at 10:05');
    expect(text).toContain('succeeded at 11:40');
    expect(text).not.toMatch(/20261121114003|ws_CO|1032/);
  });

  it('reads a time written as ISO 8601’s basic digits in a text', () => {
    const text = entryOf([
      {
        at: '06:12:03',
        payload: { TransTime: '20261121091158', TransAmount: '1500.00', Currency: 'KES', FirstName: 'GRACE' },
      },
    ]);
    expect(text).toContain('09:11');
  });
});

describe('a highlight of a web page', () => {
  it('quotes the passage a W3C annotation selects beside the note, never its reserved group', () => {
    const text = entryOf([
      {
        at: '14:38:40',
        payload: {
          rows: [
            {
              created: '2026-11-21T14:38:02+00:00',
              text: 'Compare with our nursery numbers.',
              group: '__world__',
              target: [
                {
                  source: 'https://example.org/reefs',
                  selector: [
                    { type: 'TextPositionSelector', start: 8841, end: 8865 },
                    { type: 'TextQuoteSelector', exact: 'survival rates above 80%', prefix: 'fragments showed ' },
                  ],
                },
              ],
            },
          ],
        },
      },
    ]);
    expect(text).toContain('“Compare with our nursery numbers.”');
    expect(text).toContain('“survival rates above 80%”');
    expect(text).not.toMatch(/__world__|8841|fragments showed/);
  });
});

describe('digits that spell a time', () => {
  it('are a time only in a time field: an order’s date-like number is no moment of the day', () => {
    const text = entryOf([
      {
        at: '15:30:00',
        payload: { order_number: '20261121091158', description: 'Dress hem', amount: '1500.00', currency: 'KES' },
      },
    ]);
    expect(text).toContain('15:30');
    expect(text).not.toContain('09:11');
  });
});
