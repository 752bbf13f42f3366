import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in round 47 of first contact (issue 34), each on shapes of its own: a tracked thing's history beside the
// state object it leads to, a reference the person wrote in words, a message's metadata times, a kind's code led by
// the record's name (its versions one record), and a thing's internal name.

describe('a parcel tracked by webhooks of one scan each', () => {
  const scan = (at: string, status: string, occurred: string, location: string, reference: string) => ({
    at,
    payload: {
      trackings: [
        {
          metadata: { generatedAt: `2026-11-21T${at}.000Z`, messageId: '56c5d6c6-79de-4506-8fd4-de5728d96184' },
          tracker: { trackingNumber: '33LKR501482601000930804', shipmentReference: reference },
          shipment: { statusCode: 'delivery_delivered', statusCategory: 'delivery', statusMilestone: 'delivered' },
          events: [
            {
              status,
              occurrenceDatetime: `2026-11-21T${occurred}:00`,
              datetime: `2026-11-21T${occurred}:00.000Z`,
              location,
              statusCode: 'delivery_delivered',
              statusCategory: 'delivery',
              statusMilestone: 'delivered',
            },
          ],
        },
      ],
    },
  });

  it('tells the scan the delivery is about, at its own time, by the name the person gave the parcel', () => {
    const text = entryOf(
      [scan('13:10:00', 'Delivered - Left in a safe place', '12:47', 'NORWOOD SA 5067', 'Lego Botanicals for Mum')],
      'Ship24',
      [],
      'UTC',
    );
    expect(text).toContain('Lego Botanicals for Mum');
    expect(text).toContain('Left in a safe place');
    expect(text).toContain('12:47');
    expect(text).not.toContain('13:10');
  });

  it('keeps a reference written as a code out of the entry', () => {
    const text = entryOf(
      [scan('13:10:00', 'Delivered', '12:47', 'NORWOOD SA 5067', 'PO-2026-11-0042')],
      'Ship24',
      [],
      'UTC',
    );
    expect(text).not.toContain('PO-2026-11-0042');
  });
});

describe('a booking’s versions sent under an action led by its name', () => {
  const version = (at: string, action: string, total: string, notes: string) => ({
    at,
    payload: [
      {
        action,
        booking: {
          type: 'Booking',
          id: 9123501,
          property_name: 'Phewa Lakeside Cottages',
          property_internal_name: 'PLC-Pokhara',
          status: 'Booked',
          room_types: [{ name: 'Annapurna Family Suite', people: 4 }],
          currency_code: 'USD',
          notes,
        },
        guest: { name: 'Marco Bianchi' },
        booking_total_amount: total,
        booking_currency_code: 'USD',
      },
    ],
  });

  it('is one booking at its latest total, its kind said once, with no internal code', () => {
    const text = entryOf([
      version('09:16:00', 'booking_new_status_booked', '310.00', 'Phone booking.'),
      version('13:35:00', 'booking_change', '434.00', 'Phone booking. Extended to 4 nights.'),
    ]);
    expect(text).toContain('$434.00');
    expect(text).toContain('Marco Bianchi');
    expect(text).not.toMatch(/\$310\.00|PLC-Pokhara|booking booking/i);
  });
});

describe('invoices fetched after each webhook, in an API’s answer', () => {
  const answer = (at: string, invoices: object[]) => ({
    at,
    payload: {
      Id: `resp-${at}`,
      Status: 'OK',
      ProviderName: 'Diary Sync',
      DateTimeUTC: '/Date(1795266000000)/',
      Invoices: invoices,
    },
  });
  const invoice = (status: string, total: number, number: string, reference: string) => ({
    Type: 'ACCREC',
    InvoiceID: `inv-${number}`,
    InvoiceNumber: number,
    Reference: reference,
    Contact: { ContactID: 'c-1', Name: 'Harbourside Dental Ltd' },
    Date: '/Date(1795219200000+0000)/',
    Status: status,
    Total: total,
    CurrencyCode: 'NZD',
    LineItems: [{ Description: reference, LineItemID: 'li-1' }],
  });

  it('takes back an invoice voided later, by its id beside its number, and dates none at midnight', () => {
    const text = entryOf(
      [
        answer('08:57:00', [invoice('AUTHORISED', 1380, 'INV-0147', 'Website care plan')]),
        answer('15:07:00', [
          invoice('VOIDED', 1380, 'INV-0147', 'Website care plan'),
          invoice('AUTHORISED', 1150.5, 'INV-0148', 'Website care plan, revised'),
        ]),
      ],
      'Xero',
      [],
      'UTC',
    );
    expect(text).toContain('NZ$1,150.50');
    expect(text).not.toMatch(/NZ\$1,380|1380 NZD|00:00/);
  });

  it('reads a whole total as money when the source writes that currency with cents, whichever came first', () => {
    const text = entryOf(
      [
        answer('09:00:00', [invoice('PAID', 575, 'INV-0139', 'Product photos')]),
        answer('15:00:00', [invoice('AUTHORISED', 89.99, 'INV-0150', 'Phone bill')]),
      ],
      'Xero',
      [],
      'UTC',
    );
    expect(text).toContain('NZ$575.00');
    expect(text).not.toContain('575 NZD as sent');
  });
});

describe('a work item’s events', () => {
  const person = (first: string, last: string, handle: string) => ({
    id: `u-${handle}`,
    first_name: first,
    last_name: last,
    display_name: handle,
  });
  const event = (action: string, data: object, actor: object) => ({
    event: 'issue',
    action,
    webhook_id: 'b0064c53-735a-41a6-8f38-cabd95834cf2',
    workspace_id: 'c7443a3c-170a-4125-aaf9-cc0df9bbc4a1',
    data,
    activity: { field: null, actor },
  });
  const meera = person('Meera', 'Krishnan', 'meera.k');

  it('takes back an item deleted minutes later by its id alone', () => {
    const text = entryOf(
      [
        {
          at: '07:58:00',
          payload: event(
            'created',
            {
              id: '7a5e9c28-97a6-4f2c-9fcf-4f452e651981',
              name: 'Copy for payment retry banner',
              state: { name: 'Todo' },
            },
            meera,
          ),
        },
        { at: '08:05:00', payload: event('deleted', { id: '7a5e9c28-97a6-4f2c-9fcf-4f452e651981' }, meera) },
      ],
      'Plane',
      ['Meera Krishnan'],
    );
    expect(text).not.toContain('Copy for payment retry banner');
  });

  it('names another’s comment by their name in full, not their handle', () => {
    const text = entryOf(
      [
        {
          at: '10:32:00',
          payload: {
            event: 'issue_comment',
            action: 'created',
            data: {
              id: 'c-1',
              comment_stripped: 'Tested on a throttled connection: looks good.',
              actor_detail: person('Arjun', 'Mehta', 'arjun.m'),
            },
          },
        },
      ],
      'Plane',
      ['Meera Krishnan'],
    );
    expect(text).toContain('Arjun Mehta');
    expect(text).not.toContain('arjun.m');
  });
});
