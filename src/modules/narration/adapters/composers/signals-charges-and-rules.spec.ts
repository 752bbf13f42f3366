import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in round 48 of first contact (issue 34), each on shapes of its own: a reading held under a name that
// only says it is a reading, the rule that fired named by the person, a rule's condition and a metric's dotted code,
// a delivery's batch beside its own time and queue, a currency sent as an object, what is measured by the
// kilowatt-hour besides its price, and events dispatched beside their envelope's id and calendar.

describe('a trigger that fired on a signal', () => {
  const trigger = (at: string, webhookName: string, metricName: string, condition: string, signal: object) => ({
    at,
    payload: {
      id: `3c1e7a20-5d84-4b19-a6f2-${at.replace(/:/g, '')}000000`,
      source: 'vehicle-triggers-api',
      time: `2026-11-21T${at}.000412Z`,
      type: 'dimo.trigger',
      data: { service: 'signals', metricName, webhookName, condition, signal },
    },
  });

  it('is told by the name the person gave it, with its reading named in words, never its condition or codes', () => {
    const text = entryOf([
      trigger('07:12:43', 'Deep Cold Start', 'vss.exteriorAirTemperature', 'valueNumber < -25', {
        name: 'exteriorAirTemperature',
        unit: 'celsius',
        timestamp: '2026-11-21T07:12:40.000104Z',
        valueType: 'float64',
        value: -31.5,
      }),
      trigger('13:31:44', 'Harsh Braking', 'behavior.harshBraking', 'true', {
        name: 'harshBraking',
        unit: 'event',
        value: 1,
      }),
    ]);
    expect(text).toContain('Deep Cold Start');
    expect(text).toContain('-31.5 °C');
    expect(text).toContain('exterior air temperature');
    expect(text).not.toMatch(/valueNumber|exteriorAirTemperature|behavior\.harshBraking/);
  });
});

describe('a charge sent in batches, growing over the day', () => {
  const charge = (at: string, consumedKwh: number, price: number, state: string) => ({
    at,
    payload: {
      entries: [
        {
          entityType: 'charge',
          entityId: '9134521',
          eventType: 'updated',
          payload: {
            id: 9134521,
            startedAt: '2026-11-21T07:14:05.000Z',
            state,
            consumedKwh,
            price,
            averagePricePerKwh: 3.0,
            averageCo2PerKwh: 19.0,
            averageRenewablePerKwh: 98.2,
            currency: { identifier: 'NOK', name: 'Norwegian krone', decimals: 2 },
          },
        },
      ],
      pending: 0,
      timestamp: Date.parse(`2026-11-21T${at}Z`),
    },
  });

  it('is one charge at its latest, in its currency, its carbon and renewable share no price', () => {
    const text = entryOf(
      [charge('09:30:12', 14.2, 42.6, 'charging'), charge('11:38:29', 31.62, 94.86, 'completed')],
      'Monta',
      [],
      'Europe/Oslo',
    );
    expect(text).toContain('NOK 94.86');
    expect(text).toContain('31.62 kWh');
    expect(text).not.toMatch(/42\.60|14\.2 kWh|Norwegian krone|c\/kWh|98\.2/);
  });
});

describe('a price of a kilowatt-hour of no currency', () => {
  it('is told in cents only where no whole units could be meant', () => {
    const text = entryOf([
      { at: '10:00:00', payload: { interval: { start: '2026-11-21T10:00:00Z', perKwh: 24.31, spotPerKwh: 3.1 } } },
    ]);
    expect(text).toContain('24.31 c/kWh');
    expect(text).not.toContain('3.10 c/kWh');
  });
});

describe('a shared calendar’s events dispatched under its envelope', () => {
  const dispatch = (at: string, id: string, trigger: string, event: object) => ({
    at,
    payload: { id, calendar: 'ksb3w7pq2n', dispatch: [{ trigger, event }] },
  });
  const netball = (start: string, end: string) => ({
    id: '2071458836',
    title: 'Mia netball – Under 11s vs Marion',
    location: 'Priceline Stadium, Mile End',
    start_dt: `2026-11-21T${start}:00+00:00`,
    end_dt: `2026-11-21T${end}:00+00:00`,
  });

  it('tells each event once, at its latest time and place, not the envelope as one record of them all', () => {
    const text = entryOf(
      [
        dispatch('07:16:00', '01KJX4B8W2Q7M9RZC3T6VHN1PD', 'event.created', netball('09:15', '10:15')),
        dispatch('07:52:00', '01KJX6D1F5J8K2NW4Y7BQS3XAE', 'event.modified', netball('09:45', '10:45')),
        dispatch('08:10:00', '01KJX7E2G6K9L3PX5Z8CRT4YBF', 'event.created', {
          id: '2071459901',
          title: 'Dinner with the Parkers',
          location: 'Osteria Oggi',
          start_dt: '2026-11-21T19:30:00+00:00',
          end_dt: '2026-11-21T22:00:00+00:00',
        }),
      ],
      'Teamup',
      [],
      'UTC',
    );
    expect(text).toContain('09:45');
    expect(text).toContain('Priceline Stadium');
    expect(text).toContain('Osteria Oggi');
    expect(text).not.toMatch(/09:15|3 times|ksb3w7pq2n/);
  });
});
