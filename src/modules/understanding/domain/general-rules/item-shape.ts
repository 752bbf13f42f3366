import { fieldProfile } from '../vocabulary/field-roles';
import { isTechnical } from '../vocabulary/technical-words';
import { keyWords } from '../vocabulary/key-words';
import { isObject } from './item-context';
import { isReceiverField } from './item-actors';
import { isContext, textRoleOf } from '../vocabulary/text-roles';
import { OWN_FIELD_BAGS, STRUCTURE_WORDS, WRAPPERS } from '../vocabulary/item-words';
import { parseWrittenTime } from '../vocabulary/value-shapes';

// What an item is about and which record it is: its shape, its subject, its identity.

/**
 * The field names of an item and of the objects it holds: records of one shape
 * group together when they name no kind (a webhook's notice and the resource
 * it announces share their top-level keys, not the ones below).
 */
export function shapeOf(item: unknown): string {
  if (!isObject(item)) return Array.isArray(item) ? '[]' : typeof item;
  const keys: string[] = [];
  for (const [key, value] of Object.entries(item)) {
    keys.push(key);
    if (isObject(value)) for (const inner of Object.keys(value).slice(0, 20)) keys.push(`${key}.${inner}`);
  }
  return keys.sort().join(',').slice(0, 400);
}

/** "pull_request" -> "pull request": the top-level field an item is about, unless it is a mere wrapper. */
export function subjectOf(key: string | null | undefined, skipKeys: ReadonlySet<string>): string | null {
  if (!key || skipKeys.has(key)) return null;
  // A field of text ("name", "title", "note") says what the item is called, not what it is.
  if (fieldProfile(key).role !== null) return null;
  const words = keyWords(key);
  if (
    words.length === 0 ||
    words.every((word) => WRAPPERS.has(word) || word === 'list') ||
    words.some((word) => STRUCTURE_WORDS.has(word)) ||
    isTechnical(words)
  )
    return null;
  // "WeightDataList" holds weights: the words that say it is a list of data say nothing of what.
  return words.filter((word) => !WRAPPERS.has(word) && word !== 'list').join(' ');
}

/** Objects that say when or over what the item is (its time, its range, its period), never what it is. */
const SPAN_KEYS = /^(?:range|period|interval|window|span|timeframe|time_range|date_range|time|timestamp|date|when)$/i;

/** An object of links to other pages (`navigation_data: {prev, next}`, `_links`): no thing the record is. */
const NAVIGATION_KEYS = /^(?:navigation|paging|pagination|links|_links|cursors?|meta)(?:_?data)?$/i;

export function firstObjectKey(item: unknown): string | null {
  if (!isObject(item)) return null;
  for (const [key, value] of Object.entries(item))
    // (Whom it went to, `recipient: {...}`, is not what it is.)
    // (Nor is the record as it was before a change, `before` beside `after`.)
    if (
      isObject(value) &&
      !SPAN_KEYS.test(key) &&
      !NAVIGATION_KEYS.test(key) &&
      !isReceiverField(keyWords(key)) &&
      !(key === 'before' && isObject(item.after))
    )
      return key;
  return null;
}

// `rkey`: the AT Protocol's record key (Bluesky's records), which its delete names alone.
// `recordId`: a record's own id by its name (a glucose monitor's events, each version of one under the same).
// (A message's `fingerprint`, as chat widgets name it, is its id: a later removal names it so.)
const ID_KEYS = ['id', '_id', 'uuid', 'uid', 'guid', 'feedItemUid', 'rkey', 'recordId', 'record_id', 'fingerprint'];

/**
 * Marks an id found by its name (`formId` beside `formName` may be the form a response answers, not the response):
 * such an id is one record only together with the record's own time (factsOf adds it).
 */
export const NAMED_ID = 'named:';

/**
 * `comment_id` beside the `comment` it identifies: the id of the words the record is (not `issue_id`, what it belongs
 * to, nor `deviceId` beside `device`, what it is about).
 */
function ownTextIdKeys(item: Record<string, unknown>): string[] {
  return Object.keys(item).filter((key) => {
    const named = idPrefixOf(key);
    if (named === null || typeof item[named] !== 'string') return false;
    const role = textRoleOf(keyWords(named));
    return role === 'own' || role === 'title';
  });
}

/**
 * `workoutId` beside `workoutName`, in a record with no name of its own (beside its own `Name`, `SeriesName` names
 * what it belongs to): the thing its name is the name of, the record itself or what it answers (`formId`).
 */
function namePairIdKeys(item: Record<string, unknown>): string[] {
  const keys = Object.keys(item);
  if (keys.some((other) => /^(?:name|title)$/i.test(other))) return [];
  return keys.filter((key) => {
    const named = idPrefixOf(key);
    return (
      named !== null &&
      keys.some(
        (other) => other !== key && other.startsWith(named) && /^_?(?:name|title)$/i.test(other.slice(named.length)),
      )
    );
  });
}

/** "comment" of `comment_id`, "workout" of `workoutId`; never who or where a record is from (`ServerId`, `UserId`). */
function idPrefixOf(key: string): string | null {
  const named = /^(.+?)_?(?:id|Id|ID)$/.exec(key)?.[1];
  return named === undefined || isContext(keyWords(named)) ? null : named;
}

/** Keys whose object is an envelope's content, the record itself (`{event, data: {...}}`). */
const ENVELOPE_KEYS = new Set(['payload', 'event', 'data', 'content', 'body', 'eventData', 'event_data', 'event-data']);
/** What a webhook carries under its own name (`webhook_event`, `webhookData`). */
const WEBHOOK_CONTENT_KEY = /^webhook_?(?:event|data|payload)$/i;
/** Keys that say which kind of content an envelope holds, under a key of that name (`{kind: "commit", commit: {...}}`). */
const KIND_KEYS = ['kind', 'type', 'event_type', 'eventType', 'webhook_event_type', 'webhookEventType'];

/** Phases of a tracked thing's life sent alone as an event's kind (a camera's detection: `new`, `update`, `end`). */
export const PHASE_KINDS = /^(?:new|update|end)$/i;

/** Names of what a webhook says of its own delivery beside the event (Twitch's `subscription` with its transport). */
// (Mailgun's `signature` of its delivery: a timestamp, a token and a hash beside its `event-data`.)
const DELIVERY_META = new Set(['subscription', 'webhook', 'hook', 'delivery', 'transport', 'signature']);

/**
 * The delivery's own metadata beside an event it carries (`subscription: {id, type: "stream.online", status:
 * "enabled", transport}` beside `event`): what it says of the event is its kind alone; its status is the
 * subscription's.
 */
export function isDeliveryMeta(envelope: Record<string, unknown>, key: string): boolean {
  if (!DELIVERY_META.has(key.toLowerCase()) || !isObject(envelope[key])) return false;
  return Object.entries(envelope).some(
    ([other, value]) => other !== key && isObject(value) && isEnvelopeContent(envelope, other),
  );
}

/** The kind a delivery's metadata names for its event (`"type": "channel.raid"`), if it names one. */
export function deliveryKindOf(meta: Record<string, unknown>): string | null {
  const kind = KIND_KEYS.map((key) => meta[key]).find((value) => typeof value === 'string');
  return typeof kind === 'string' ? kind : null;
}

/** An event named as its record and what happened to it, in code (`tracker.updated`, `invoice.payment_failed`). */
export const EVENT_CODE = /^[a-z]+(?:_[a-z]+)*\.[a-z_]*(?:ed|paid|sent|done)$/;

/**
 * Whether an envelope names, in any of its texts, an event of the record under `key` (`description:
 * "tracker.updated"` beside `result: {object: "Tracker"}`).
 */
function namesEventOf(envelope: Record<string, unknown>, key: string): boolean {
  const child = envelope[key];
  if (!isObject(child)) return false;
  const own = child.object ?? child.type;
  const names = [key.toLowerCase(), typeof own === 'string' ? own.toLowerCase() : null];
  // (In capitals too: Box's `trigger: "FILE.UPLOADED"` beside `source: {type: "file"}`.)
  return Object.values(envelope).some((value) => {
    const code = typeof value === 'string' ? value.toLowerCase() : '';
    return EVENT_CODE.test(code) && names.includes(code.slice(0, code.indexOf('.')));
  });
}

/** Whether `key` of an envelope holds its content: a key named so, or the one its kind names. */
export function isEnvelopeContent(envelope: Record<string, unknown>, key: string): boolean {
  // A record's text in a part of its own (`body: {contentType: "html", content: "..."}`) beside its fields: no content.
  // (The id alone of the record an event removed, `data: {id}`, is that record, no text.)
  if (isTextPart(envelope[key]) && plainFieldCount(envelope) > 3 && !isIdOnly(envelope[key])) return false;
  // An order's `event` (the show its tickets are for) beside the order's own status is what it is for, no envelope.
  if (key === 'event' && (typeof envelope.status === 'string' || typeof envelope.state === 'string')) return false;
  // (So is a game's `event` of the day, its mode and map with no kind of its own, beside the `battle` that says more.)
  if (
    key === 'event' &&
    isObject(envelope.event) &&
    !KIND_KEYS.some((kindKey) => kindKey in (envelope.event as Record<string, unknown>)) &&
    largerSibling(envelope, 'event')
  )
    return false;
  if (ENVELOPE_KEYS.has(key) || WEBHOOK_CONTENT_KEY.test(key) || namesEventOf(envelope, key)) return true;
  if (isSoleWrapper(envelope, key)) return true;
  // A change of a record (`{post: {current, previous}}`): the record as it is now.
  if (key === 'current' && 'previous' in envelope) return true;
  // (So is `after` beside `before`, Frigate's tracked object as it is now and as it was.)
  if (key === 'after' && isObject(envelope.before) && isObject(envelope.after)) return true;
  if (isChange(envelope[key]) && Object.keys(envelope).length === 1) return true;
  // Named in any case (`"type": "ACTIVITY_UPLOADED"` beside `activity`); a part of two fields beside the record's own
  // (`"type": "card"` beside `card: {id, display}` and the payment's amount and time) is only what the kind names.
  const named = key.toLowerCase();
  const child = envelope[key];
  if (isObject(child) && Object.keys(child).length < 3 && plainFieldCount(envelope) > 3) return false;
  // What happened to the one record beside it (`{type: "updated", workout: {...}}`): that record is the content.
  if (isObject(child) && Object.keys(child).length >= 3 && isLifecycleEnvelope(envelope)) return true;
  return (
    KIND_KEYS.some((kindKey) => envelope[kindKey] === key || kindNounOf(envelope[kindKey])?.toLowerCase() === named) ||
    // (A kind's code led by the record's name, `action: "booking_new_status_booked"` beside `booking`.)
    (isObject(child) &&
      Object.keys(child).length >= 3 &&
      [...KIND_KEYS, 'action'].some(
        (kindKey) =>
          typeof envelope[kindKey] === 'string' &&
          /[_.:]/.test(envelope[kindKey] as string) &&
          (envelope[kindKey] as string).toLowerCase().split(/[_.:]/)[0] === named,
      ))
  );
}

/** Whether an object beside `key` holds more fields than it (the delivery's own metadata aside). */
function largerSibling(envelope: Record<string, unknown>, key: string): boolean {
  const size = Object.keys(envelope[key] as Record<string, unknown>).length;
  return Object.entries(envelope).some(
    ([other, value]) =>
      other !== key && !DELIVERY_META.has(other.toLowerCase()) && isObject(value) && Object.keys(value).length > size,
  );
}

/** Verbs of what happened to a record, as an envelope's kind names them alone. */
const LIFECYCLE_VERBS = /^(?:created|updated|deleted|removed|changed|modified|added|edited)$/i;

/** An envelope of its kind's verb and one object, nothing more than labels beside them. */
function isLifecycleEnvelope(envelope: Record<string, unknown>): boolean {
  const kind = KIND_KEYS.map((key) => envelope[key]).find((value) => typeof value === 'string');
  return (
    typeof kind === 'string' &&
    LIFECYCLE_VERBS.test(kind) &&
    Object.values(envelope).filter((value) => isObject(value)).length === 1 &&
    plainFieldCount(envelope) <= 3
  );
}

/** An object of an id and nothing else (`{id: "7a5e9c28-…"}`). */
function isIdOnly(value: unknown): boolean {
  return isObject(value) && Object.keys(value).length === 1 && ID_KEYS.includes(Object.keys(value)[0]);
}

/** An object of three texts or fewer and nothing else (a body's type and content). */
function isTextPart(value: unknown): boolean {
  if (!isObject(value)) return false;
  const values = Object.values(value);
  return (
    values.length > 0 && values.length <= 3 && values.every((field) => typeof field === 'string' || field === null)
  );
}

/** How many of an object's fields hold a plain value (a text, a number), not a part. */
function plainFieldCount(object: Record<string, unknown>): number {
  return Object.values(object).filter((value) => value !== null && typeof value !== 'object').length;
}

/**
 * An id as its sender meant it: a number past 2^53 has lost its last digits in JSON (Twitter's tweet ids), so its
 * text twin (`id_str`) is the id when there is one.
 */
function exactId(item: Record<string, unknown>, key: string): unknown {
  // (As PascalCase and capitals senders name it too: `Id`, `ID`, `UUID`.)
  const value = item[key] ?? item[`${key.charAt(0).toUpperCase()}${key.slice(1)}`] ?? item[key.toUpperCase()];
  if (typeof value !== 'number' || Number.isSafeInteger(value)) return value;
  const twin = item[`${key}_str`] ?? item[`${key}Str`];
  return typeof twin === 'string' && twin !== '' ? twin : value;
}

/** An id fit to tell one record from another: a text of at most 200 characters or a finite number. */
function isIdValue(value: unknown): value is string | number {
  return (
    (typeof value === 'string' && value.length > 0 && value.length <= 200) ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** The first of ID_KEYS an object gives an id under, with that id as its sender meant it; null when none. */
function ownIdOf(object: Record<string, unknown>): { key: string; id: string | number } | null {
  for (const key of ID_KEYS) {
    const id = exactId(object, key);
    if (isIdValue(id)) return { key, id };
  }
  // Card issuers name a record by its `token`, a UUID (a credential is never one).
  const token = object.token;
  if (typeof token === 'string' && UUID.test(token)) return { key: 'token', id: token };
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of a record a removal names one level down (`{status: {id}, timestamp_ms}`), or null. */
export function removedRecordId(item: unknown): string | null {
  if (!isObject(item)) return null;
  for (const value of Object.values(item)) {
    const own = isObject(value) ? ownIdOf(value) : null;
    if (own) return `${own.key}:${String(own.id)}`;
  }
  return null;
}

/** The id of the object an event's kind names, in the event or in its content (`deployment.id`); else null. */
function namedRecordId(item: Record<string, unknown>, noun: string): string | null {
  // (A kind that names the delivery, `webhook_event` beside `webhook: {id}`, names no record: the hook is every event's.)
  if (DELIVERY_META.has(noun.toLowerCase())) return null;
  const holders = [
    item,
    ...Object.entries(item)
      .filter(([key, value]) => isObject(value) && isEnvelopeContent(item, key))
      .map(([, value]) => value as Record<string, unknown>),
  ];
  for (const holder of holders) {
    const record = holder[noun];
    const own = isObject(record) ? ownIdOf(record) : null;
    if (own) return `id:${String(own.id)}`;
  }
  return null;
}

/** The own id of the record an envelope carries as its content, if it has one. */
function contentRecordId(item: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(item)) {
    const own = isObject(value) && isEnvelopeContent(item, key) ? ownIdOf(value) : null;
    if (own) return `id:${String(own.id)}`;
  }
  return null;
}

/** The record an event's kind names before its action: "result" of "result-added", "status" of "status.created". */
function kindNounOf(kind: unknown): string | null {
  if (typeof kind !== 'string') return null;
  // (Before a dot or a colon the noun may be words of its own, `course_lesson_interaction.completed`.)
  const dotted = /^([A-Za-z]+(?:_[A-Za-z]+)*)[.:]\w/.exec(kind);
  if (dotted) return dotted[1];
  const match = /^([A-Za-z]+)[-._:]\w/.exec(kind);
  return match ? match[1] : null;
}

/** The record an object's kind names (`result` of `{type: "result-deleted"}`), if any. */
export function ownKindNoun(item: Record<string, unknown>): string | null {
  for (const kindKey of KIND_KEYS) {
    const noun = kindNounOf(item[kindKey]);
    if (noun !== null) return noun;
  }
  return null;
}

/**
 * The key of the id of the record a kind names (`result_id` in `{type: "result-deleted", result_id}`), the kind
 * being the object's own or its envelope's (`{event_type: "ride.status.updated", event: {ride_id}}`).
 */
function kindIdKey(item: Record<string, unknown>, noun: string | null): string | null {
  // A notice of a record by its type and id (`{item_type: "trip", item_id, action: "deleted"}`): that record's id.
  const typed = TYPED_IDS.find(([type, id]) => typeof item[type] === 'string' && id in item);
  if (typed) return typed[1];
  if (noun === null) return null;
  return [`${noun}_id`, `${noun}Id`].find((candidate) => candidate in item) ?? null;
}

/** A record's type and id named as a notice names them. */
const TYPED_IDS: ReadonlyArray<readonly [string, string]> = [
  ['item_type', 'item_id'],
  ['itemType', 'itemId'],
  ['object_type', 'object_id'],
  ['objectType', 'objectId'],
  ['entity_type', 'entity_id'],
  ['entityType', 'entityId'],
  ['resource_type', 'resource_id'],
  ['resourceType', 'resourceId'],
];

/**
 * The one key of an object, holding a record (`{workout: {...}}`, `{NotificationUrl: {...}}`, `{Payment: {...}}`):
 * a wrapper whose key names at most the kind. A measured value (`{temperature: {value, unit}}`) is no wrapper.
 */
function isSoleWrapper(envelope: Record<string, unknown>, key: string): boolean {
  const child = envelope[key];
  return (
    // An API's answer (`{response: {...}}`) is a state read, kept as it has always been read: under its key.
    !API_ANSWERS.has(key) &&
    isObject(child) &&
    Object.keys(envelope).length === 1 &&
    Object.keys(child).length >= 2 &&
    // (A value told under its field's name is small: `{total: {amount, currency}}`; a record carries an amount.)
    !(Object.keys(child).length <= VALUE_OBJECT_KEYS && Object.keys(child).some((inner) => MEASURED_KEYS.test(inner)))
  );
}

/**
 * The kind a chain of wrappers names by its keys (`{NotificationUrl: {object: {Payment: {...}}}}` is a payment):
 * the innermost sole wrapper's key that names something.
 */
export function wrappedKindKey(item: unknown, skipKeys: ReadonlySet<string>, depth = 0): string | null {
  if (!isObject(item) || depth > 3) return null;
  for (const [key, value] of Object.entries(item)) {
    if (!isObject(value) || !isEnvelopeContent(item, key)) continue;
    const inner = wrappedKindKey(value, skipKeys, depth + 1);
    if (inner !== null) return inner;
    if ((isSoleWrapper(item, key) || isLifecycleEnvelope(item)) && subjectOf(key, skipKeys) !== null) return key;
  }
  return null;
}

const API_ANSWERS = new Set(['response', 'result', 'results']);
/** The most keys a value object has (`{value, currency, unit, precision}`). */
const VALUE_OBJECT_KEYS = 4;
/** Keys of a value told under its field's name (`{value, qualifierKey}`, `{amount, currency}`, `{value, unit}`). */
const MEASURED_KEYS = /^(?:value|amount|units?|minorUnits|currency|currencyCode)$/i;

/** `{current, previous}`: a record before and after a change. */
export function isChange(value: unknown): boolean {
  return isObject(value) && isObject(value.current) && isObject(value.previous);
}

/** A change whose record is now empty (`{current: {}, previous: {...}}`): the record was deleted. */
export function isRemovalChange(value: unknown): boolean {
  return (
    isChange(value) &&
    Object.keys((value as { current: object }).current).length === 0 &&
    Object.keys((value as { previous: object }).previous).length > 0
  );
}

export function identityOf(item: unknown, depth = 0, envelopeNoun: string | null = null): string | null {
  if (!isObject(item)) return null;
  const weak = namePairIdKeys(item);
  const noun = ownKindNoun(item) ?? envelopeNoun;
  // An event's own id is not its record's: `{id: "evt_…", type: "deployment.created", payload: {deployment: {id}}}`
  // is a version of the deployment its kind names.
  const named = depth === 0 && noun !== null ? namedRecordId(item, noun) : null;
  if (named !== null) return named;
  // An event's envelope around its record (`{id: "evt…", type: "wallet:deposit:completed", data: {id}}`): the id is
  // the record's, whose versions the events are.
  // (Also an envelope that names its record's resource: `{action: "update", resource: "build", data: {id}}`.)
  const carried =
    depth === 0 && (ownKindNoun(item) !== null || typeof item.resource === 'string') ? contentRecordId(item) : null;
  if (carried !== null) return carried;
  // A delivery around an event of a kind (`{id: 101, attempt_number: 1, event: {type: "charge:confirmed", data: {id}}}`):
  // the delivery's id is no record's; the event's record is the one.
  if (depth === 0 && noun === null) {
    for (const [key, value] of Object.entries(item)) {
      if (!isObject(value) || ownKindNoun(value) === null || !isEnvelopeContent(item, key)) continue;
      const inner = identityOf(value, 0);
      if (inner !== null) return inner;
    }
  }
  const kindId = kindIdKey(item, noun) ?? ownNounIdKey(item);
  for (const key of [...ID_KEYS, ...ownTextIdKeys(item), ...weak, ...(kindId ? [kindId] : [])]) {
    const value = exactId(item, key);
    if (isIdValue(value))
      // The id its kind names is the record's own id, as the record itself gives it.
      return `${weak.includes(key) ? NAMED_ID : ''}${key === kindId ? 'id' : key}:${String(value)}`;
  }
  if (depth >= 2) return null;
  // A record deleted by a change is the one it was.
  if (isRemovalChange(item)) return identityOf((item as { previous: unknown }).previous, depth + 1);
  for (const [key, value] of Object.entries(item)) {
    if (!isObject(value) || !(isEnvelopeContent(item, key) || (depth === 0 && OWN_FIELD_BAGS.has(key)))) continue;
    const inner = identityOf(value, depth + 1, noun);
    if (inner !== null) return inner;
  }
  return null;
}

/**
 * The id of a record that names itself by one noun in its id and its number (`InvoiceID` beside `InvoiceNumber`,
 * `order_id` beside `order_number`): its own id, not a related record's (`ContactID`, or `ServerId` beside `ServerName`).
 */
function ownNounIdKey(item: Record<string, unknown>): string | null {
  const keys = Object.keys(item);
  for (const key of keys) {
    const words = keyWords(key);
    if (words.length !== 2 || words[1] !== 'id' || !isIdValue(item[key])) continue;
    const noun = words[0];
    if (
      keys.some((other) => {
        const otherWords = keyWords(other);
        return otherWords.length === 2 && otherWords[0] === noun && otherWords[1] === 'number';
      })
    )
      return key;
  }
  return null;
}

/** What happened to a record, named as a noun, with the state it leaves the record in (a change leaves none). */
const LIFECYCLE_NOUNS: Readonly<Record<string, string | null>> = {
  cancellation: 'cancelled',
  // (What became of a mail, as its record's type names it: `"RecordType": "Bounce"`.)
  bounce: 'bounced',
  unsubscribe: 'unsubscribed',
  modification: null,
  update: null,
  amendment: null,
  change: null,
  creation: null,
};

/** The last words of an event's kind that say how a run ended ("completed" says only that it ended: the kind says it). */
const OUTCOME_ACTIONS = new Set([
  'succeeded',
  'success',
  'failed',
  'failure',
  'error',
  'errored',
  'canceled',
  'cancelled',
  'refunded',
  'ready',
  // The state a thing went to (`lock.unlocked`, `door.opened`, `alarm.armed`).
  'locked',
  'unlocked',
  'opened',
  'closed',
  'armed',
  'disarmed',
  // Where someone went (`user.entered_place`, `geofence.exited`).
  'entered',
  'exited',
  'arrived',
  'departed',
  // When a session ran (`STREAM_STARTED`, `stream.stopped`, `meeting.ended`).
  'started',
  'stopped',
  'ended',
  // What became of a message sent (`email.delivered`, `email.bounced`, `email.complained`).
  'sent',
  'delivered',
  'bounced',
  'complained',
  'unsubscribed',
  // What became of a request or a report (`MEDIA_DECLINED`, `request.approved`, `issue.resolved`, `card.archived`).
  'declined',
  'rejected',
  'approved',
  'accepted',
  'resolved',
  'expired',
  'archived',
  'available',
  // How a match or a session came out (`match_status_finished`).
  'finished',
  // A booking's or a payment's promise kept (`charge:confirmed`, `booking.confirmed`).
  'confirmed',
]);

/** Words of a kind that say how its outcome came about, not what the record is (`MEDIA_AUTO_APPROVED`). */
const OUTCOME_MANNER = new Set(['auto', 'automatically', 'manually']);

/**
 * "deployment.error" -> the deployment, in error; "user.entered_place" -> the place, entered; null when no word of the
 * kind after its first is an outcome.
 */
export function outcomeOfKind(kind: string): { noun: string; outcome: string | null } | null {
  const words = keyWords(kind);
  // A kind named by what happened to a record ("cancellation", "modification of booking"): the record, and its state.
  if (Object.hasOwn(LIFECYCLE_NOUNS, words[0]) && (words.length === 1 || words[1] === 'of'))
    return { noun: words.slice(2).join(' '), outcome: LIFECYCLE_NOUNS[words[0]] };
  // (A kind that is only how it ended, "canceled", is that state of the record; so is one that says it first of its
  // one noun, Rollbar's `resolved_item`.)
  if (words.length === 2 && OUTCOME_ACTIONS.has(words[0]) && !OUTCOME_ACTIONS.has(words[1]))
    return { noun: words[1], outcome: words[0] };
  const at = words.findIndex((word, i) => (i > 0 || words.length === 1) && OUTCOME_ACTIONS.has(word));
  if (at < 0) return null;
  const after = words.slice(at + 1);
  const before = words.slice(0, at).filter((word) => !OUTCOME_MANNER.has(word));
  return { noun: (after.length > 0 ? after : before).join(' '), outcome: words[at] };
}

/** Names of lists of what happened to a record (its events, its history). */
export const HISTORY_WORDS = new Set(['events', 'history', 'timeline']);

/**
 * Whether `key` holds the record's history beside its present state: `tracking_history` of `{status, status_date}`
 * beside `tracking_status` of the same fields. What it went through before is not what it is now.
 */
export function isHistoryBeside(record: Record<string, unknown>, key: string): boolean {
  const list = record[key];
  if (!Array.isArray(list) || !isObject(list[0]) || !keyWords(key).some((word) => HISTORY_WORDS.has(word)))
    return false;
  const entry = list[0];
  return Object.entries(record).some(
    ([other, value]) =>
      other !== key && isObject(value) && Object.keys(value).filter((field) => field in entry).length >= 2,
  );
}

/** Whether a list's name says it tracks a record (`tracking_details`, `checkpoints`, `scans`). */
const TRACKING_WORDS = new Set(['tracking', 'checkpoints', 'scans']);

/**
 * Whether `key` holds the history of a record whose present state is its own fields (`status`, `status_detail` beside
 * `tracking_details: [{status, status_detail, message, datetime}]`): its latest entry is where the record stands now.
 */
export function isOwnHistory(record: Record<string, unknown>, key: string): boolean {
  const list = record[key];
  if (!Array.isArray(list) || !isObject(list[0])) return false;
  const words = keyWords(key);
  if (!words.some((word) => HISTORY_WORDS.has(word) || TRACKING_WORDS.has(word))) return false;
  const entry = list[0];
  // (Labels every record has, its `id`, `object` or `type`, are no state shared.)
  const shared = Object.entries(record).filter(
    ([field, value]) =>
      field !== key &&
      (typeof value === 'string' || typeof value === 'number') &&
      field in entry &&
      !LABEL_KEYS.has(keyWords(field).at(-1) ?? ''),
  );
  return shared.length >= 2;
}

const LABEL_KEYS = new Set(['id', 'object', 'type', 'kind', 'source']);

/** The entry of a history with the latest time of its own, or null when none says its time. */
export function latestEntryOf(list: readonly unknown[]): Record<string, unknown> | null {
  let latest: { entry: Record<string, unknown>; at: number } | null = null;
  for (const entry of list.slice(0, HISTORY_ENTRIES)) {
    if (!isObject(entry)) continue;
    for (const [field, value] of Object.entries(entry)) {
      if (fieldProfile(field).timeRank === null || typeof value !== 'string') continue;
      const at = parseWrittenTime(value)?.instant;
      if (typeof at === 'number' && (latest === null || at >= latest.at)) latest = { entry, at };
    }
  }
  return latest?.entry ?? null;
}

/** Entries of a history looked through for its latest: a record's history is short, a list of thousands is cut. */
const HISTORY_ENTRIES = 200;

const WEEKDAYS = /^(?:mon|tue|wed|thu|fri|sat|sun)(?:day|days|sday|nesday|rsday|urday)?$/i;

/** An object of three weekdays or more, or a list (also one level down) of such: a weekly schedule. */
export function isWeeklySchedule(value: unknown, depth = 0): boolean {
  if (Array.isArray(value)) return value.length > 0 && isWeeklySchedule(value[0], depth);
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.filter((key) => WEEKDAYS.test(key)).length >= 3) return true;
  return depth === 0 && keys.length <= 4 && keys.some((key) => isWeeklySchedule(value[key], depth + 1));
}
