import type { ItemContext } from './general-rules/item-context';
import { plainFieldsRead } from './vocabulary/plain-fields';
import { jsonRpcContent, numberedFieldsNamed, tableAsRecords, withJsonTextRead } from './vocabulary/json-text';
import { homeCurrencyOf } from './vocabulary/zone-currency';
import { countsInMiles } from './vocabulary/zone-units';
import { zonedClock } from './vocabulary/zoned-clock';

// How a delivery is read before interpreters and the general rules meet it, the same for a day's digest and for an
// operator's explanation of one artifact.

/**
 * A payload as the digest reads it: JSON sent as text parsed, a JSON-RPC message as its content, senders' own shapes as
 * plain fields, numbered fields by the names their header gives, tables as records.
 */
export function payloadAsRead(payload: unknown): unknown {
  return tableAsRecords(numberedFieldsNamed(plainFieldsRead(jsonRpcContent(withJsonTextRead(payload)))));
}

/** What reading an item knows of the account's zone: its clock, its home currency, whether it counts in miles. */
export function zoneReadingOf(timezone: string): Pick<ItemContext, 'zoned' | 'homeCurrency' | 'miles'> {
  return { zoned: zonedClock(timezone), homeCurrency: homeCurrencyOf(timezone), miles: countsInMiles(timezone) };
}
