import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in round 47 of first contact (issue 34), each on shapes of its own: a tracked thing's history beside the
// state object it leads to, a reference the person wrote in words, a message's metadata times, a kind's code led by
// the record's name (its versions one record), a thing's internal name, an API's answer holding one record, ids
// beside numbers, a removal of an id alone, names in full before handles, localisation keys, and a CRM's thin events
// of one property each.

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

describe('a game journal’s localisation keys', () => {
  it('says the localised text, never the key it stands for or a constant of joined words', () => {
    const text = entryOf([
      {
        at: '19:00:00',
        payload: {
          timestamp: '2026-11-21T18:57:31Z',
          event: 'MissionAccepted',
          Name: 'Mission_Courier_name',
          LocalisedName: 'Transport data to Ohm City',
          StationEconomy: '$economy_HighTech;',
          StationEconomy_Localised: 'High Tech',
          DestinationStation: 'Ohm City',
        },
      },
    ]);
    expect(text).toContain('Transport data to Ohm City');
    expect(text).not.toMatch(/Mission_Courier_name|Mission Courier|\$economy|HighTech;/);
  });

  it('keeps a slug someone chose as a name', () => {
    const text = entryOf([{ at: '08:00:00', payload: { device: { name: 'garage_door' }, state: 'open' } }]);
    expect(text).toMatch(/garage_door|garage door/i);
  });
});

describe('a CRM’s thin events, one property each', () => {
  const change = (occurredAt: string, objectId: number, type: string, propertyName: string, propertyValue: string) => ({
    eventId: 3816303188,
    subscriptionId: 2814401,
    portalId: 48213377,
    occurredAt: Date.parse(`2026-11-21T${occurredAt}Z`),
    subscriptionType: `${type}.propertyChange`,
    objectId,
    changeSource: 'CRM_UI',
    propertyName,
    propertyValue,
  });

  it('folds each record’s properties into it, its later events its versions, never a property’s name as news', () => {
    const text = entryOf([
      {
        at: '09:12:00',
        payload: [
          change('09:12:00', 987, 'contact', 'firstname', 'Declan'),
          change('09:12:00', 987, 'contact', 'lastname', 'Power'),
          change('09:12:00', 987, 'contact', 'company', 'Capeline Charters'),
        ],
      },
      {
        at: '10:37:00',
        payload: [
          change('10:37:00', 305, 'deal', 'dealname', 'Chartplotter refit (MV Northern Tern)'),
          change('10:37:00', 305, 'deal', 'amount', '18500.50'),
          change('10:37:00', 305, 'deal', 'deal_currency_code', 'CAD'),
        ],
      },
      { at: '16:48:00', payload: [change('16:48:00', 305, 'deal', 'amount', '20900.50')] },
    ]);
    expect(text).toContain('Declan Power');
    expect(text).toContain('Chartplotter refit (MV Northern Tern)');
    expect(text).toContain('20,900.50');
    expect(text).not.toMatch(/18,500|firstname|lastname|dealname|property ?change|crm ui/i);
  });
});
