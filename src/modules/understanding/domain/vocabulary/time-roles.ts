import { hasAny, wordSet } from './key-words';

// Which of an item's times is its own: a field's words rank its time (a start before an update before a delivery).

/** Abbreviations included ("ts", "tst", "dt" are timestamps in many senders' payloads). */
const TIME_FIRST = wordSet(
  'timestamp',
  'ts',
  'tst',
  'dt',
  'time',
  'when',
  'occurred',
  'fired',
  'recorded',
  'logged',
  'event',
  'at',
  'datetime',
);

const TIME_START = wordSet(
  'start',
  'started',
  'starts',
  'begin',
  'began',
  'from',
  'departure',
  'depart',
  'departs',
  'departed',
  'departing',
  'pickup',
  'checkin',
  'onset',
);

const TIME_CREATED = wordSet('created', 'date', 'day', 'sent', 'published', 'posted', 'submitted', 'opened');

const TIME_LATER = wordSet(
  'current',
  'latest',
  'updated',
  // (`updateTime`, `lastUpdate`.)
  'update',
  'modified',
  'changed',
  // When words were edited: after they were written.
  'edited',
  // Since when a thing is where it is (a pet's `position.since`): when its state last changed.
  'since',
  'end',
  'ended',
  'ends',
  'finished',
  'completed',
  'closed',
  'last',
  'until',
  'to',
  'stop',
  'stopped',
  'arrival',
  'arrive',
  'arrives',
  'arrived',
  'arriving',
  'dropoff',
  'checkout',
  'settlement',
  'settled',
  'cleared',
);

export const TIME_ENDS = wordSet(
  'current',
  'latest',
  'end',
  'ended',
  'ends',
  'stop',
  'stopped',
  'until',
  'arrival',
  'arrive',
  'arrives',
  'arrived',
  'finished',
  'dropoff',
  'checkout',
);

/** When the data reached some machine, not when it happened: the last choice for an item's time. */
const TIME_DELIVERY = wordSet(
  'received',
  'upload',
  'uploaded',
  'sync',
  'synced',
  'import',
  'imported',
  'fetched',
  'delivered',
  'processed',
  'indexed',
  'ingested',
  'inserted',
  'stored',
  'persisted',
  'exported',
  'queued',
  // When the money reaches the bank, after the event: no time of the event.
  'payout',
);

/** When something will lapse (a payment's `expiry_time`, a link's `expires_at`): a deadline, never when it happened. */
// (So is the end of a message's validity, `valid_until`: not when it was delivered.)
// (And when a task is due, `dueDate`.)
const TIME_DEADLINE = wordSet('expiry', 'expires', 'expiration', 'expire', 'deadline', 'valid', 'validity', 'due');

/** When a record was done (`completedTime`, `finished_at`): what happened to a task planned for a time. */
const TIME_DONE = wordSet('completed', 'finished', 'done');

/** Whether a field's time is when its record was done. */
export function isDoneTime(words: readonly string[]): boolean {
  return hasAny(words, TIME_DONE);
}

/** Whether a field's time is when something will lapse, not when anything happened. */
export function isDeadline(words: readonly string[]): boolean {
  return hasAny(words, TIME_DEADLINE);
}

/** Where something happens (`pickup_location`, `departure_station`): a place, though a time's word names it. */
const PLACE_NAMED = wordSet('location', 'address', 'place', 'venue', 'station', 'point', 'city', 'airport', 'stop');

/** The rank of a time a record was changed at (`lastUpdated`), after it happened. */
export const EDIT_RANK = 3;

/** Rank of a field as the item's own event time (lower is better), or null when its name is not about time. */
export function timeRank(words: readonly string[]): number | null {
  const local = words.includes('local') ? 0.5 : 0;
  if (isDeadline(words) || hasAny(words, PLACE_NAMED)) return null;
  if (hasAny(words, TIME_DELIVERY)) return 5 + local;
  if (hasAny(words, TIME_START)) return 1 + local;
  if (hasAny(words, TIME_LATER)) return EDIT_RANK + local;
  if (hasAny(words, TIME_CREATED)) return 2 + local;
  if (hasAny(words, TIME_FIRST)) return 0 + local;
  return null;
}
