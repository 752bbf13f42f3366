import { moneyFromMajorUnits, moneyFromMinorUnits } from './money';

describe('money', () => {
  it('reads minor units by the currency’s ISO 4217 exponent, also where the display rounds to whole units', () => {
    expect(moneyFromMinorUnits(-350, 'gbp')).toEqual({ amount: -3.5, currency: 'GBP' });
    expect(moneyFromMinorUnits(3280, 'JPY')).toEqual({ amount: 3280, currency: 'JPY' });
    expect(moneyFromMinorUnits(1234, 'BHD')).toEqual({ amount: 1.234, currency: 'BHD' });
    expect(moneyFromMinorUnits(-150000, 'HUF')).toEqual({ amount: -1500, currency: 'HUF' });
  });

  it('refuses what is not an amount in a currency', () => {
    expect(moneyFromMinorUnits(12.5, 'EUR')).toBeUndefined();
    expect(moneyFromMinorUnits(100, 'XYZ')).toBeUndefined();
    expect(moneyFromMinorUnits('abc', 'EUR')).toBeUndefined();
    expect(moneyFromMajorUnits('-12.50', 'eur')).toEqual({ amount: -12.5, currency: 'EUR' });
    expect(moneyFromMajorUnits(5, 42)).toBeUndefined();
  });
});
