import { propertyChangesFolded } from './property-changes';
import { Identities, ownEntryAmong } from './item-actors';
import { ownEntry } from '../vocabulary/json-reading';
import { KIND_WORDS, isContext } from '../vocabulary/text-roles';
import { fieldProfile } from '../vocabulary/field-roles';
import { hasAny, keyWords } from '../vocabulary/key-words';
import { WINDOW_BOUNDS, epochInstant, looksLikeIdentifier, parseWrittenTime } from '../vocabulary/value-shapes';
import { DIGEST_LIMITS } from '../digest/day-digest-shape';
import { TIME_PREFIXES } from '../vocabulary/item-words';
import { UNIT_WORDS_BY_SYMBOL } from './item-measures';
import { changeSetsRead } from '../vocabulary/change-sets';
import { releaseVersionOf } from './item-texts';
import {
  HISTORY_WORDS,
  isDeliveryMeta,
  identityOf,
  isHistoryBeside,
  isOwnHistory,
  isWeeklySchedule,
  ownKindNoun,
} from './item-shape';
import { isReceiverField } from './item-actors';

// The items of a payload: one object, or the records of a batch or of a page of a listing.

/** Keys that page a list rather than add to it. */
const PAGING = /^(?:cursors?|paging|pagination|links|_links|meta|page|page_?info)$/i;

/** Scalars that page or count a list. */
const PAGING_SCALARS =
  /^(?:next|prev|previous|after|before|dist|limit|offset|count|total|page|size|per_page|has_more|hasMore|hasMoreData|cursor|next_cursor|nextPageCursor|next_token|server_knowledge|href|kind|etag|object|type|status|ok|success)$/i;

/** Words of scalars that page a list in words of their own (`hasNext`, `totalPages`, `total_count`). */
const PAGING_WORDS = new Set([
  'has',
  'next',
  'more',
  'prev',
  'previous',
  'total',
  'pages',
  'page',
  'count',
  'cursor',
  'offset',
  'limit',
  'size',
  'per',
  'index',
  // What the list counts (`total_results`, `total_items`, `num_records`).
  'results',
  'items',
  'records',
  'entries',
  'hits',
  'rows',
  'num',
  // How many more wait to be sent (`pending: 0` beside a delivery's `entries`).
  'pending',
  'remaining',
]);

/** Words of a field that names what happened (`event`, `event_name`, `action`). */
const EVENT_WORDS = new Set(['event', 'action']);

/** Keys that only wrap the content: a batch may sit below them. */
const BATCH_WRAPPERS = /^(?:data|result|results|response|body|payload|content|value)$/i;

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A list of one record or more. */
const isRecordList = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord);
/** An object that holds a list of records among its fields. */
const holdsRecords = (value: unknown) => Object.values(value as object).some(isRecordList);

/** Last words of scalars that label a batch rather than tell something beside it: its record type, version, sender. */
const ENVELOPE_WORDS = new Set([
  'type',
  'kind',
  'version',
  'id',
  'uuid',
  'unit',
  'units',
  'format',
  'schema',
  'source',
  // Which field of a subscribed object changed (`{"field": "messages", "value": {...}}`).
  'field',
  // When the list was last made (`updated: 1760678410000` beside a station's readings).
  'updated',
  'generated',
]);

/** A credential sent beside a batch (`authToken`) labels its delivery, never tells anything. */
const CREDENTIAL_WORDS = new Set(['token', 'secret', 'signature', 'auth', 'password', 'credential', 'credentials']);

/** A scalar of a batch's envelope ("recordType": "egv", "userId": "7d3b…", "recordVersion": "3.0"). */
function isEnvelope(key: string, value: unknown): boolean {
  const words = keyWords(key);
  return (
    ENVELOPE_WORDS.has(words[words.length - 1]) ||
    words.some((word) => CREDENTIAL_WORDS.has(word)) ||
    (typeof value === 'string' && looksLikeIdentifier(value))
  );
}

/** A scalar beside a list or records that is neither their paging nor their envelope: something of its own. */
function tellsSomething(key: string, value: unknown): boolean {
  // A release's version beside its projects (`{version: "app@2.4.0", projects: [...]}`) is what the release is.
  if (typeof value === 'string' && releaseVersionOf(keyWords(key), [], value) !== null) return true;
  return (
    value !== null &&
    value !== '' &&
    typeof value !== 'object' &&
    // (A flag, `live: "true"` beside `notificationItems`, says how the batch was sent, not what a record is.)
    typeof value !== 'boolean' &&
    // (Nor does how the request went, `message: "Success"` beside the answer's `data`.)
    !/^(?:true|false|success|successful|ok)$/i.test(String(value)) &&
    // (Nor does the envelope's own id, or the code of the calendar or account it came from: `calendar: "ksb3w7pq2n"`.)
    !(keyWords(key).at(-1) === 'id') &&
    !(typeof value === 'string' && CODE_VALUE.test(value) && hasAny(keyWords(key), HOLDER_WORDS)) &&
    !PAGING_SCALARS.test(key) &&
    !keyWords(key).every((word) => PAGING_WORDS.has(word)) &&
    !isEnvelope(key, value) &&
    !isWindowBound(key)
  );
}

/** A code of letters and digits, as an id is written. */
const CODE_VALUE = /^(?=[^\d]*\d)[A-Za-z0-9_-]{6,40}$/;
/** What an envelope's records come from: its calendar, account or workspace. */
const HOLDER_WORDS = new Set([
  'calendar',
  'account',
  'workspace',
  'team',
  'organization',
  'organisation',
  'tenant',
  'portal',
]);

/** A delivery's own time beside the records it carries. */
const DELIVERY_TIME_KEY = /^(?:timestamp|ts|sent_?at|sentAt|delivered_?at|deliveredAt|generated_?at|generatedAt)$/;

const ANSWER_MESSAGE = /^(?:message|msg|status_?message|detail)$/i;
/** An answer's status that it went well: no state of the records it holds. */
const ANSWER_OK = /^(?:ok|success|successful)$/i;

/** A zone named beside records (`timezone: "Pacific/Honolulu"`): how their times are written, not a fact of its own. */
const isZoneKey = (key: string) => /^(?:time_?zone|tz|zone|utc_?offset)$/i.test(key);

/** Words of the times of a list's first and last records, given beside it (`oldest_listen_ts`, `latest_listen_ts`). */
const LIST_ENDS = new Set(['oldest', 'latest', 'newest', 'earliest']);

/**
 * A bound of the window the records were asked for (`from_date_int`, `minStartTimeNs`), or of the list's own span
 * (`latest_listen_ts`): paging, not a record's own.
 */
function isWindowBound(key: string): boolean {
  const words = keyWords(key);
  return (
    words.some((word) => WINDOW_BOUNDS.has(word) || LIST_ENDS.has(word)) &&
    words.some((word) => TIME_PREFIXES.has(word) || word === 'day' || word === 'ns')
  );
}

/** Records that each say what happened and when (`{eventType, eventTime, ...}`): events of a batch, whatever is beside them. */
function areEvents(records: unknown[]): boolean {
  return records.every((record) => {
    const entries = Object.entries(record as object);
    return (
      entries.some(([key, value]) => typeof value === 'string' && (fieldProfile(key).kind || fieldProfile(key).verb)) &&
      entries.some(([key, value]) => fieldProfile(key).timeRank !== null && isInstant(value))
    );
  });
}

/** Names of lists of what a record carries attached: its files and pictures, never a batch of records. */
const ATTACHMENT_WORDS = new Set(['files', 'attachments', 'media', 'photos', 'images', 'pictures', 'uploads']);

/** A record's own amount at its top (`amount: 675`), which makes a list of events beside it that record's history. */
function isOwnAmount(key: string, value: unknown): boolean {
  const words = keyWords(key);
  return typeof value === 'number' && words.length === 1 && (words[0] === 'amount' || words[0] === 'total');
}

/** Whether a record was made at the very time of the record it is listed in (an order's attendees, its lines). */
function madeWith(entries: ReadonlyArray<[string, unknown]>, record: unknown): boolean {
  const times = new Set(
    entries
      .filter(([key, value]) => typeof value === 'string' && fieldProfile(key).timeRank !== null)
      .map(([, v]) => v),
  );
  return (
    times.size > 0 &&
    Object.entries(record as object).some(
      ([key, value]) => fieldProfile(key).timeRank !== null && typeof value === 'string' && times.has(value),
    )
  );
}

/** Whether a record's fields hold a time of its own (not a window's bound). */
function hasOwnTime(entries: ReadonlyArray<[string, unknown]>): boolean {
  return entries.some(([key, value]) => fieldProfile(key).timeRank !== null && !isWindowBound(key) && isInstant(value));
}

const recordHasOwnTime = (record: unknown) => hasOwnTime(Object.entries(record as object));

/** A time as written or as an epoch, not a duration under a time-like name ("recoveryTime": 3600). */
function isInstant(value: unknown): boolean {
  // An epoch sent as digits ("timestamp": "1762573442").
  if (typeof value === 'string' && /^\d{9,13}$/.test(value)) return epochInstant(Number(value)) !== null;
  if (typeof value === 'string') return parseWrittenTime(value) !== null;
  return typeof value === 'number' && epochInstant(value) !== null;
}

/**
 * The items a payload holds: each element of an array; the records of the one
 * list an object holds (below `data` or `result` wrappers too), with its other
 * objects as items of their own (a trip beside its points) and its paging left
 * out; else the object itself. A list beside the repository, project or sender
 * it belongs to is part of one event (the commits of a push), not a batch.
 */
export function itemsOf(
  sent: unknown,
  identities?: Identities,
): { items: unknown[]; total: number; gone?: ReadonlySet<unknown> } {
  const payload = changeSetsRead(sent);
  const compound = jsonApiRecord(payload, identities);
  if (compound) return { items: [compound], total: 1 };
  const whole: { items: unknown[]; total: number } = { items: [payload], total: 1 };
  if (Array.isArray(payload)) {
    const read = payload.slice(0, DIGEST_LIMITS.itemsPerArtifact);
    const records = propertyChangesFolded(read);
    // (Events folded into their record are that record, counted once.)
    return { items: records, total: Math.max(payload.length - (read.length - records.length), 1) };
  }
  if (!isRecord(payload)) return whole;
  let current = payload as Record<string, unknown>;
  // The unit an envelope gives its records' values (`{"unit": "Wh", "meters": [...]}`), kept with each record.
  let unit: string | undefined;
  // Whether every level gone through so far was a wrapper of one content object (paging and labels aside).
  let chain = true;
  // Whether a level above names the event its content is about (`event_name: "task.comment.created"`).
  let eventAbove = false;
  // GraphQL answers nest their records deep (`data.viewer.home.consumption.nodes`).
  for (let depth = 0; depth < 5; depth++) {
    const entries = Object.entries(current);
    const ownUnit = current.unit ?? current.units;
    if (typeof ownUnit === 'string' && ownEntry(UNIT_WORDS_BY_SYMBOL, ownUnit) !== undefined) unit = ownUnit;
    // (A weekly schedule's entries are a plan, not records.)
    const lists = entries.filter(([, value]) => isRecordList(value) && !isWeeklySchedule(value)) as Array<
      [string, unknown[]]
    >;
    // (A GraphQL `Page` that holds the records is no paging: it wraps them.)
    const objects = entries.filter(([key, value]) => isRecord(value) && (!PAGING.test(key) || holdsRecords(value)));
    // A list of what was deleted beside what is (`session` and `deletedSession`): records of their own, said gone.
    const goneLists = lists.filter(([key]) => keyWords(key).some((word) => GONE_LIST_WORDS.has(word)));
    // One event that replaced files or entries (`eventType` beside one `episodes` and one `deletedFiles`): one record.
    const oneEvent =
      lists.every(([, records]) => records.length === 1) &&
      entries.some(([key, value]) => typeof value === 'string' && hasAny(keyWords(key), KIND_WORDS));
    // (Or only their ids, a changes feed's `Deleted: [2987451187]` beside its `Modified` records.)
    const goneIds = entries.flatMap(([key, value]): Array<[string, unknown[]]> =>
      keyWords(key).some((word) => GONE_LIST_WORDS.has(word)) && isIdList(value)
        ? [[key, value.map((id) => ({ id }))]]
        : [],
    );
    if (goneLists.length + goneIds.length > 0 && !oneEvent) {
      const gone = [...goneLists, ...goneIds].flatMap(([, records]) => records);
      const kept = lists.filter((list) => !goneLists.includes(list)).flatMap(([, records]) => records);
      const items = [...kept, ...gone].slice(0, DIGEST_LIMITS.itemsPerArtifact);
      return { items, total: kept.length + gone.length, gone: new Set(gone) };
    }
    // Lists of who or what the records point to (a chat's `contacts` beside its `messages`): read into the records.
    const referenced = withReferencesResolved(lists);
    if (referenced) {
      // The record at the top holds its list with the references read in, and no longer the references.
      if (depth === 0) {
        const kept = Object.fromEntries(
          entries.filter(([key, value]) => !lists.some(([list, records]) => list === key && records === value)),
        );
        whole.items = [{ ...kept, [referenced[0]]: referenced[1] }];
      }
      lists.splice(0, lists.length, referenced);
    }
    // Several lists, one of them the data (a sensor's readings beside its one active sensor): that one is the batch.
    const main = dominantList(lists);
    if (main && lists.length > 1) {
      const others = lists.filter((list) => list !== main).flatMap(([, records]) => records);
      lists.splice(0, lists.length, main);
      objects.push(...others.map((record, i): [string, unknown] => [`${i}`, record]));
    }
    if (lists.length === 1) {
      const records = lists[0][1];
      // Scalars beside the list that are not its paging (a distance, a ref, a title) make the object one record with parts.
      // (Times and a zone beside records that each have their own time are the window they were asked for.)
      const timed = records.every(recordHasOwnTime);
      // (Nor does an answer's own message beside the data it wraps, `{message: "Results retrieved", data: [...]}`.)
      const wrapped = BATCH_WRAPPERS.test(lists[0][0]);
      const identified = records.every((record) => identityOf(record) !== null);
      // An API's answer (`{Id, Status: "OK", ProviderName, DateTimeUTC, Invoices: [...]}`): its own fields are the
      // answer's, and the records it holds are what it tells, one of them too.
      const answer = entries.some(
        ([key, value]) => /^status$/i.test(key) && typeof value === 'string' && ANSWER_OK.test(value),
      );
      const told =
        !answer &&
        entries.some(
          ([key, value]) =>
            tellsSomething(key, value) &&
            !(timed && (isInstant(value) || isZoneKey(key))) &&
            // (Nor when the delivery was sent, `timestamp` beside its `entries` of records each with its id.)
            !(isInstant(value) && DELIVERY_TIME_KEY.test(key) && identified) &&
            !(wrapped && ANSWER_MESSAGE.test(key)),
        );
      // (Files attached to a post are parts of it, though each has its type and time.)
      // (So are the events of a record with an amount of its own: a card transaction's authorization and clearing.)
      const attached =
        keyWords(lists[0][0]).some((word) => ATTACHMENT_WORDS.has(word)) ||
        (keyWords(lists[0][0]).some((word) => HISTORY_WORDS.has(word)) &&
          entries.some(([key, value]) => isOwnAmount(key, value)));
      // (Readings each at a time of their own, beside the account or device they are of, are a batch of their own.)
      const readings = records.length > 1 && records.every(recordHasOwnTime);
      const context = objects.some(([key]) => isContext(keyWords(key)));
      if ((told || (context && !readings)) && (attached || !areEvents(records))) return whole;
      // (Records made with the record beside them, at its very time, are its parts: an order's attendees.)
      if (told && records.every((record) => madeWith(entries, record))) return whole;
      // A record's history beside its present state is one record's past, not a batch.
      if (isHistoryBeside(current, lists[0][0]) || isOwnHistory(current, lists[0][0])) return whole;
      // Timeless records beside the parts of a record with its own time (an order's `items` beside its `customer`,
      // `payment` and `pickupTime`) are that record's lines.
      if (objects.length > 0 && hasOwnTime(entries) && !records.some(recordHasOwnTime)) return whole;
      const extras = objects.filter(([key]) => !(readings && isContext(keyWords(key)))).map(([, value]) => value);
      const total = records.length + extras.length;
      // One record below wrappers is that record, without its envelope (a page of one check-in).
      // So is a page of one record at the top, unless that record holds records of its own (a feed's entry with its
      // changes, whose id is the feed's).
      const leaf = !holdsRecords(records[0]);
      // A lone record that only labels what it holds (a feed's `entry` of its id and time, holding its `changes`):
      // its content is further down.
      // A lone account holding its ledger (`accounts: [{name, balance, currency, transactions: [...]}]`): the ledger's
      // records are the day's, each in the account's currency.
      const ledger = total === 1 && !told ? ledgerOf(records[0]) : null;
      if (ledger !== null)
        return { items: ledger.records.slice(0, DIGEST_LIMITS.itemsPerArtifact), total: ledger.records.length };
      if (total === 1 && !told && labelsOnly(records[0] as Record<string, unknown>, leaf)) {
        current = records[0] as Record<string, unknown>;
        continue;
      }
      // (A collection that counts its records, `{count: 1, orders: [...]}`, holds them, however deep each one is.)
      const counted = entries.some(
        ([key, value]) => /^(?:count|total|total_?count)$/i.test(key) && value === records.length,
      );
      // (Nor does a page that says it is one, `{Pages: 1, Data: [...]}`, hold anything but its records.)
      const paged = entries.some(
        ([key, value]) => typeof value === 'number' && keyWords(key).every((word) => PAGING_WORDS.has(word)),
      );
      return total > 1 || depth > 0 || leaf || counted || paged || answer
        ? { items: withUnit([...extras, ...records].slice(0, DIGEST_LIMITS.itemsPerArtifact), unit), total }
        : whole;
    }
    if (lists.length > 0) return whole;
    // Records of different kinds side by side (`Trip`, `RailObject`, `LodgingObject`), each with its id, beside
    // nothing but the delivery's own scalars: each a record.
    // (Whom it went to, a transfer's `recipient` beside its `transfer`, is a part of that record, not one of its own.)
    // (Nor is what kind of event it is, an `event_type: {id: "postcard.delivered"}` beside the postcard.)
    const records = objects.filter(
      ([key, value]) =>
        !isContext(keyWords(key)) &&
        !isReceiverField(keyWords(key)) &&
        !KIND_ENDS.has(keyWords(key).at(-1) ?? '') &&
        !isDeliveryMeta(current, key) &&
        !isEarlierVersion(current, key) &&
        'id' in (value as object),
    );
    // The delivery's own scalars: its time and size beside the envelope's labels.
    const scalarsTell = entries.some(
      ([key, value]) =>
        tellsSomething(key, value) && fieldProfile(key).timeRank === null && !keyWords(key).includes('bytes'),
    );
    // (Beside an event's name they are the parts of that one event: the task, its comment, who did it.)
    if (records.length >= 2 && records.length === objects.length && !scalarsTell && !eventAbove)
      return {
        items: records.map(([, value]) => value).slice(0, DIGEST_LIMITS.itemsPerArtifact),
        total: records.length,
      };
    // Down into the one object (a collection: `"checkins": { "count", "items" }`), or into the one that wraps the
    // content beside others that do not (`"meta"`, `"notifications"` beside `"response"`).
    const wrappers = objects.filter(([key]) => BATCH_WRAPPERS.test(key));
    // Or into the one that holds a list of records (`eventData.events` beside `settings`).
    const holding = objects.filter(([, value]) => holdsRecords(value));
    const inner =
      objects.length === 1
        ? objects[0]
        : wrappers.length === 1
          ? wrappers[0]
          : holding.length === 1
            ? holding[0]
            : null;
    // The record below a chain of wrappers (`FlightStatusResource.Flights.Flight`) is read from there; below one
    // (`response`), the envelope is read as content already.
    // (A record with parts of its own, or of its fields alone with its id, an exchange's one ledger entry
    // `result.ledger.{id}`; never a value object such as `{amount, currency}`.)
    if (!inner)
      return depth >= 2 && chain && (objects.length >= 2 || (objects.length === 0 && 'id' in current))
        ? { items: withUnit([current], unit), total: 1 }
        : whole;
    // Below the top, an object that tells something of its own is a record, not a wrapper to go through.
    if (depth > 0 && entries.some(([key, value]) => tellsSomething(key, value) && fieldProfile(key).timeRank === null))
      return whole;
    chain &&= objects.length === 1 && !entries.some(([key, value]) => tellsSomething(key, value));
    eventAbove ||= entries.some(([key, value]) => typeof value === 'string' && hasAny(keyWords(key), EVENT_WORDS));
    current = inner[1] as Record<string, unknown>;
  }
  return whole;
}

const LABEL_WORDS = new Set(['type', 'kind', 'name', 'title', 'label']);
/** Last words of a key whose object says what kind of event the delivery is (`event_type`, `eventKind`). */
const KIND_ENDS = new Set(['type', 'kind']);

/** A record as it was before a change beside it as it is now (`before` beside `after`): no record of its own. */
function isEarlierVersion(object: Record<string, unknown>, key: string): boolean {
  return (key === 'before' && isRecord(object.after)) || (key === 'previous' && isRecord(object.current));
}

/** A record whose scalars only label it (ids, types, its time), with one object or list that holds its content. */
function labelsOnly(record: Record<string, unknown>, leaf: boolean): boolean {
  const entries = Object.entries(record);
  const holders = entries.filter(([, value]) => typeof value === 'object' && value !== null);
  return (
    holders.length === 1 &&
    // Holding records, or wrapping them (`{"field": "messages", "value": {...}}`).
    (!leaf || BATCH_WRAPPERS.test(holders[0][0])) &&
    entries.every(([key, value]) => {
      if (typeof value === 'object' && value !== null) return true;
      // A type or a name labels what the record holds (`dataTypeName`): the content below is read with it.
      if (LABEL_WORDS.has(keyWords(key).at(-1) ?? '')) return false;
      return !tellsSomething(key, value) || fieldProfile(key).timeRank !== null;
    })
  );
}

/** Records of a reference list at most, and of the records that point to them. */
const REFERENCE_LIMIT = 200;

/**
 * The one list of records that point to the others' records by id (`messages[].from` is `contacts[].wa_id`), with
 * each such field replaced by the record it points to, so that a sender is read as named; else null. A list is a
 * reference list when each of its records is pointed to by a record of another list.
 */
function withReferencesResolved(lists: Array<[string, unknown[]]>): [string, unknown[]] | null {
  if (lists.length < 2 || lists.some(([, records]) => records.length > REFERENCE_LIMIT)) return null;
  const scalar = (value: unknown) => typeof value === 'string' || typeof value === 'number';
  const idsOf = (record: unknown) =>
    Object.entries(record as object)
      .filter(([key, value]) => keyWords(key).includes('id') && scalar(value))
      .map(([, value]) => String(value));
  // Every scalar value each list's records hold, gathered once: a record is pointed to when another list holds its id.
  const valuesOf = new Map(
    lists.map(([, records]) => [
      records,
      new Set(
        records.flatMap((record) =>
          Object.values(record as object)
            .filter(scalar)
            .map(String),
        ),
      ),
    ]),
  );
  const pointedTo = (records: unknown[], id: string) =>
    lists.some(([, others]) => others !== records && valuesOf.get(others)!.has(id));
  // A record's own id (`id`) when it has one, else any of its ids (a contact's `wa_id`): what others point to it by.
  const ownIdsOf = (record: unknown) => {
    const own = (record as Record<string, unknown>).id;
    return scalar(own) ? [String(own)] : idsOf(record);
  };
  const references = lists.filter(([, records]) =>
    records.every((record) => {
      const ids = ownIdsOf(record);
      return ids.length > 0 && ids.some((id) => pointedTo(records, id));
    }),
  );
  const pointing = lists.filter((list) => !references.includes(list));
  if (references.length === 0 || pointing.length !== 1) return null;
  const byId = new Map<string, unknown>();
  for (const [, records] of references)
    for (const record of records) for (const id of idsOf(record)) byId.set(id, record);
  const [key, records] = pointing[0];
  const resolved = records.map((record) => {
    const fields = record as Record<string, unknown>;
    let moved: string | null = null;
    const read = Object.fromEntries(
      Object.entries(fields).map(([field, value]): [string, unknown] => {
        const words = keyWords(field);
        // A field that names what it points to by id (`workflow_state_id`) is that thing (`workflow_state`).
        const pointer = words.length > 1 && words[words.length - 1] === 'id' && !words.slice(0, -1).includes('id');
        const target = scalar(value) && (pointer || !words.includes('id')) ? byId.get(String(value)) : undefined;
        if (target === undefined || !pointer) return [field, target ?? value];
        // Changed from another it pointed to (`old_column_id` beside it): where the record went.
        const name = isRecord(target) ? (target as Record<string, unknown>).name : undefined;
        if (`old_${field}` in fields && typeof name === 'string') moved = name;
        return [field.replace(/[_-]?id$/i, '') || field, target];
      }),
    );
    const stated = Object.keys(fields).some((key) => keyWords(key).some((w) => w === 'state' || w === 'status'));
    return moved !== null && !stated ? { ...read, status: moved } : read;
  });
  return [key, resolved];
}

/** Names of an account's list of what moved through it. */
const LEDGER_WORDS = new Set(['transactions', 'entries', 'movements', 'payments', 'operations', 'statement']);

/**
 * The records of an account's ledger, each with the account's currency where it names none, when the record is an
 * account holding one list of records each at a time of its own; else null.
 */
function ledgerOf(record: unknown): { records: unknown[] } | null {
  if (!isRecord(record)) return null;
  const entries = Object.entries(record as Record<string, unknown>);
  const lists = entries.filter(([, value]) => isRecordList(value)) as Array<[string, unknown[]]>;
  if (lists.length !== 1 || !keyWords(lists[0][0]).some((word) => LEDGER_WORDS.has(word))) return null;
  const records = lists[0][1];
  if (records.length === 0 || !records.every(recordHasOwnTime)) return null;
  const currency = entries.find(([key, value]) => keyWords(key).includes('currency') && typeof value === 'string')?.[1];
  if (typeof currency !== 'string') return { records };
  return {
    records: records.map((item) =>
      isRecord(item) && !Object.keys(item as object).some((key) => keyWords(key).includes('currency'))
        ? { currency, ...(item as Record<string, unknown>) }
        : item,
    ),
  };
}

/** Records with their envelope's unit, where they name none of their own. */
function withUnit(items: unknown[], unit: string | undefined): unknown[] {
  if (unit === undefined) return items;
  return items.map((item) => {
    if (!isRecord(item)) return item;
    const record = item as Record<string, unknown>;
    return 'unit' in record || 'units' in record ? record : { unit, ...record };
  });
}

/** Ids listed alone, at most this many: a list of what was removed, not data. */
const MAX_GONE_IDS = 100;
const isIdList = (value: unknown): value is Array<string | number> =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.length <= MAX_GONE_IDS &&
  value.every(
    (id) => (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && looksLikeIdentifier(id)),
  );

const GONE_LIST_WORDS = new Set([
  'deleted',
  'removed',
  'trashed',
  'tombstones',
  'delete',
  'deletion',
  'deletions',
  'removals',
]);

/** Records a list must hold, and how many times any other list's, to be a payload's data beside them. */
const DOMINANT = { least: 5, times: 4 };

function dominantList(lists: Array<[string, unknown[]]>): [string, unknown[]] | null {
  if (lists.length < 2) return null;
  const longest = lists.reduce((best, list) => (list[1].length > best[1].length ? list : best));
  const dominates = lists.every((list) => list === longest || list[1].length * DOMINANT.times <= longest[1].length);
  return longest[1].length >= DOMINANT.least && dominates ? longest : null;
}

/** Keys of a resource's attributes that name it. */
const RESOURCE_NAME_KEYS = ['title', 'name', 'full_name', 'fullName', 'display_name', 'displayName'];
/** Relationships resolved per record, and resources of `included` looked at. */
const MAX_RELATIONSHIPS = 20;
const MAX_INCLUDED = 100;

/**
 * A JSON:API compound document (`{data: {type, id, attributes, relationships}, included: [...]}`, jsonapi.org) is one
 * record, `data`; `included` holds the resources it points to, not records of the day. Each relationship is read as
 * the names of the resources it points to (`currently_entitled_tiers: {data: [{type: "tier", id}]}` is the tier's
 * title, "Studio Insider"); null when the payload is no such document.
 */
function jsonApiRecord(payload: unknown, identities?: Identities): Record<string, unknown> | null {
  if (!isRecord(payload)) return null;
  const { data: sent, included } = payload as { data?: unknown; included?: unknown };
  // (Or its one resource in a list, as some senders wrap every event.)
  const data = Array.isArray(sent) && sent.length === 1 ? sent[0] : sent;
  if (!isRecord(data) || !Array.isArray(included)) return null;
  const record = withKindRecordId(data as Record<string, unknown>);
  if (!isRecord(record.attributes)) return null;
  const names = new Map<string, string>();
  for (const resource of included.slice(0, MAX_INCLUDED)) {
    if (!isRecord(resource) || !isRecord(resource.attributes)) continue;
    const attributes = resource.attributes as Record<string, unknown>;
    const name = RESOURCE_NAME_KEYS.map((key) => attributes[key]).find(
      (value) => typeof value === 'string' && value.trim() !== '',
    );
    if (typeof name === 'string') names.set(resourceKey(resource), name);
  }
  // (The person's own part among the resources, a match's participant that names them, is read as theirs.)
  const part = identities ? ownEntryAmong(included.slice(0, MAX_INCLUDED), identities) : null;
  if (part !== null && isRecord((part as Record<string, unknown>).attributes))
    return jsonApiNamed({ ...record, own_part: (part as Record<string, unknown>).attributes }, names);
  return jsonApiNamed(record, names);
}

/**
 * An event whose kind names a resource it relates to (`authorization.canceled` with its `authorization` relationship):
 * that resource's id is the record's, so that its events are versions of one record.
 */
function withKindRecordId(record: Record<string, unknown>): Record<string, unknown> {
  const noun = ownKindNoun(record);
  const relationships = record.relationships;
  if (noun === null || !isRecord(relationships)) return record;
  const linkage = (relationships as Record<string, { data?: unknown }>)[noun]?.data;
  const id = isRecord(linkage) ? (linkage as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? { ...record, id, event_id: record.id } : record;
}

/** A JSON:API record with its relationships read as the names of the resources they point to. */
function jsonApiNamed(record: Record<string, unknown>, names: ReadonlyMap<string, string>): Record<string, unknown> {
  if (!isRecord(record.relationships)) return record;
  const named: Record<string, unknown> = {};
  for (const [key, relationship] of Object.entries(record.relationships as object).slice(0, MAX_RELATIONSHIPS)) {
    const linkage = isRecord(relationship) ? (relationship as { data?: unknown }).data : undefined;
    const refs = Array.isArray(linkage) ? linkage : linkage ? [linkage] : [];
    const resolved = refs
      .filter(isRecord)
      .map((ref) => names.get(resourceKey(ref)))
      .filter((name): name is string => name !== undefined);
    if (resolved.length > 0) named[`${key}_name`] = resolved.length === 1 ? resolved[0] : resolved;
  }
  const { relationships: _relationships, ...rest } = record;
  return Object.keys(named).length > 0 ? { ...rest, related: named } : rest;
}

/** A resource's identity in a JSON:API document: its type and id. */
function resourceKey(resource: unknown): string {
  const { type, id } = resource as { type?: unknown; id?: unknown };
  return `${String(type)}\u0000${String(id)}`;
}
