// The imperial units (and knots) a sender may use, as factors to the base units the digest keeps values in (metres,
// metres a second, kilograms), and Fahrenheit to Celsius: one table, read where values are taken in and where they are
// told in the unit they came in.

export const METRES_PER = { mi: 1609.344, ft: 0.3048 } as const;
export const METRES_A_SECOND_PER = { kmh: 1 / 3.6, mph: 0.44704, kn: 0.514_444 } as const;
export const KILOGRAMS_PER = { lb: 0.45359237, oz: 0.028349523125 } as const;

export function celsiusOfFahrenheit(value: number): number {
  return ((value - 32) * 5) / 9;
}

export function fahrenheitOfCelsius(value: number): number {
  return (value * 9) / 5 + 32;
}
