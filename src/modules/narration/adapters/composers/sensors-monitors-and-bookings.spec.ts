import { entryOf } from '../../../../../test/support/composed-entry';

// Round 18's classes (issue 34), on shapes of their own: a sensor's short names with their units (`t_out_c`, `w_g`),
// the one proper name of a record of readings; a monitor's times without a zone beside their local twins, and the
// outage since it last went down; a booking's amounts written with cents in its words, its price parts by name, and a
// kind named by what happened to it ("Cancellation", "Modification of booking").

describe('a sensor’s short names', () => {
  const reading = (at: string, grams: number, outdoor: number) => ({
    at,
    payload: { tank: 'Waterbutt', seq: 88, w_g: grams, t_out_c: outdoor, rh_pct: 60, batt_v: 3.9 },
  });

  it('reads the quantity its unit names, called by the one name the record gives, at home beside the air’s readings', () => {
    const text = entryOf(
      [
        reading('07:00:00', 182_400, 6.5),
        reading('12:00:00', 179_900, 14.2),
        { at: '13:10:00', payload: { tank: 'Waterbutt', alert: 'level_drop', drop_g: 2_500 } },
      ],
      'Sensor',
    );
    expect(text).toContain('Waterbutt');
    expect(text).toContain('outdoor temperature 6.5–14.2 °C');
    expect(text).toContain('weight drop 2.5 kg');
    expect(text).toContain('Home Sensor: Waterbutt');
    expect(text).not.toMatch(/Sleep and health|3\.9 V|\bw g\b|t out/);
  });

  it('says the lowest and highest of each of a device’s few series that moved, each at its time', () => {
    const timed = (at: string, grams: number, outdoor: number, humidity: number) => ({
      at,
      payload: { tank: 'Waterbutt', published_at: `2026-11-21T${at}Z`, w_g: grams, t_out_c: outdoor, rh_pct: humidity },
    });
    const text = entryOf(
      [
        timed('07:00:00', 182_400, 6.5, 60),
        timed('12:00:00', 179_900, 14.2, 52),
        timed('13:10:00', 176_000, 12.2, 71),
        timed('18:00:00', 181_000, 9.1, 64),
      ],
      'Sensor',
    );
    expect(text).toContain('lowest 6.5 °C at 07:00, highest 14.2 °C at 12:00');
    expect(text).toContain('lowest 52% at 12:00, highest 71% at 13:10');
  });

  it('reads a body mass index and a ride’s normalized power by their names', () => {
    const text = entryOf([
      { at: '07:00:00', payload: { weight: 72.45, bmi: 22.4 } },
      { at: '09:00:00', payload: { title: 'Tempo ride', distance_meters: 31_250, normalized_power: 236 } },
    ]);
    expect(text).toContain('BMI 22.4');
    expect(text).toContain('normalized power 236 W');
  });
});

describe('a monitor’s outages', () => {
  const beat = (utc: string, local: string, status: number, msg: string, lastDown?: string) => ({
    heartbeat: {
      monitorID: 4,
      status,
      time: utc,
      msg,
      timezone: 'Pacific/Honolulu',
      localDateTime: local,
      ...(lastDown ? { lastDownTime: lastDown } : {}),
    },
    monitor: { id: 4, name: 'Photo server', type: 'http' },
  });

  it('reads times without a zone beside their local twins as UTC, and says how long the outage lasted', () => {
    const text = entryOf(
      [
        { at: '16:10:00', payload: beat('2026-11-21 16:10:02.114', '2026-11-21 06:10:02', 0, 'timeout exceeded') },
        {
          at: '17:02:00',
          payload: beat('2026-11-21 17:02:41.002', '2026-11-21 07:02:41', 1, 'N/A', '2026-11-21 16:10:02.114'),
        },
      ],
      'Monitor',
      [],
      'Pacific/Honolulu',
    );
    expect(text).toContain('06:10');
    expect(text).toContain('down 52 min');
    expect(text).not.toMatch(/16:10|17:02|N\/A/);
  });
});

describe('a holiday let’s bookings', () => {
  const booking = (at: string, type: string, price: number, extra: Record<string, unknown> = {}) => ({
    at,
    payload: {
      action: 'updateReservation',
      data: {
        id: 5512,
        type,
        'guest-name': 'Ana Lopes',
        apartment: { id: 7, name: 'Harbour Loft' },
        price,
        'price-details': `2 nights x ${(price - 40).toFixed(2)} EUR + cleaning 40.00 EUR`,
        priceElements: [
          { type: 'basePrice', name: 'Base price', amount: price - 40, currencyCode: 'EUR' },
          { type: 'cleaningFee', name: 'Cleaning fee', amount: 40, currencyCode: 'EUR' },
        ],
        ...extra,
      },
    },
  });

  it('reads whole amounts as whole euros when its words write them with cents, each price part by its name', () => {
    const text = entryOf([booking('10:00:00', 'reservation', 300)], 'Lets', [], 'Europe/Lisbon');
    expect(text).toContain('€300.00');
    expect(text).toContain('Cleaning fee €40.00');
    // The price written for people is the amounts the record tells, not its headline.
    expect(text).not.toMatch(/nights x|as sent|price elements/);
  });

  it('tells a cancellation as cancelled and a modification as the booking, never as kinds of their own', () => {
    const text = entryOf(
      [booking('10:00:00', 'modification of booking', 300), booking('15:00:00', 'cancellation', 300, { id: 5513 })],
      'Lets',
    );
    expect(text).toContain('cancelled');
    expect(text).not.toMatch(/modification of booking|cancellation/i);
  });
});

describe('a slug beside its name', () => {
  it('says the name as people write it, not the slug of it', () => {
    const text = entryOf([
      {
        at: '10:11:00',
        payload: {
          id: 'b1',
          projectName: 'shwe-market',
          status: 'finished',
          metadata: { appName: 'Shwe Market', appVersion: '2.4.0' },
          createdAt: '2026-11-21T10:01:00Z',
          completedAt: '2026-11-21T10:11:00Z',
        },
      },
    ]);
    expect(text).toContain('Shwe Market');
    expect(text).not.toContain('shwe-market');
  });
});
