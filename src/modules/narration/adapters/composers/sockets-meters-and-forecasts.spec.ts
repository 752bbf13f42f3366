import { entryOf } from '../../../../../test/support/composed-entry';

// Round 28's classes (issue 34), on shapes of their own: a JSON-RPC message relayed from a device's socket; a file
// named by its stem; a thing's weight of no unit; a forecast's table of units beside its values, its WMO weather code
// and the heights it measures at; a smart meter's model, its phases, its counts of failures and its DSMR times.

describe('a JSON-RPC notification', () => {
  it('is read as its params: a print job named by its file’s stem, cancelled, never its spool’s weight in kilograms', () => {
    const job = (at: string, status: string, end: number | null) => ({
      at,
      payload: {
        jsonrpc: '2.0',
        method: 'notify_history_changed',
        params: [
          {
            action: end === null ? 'added' : 'finished',
            job: {
              job_id: '00004A',
              filename: 'Phone Mount v3.gcode',
              status,
              start_time: 1795251600,
              end_time: end,
              filament_weight_total: 21.87,
            },
          },
        ],
      },
    });
    const text = entryOf([job('08:00:05', 'in_progress', null), job('08:47:33', 'cancelled', 1795254420)], 'Printer');
    expect(text).toContain('Phone Mount v3');
    expect(text).toContain('cancelled');
    expect(text).not.toMatch(/\.gcode|jsonrpc|notify_history_changed|21\.9 kg|21\.87 kg/);
  });
});

describe('a forecast’s units and codes', () => {
  it('reads each value in the unit its table names, its weather code as the sky, and no measuring height', () => {
    const text = entryOf([
      {
        at: '13:00:00',
        payload: {
          current_units: { time: 'iso8601', temperature_2m: '°C', wind_speed_10m: 'km/h', weather_code: 'wmo code' },
          current: { time: '2026-11-21T13:00', temperature_2m: 16.3, wind_speed_10m: 22.6, weather_code: 80 },
        },
      },
    ]);
    expect(text).toContain('16.3 °C');
    expect(text).toContain('22.6 km/h');
    expect(text).toContain('rain showers');
    expect(text).not.toMatch(/81\.4|wmo|2m|10m|iso8601/);
  });
});

describe('a smart meter', () => {
  it('never tells its model, a phase as the whole, a count of failures as power nor a counter in kWh as watts', () => {
    const reading = (at: string, power: number, imported: number) => ({
      at,
      payload: {
        meter_model: 'Fluvius 253769484_A',
        active_power_w: power,
        active_power_l1_w: 7,
        any_power_fail_count: 7,
        total_power_import_kwh: imported,
        montly_power_peak_w: 7412,
        montly_power_peak_timestamp: 261121181500,
      },
    });
    const text = entryOf([reading('08:00:00', 612, 14180.4), reading('18:20:00', 3905, 14199.9)], 'Meter');
    expect(text).toContain('3,905 W');
    expect(text).toContain('19.5 kWh');
    expect(text).not.toMatch(/Fluvius|\b7 W|14,180|14,199|W \(measure\)/);
  });
});
