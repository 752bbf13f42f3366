import { quantityOf } from '../../../../understanding/domain/vocabulary/quantity';
import { formatQuantity, formatRange } from './quantity-format';

describe('quantities as the composers write them (en-US)', () => {
  it.each([
    [['distance'], 5234.6, '5.2 km'],
    [['distance', 'm'], 850, '850 m'],
    [['distance', 'km'], 5.2, '5.2 km'],
    [['moving', 'time'], 1705, '28 min'],
    [['duration', 's'], 71, '71 s'],
    [['duration', 'ms'], 9_000_000, '2 h 30 min'],
    // An hour and more as a person writes it.
    [['elapsed', 'time'], 5_894, '1 h 38 min'],
    [['duration'], 3_600, '1 h'],
    [['change', 'pct'], 3.24, '3.2%'],
    [['average', 'heart', 'rate'], 142.3, '142 bpm'],
    [['weight', 'kg'], 4.31, '4.3 kg'],
    [['temp', 'c'], 21.46, '21.5 °C'],
    [['steps'], 9000, '9,000 steps'],
  ])('reads %j = %d as %s', (words, value, expected) => {
    expect(formatQuantity(quantityOf(words, value)!)).toBe(expected);
  });

  it('reads amounts with their currency, minor units included', () => {
    expect(formatQuantity(quantityOf(['value'], 48210.55, 'EUR')!)).toBe('€48,210.55');
    expect(formatQuantity(quantityOf(['amount', 'cents'], 1250, 'USD')!)).toBe('$12.50');
  });

  it('writes a currency English names by its code with its own sign, where that sign is its alone and joined', () => {
    const money = (value: number, currency: string) =>
      formatQuantity({ label: 'amount', dimension: 'money', value, currency });
    expect(money(25_000, 'NGN')).toBe('₦25,000.00');
    expect(money(-68, 'UAH')).toBe('-₴68.00');
    expect(money(1_247.5, 'PLN')).toMatch(/^PLN\s1,247\.50$/);
    expect(money(12, 'SGD')).toMatch(/^SGD\s12\.00$/);
    expect(money(5.8, 'AUD')).toBe('A$5.80');
    expect(money(0.0026381, 'BTC')).toBe('0.0026381 BTC');
  });

  it('reads speeds in knots when named, and leaves out a bare speed no journey reaches in metres a second', () => {
    expect(formatQuantity(quantityOf(['speed', 'knots'], 10)!)).toBe('10 kn');
    expect(formatQuantity(quantityOf(['speed', 'kmh'], 18.5)!)).toBe('18.5 km/h');
    expect(formatQuantity(quantityOf(['speed'], 11.3)!)).toBe('40.7 km/h');
    expect(quantityOf(['speed'], 59.9)).toBeNull();
    // Where people count in miles, a bare 59.9 is miles an hour.
    expect(formatQuantity(quantityOf(['speed'], 59.9, undefined, true)!)).toMatch(/^96\.4 km\/h|59\.9 mph$/);
  });

  it('writes ranges in the unit of their larger end', () => {
    expect(formatRange({ dimension: 'duration' }, 71, 94)).toBe('71–94 s');
    expect(formatRange({ dimension: 'distance' }, 800, 5200)).toBe('0.8–5.2 km');
    expect(formatRange({ dimension: 'weight' }, 4.3, 4.4)).toBe('4.3–4.4 kg');
  });
});
