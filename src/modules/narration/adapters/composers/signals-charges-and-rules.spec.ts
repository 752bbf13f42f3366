import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in round 48 of first contact (issue 34), each on shapes of its own: a reading held under a name that
// only says it is a reading, the rule that fired named by the person, a rule's condition and a metric's dotted code,
// a delivery's batch beside its own time and queue, a currency sent as an object, and what is measured by the
// kilowatt-hour besides its price.

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
