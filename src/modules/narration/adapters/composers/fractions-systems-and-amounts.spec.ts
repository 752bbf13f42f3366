import { entryOf } from '../../../../../test/support/composed-entry';

// Round 33's classes (issue 34), on shapes of their own: a sensor's readings as a list of typed values sent as text;
// an amount object of minor units and an event named by its state in capitals; rates and zeros that say nothing of
// an amount's scale; a forecast whose flags name US units, its humidity a fraction.

describe('a sensor’s readings as typed values sent as text', () => {
  it('are one record of its measures, named without the chip that read them', () => {
    const post = (at: string, pm10: string, pm25: string, temperature: string) => ({
      at,
      payload: {
        esp8266id: '99120455',
        software_version: 'NRZ-2025-140',
        sensordatavalues: [
          { value_type: 'SDS_P1', value: pm10 },
          { value_type: 'SDS_P2', value: pm25 },
          { value_type: 'BME280_temperature', value: temperature },
          { value_type: 'BME280_pressure', value: '100820.50' },
          { value_type: 'signal', value: '-70' },
        ],
      },
    });
    const text = entryOf([post('07:00:00', '22.40', '14.10', '3.20'), post('19:00:00', '88.60', '61.30', '-1.40')]);
    expect(text).toContain('88.6 µg/m³');
    expect(text).toContain('61.3 µg/m³');
    expect(text).toContain('1,008.2 hPa');
    expect(text).toContain('temperature -1.4 °C');
    expect(text).not.toMatch(/SDS_P1|sds p1|bme280|value type|sensordatavalues/i);
  });
});

describe('an amount object of an integer and its currency', () => {
  it('counts minor units, and an event named by its state in capitals is where the payment stands', () => {
    const event = (at: string, name: string, value: number) => ({
      at,
      payload: {
        reference: `order-${value}`,
        name,
        amount: { currency: 'DKK', value },
        timestamp: `2026-11-21T${at}Z`,
      },
    });
    const text = entryOf([event('10:00:00', 'CAPTURED', 34500), event('15:00:00', 'REFUNDED', 5000)]);
    expect(text).toContain('DKK 345.00');
    expect(text).toContain('DKK 50.00');
    expect(text).toMatch(/captured/);
    expect(text).toMatch(/refunded/);
    expect(text).not.toMatch(/34,500|CAPTURED/);
  });
});

describe('what says nothing of the scale a record counts its amounts in', () => {
  it('is a zero written with a decimal, and a tax’s rate', () => {
    const charge = (at: string, amount: number) => ({
      at,
      payload: {
        object: 'charge',
        id: `ch_${amount}`,
        amount,
        currency: 'THB',
        fee: Math.round(amount * 0.0165),
        transaction_fees: { fee_flat: '0.0', fee_rate: '1.65', vat_rate: '7.0' },
        description: `Cooking class ${amount}`,
        status: 'successful',
        created_at: `2026-11-21T${at}Z`,
      },
    });
    const text = entryOf([charge('03:00:00', 185050), charge('05:00:00', 95025), charge('07:00:00', 120075)]);
    expect(text).toContain('฿1,850.50');
    expect(text).not.toMatch(/185,050/);
  });
});

describe('a forecast whose flags name US units', () => {
  const forecast = {
    currently: {
      time: Date.parse('2026-11-21T06:00:00Z') / 1000,
      summary: 'Clear',
      temperature: 41.0,
      humidity: 0.81,
      pressure: 1021.4,
      windSpeed: 5.2,
    },
    flags: { units: 'us', processTime: 11874, version: 'V2.8.4a' },
  };

  it('are Fahrenheit, told in Celsius where people count in it; its humidity a fraction, its millibars hPa', () => {
    const text = entryOf([{ at: '06:00:30', payload: forecast }], 'Weather', [], 'Europe/Berlin');
    expect(text).toContain('5 °C');
    expect(text).toContain('81%');
    expect(text).toContain('1,021.4 hPa');
    expect(text).not.toMatch(/41 °F|0\.8%|inHg|3 h 18 min/);
  });

  it('stay Fahrenheit where people count in it', () => {
    const text = entryOf([{ at: '14:00:30', payload: forecast }], 'Weather', [], 'America/Chicago');
    expect(text).toContain('41 °F');
  });
});

describe('a sensor that read nothing', () => {
  it('sends the largest number its register holds: no measure, while an amount of that number is money', () => {
    const uplink = (at: string, soil: number, probe: number) => ({
      at,
      payload: { decoded: { payload: { Bat: 3.3, TempC_SOIL: soil, TempC_Probe: probe, water_SOIL: 31.3 } } },
    });
    const text = entryOf([uplink('06:00:00', 22.4, 327.67), uplink('13:00:00', 29.6, 327.67)]);
    expect(text).toContain('29.6 °C');
    expect(text).not.toContain('327.67');
    const sale = entryOf([{ at: '10:00:00', payload: { item: 'Walnut side table', price: 327.67, currency: 'EUR' } }]);
    expect(sale).toContain('€327.67');
  });
});

describe('time tracked on a task written as a clock', () => {
  it('is hours and minutes, as time trackers write it', () => {
    const text = entryOf([
      {
        at: '16:05:00',
        payload: {
          event: 'task.updated',
          data: { id: 8841, title: 'Shop sign sketches', status: 'done', total_time_tracked: '02:50' },
        },
      },
    ]);
    expect(text).toContain('2 h 50 min');
    expect(text).not.toMatch(/\b3 min\b|02:50/);
  });
});
