import { keyWords } from './key-words';
import { ungluedWords } from './glued-words';
import { quantityOf } from './quantity';

const read = (key: string, value: number) => quantityOf(keyWords(key), value);

describe('names glued into one word', () => {
  it.each([
    ['tempinf', ['temp', 'indoor', 'f']],
    ['baromrelin', ['barom', 'rel', 'inches']],
    ['dailyrainin', ['daily', 'rain', 'inches']],
    ['windspeedmph', ['wind', 'speed', 'mph']],
    ['humidityin', ['humidity', 'indoor']],
    ['dateutc', ['date', 'utc']],
  ])('reads %s as the words it is glued from', (name, words) => expect(ungluedWords(name)).toEqual(words));

  it.each(['information', 'office', 'tempo', 'rainbow', 'runtime', 'freq', 'stationtype', 'total', 'uv'])(
    'leaves %s whole: not glued from known pieces, or one piece',
    (name) => expect(ungluedWords(name)).toBeNull(),
  );
});

describe('the vocabulary of measures', () => {
  it('reads the body’s and the air’s measures a sensor names: insulin, SpO2, breathing, particles, VOC, light, noise', () => {
    expect(read('insulin', 4.5)).toMatchObject({ label: 'insulin', value: 4.5, unit: 'units' });
    expect(read('bolus_delivered', 2)).toMatchObject({ label: 'insulin', value: 2, unit: 'units' });
    expect(read('spo2', 96)).toMatchObject({ label: 'SpO2', dimension: 'percent', value: 96 });
    expect(read('respiratory_rate', 14.2)).toMatchObject({ label: 'respiratory rate', unit: 'breaths/min' });
    expect(read('pm2_5', 12.4)).toMatchObject({ label: 'PM2.5', value: 12.4, unit: 'µg/m³' });
    expect(read('pm25', 12.4)).toMatchObject({ label: 'PM2.5', unit: 'µg/m³' });
    expect(read('tvoc', 310)).toMatchObject({ label: 'VOC', unit: 'ppb' });
    expect(read('illuminance', 340)).toMatchObject({ label: 'light', unit: 'lx' });
    expect(read('noise_db', 42)).toMatchObject({ label: 'noise', unit: 'dB' });
  });

  it('tells no rate, ratio or what is still on board as insulin given, and no saturation outside a body’s range', () => {
    for (const key of ['basal_rate', 'insulin_carb_ratio', 'insulin_on_board', 'insulinSensitivityFactor', 'max_bolus'])
      expect([key, read(key, 0.8)]).toEqual([key, null]);
    expect(read('spo2', 12)).toBeNull();
  });

  it('reads units from names: °F, inches of mercury and of rain, miles per hour, indoors', () => {
    expect(read('tempf', 86.2)).toMatchObject({ label: 'temperature', dimension: 'temperature' });
    expect(read('tempf', 86.2)!.value).toBeCloseTo(30.1, 1);
    expect(read('tempinf', 79)).toMatchObject({ label: 'indoor temperature', dimension: 'temperature' });
    // (Inches of rain and of mercury are told as the station sent them.)
    expect(read('baromrelin', 29.982)).toEqual({
      label: 'pressure',
      dimension: 'measure',
      value: 29.982,
      unit: 'inHg',
    });
    expect(read('pressure_hpa', 1012)).toEqual({ label: 'pressure', dimension: 'measure', value: 1012, unit: 'hPa' });
    expect(read('dailyrainin', 0.118)).toEqual({ label: 'rain', dimension: 'measure', value: 0.118, unit: 'in' });
    expect(read('rain_mm', 3.04)).toEqual({ label: 'rain', dimension: 'measure', value: 3, unit: 'mm' });
    expect(read('windspeedmph', 17.9)).toMatchObject({ label: 'wind speed', dimension: 'speed', unit: 'mph' });
    expect(read('humidityin', 55)).toEqual({ label: 'indoor humidity', dimension: 'percent', value: 55 });
    expect(read('uv', 7)).toEqual({ label: 'UV index', dimension: 'measure', value: 7, unit: '' });
  });

  it('tells no measure that is not the day’s: a week’s or a year’s rain, an hour’s, a station’s absolute pressure', () => {
    for (const key of ['weeklyrainin', 'yearlyrainin', 'totalrainin', 'hourlyrainin', 'rainratein', 'baromabsin'])
      expect([key, read(key, 0.2)]).toEqual([key, null]);
  });

  it('reads glucose in mg/dL, keeps mmol/L where it is sent so, and refuses a value no blood holds', () => {
    expect(read('sgv', 118)).toEqual({ label: 'glucose', dimension: 'measure', value: 118, unit: 'mg/dL' });
    expect(read('glucose_mmol', 3.24)).toEqual({ label: 'glucose', dimension: 'measure', value: 3.24, unit: 'mmol/L' });
    expect(read('glucose_mmol', 300)).toBeNull();
    expect(read('sgv', 5_000)).toBeNull();
    expect(read('glucose_trend_rate', 2)).toBeNull();
  });

  it('reads a brew’s gravity, a supply’s voltage, litres and a price by the kilowatt-hour', () => {
    expect(read('gravity', 1.0312)).toMatchObject({ label: 'gravity', value: 1.031, unit: 'SG' });
    expect(read('sg', 1.0112)).toMatchObject({ label: 'gravity', value: 1.011 });
    expect(read('sg', 5.9)).toBeNull();
    expect(read('house_v', 12.1)).toMatchObject({ label: 'voltage', value: 12.1, unit: 'V' });
    // (A field named for a battery or a voltage is the device's own health, as before: a plug's mains, a car's pack.)
    expect(read('battery_mv', 3480)).toBeNull();
    expect(read('voltage', 230.1)).toBeNull();
    expect(read('vbat_mv', 3480)).toMatchObject({ label: 'voltage', value: 3.48, unit: 'V' });
    expect(read('battery', 3.92)).toMatchObject({ label: 'voltage', value: 3.92 });
    expect(read('voltage_sag_l1_count', 2)).toBeNull();
    expect(read('tank_level_l', 1850)).toMatchObject({ label: 'tank level', value: 1850, unit: 'L' });
    expect(read('volume', 412.9)).toBeNull();
    expect(read('perKwh', 24.31)).toMatchObject({ label: 'price', value: 24.31, unit: 'c/kWh' });
    // (Under one of no currency, dollars or cents cannot be told apart; a bare battery past a cell's range neither.)
    expect(read('perKwh', 0.24)).toBeNull();
    expect(read('battery', 12.5)).toBeNull();
    expect(read('total_power_import_kwh', 14208.7)).toBeNull();
    expect(read('any_power_fail_count', 7)).toBeNull();
  });

  it('keeps what is a pressure only by its name from other pressures', () => {
    expect(read('blood_pressure', 120)).toBeNull();
    expect(read('tire_pressure', 2.4)).toBeNull();
  });
});
