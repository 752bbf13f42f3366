import { entryOf } from '../../../../../test/support/composed-entry';

// Round 21's leftover classes (issue 34), on shapes of their own: a record's outcome sent as a flag and as a one-word
// reason, a vehicle's range of no named unit, an order's timeless lines beside its own time and parts.

describe('a record’s outcome sent as a flag', () => {
  const payment = (at: string, reference: string, success: unknown, reason: string) => ({
    at,
    payload: {
      amount: { currency: 'GBP', value: 4200 },
      eventCode: 'AUTHORISATION',
      eventDate: `2026-11-21T${at}+00:00`,
      reason,
      success,
      merchantReference: reference,
    },
  });

  it('tells a failure sent as `success: false` or as the text "false", and nothing for a success', () => {
    const text = entryOf([
      payment('10:00:00', 'basket-1', false, 'Insufficient funds'),
      payment('11:00:00', 'basket-2', 'false', ''),
      payment('12:00:00', 'basket-3', 'true', ''),
    ]);
    // (Each record's line, at its time, ends at its full stop; an amount's decimal point is none.)
    const lineOf = (reference: string, at: string) =>
      text.split(/(?<!\d)\.(?!\d)/).find((line) => line.includes(reference) && line.includes(at)) ?? '';
    expect(lineOf('basket-1', '10:00')).toContain('failed');
    expect(lineOf('basket-2', '11:00')).toContain('failed');
    expect(lineOf('basket-3', '12:00')).not.toContain('failed');
    expect(lineOf('basket-3', '12:00')).not.toBe('');
    expect(text).toContain('£42.00');
    expect(text).not.toMatch(/succe/);
  });

  it('says the outcome a one-word reason names, and leaves a coded reason out', () => {
    const text = entryOf([
      payment('10:00:00', 'basket-1', false, 'Refused'),
      payment('11:00:00', 'basket-2', 'true', 'manual'),
    ]);
    expect(text).toMatch(/basket-1(?:[^.]|\.\d)*refused/);
    expect(text).not.toContain('manual');
  });
});

describe('a vehicle’s range of no named unit', () => {
  const poll = (at: string, range: number, level: number, charging: number) => ({
    at,
    payload: {
      data: {
        type: 'Car',
        id: 'VF1AG000X12345678',
        attributes: {
          timestamp: `2026-11-21T${at}Z`,
          batteryLevel: level,
          batteryAutonomy: range,
          chargingStatus: charging,
        },
      },
    },
  });

  it('is in km, told beside the battery at each reading', () => {
    const text = entryOf([poll('08:00:00', 312, 64, 1), poll('18:00:00', 198, 41, -1)]);
    expect(text).toContain('range 312 km');
    expect(text).toContain('range 198 km');
    expect(text).toContain('64%');
    expect(text).toContain('41%');
  });

  it('is in miles where people count in miles, and a remaining range is no plan', () => {
    const text = entryOf(
      [{ at: '15:00:00', payload: { vehicle: 'Bolt', remainingRange: 200, odometerKm: 18_511 } }],
      'Car',
      [],
      'America/Chicago',
    );
    expect(text).toContain('range 200 miles');
  });

  it('keeps a named unit, and a range of something else is no vehicle’s', () => {
    const text = entryOf([{ at: '15:00:00', payload: { vehicle: 'Kona', fuel_range_mi: 150, slider_range: 40 } }]);
    expect(text).toContain('range 150 miles');
    expect(text).not.toContain('40');
  });
});

describe('an order’s lines', () => {
  const order = {
    displayId: 'UE-4471',
    created: '2026-11-21T12:05:00Z',
    pickupTime: '2026-11-21T12:30:00Z',
    customer: { name: 'Lucía Hernández' },
    payment: { amount: 135.5, currency: 'EUR' },
    items: [
      { name: 'Tacos al pastor', quantity: 3, price: 30 },
      { name: 'Horchata', quantity: 2, price: 22.75 },
    ],
  };

  it('are one order with its customer and payment, not records of their own', () => {
    const text = entryOf([{ at: '12:06:00', payload: order }]);
    expect(text).toMatch(/Tacos al pastor[^.]*Lucía Hernández|Lucía Hernández[^.]*Tacos al pastor/);
    expect(text).toContain('€135.50');
    // One record: neither the customer nor the payment is told on a line of its own.
    expect(text.match(/Webhook:/g)).toHaveLength(1);
  });

  it('stay a batch where each record has its own time', () => {
    const text = entryOf([
      {
        at: '20:00:00',
        payload: {
          generated: '2026-11-21T20:00:00Z',
          account: { name: 'Home' },
          readings: [
            { time: '2026-11-21T09:00:00Z', name: 'Porch', temperature_c: 4.5 },
            { time: '2026-11-21T15:00:00Z', name: 'Porch', temperature_c: 9.5 },
          ],
        },
      },
    ]);
    expect(text).toContain('4.5 °C');
    expect(text).toContain('9.5 °C');
  });
});
