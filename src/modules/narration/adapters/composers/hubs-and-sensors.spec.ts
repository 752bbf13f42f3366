import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in the eleventh round of first contact (issue 34), each on shapes of its own: a hub's several devices
// told apart by their ids, a sensor's raised flag, a position's height, sensor names with their chip's code, and a
// device's series with their extremes.

const uplink = (device: string, at: string, decoded: Record<string, unknown>) => ({
  end_device_ids: { device_id: device, dev_eui: 'A84041000181C2F1' },
  received_at: `2026-11-21T${at}Z`,
  uplink: {
    decoded,
    gateway: { gateway_id: 'roof-gw', location: { latitude: 51.5, longitude: -0.12, altitude: 41 } },
  },
});

describe('a hub’s several devices', () => {
  it('tells each device apart under its id, when the id reads as a name', () => {
    const text = entryOf([
      { at: '07:00:00', payload: uplink('greenhouse-probe', '07:00:00', { Temp_C_DHT: 14.2, Hum_DHT: 81 }) },
      { at: '09:00:00', payload: uplink('cellar-probe', '09:00:00', { Temp_C_DHT: 9.1, Hum_DHT: 70 }) },
      { at: '13:00:00', payload: uplink('greenhouse-probe', '13:00:00', { Temp_C_DHT: 24.8, Hum_DHT: 55 }) },
    ]);
    expect(text).toMatch(/greenhouse-probe[^.]*14\.2 °C at 07:00 and 24\.8 °C at 13:00/);
    expect(text).toMatch(/cellar-probe[^.]*9\.1 °C/);
    expect(text).toMatch(/humidity 81% at 07:00 and 55% at 13:00/);
    expect(text).not.toMatch(/dht|altitude|41 m|A84041/i);
  });

  it('does not name the one device a source has', () => {
    const text = entryOf([
      { at: '07:00:00', payload: uplink('kitchen-probe', '07:00:00', { temperature: 19.5 }) },
      { at: '13:00:00', payload: uplink('kitchen-probe', '13:00:00', { temperature: 21 }) },
    ]);
    expect(text).toContain('19.5');
    expect(text).not.toContain('kitchen-probe');
  });
});

describe('a sensor’s flags and series', () => {
  it('tells a raised flag by its name, at its time, and never a lowered one', () => {
    const text = entryOf([
      {
        at: '10:31:00',
        payload: uplink('letterbox', '10:31:00', { DOOR_OPEN_STATUS: 1, ALARM: 0, DOOR_OPEN_TIMES: 213 }),
      },
      { at: '11:00:00', payload: uplink('shed', '11:00:00', { water_leak: true, tamper: false }) },
    ]);
    expect(text).toMatch(/door open at 10:31/);
    expect(text).toMatch(/water leak/);
    expect(text).not.toMatch(/alarm|tamper|213|DOOR_OPEN/i);
  });

  it('says the extremes of each of a device’s few series, each at its time', () => {
    const hive = (at: string, kg: number, c: number) => ({
      at,
      payload: uplink('hive-scale', at, { Weight_kg: kg, TempC_SHT: c }),
    });
    const text = entryOf([
      hive('07:00:00', 38.4, 34.6),
      hive('11:00:00', 39.2, 35.1),
      hive('13:05:00', 35.1, 33.8),
      hive('19:00:00', 35.7, 34.9),
    ]);
    expect(text).toContain('lowest 35.1 kg at 13:05');
    expect(text).toContain('highest 39.2 kg at 11:00');
    expect(text).toContain('lowest 33.8 °C at 13:05');
    expect(text).not.toMatch(/sht/i);
  });
});

describe('a wearable’s records', () => {
  const record = (type: string, data: Record<string, unknown>) => ({
    type,
    user: { user_id: '7f3c2a91-5e4b-4d8a-b1c6-0e9d2f7a8b34', provider: 'WATCHCO' },
    data: [{ device_data: { name: 'PACE 3', manufacturer: 'WATCHCO' }, ...data }],
  });

  it('names no night or day’s totals by the watch that sent them, and keeps them apart', () => {
    const text = entryOf([
      {
        at: '06:45:00',
        payload: record('sleep', {
          metadata: { start_time: '2026-11-20T22:55:00Z', end_time: '2026-11-21T06:40:00Z' },
          sleep_durations_data: { asleep: { duration_asleep_state_seconds: 25320 } },
        }),
      },
      {
        at: '21:52:00',
        payload: record('daily', {
          metadata: { start_time: '2026-11-21T00:00:00Z', end_time: '2026-11-21T21:50:00Z' },
          distance_data: { steps: 19876 },
          calories_data: { total_burned_calories: 3412 },
        }),
      },
    ]);
    expect(text).toContain('19,876 steps');
    expect(text).toContain('7 h 2 min');
    expect(text).not.toContain('PACE 3');
  });

  it('says a record’s distance, heart rate and energy before the durations of its zones and intensities', () => {
    const zone = (name: string, seconds: number) => ({ zone_name: name, duration_seconds: seconds });
    const text = entryOf([
      {
        at: '10:30:00',
        payload: record('activity', {
          metadata: { name: 'Hill loop', start_time: '2026-11-21T09:05:00Z', end_time: '2026-11-21T10:18:00Z' },
          active_durations_data: {
            low_intensity_seconds: 420,
            moderate_intensity_seconds: 1980,
            vigorous_intensity_seconds: 1980,
          },
          heart_rate_data: {
            summary: { avg_hr_bpm: 151, user_max_hr_bpm: 188 },
            zones: [zone('Recovery', 240), zone('Endurance', 780), zone('Tempo', 1610), zone('Threshold', 1420)],
          },
          distance_data: { summary: { distance_meters: 12412 } },
          calories_data: { total_burned_calories: 912 },
        }),
      },
    ]);
    expect(text).toContain('12.4 km');
    expect(text).toContain('151 bpm');
    expect(text).toContain('912 kcal');
    expect(text).not.toMatch(/lowest intensity/);
  });
});
