import { formatQuantity } from '../../../narration/adapters/composers/prose/quantity-format';
import { ItemFacts, itemFacts } from './item-facts';
import { zonedClock } from '../vocabulary/zoned-clock';

/** The general rules, class by class, on shapes no interpreter knows. */
const context = { day: '2026-11-21', zoned: zonedClock('Europe/Berlin'), skipKeys: new Set<string>() };
const facts = (item: unknown): ItemFacts => itemFacts(item, context);
const said = (item: unknown) => facts(item).quantities.map((q) => `${q.label} ${formatQuantity(q)}`);

describe('general rules: values found wherever they sit', () => {
  it('reads a state with its unit of measurement', () => {
    expect(
      said({
        entity_id: 'sensor.scale',
        state: '68.4',
        attributes: { unit_of_measurement: 'kg', friendly_name: 'Bathroom scale weight' },
      }),
    ).toEqual(['Bathroom scale weight 68.4 kg']);
    expect(said({ state: '2100', attributes: { unit_of_measurement: 'W', friendly_name: 'Kettle power' } })).toEqual([
      'Kettle power 2,100 W',
    ]);
  });

  it('reads the data points of a named measure with its unit', () => {
    expect(
      said({
        metrics: [{ name: 'step_count', units: 'count', data: [{ qty: 16842, date: '2026-11-21 00:00:00 +0100' }] }],
      }),
    ).toEqual(['step count 16,842 steps']);
  });

  it('reads nested scores and the measures of named parts under their names', () => {
    expect(said({ overallSleepScore: { value: 82, qualifierKey: 'GOOD' } })).toEqual(['overall sleep score 82']);
    expect(said({ score: { recovery_score: 44, resting_heart_rate: 52 } })).toEqual([
      'resting heart rate 52 bpm',
      'recovery score 44',
    ]);
    const station = said({
      body: {
        devices: [
          {
            module_name: 'Indoor',
            dashboard_data: { Temperature: 21.3 },
            modules: [{ module_name: 'Outdoor', dashboard_data: { Temperature: 4.1 } }],
          },
        ],
      },
    });
    expect(station).toEqual(['Indoor temperature 21.3 °C', 'Outdoor temperature 4.1 °C']);
  });

  it('reads a JSON document sent as text as data, not as the person’s words', () => {
    const read = facts({ body: '{"note": "Bought bread", "price": 3.2, "currency": "EUR"}' });
    expect(read.headline?.text).toBe('Bought bread');
    expect(read.quantities.map(formatQuantity)).toEqual(['€3.20']);
  });
});

describe('general rules: values with their own times and units told by the day', () => {
  it('says when a measure was taken when its own time field sits beside it, and does not take that time for the item’s', () => {
    const read = facts({
      time_utc: Date.parse('2026-11-21T20:00:00Z') / 1000,
      min_temp: 3.8,
      date_min_temp: Date.parse('2026-11-21T05:40:00Z') / 1000,
    });
    expect(read.quantities).toEqual([
      expect.objectContaining({
        label: 'lowest temperature',
        dimension: 'temperature',
        value: 3.8,
        minute: 6 * 60 + 40,
      }),
    ]);
    expect(read.minute).toBe(21 * 60);
  });

  it('reads bare sleep stages as seconds or minutes by their sum against the night, and leaves them out when neither fits', () => {
    const night = { sleep_start_time: '2026-11-20T23:36:00+01:00', sleep_end_time: '2026-11-21T07:20:00+01:00' };
    expect(
      said({ ...night, light_sleep: 15060, deep_sleep: 5340, rem_sleep: 5880 }).filter(
        (q) => !q.startsWith('duration'),
      ),
    ).toEqual(['asleep 7 h 18 min', 'light sleep 4 h 11 min', 'deep sleep 1 h 29 min', 'rem sleep 1 h 38 min']);
    expect(
      said({ ...night, light_sleep: 251, deep_sleep: 89, rem_sleep: 98 }).filter((q) => !q.startsWith('duration')),
    ).toEqual(['asleep 7 h 18 min', 'light sleep 4 h 11 min', 'deep sleep 1 h 29 min', 'rem sleep 1 h 38 min']);
    expect(
      said({ ...night, light_sleep: 40, deep_sleep: 12, rem_sleep: 9 }).filter((q) => !q.startsWith('duration')),
    ).toEqual([]);
  });
});

describe('general rules: durations and energy whose unit is not named', () => {
  it('reads a bare duration as seconds, as milliseconds when seconds would make days, and leaves out one that may be minutes', () => {
    expect(said({ title: 'Past Lives', duration: 6_360_000 })).toEqual(['duration 1 h 46 min']);
    expect(said({ title: 'Standup', duration: 1_800 })).toEqual(['duration 30 min']);
    expect(said({ eventType: 'Exercise', duration: 45 })).toEqual([]);
    expect(said({ flight: 'EI 203', delay: 16 })).toEqual([]);
    expect(said({ minutes_asleep: 420 })).toEqual(['asleep 7 h']);
  });

  it('reads a clock time given in minutes as no duration, a state of charge as a percentage (a device’s battery left out unless the record is about charging, a setting’s limits always), and only a body’s energy as kilocalories', () => {
    expect(said({ scheduled_departure_time_minutes: 450, off_peak_hours_end_time: 360 })).toEqual([]);
    expect(said({ battery_level: 80, brightness_pct: 40 })).toEqual(['brightness 40%']);
    expect(said({ charge_state: { battery_level: 80, charge_limit_soc: 90, charging_state: 'Complete' } })).toEqual([
      'battery 80%',
    ]);
    expect(said({ charge_energy_added: 41.62, active_energy: 540 })).toEqual([
      'active energy 540 kcal',
      'charge energy added 41.62',
    ]);
  });
});

describe('general rules: what people log about themselves', () => {
  it('reads an energy level as a level, not kilocalories, and a written date as a time, not words', () => {
    expect(said({ note: 'Slept badly', energy_level: 4, logged: '21 Nov 2026 at 07:48' })).toEqual(['energy level 4']);
    expect(facts({ note: 'Slept badly', logged: '21 Nov 2026 at 07:48' }).texts).toEqual([]);
    expect(facts({ note: 'Gym', OccurredAt: 'November 21, 2026 at 08:05AM' }).texts).toEqual([]);
  });
});
