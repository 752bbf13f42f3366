import { asStored } from '../../../../../test/fixtures/corpus/write-day';
import { entryOf } from '../../../../../test/support/composed-entry';

// Round 25's classes (issue 34), on shapes of their own: a monitor's short names and its display's mode, a
// station's felt and derived temperatures and its sky's brightness, a present state polled with no time of its own,
// a store's charge level, a device's connection sent as a flag.

const stored = (at: string, payload: unknown) => ({ at, payload: asStored(payload) });

describe('an air monitor’s readings under short names', () => {
  const reading = (at: string, pm02: number, rco2: number, offline = false) =>
    stored(at, [
      {
        locationName: 'Porch',
        pm02,
        rco2,
        atmp: 21.6,
        rhum: 48,
        timestamp: `2026-11-21T${at}.000Z`,
        ledMode: 'co2',
        offline,
      },
    ]);

  it('reads PM2.5, CO₂ and humidity from their short names, never the display’s mode, and says when it went offline', () => {
    const text = entryOf([
      reading('07:00:00', 9, 968),
      reading('13:00:00', 62, 612),
      reading('18:00:00', 148, 655, true),
    ]);
    expect(text).toContain('PM2.5 9–148 µg/m³');
    expect(text).toContain('CO₂ 612–968 ppm');
    expect(text).toContain('humidity 48%');
    expect(text).toContain('offline at 18:00');
    expect(text).not.toMatch(/\bco2\b|rco|pm02|atmp/);
  });
});

describe('a station’s temperatures and its sky', () => {
  const obs = (at: string, air: number, feels: number, lux: number) =>
    stored(at, {
      obs: [
        {
          timestamp: Date.parse(`2026-11-21T${at}Z`) / 1000,
          air_temperature: air,
          feels_like: feels,
          dew_point: 19.2,
          wet_bulb_temperature: 20.1,
          wind_chill: air,
          brightness: lux,
          relative_humidity: 70,
        },
      ],
    });

  it('tells how hot it felt after the air’s own temperature, and neither what is worked out from them nor lux as a share', () => {
    const text = entryOf([obs('07:00:00', 25.8, 27.9, 3120), obs('13:00:00', 33.4, 41.2, 118_400)]);
    expect(text).toMatch(/temperature 33\.4 °C, feels like 41\.2 °C/);
    expect(text).not.toMatch(/dew point|wet bulb|wind chill|118,400%|3,120%|brightness/);
  });
});

describe('a present state polled without a time of its own', () => {
  const flow = (charge: number, pv: number) => ({
    siteCurrentPowerFlow: {
      updateRefreshRate: 3,
      unit: 'kW',
      connections: [{ from: 'PV', to: 'Load' }],
      PV: { status: 'Active', currentPower: pv },
      STORAGE: { status: 'Charging', currentPower: 1.2, chargeLevel: charge },
    },
  });

  it('is of the moment it was sent, so that its highest and lowest have their times, and a charge level is a share', () => {
    const text = entryOf([
      stored('07:00:00', flow(22, 0.42)),
      stored('12:30:00', flow(78, 6.84)),
      stored('19:40:00', flow(61, 0)),
    ]);
    expect(text).toContain('highest 78% at 12:30');
    expect(text).toContain('last 61% at 19:40');
    expect(text).not.toMatch(/charge level 22–78(?!%)/);
  });
});

describe('a ride’s speeds of no unit', () => {
  const trip = (id: number, name: string, speed: number) => ({
    trip: {
      id,
      name,
      departed_at: '2026-11-21T06:48:10+00:00',
      distance: 62418,
      duration: 11112,
      moving_time: 9663,
      avg_speed: speed,
      max_speed: 61.8,
    },
  });

  it('are in the unit that makes the average its distance over its moving time', () => {
    const text = entryOf([stored('10:00:00', trip(1, 'Norton Summit gravel', 23.3))]);
    expect(text).toContain('average speed 23.3 km/h');
    expect(text).not.toMatch(/83\.9 km\/h|222\.5 km\/h/);
  });

  it('stay as read when no unit makes it so', () => {
    const text = entryOf([stored('10:00:00', trip(1, 'Norton Summit gravel', 11.3))]);
    expect(text).toContain('average speed 40.7 km/h');
  });
});

describe('a notice of a record by its type and id', () => {
  it('that says it was deleted takes back what was told of that record', () => {
    const notice = (id: number, action: string) => ({
      notifications: [{ user_id: 3318407, item_type: 'trip', item_id: id, action }],
    });
    const trip = (id: number, name: string) => ({
      trip: { id, name, departed_at: '2026-11-21T06:48:10+00:00', distance: 62418, moving_time: 9663 },
    });
    const text = entryOf([
      stored('09:00:00', notice(51, 'created')),
      stored('09:00:10', trip(51, 'Norton Summit gravel')),
      stored('09:10:00', notice(79, 'created')),
      stored('09:10:10', trip(79, 'Morning Ride copy')),
      stored('09:30:00', notice(79, 'deleted')),
    ]);
    expect(text).toContain('Norton Summit gravel');
    expect(text).not.toContain('Morning Ride copy');
  });
});

describe('a meter’s readings worked out to the thousandth', () => {
  it('are told to the tenth from one unit up, and as sent below', () => {
    const text = entryOf([
      stored('18:25:00', {
        energyDetails: {
          timeUnit: 'DAY',
          unit: 'Wh',
          meters: [
            { type: 'Production', values: [{ date: '2026-11-21 00:00:00', value: 38612 }] },
            { type: 'Purchased', values: [{ date: '2026-11-21 00:00:00', value: 433 }] },
          ],
        },
      }),
    ]);
    expect(text).toContain('38.6 kWh');
    expect(text).toContain('0.433 kWh');
    expect(text).not.toContain('38.612');
  });
});

describe('check-ins with a friend', () => {
  const checkin = (id: string, at: string, venue: string, shout: string) => ({
    checkin: {
      id,
      createdAt: Date.parse(`2026-11-21T${at}Z`) / 1000,
      type: 'checkin',
      shout,
      with: [{ id: '51730284', firstName: 'Owen', lastName: 'Tobin', relationship: 'friend' }],
      venue: { id: `v-${id}`, name: venue, location: { city: "St. John's", country: 'Canada' } },
    },
  });

  it('are each named by their place, with whom they were, never merged under the friend', () => {
    const text = entryOf([
      stored('10:10:00', checkin('c1', '10:05:00', 'Signal Hill National Historic Site', 'Fog finally lifted')),
      stored('13:20:00', checkin('c2', '13:15:00', 'Quidi Vidi Brewing Company', 'Iceberg on the deck')),
    ]);
    expect(text).toMatch(/Signal Hill National Historic Site[^.]*with Owen Tobin/);
    expect(text).toMatch(/Quidi Vidi Brewing Company[^.]*with Owen Tobin/);
    expect(text).not.toMatch(/with Owen Tobin \(|2 times/);
  });
});
