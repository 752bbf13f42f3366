import { artifact, digestOf } from '../../../../../test/support/digest-day';
import { itemsOf } from './batch-items';
import { itemFacts } from './item-facts';
import { parseWrittenTime } from './value-shapes';
import { zonedClock } from './zoned-clock';

/** Shapes met on first contact with tools no rule was written for (the holdout of issue 34), class by class. */
const context = { day: '2026-11-21', zoned: zonedClock('Pacific/Auckland'), skipKeys: new Set<string>() };

describe('the records of a payload', () => {
  it('finds the records below an API’s envelope: meta and notifications beside the response, a collection of one', () => {
    const checkin = { checkin_id: 1, checkin_comment: 'Dank and sticky' };
    const page = {
      meta: { code: 200, response_time: { time: 0.083, measure: 'seconds' } },
      notifications: { type: 'notifications', unread_count: { toasts: 1 } },
      response: { pagination: { max_id: 9 }, checkins: { count: 1, items: [checkin] } },
    };
    expect(itemsOf(page)).toEqual({ items: [checkin], total: 1 });
  });

  it('reads a batch beside its record type, version and sender as records, not one record with parts', () => {
    const reading = (value: number) => ({ systemTime: '2026-11-21T01:00:00Z', value, unit: 'mg/dL' });
    const batch = { recordType: 'egv', recordVersion: '3.0', userId: 'a3f8b2c9-1d4e-47f5-8b2c-8a9e0d1f3b4c' };
    expect(itemsOf({ ...batch, records: [reading(100), reading(110)] }).total).toBe(2);
    // A push: the commits belong to one event beside its ref.
    expect(itemsOf({ ref: 'refs/heads/main', commits: [{ id: 'a' }, { id: 'b' }] }).total).toBe(1);
  });
});

describe('times written for people, with their zone', () => {
  it('reads RFC 2822 times as the instants they are', () => {
    expect(parseWrittenTime('Sat, 07 Feb 2026 04:40:12 +0000')).toEqual({
      date: '2026-02-07',
      hour: 4,
      minute: 40,
      instant: Date.parse('2026-02-07T04:40:12Z'),
    });
    expect(parseWrittenTime('7 Feb 2026 04:40 -0700')?.instant).toBe(Date.parse('2026-02-07T11:40:00Z'));
    expect(parseWrittenTime('Sat, 07 Foo 2026 04:40:12 +0000')).toBeNull();
  });
});

describe('beside the person’s own words', () => {
  it('keeps the names of what they are about (the beer, the brewery), and reads ABV as a percentage', () => {
    const facts = itemFacts(
      {
        created_at: 'Sat, 21 Nov 2026 04:40:12 +0000',
        checkin_comment: 'Dank and sticky, exactly what I needed',
        beer: { beer_name: 'Pernicious Weed', beer_abv: 8.2 },
        brewery: { brewery_name: 'Garage Project' },
      },
      context,
    );
    expect(facts.headline?.text).toBe('Dank and sticky, exactly what I needed');
    expect(facts.texts.map((text) => text.text)).toEqual(expect.arrayContaining(['Pernicious Weed', 'Garage Project']));
    // Named by the thing it measures, as parts' measures are.
    expect(facts.quantities).toContainEqual({ label: 'Pernicious Weed ABV', dimension: 'percent', value: 8.2 });
    expect(facts.minute).toBe(17 * 60 + 40);
  });
});

describe('a series delivered in batches', () => {
  it('is one group of readings with its extremes and their times', () => {
    const batch = (hour: number, values: number[]) => ({
      recordType: 'egv',
      records: values.map((value, i) => ({
        systemTime: `2026-11-21T${String(hour).padStart(2, '0')}:${String(i * 5).padStart(2, '0')}:00Z`,
        value,
        unit: 'mg/dL',
      })),
    });
    const digest = digestOf([
      artifact('Dexcom', batch(6, [110, 104, 98]), '07:00:00'),
      artifact('Dexcom', batch(15, [72, 61, 58, 66]), '16:00:00'),
    ]);
    const [group] = digest.sources[0].groups;
    expect(group.count).toBe(7);
    expect(group.quantities).toEqual([
      {
        label: 'glucose',
        dimension: 'measure',
        unit: 'mg/dL',
        min: 58,
        max: 110,
        lowAt: 910,
        highAt: 360,
        readings: 7,
      },
    ]);
  });
});
