import { entryOf } from '../../../../../test/support/composed-entry';

// Round 20's classes (issue 34), on shapes of their own: a payment's own state before a check's, its deadline never
// its time, states sent as bare verbs, whole amounts a record alone took for minor units taken back when the source
// writes that currency with decimals; a notification's repeated words at each time, its channel's id left out.

describe('a payment gateway’s notifications', () => {
  const note = (at: string, status: string, extra: Record<string, unknown> = {}) => ({
    at,
    payload: {
      id: 'pay-77a1',
      payment_time: `2026-11-21 ${at}`,
      payment_status: status,
      risk_status: 'accept',
      expiry_time: '2026-11-21 23:59:00',
      gross_amount: '420000.00',
      currency: 'IDR',
      ...extra,
    },
  });

  it('tells the payment’s own state, not a check’s, at its own time rather than its deadline', () => {
    const text = entryOf([note('09:05:00', 'pending'), note('09:40:00', 'settlement')], 'Gateway', [], 'UTC');
    expect(text).toContain('pending at 09:05, then settlement at 09:40');
    expect(text).not.toContain('accept');
    expect(text).not.toContain('23:59');
  });

  it('says a state sent as a bare verb as the state it left', () => {
    const text = entryOf([note('09:05:00', 'pending'), note('09:25:00', 'expire')], 'Gateway', [], 'UTC');
    expect(text).toContain('expired');
  });
});

describe('whole amounts of a source that writes the currency with decimals', () => {
  const charge = (at: string, id: number, amount: number, fee: number) => ({
    at,
    payload: { event: 'charge.completed', data: { id, amount, app_fee: fee, currency: 'NGN', status: 'successful' } },
  });

  it('stays whole units, though one record alone looked like minor units', () => {
    const text = entryOf([
      charge('08:10:00', 1, 38_500, 539),
      {
        at: '13:30:00',
        payload: { event: 'transfer.completed', data: { id: 9, amount: 250_000, fee: 53.75, currency: 'NGN' } },
      },
    ]);
    expect(text).toContain('₦38,500.00');
    expect(text).not.toContain('₦385.00');
  });

  it('is still read as minor units where nothing says otherwise', () => {
    const text = entryOf([
      {
        at: '08:10:00',
        payload: { event: 'charge.completed', data: { id: 1, amount: 3855, app_fee: 539, currency: 'USD' } },
      },
    ]);
    expect(text).toContain('$38.55');
  });
});

describe('a doorbell’s push notifications', () => {
  const push = (at: string, body: string, channel: string) => ({
    at,
    payload: {
      data: {
        device: { id: 218430517, kind: 'doorbell_v5', name: 'Front Door' },
        description_provider: 'default',
        channel_id: channel,
        body,
        created_at: `2026-11-21T${at}Z`,
      },
    },
  });

  it('tells the same words at each time they came, without the channel’s id or a default', () => {
    const text = entryOf([
      push('10:14:00', 'Someone is at your Front Door', 'ding_channel_218430517'),
      push('15:27:00', 'There is a person at your Front Door', 'motion_channel_218430517'),
      push('18:05:00', 'Someone is at your Front Door', 'ding_channel_218430517'),
    ]);
    expect(text).toContain('10:14');
    expect(text).toContain('18:05');
    expect(text).not.toContain('218430517');
    expect(text).not.toContain('default');
  });
});

describe('a parcel tracker’s updates', () => {
  const parcel = (at: string, extra: Record<string, unknown>) => ({
    at,
    payload: {
      event: 'tracking_update',
      msg: {
        id: 'trk-4821',
        title: 'Espresso grinder',
        origin_city: 'Sydney',
        origin_state: 'NSW',
        destination_city: 'Auckland',
        destination_state: 'Auckland',
        shipment_weight: { unit: 'kg', value: 4.6 },
        updated_at: `2026-11-21T${at}Z`,
        ...extra,
      },
    },
  });

  it('reads its weight as the parcel’s, its origin’s state as a region and its pickup place as no time', () => {
    const text = entryOf([
      parcel('09:10:00', { status: 'out_for_delivery' }),
      parcel('13:17:00', { status: 'available_for_pickup', pickup_location: 'Ponsonby PostShop, 1 Jervois Road' }),
    ]);
    expect(text).not.toMatch(/Sleep and health|health/i);
    expect(text).not.toContain('now NSW');
    expect(text).not.toMatch(/now nsw/i);
    expect(text).toContain('available for pickup');
  });
});

describe('amounts in a currency of little unit value', () => {
  const invoice = (at: string, id: string, amount: number, received: number, item: string) => ({
    at,
    payload: {
      id,
      status: 'PAID',
      amount,
      paid_amount: amount,
      adjusted_received_amount: received,
      currency: 'PHP',
      description: item,
      paid_at: `2026-11-21T${at}Z`,
      qr_code: { qr_string: '00020101021228760011ph.ppmi.p2m0111XENDITPHPMA0315BBL2025 BAKE LAB6006MANILA' },
    },
  });

  it('are whole pesos, not centavos that would make a cake cost pennies', () => {
    const text = entryOf([
      invoice('01:13:00', 'inv-1', 1850, 1795, 'Ube cheesecake'),
      invoice('03:39:00', 'inv-2', 3600, 3465, 'Birthday cake'),
      invoice('10:24:00', 'inv-3', 1200, 1170, 'Crinkles'),
    ]);
    expect(text).toContain('₱1,850.00');
    expect(text).toContain('₱3,600.00');
    expect(text).not.toContain('₱18.50');
    expect(text).not.toContain('0002010102');
  });

  it('stay minor units in a currency whose cents are money', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: { id: 'ch_1', amount: 1850, amount_received: 1795, currency: 'usd', status: 'succeeded' },
      },
    ]);
    expect(text).toContain('$18.50');
  });
});

describe('a batch of notifications, each under its wrapper’s name', () => {
  it('reads each record below the batch’s flag and its wrapper', () => {
    const note = (at: string, reference: string, code: string) => ({
      NotificationRequestItem: {
        amount: { currency: 'EUR', value: 4250 },
        eventCode: code,
        eventDate: `2026-11-21T${at}+00:00`,
        merchantReference: reference,
        pspReference: 'JD6Q5Z3V7M4N2K82',
        success: 'true',
      },
    });
    const text = entryOf([
      { at: '09:12:00', payload: { live: 'true', notificationItems: [note('09:12:00', 'SC-10482', 'AUTHORISATION')] } },
    ]);
    expect(text).toContain('SC-10482');
    expect(text).toContain('09:12');
    expect(text).not.toContain('NotificationRequestItem');
  });
});
