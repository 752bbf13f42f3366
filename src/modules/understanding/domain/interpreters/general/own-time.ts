import { Moment, momentOf } from '../../events/moment';
import type { JsonObject } from '../../vocabulary/json-reading';

/** Fields that commonly hold the time a record happened, most telling first. */
const TIME_KEYS = [
  'tst',
  'timestamp',
  'time',
  'at',
  'occurredAt',
  'occurred_at',
  'datetime',
  'dateTime',
  'date',
  'recorded_at',
  'recordedAt',
  'created_at',
  'createdAt',
  'wtst',
];

/** The time a record says it happened, from the usual fields, in any of the usual forms; undefined when none. */
export function ownTimeOf(record: JsonObject): Moment | undefined {
  for (const key of TIME_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
    const moment = momentOf(record[key]);
    if (moment) return moment;
  }
  return undefined;
}
