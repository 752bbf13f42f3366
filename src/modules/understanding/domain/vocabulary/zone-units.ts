import { homeCurrencyOf } from './zone-currency';

// Distances and speeds sent with no unit by tools made for a country that counts road distances in miles (the United
// States): a car tracker's `tripDistance: 24.6` is miles and its `speed: 64` miles an hour there, as its app shows them.

/** Zones that share the US dollar without counting in miles. */
const DOLLAR_ZONES_IN_KILOMETRES = new Set(['America/El_Salvador', 'America/Panama', 'America/Guayaquil']);

/** Whether a person in this zone reads a bare distance in miles and a bare speed in miles an hour. */
export function countsInMiles(timezone: string): boolean {
  return homeCurrencyOf(timezone) === 'USD' && !DOLLAR_ZONES_IN_KILOMETRES.has(timezone);
}
