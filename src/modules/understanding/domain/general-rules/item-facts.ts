import { textWeight } from '../vocabulary/text-roles';
import { capitalized, hasAny, keyWords } from '../vocabulary/key-words';
import { Dimension, Quantity } from '../vocabulary/quantity';
import {
  DIMENSION_ORDER,
  FURTHER_NAME_SHARE,
  MAX_LABELS,
  MAX_QUANTITIES,
  MAX_TEXTS,
  PART_RANK,
  SPAN_TOLERANCE,
  STALE_RANK,
} from './item-weights';
import { ItemContext, isObject } from './item-context';
import { personOfAddress } from './item-actors';
import { durationBySpan } from './span-durations';
import { durationsBySpeed, withSpeedsByDistance } from './speed-units';
import { EDIT_RANK, isDoneTime } from '../vocabulary/time-roles';
import { TextFact, ItemFindings, dayOffset } from './item-findings';
import { stageDurations } from './item-measures';
import { resolvedMoney } from './item-money';
import { shapeOf, subjectOf, firstObjectKey, wrappedKindKey, identityOf, NAMED_ID } from './item-shape';
import { walkItem } from './item-walk';
import { Route, routeOf } from './item-route';
import type { Breakdown } from './item-breakdowns';

/** What one item (an object payload, or one element of an array payload) says, with the noise left out. */
export interface ItemFacts {
  /** The event or thing it is ("Issue opened", "Run", "State changed"), from its own fields. */
  kind: string | null;
  /** Whether the kind was named by a field of its own (`type`, `event`, `action`) rather than guessed from the field its text sits under. */
  kindNamed: boolean;
  /** Reported by a device as it happened: told at its delivery when it says no time of its own. */
  live: boolean;
  /** Its most telling text. */
  headline: TextFact | null;
  /** A few more texts, by weight. */
  texts: TextFact[];
  /** States and actions ("on", "completed"). */
  labels: string[];
  quantities: Quantity[];
  /**
   * Minute of its own event time counted from the start of the day: 0-1439 on
   * the day, negative the day before, 1440 and more the day after (a night
   * that began the evening before); null when it has no time of its own
   * within a day of the day, or only a date (a daily total stamped 00:00).
   */
  minute: number | null;
  /** The minute its own time stamped at midnight falls on, which `minute` leaves out as a date's: a series may say it is a time. */
  midnightMinute: number | null;
  /** Minute its own end time falls on (counted the same way), when it gave one after its start. */
  endMinute: number | null;
  /** It says nothing but that something happened, and carries ids: a "go and fetch" notice. */
  notice: boolean;
  /** Its own id (a top-level `id`, `uid`, `uuid`), to tell a later delivery of the same record from a new one; never shown. */
  identity: string | null;
  /** It is dated another day by its own `date`: a page of history (yesterday's summary, last week's highlight), not the day's. */
  otherDay: boolean;
  /** Its top-level field names: items of one shape group together when they name no event. */
  shape: string;
  /** How its wholes divide: named parts with their measures, largest first. */
  breakdowns: Breakdown[];
  /** Who acted, when the item names someone: the person (one of the account's identities) or another, by name. */
  by: { name: string; me: boolean } | null;
  /** The record says it is gone (deleted, voided): it is not told, and an earlier version of it is taken back. */
  deleted: boolean;
  /** The device it is from (its id or name as sent), when it names one: readings of several devices stay apart. */
  device: string | null;
  /** Where its words went (a channel, a stream, a community), when it says. */
  postedIn: string | null;
  /** What the record itself is called, by a name field of its own at its top (`geocacheName`), not by a part's. */
  ownName: string | null;
  /** It was called off (a booking cancelled, a hold voided): no money of it is the day's, nor of its earlier versions. */
  calledOff: boolean;
  /** Ids of other records it hides or removes: what was told of them is taken back. */
  retracts: readonly string[];
  /** The minute of its latest update on the day (`updated_at`), when it gave one: when it reached its present state. */
  updatedMinute: number | null;
  /** Its short durations of no unit its own times did not decide: an earlier version's time may (entered, then left). */
  undecidedDurations: Quantity[];
  /** Its readings of lifetime counters (a meter's total): a series of them tells what the day used. */
  counters: Quantity[];
}

/** Reads one item within ITEM_LIMITS. Pure; never throws on any JSON value. */
export function itemFacts(item: unknown, context: ItemContext): ItemFacts {
  return factsOf(walkItem(item, context), item);
}

/** An id found by its name is one record with its own time: two responses to one form are two records. */
// So is a device's report by its id (with its battery and signal): each report at its own time is one of the day's.
function ownIdentity(
  identity: string | null,
  own: { day: string; minute: number } | undefined,
  deviceReport: boolean,
): string | null {
  if (identity === null || !(identity.startsWith(NAMED_ID) || deviceReport)) return identity;
  return own === undefined ? identity : `${identity}@${own.day} ${own.minute}`;
}

/** Whether a record's own type names an event (`"type": "mower-event-v2"`, `"eventType"`): what happened, not a thing. */
function namesAnEvent(item: unknown): boolean {
  if (!isObject(item)) return false;
  const type = item.type ?? item.kind;
  return typeof type === 'string' && /(?:^|[-_.:])events?(?:$|[-_.:])/i.test(type);
}

/** Names of a record's one sum: two of them with one value are the same money. */
const PLAIN_SUMS = new Set(['amount', 'total', 'value', 'price', 'sum', 'subtotal', 'approved', 'net', 'gross']);

/**
 * The channel a reading is of, when its record names one (`channelType: "feedIn"` beside `"general"`): its measures are
 * that channel's ("feed in price"), a series of their own. The main channel names none.
 */
function channelOf(item: unknown): string | null {
  if (!isObject(item)) return null;
  for (const [key, value] of Object.entries(item)) {
    if (typeof value !== 'string' || !keyWords(key).includes('channel') || !/^[A-Za-z][A-Za-z _-]{1,30}$/.test(value))
      continue;
    const words = keyWords(value).join(' ');
    return MAIN_CHANNELS.has(words) ? null : words;
  }
  return null;
}

const MAIN_CHANNELS = new Set(['general', 'default', 'main', 'primary', 'all', 'total', 'import', 'consumption']);

/** The categories a record files itself under (`channelType: "feedIn"`, `type`), said in its identity. */
function categoriesOf(item: unknown): string {
  if (!isObject(item)) return '';
  let categories = '';
  for (const [key, value] of Object.entries(item))
    if (
      typeof value === 'string' &&
      value.length <= MAX_CATEGORY_CHARS &&
      CATEGORY_ENDS.has(keyWords(key).at(-1) ?? '')
    )
      categories += `|${key}=${value}`;
  return categories;
}

const CATEGORY_ENDS = new Set(['type', 'kind', 'category', 'channel']);
const MAX_CATEGORY_CHARS = 40;

/** A record's total or its plain amount: what was paid, of which a subtotal and a tax are parts. */
function isTotal(label: string): boolean {
  const words = label.split(' ');
  return (
    (label === 'amount' || words.includes('total') || words.includes('grand')) &&
    !isPartOfTotal(label) &&
    !hasAny(words, NOT_THE_TOTAL)
  );
}

/**
 * Parts of a total that a diary leaves to the receipt (and the cash handed over for it, and the account's balance
 * after it, which the statement keeps): a channel's commission, a listing's base price, and what the other party was
 * charged for it all (`total_amount_charged`, a tip with the fee its giver paid).
 */
const TOTAL_PARTS = new Set([
  'subtotal',
  'tax',
  'taxes',
  'vat',
  'gst',
  'taxable',
  'handed',
  'tendered',
  'balance',
  'charged',
  'commission',
  'listing',
]);
/** Totals of one part (`total_discounts`, `total_shipping`): no sum paid. */
const NOT_THE_TOTAL = new Set([
  'discount',
  'discounts',
  'shipping',
  'tip',
  'tips',
  'fee',
  'fees',
  'refunded',
  'outstanding',
]);

/** A price of one of what the record counts (`coffee_price` beside `coffee_count`): the receipt's line, not a sum paid. */
function isUnitPrice(label: string, item: unknown): boolean {
  const priced = /^(.+) price$/.exec(label)?.[1];
  return priced !== undefined && countsOf(item, 0).has(priced);
}

/** What a record (and the objects of its top) counts by name: `coffee_count` and `number_of_coffees` count "coffee". */
function countsOf(value: unknown, depth: number, into = new Set<string>()): Set<string> {
  if (!isObject(value) || depth > COUNTED_DEPTH) return into;
  for (const [key, child] of Object.entries(value)) {
    const words = keyWords(key);
    if (typeof child === 'number' && words.length >= 2 && words.at(-1) === 'count')
      into.add(words.slice(0, -1).join(' '));
    else if (typeof child === 'number' && words[0] === 'number' && words[1] === 'of')
      into.add(words.slice(2).join(' ').replace(/s$/, ''));
    else countsOf(child, depth + 1, into);
  }
  return into;
}
const COUNTED_DEPTH = 2;

function isPartOfTotal(label: string): boolean {
  // (A part named by its list's element, "VAT" or "Withholding Tax", is one too.)
  const words = label.toLowerCase().split(' ');
  // (The total of its lines, `total_line_items_price`, is its subtotal.)
  return words.some((word) => TOTAL_PARTS.has(word)) || (words.includes('total') && words.includes('items'));
}

/** An outage longer than a week is no event of the day's. */
const MAX_OUTAGE_MINUTES = 7 * 1440;

/** What a reading measures (not a span's duration or distance, which may belong to a night that ends today). */
const SERIES_DIMENSIONS = new Set(['measure', 'temperature', 'heart-rate', 'percent']);

/** The item's measures, its power left out when its data points are scaled by a factor nobody named. */
function withoutScaledPower(found: ItemFindings): ItemFindings['quantities'] {
  return found.scaledPoints ? found.quantities.filter((q) => !/\bpower$/.test(q.label)) : found.quantities;
}

/** Kinds of a notice sent as a thing changed (`ItemStateChangedEvent`, `thing.status_changed`). */
const CHANGE_NOTICE = /\b(?:state|status) changed(?: event)?$|\bcommand event$/i;

/** A label of a measure over a window of minutes (`wind_speed_10`, `precipitation_60`): its measure and its window. */
const WINDOWED_LABEL = /^(.+) (\d{1,3})$/;

/**
 * A measure sent over several windows of minutes (`wind_speed_10`, `_30`, `_60`) is told once, over its shortest
 * window, under its own name; a number that ends one label alone is left as it is.
 */
function withWindowsFolded<Q extends { label: string; dimension: Dimension }>(quantities: Q[]): Q[] {
  const windowOf = (q: Q) => {
    const match = WINDOWED_LABEL.exec(q.label);
    return match ? { measure: match[1], key: `${match[1]}\u0000${q.dimension}`, size: Number(match[2]) } : null;
  };
  const shortest = new Map<string, { size: number; count: number }>();
  for (const q of quantities) {
    const window = windowOf(q);
    if (window === null) continue;
    const seen = shortest.get(window.key);
    shortest.set(window.key, { size: Math.min(seen?.size ?? window.size, window.size), count: (seen?.count ?? 0) + 1 });
  }
  if (![...shortest.values()].some(({ count }) => count > 1)) return quantities;
  return quantities.flatMap((q) => {
    const window = windowOf(q);
    const seen = window === null ? undefined : shortest.get(window.key);
    if (window === null || seen === undefined || seen.count < 2) return [q];
    return window.size === seen.size ? [{ ...q, label: window.measure }] : [];
  });
}

/** A time's rank, where a record due at a time (a task) was done at another: that is when it happened, before its plan. */
function plannedRank(found: ItemFindings, time: ItemFindings['times'][number]): number {
  return found.due && time.words !== undefined && isDoneTime(time.words) ? -1 : time.rank;
}

/** An event's kind that names the record's own kind and what happened to it ("file uploaded" of a "file"). */
function eventOfNoun(found: ItemFindings): string | null {
  const { noun, eventKind } = found;
  if (noun === null || eventKind === null) return null;
  const prefix = `${noun.toLowerCase()} `;
  if (!eventKind.toLowerCase().startsWith(prefix)) return null;
  // (Only that a version was made, "tracker updated", says less than the record's own kind.)
  return /^(?:created|updated|modified|changed|edited)$/i.test(eventKind.slice(prefix.length)) ? null : eventKind;
}

export function factsOf(found: ItemFindings, item: unknown): ItemFacts {
  const route = routeOf(item, found);
  if (route) withRoute(found, route);
  // What describes its context (a watch's model, an account's bio) heads no record of a kind of its own (a night's
  // sleep, a day's totals, a follow).
  const kindOwn = found.noun !== null || found.eventKind !== null;
  // A sale names its customer: the business that sold it is whose the source is, not what the record is called.
  const customer = found.customer !== null && found.businesses.size > 0 ? found.customer : null;
  const texts = distinctTexts(
    found.texts
      .filter((text) => !(kindOwn && text.context && !text.belongs))
      .filter((text) => customer === null || !found.businesses.has(text.text))
      // (Whom it went to is said as that, "to Rosario Dela Cruz".)
      .filter((text) => text.text !== found.recipient)
      // A device's description says where it is, not what happened ("North wall, under the eaves").
      .filter((text) => !(found.deviceReport && text.top !== null && /^desc(?:ription)?$/i.test(text.top)))
      .map((text) =>
        text.text === customer ? { ...text, role: 'name' as const, weight: textWeight('name', 1) } : text,
      )
      .sort((a, b) => b.weight - a.weight || a.order - b.order),
  );
  // A record of readings that names nothing else is of the one thing its one proper name names (a hive, a tank).
  const readingsOf =
    texts.length === 0 && found.properWords.length === 1 && found.quantities.some((q) => q.dimension !== 'count')
      ? { text: found.properWords[0], role: 'name' as const, weight: textWeight('name', 1) }
      : null;
  const headline = texts[0] ?? readingsOf;
  // What the record is called (a workout's name), which a later version keeps when its words change.
  const name = texts.find((text) => text.role === 'name')?.text ?? null;
  // (The field a text sits in alone, `reference: "for meds"`, names the text, not what the record is.)
  const top = headline && found.texts.find((text) => text.text === headline.text)?.top;
  const subject = top && isObject(item) && !isObject(item[top]) ? null : top;
  const nounText =
    eventOfNoun(found) ??
    found.noun ??
    found.eventKind ??
    // A journey is what its wrapper calls it (`flight`), never one of its ends.
    (route
      ? route.wrapper && subjectOf(route.wrapper, found.context.skipKeys)
      : top && subject === null
        ? null
        : subjectOf(
            subject ?? wrappedKindKey(item, found.context.skipKeys) ?? firstObjectKey(item),
            found.context.skipKeys,
          ));
  // (A verb's code led by the noun, `booking_change` of a booking, says the noun once.)
  const verb =
    found.verb && nounText && found.verb.toLowerCase().startsWith(`${nounText.toLowerCase()} `)
      ? found.verb.slice(nounText.length + 1)
      : found.verb;
  const kind = nounText
    ? capitalized(verb && !nounText.includes(verb) ? `${nounText} ${verb}` : nounText)
    : found.verb
      ? capitalized(found.verb)
      : null;
  const rankOf = (label: { stale: boolean; aside?: boolean; own?: boolean; first?: boolean }) =>
    label.stale ? 2 : label.aside ? 1 : label.first ? -2 : label.own ? -1 : 0;
  // (A state of the record's earlier version, `previous_data.status_type`, is said only when it says no state now.)
  const current = found.labels.some((label) => !label.stale);
  const labels = [...found.labels]
    .filter((label) => !(current && label.stale))
    .sort((a, b) => rankOf(a) - rankOf(b))
    .map((l) => l.text);
  // An event that assigned the record says to whom ("assigned to Arvind Menon"), not the one who did it.
  if (found.assignee !== null && /assign/i.test(`${found.eventKind ?? ''} ${found.noun ?? ''} ${found.verb ?? ''}`))
    labels.unshift(`assigned to ${found.assignee}`);
  if (found.recipient !== null) labels.unshift(`to ${found.recipient}`);
  const calledOff =
    labels.some((label) => CALLED_OFF.has(label.toLowerCase())) ||
    CALLED_OFF.has(kind?.slice(kind.lastIndexOf(' ') + 1).toLowerCase() ?? '');
  // A record dated by a day of its own (a concert's `eventDate`) whose only times are its edits that day happened that
  // day at no time it says. (An edit on another day, a date moved, is when the change was made.)
  const editedOnly =
    found.date !== null && found.times.every((time) => Math.floor(time.rank) === EDIT_RANK && time.day === found.date);
  // Its best-ranked own time (a start before an end, an event time before an upload), also the evening before.
  const near = (editedOnly ? [] : found.times)
    .map((time) => ({ ...time, offset: dayOffset(time.day, found.context.day) }))
    .filter((time) => Math.abs(time.offset) <= 1)
    .sort(
      (a, b) =>
        plannedRank(found, a) - plannedRank(found, b) || Math.abs(a.offset) - Math.abs(b.offset) || a.depth - b.depth,
    );
  // An amount guessed in the home currency is in the one currency the record names elsewhere (a trade's order).
  const named = found.namedCurrencies.size === 1 ? [...found.namedCurrencies][0] : undefined;
  const money = named
    ? found.money.map((m) => (m.homeGuess ? { ...m, quantity: { ...m.quantity, currency: named } } : m))
    : found.money;
  // Amounts of a record that names their decimals (`decimalDigits: 2`) are that many decimals of their currency.
  const decimals = found.amountDecimals;
  const scaledMoney =
    decimals === null
      ? money
      : money.map((m) =>
          m.decimal || m.scaled
            ? m
            : {
                ...m,
                quantity: { ...m.quantity, value: m.quantity.value / 10 ** decimals },
                decimal: true,
                scaled: true,
              },
        );
  found.quantities.push(...resolvedMoney(scaledMoney, found.formattedMoney, found.writtenAmounts));
  // A duration the sender also wrote for people is what they wrote, whatever the number's unit (tenths of a second);
  // the same unit holds for its parts under the same name (each split's `time`).
  for (const q of [...found.quantities]) {
    const shown =
      q.dimension === 'duration' || q.dimension === 'as-sent' ? found.formattedDurations.get(q.label) : undefined;
    if (shown === undefined || !(shown > 0)) continue;
    const factor = [10, 100, 1000].find((f) => Math.abs(q.value / f - shown) <= Math.max(1, shown * 0.01));
    if (factor)
      for (const part of found.quantities)
        if (part !== q && part.dimension === 'duration' && part.label.endsWith(q.label))
          Object.assign(part, { value: part.value / factor });
    Object.assign(q, { dimension: 'duration', value: shown, unit: undefined });
  }
  // A weight of no unit heavier than anyone (a spool's 1000) is in grams or in a unit nobody named, and a thing sent
  // weighs in its carrier's unit (a parcel's 380): neither can be phrased, so neither is told.
  for (let i = found.quantities.length - 1; i >= 0; i--) {
    const q = found.quantities[i];
    if (
      found.bareWeights.has(q) &&
      q.dimension === 'weight' &&
      (found.shipped || q.value > HEAVIEST_BODY_KG || !isBodyWeight(q.label))
    )
      found.quantities.splice(i, 1);
  }
  const ownTimes = found.times.filter((time) => time.depth <= 1);
  // A start and an end, and no duration said: how long it lasted.
  const end = near.find((time) => time.end);
  // A run created and then stopped (a CI workflow's `created_at`, `stopped_at`) began when it was created.
  const start =
    near.find((time) => time.rank === 1 || time.rank === 1.5) ??
    (end ? near.find((time) => (time.rank === 2 || time.rank === 2.5) && time.depth <= end.depth) : undefined);
  // A span from the day's start to its end is the day itself (a summary's range), not a time of the item's own.
  const wholeDay =
    start !== undefined &&
    end !== undefined &&
    start.minute + start.offset * 1440 <= 0 &&
    end.minute + end.offset * 1440 >= 1439;
  // A record with a span (a time entry started and stopped) happened from its start, whatever else is stamped on it
  // (the moment it was edited or its webhook fired).
  const spanned =
    start !== undefined && end !== undefined && end.minute + end.offset * 1440 > start.minute + start.offset * 1440;
  // A part's moment on another day (an episode's air date in a download's event) is the part's, not the record's.
  const point = near[0] !== undefined && (near[0].offset === 0 || near[0].depth <= 1) ? near[0] : undefined;
  // An event's own time is the one named for what it says happened (`sentDateTime` of "envelope sent",
  // `completedDateTime` of "envelope completed"), when the record has no span of its own.
  const happened = kind?.includes(' ') ? kind.slice(kind.lastIndexOf(' ') + 1).toLowerCase() : null;
  const namedTime =
    happened === null
      ? undefined
      : near.find((time) => time.offset === 0 && time.depth <= 2 && !time.end && time.words?.includes(happened));
  const own = wholeDay ? undefined : spanned ? start : (namedTime ?? point);
  const othersEvent = kind !== null && (found.noun !== null || found.eventKind !== null) && othersAct(found);
  if (own !== undefined && found.downSince !== null) {
    // Down since then, and up again at the record's time: how long the outage lasted.
    const down = found.context.zoned(found.downSince);
    const minutes = own.minute + own.offset * 1440 - (down.minute + dayOffset(down.day, found.context.day) * 1440);
    if (minutes > 0 && minutes < MAX_OUTAGE_MINUTES)
      found.quantities.push({
        label: 'down',
        dimension: 'duration',
        value: minutes * 60,
        depth: 1,
        order: 0,
        stale: false,
      });
  }
  if (start && end)
    found.quantities.push(
      ...stageDurations(found.stages, end.minute + end.offset * 1440 - (start.minute + start.offset * 1440)),
    );
  if (start && end) {
    const minutes = end.minute + end.offset * 1440 - (start.minute + start.offset * 1440);
    if (minutes > 0 && minutes < 24 * 60) {
      // The record's own span is its duration: a "duration" of a part it carries (a task's or a project's total) that disagrees is not.
      const span = minutes * 60;
      // A duration of no named unit is the span's, in seconds or in minutes; else it is not the record's.
      for (const q of found.undecidedDurations.splice(0)) {
        const read = durationBySpan(q, span);
        if (read) found.quantities.push({ ...read, depth: 1, order: 0, stale: false });
      }
      for (let i = found.quantities.length - 1; i >= 0; i--) {
        const q = found.quantities[i];
        const read = q.dimension === 'duration' ? durationBySpan(q, span) : q;
        if (read === null) found.quantities.splice(i, 1);
        else found.quantities[i] = read;
      }
      for (let i = found.quantities.length - 1; i >= 0; i--) {
        const q = found.quantities[i];
        if (
          q.dimension === 'duration' &&
          q.label === 'duration' &&
          q.depth >= 2 &&
          Math.abs(q.value - span) > Math.max(SPAN_TOLERANCE.seconds, SPAN_TOLERANCE.share * span)
        )
          found.quantities.splice(i, 1);
      }
      // A total counted over a window (a day's steps from 00:03 to 21:50) did not last: the window is no duration.
      const counted =
        found.quantities.length > 0 &&
        found.quantities.length > 0 &&
        found.quantities.every((q) => q.dimension === 'steps');
      // Its span is its duration unless a duration of the whole is sent (a moving time is a part of it). A whole day's
      // window (a query's 00:00 to 23:59:59) lasted nothing.
      if (
        !counted &&
        !wholeDay &&
        !found.quantities.some((q) => q.dimension === 'duration' && !q.stale && WHOLE_DURATION.test(q.label))
      )
        found.quantities.push({
          label: 'duration',
          dimension: 'duration',
          value: span,
          depth: 1,
          order: 0,
          stale: false,
        });
    }
  }
  // The item's own measures before those of its parts (laps, splits), then in the order a reader looks for them.
  // A place's altitude is where it stands, not what happened: after every other measure.
  const rank = (q: { depth: number; dimension: Dimension; stale: boolean; label: string }) =>
    (q.stale ? STALE_RANK : 0) +
    (q.depth <= 1 ? 0 : PART_RANK) +
    (/(?:altitude|elevation)$/.test(q.label)
      ? DIMENSION_ORDER.length
      : DIMENSION_ORDER.indexOf(q.dimension) + (FELT_TEMPERATURE.test(q.label) ? 1 : 0));
  // A short duration of no unit is decided by what the record is: a meeting (it lists who took part) counts minutes;
  // beside a distance and its average speed, it is what makes one the other.
  const bySpeed = found.attended
    ? meetingMinutes(found.undecidedDurations)
    : durationsBySpeed(found.undecidedDurations, found.quantities);
  if (bySpeed.length > 0) {
    found.quantities.push(...bySpeed.map((q) => ({ ...q, depth: 1, order: 0, stale: false })));
    found.undecidedDurations.splice(0);
  }
  const quantities = withWindowsFolded(withSpeedsByDistance(withoutScaledPower(found))).sort(
    (a, b) => rank(a) - rank(b) || a.depth - b.depth || a.order - b.order,
  );
  const seen = new Set<string>();
  const hasTotal = quantities.some((q) => q.dimension === 'money' && isTotal(q.label));
  const channel = channelOf(item);
  return {
    kind,
    kindNamed: found.noun !== null || found.verb !== null,
    // (A record of the present state, `siteCurrentPowerFlow` with no time of its own, is of the moment it was sent.)
    // (So is a notice of a change that says no time of its own, an event bus's `ItemStateChangedEvent`: sent as it
    // happened.)
    live:
      found.live ||
      (own === undefined && found.quantities.length > 0 && namesThePresent(item)) ||
      (own === undefined && kind !== null && CHANGE_NOTICE.test(kind)),
    headline: headline && {
      text: headline.text,
      role: headline.role,
      weight: headline.weight,
      ...('by' in headline && headline.by !== undefined ? { by: headline.by } : {}),
    },
    // Further texts: the person's own words, and others nearly as telling as the headline; not what describes the context.
    // Beside the person's own words, the names of what they are about (the beer, the venue) are what was done.
    texts: texts
      .slice(1)
      .filter(
        (text) =>
          (!text.context || (text.belongs === true && text.role === 'name')) &&
          (text.role !== 'name' ||
            text.belongs === true ||
            headline!.role === 'own' ||
            text.weight >= FURTHER_NAME_SHARE * headline!.weight),
      )
      .slice(0, MAX_TEXTS)
      .map(({ text, role, weight, by }) => ({ text, role, weight, ...(by !== undefined ? { by } : {}) })),
    labels: [...new Set(labels)]
      .filter((label) => !` ${kind?.toLowerCase()} `.includes(` ${label.toLowerCase()} `))
      .slice(0, MAX_LABELS),
    quantities: withSeriesExtremes(quantities, found.partial)
      // (What a station works out from the air's temperature and humidity, both told, says nothing more.)
      .filter((q) => !(q.dimension === 'temperature' && DERIVED_TEMPERATURE.test(q.label)))
      // A series' lowest and highest are two readings of one measure: both are kept.
      .filter((q) => {
        const key = q.minute !== undefined ? `${quantityKey(q)}\u0000${q.minute}` : quantityKey(q);
        return (
          !seen.has(key) &&
          !seen.has(quantityKey(q) + '\u0001') &&
          seen.add(key) &&
          seen.add(q.minute === undefined ? quantityKey(q) + '\u0001' : key)
        );
      })
      // One sum under two of its plain names (a payment's amount and its total, with no tip), or as the amount of
      // each party (`merchant_amount`, `authorization_amount`): said once, as the first.
      // The parts of a total beside it (its subtotal, its tax) are its bookkeeping: the total is what was paid.
      .filter((q) => !(q.dimension === 'money' && hasTotal && (isPartOfTotal(q.label) || isUnitPrice(q.label, item))))
      // A booking or an order called off was never paid: its price is no money of the day.
      .filter((q) => !(calledOff && (q.dimension === 'money' || q.dimension === 'as-sent')))
      .filter((q) => {
        // (A record's amount as it stands now, `current_total_price`, is the same sum.)
        const words = q.label.split(' ').filter((word, i) => !(i === 0 && word === 'current'));
        // (Sent whole, in a currency's minor units or not, the same.)
        if (
          (q.dimension !== 'money' && q.dimension !== 'as-sent') ||
          !(PLAIN_SUMS.has(words[0]) || words[words.length - 1] === 'amount')
        )
          return true;
        const sum = `= ${q.currency ?? q.unit} ${q.value}`;
        return !seen.has(sum) && seen.add(sum);
      })
      // One span under several names (`duration`, `time_duration`, `time_in_bed_duration`, all 26460): said once.
      .filter((q) => {
        if (q.dimension !== 'duration' || q.minute !== undefined) return true;
        const span = `= duration ${q.value}`;
        return !seen.has(span) && seen.add(span);
      })
      // What a person says first of a record (its distance, steps, energy) before its details (zones, intensities).
      .sort((a, b) => importance(a) - importance(b))
      .slice(0, MAX_QUANTITIES)
      // One shape for every quantity told (absent parts undefined): the day's groups read thousands of them.
      .map(({ label, dimension, value, currency, unit, minute, unitGuess, fromMinor, soFar }) => ({
        label: channel && dimension !== 'duration' ? `${channel} ${label}` : label,
        dimension,
        value,
        currency: currency || undefined,
        unit: unit || undefined,
        minute,
        unitGuess,
        fromMinor,
        soFar,
      })),
    undecidedDurations: found.undecidedDurations,
    counters: found.counters,
    minute: route?.from.minute ?? (own && !own.midnight ? own.minute + own.offset * 1440 : null),
    midnightMinute: !route && own?.midnight ? own.minute + own.offset * 1440 : null,
    endMinute:
      route?.from.minute != null
        ? route.to.minute !== null && route.to.minute > route.from.minute
          ? route.to.minute
          : null
        : !wholeDay && start && end && end.minute + end.offset * 1440 > start.minute + start.offset * 1440
          ? end.minute + end.offset * 1440
          : null,
    // (Someone else's act of a kind, a follow by another account, is no notice: it happened, by them. Nor is an event
    // its delivery names, `stream.online`: it happened, at its own time or the delivery's.)
    notice:
      (headline === null &&
        found.quantities.length === 0 &&
        found.machinery > 0 &&
        !othersEvent &&
        !(found.deliveredKind && found.verb === null)) ||
      // Names with running totals only (a game in a two-week list, played or not): nothing of the day.
      (!othersEvent &&
        found.runningTotals > 0 &&
        found.quantities.length === 0 &&
        found.labels.length === 0 &&
        own === undefined &&
        texts.every((text) => text.role === 'name')),
    otherDay:
      // (A date of another day in a record sent on its own at a time of the day, a plan's date moved today, is what it
      // was changed to: the change is the day's.)
      (found.date !== null &&
        found.date !== found.context.day &&
        !(found.context.single === true && own !== undefined && own.offset === 0)) ||
      // Its own times all on other days (an achievement unlocked last month, in today's list of them all); a record
      // sent on its own that says what it is now (a membership ended) is news of the day whatever its dates.
      (ownTimes.length > 0 &&
        ownTimes.every((time) => Math.abs(dayOffset(time.day, found.context.day)) > 1) &&
        !(found.context.single === true && found.labels.length > 0)) ||
      // A reading of the evening before in today's poll: that day's, unless it lasted into today (a night's sleep).
      (found.quantities.length > 0 &&
        own !== undefined &&
        own.offset !== 0 &&
        !(spanned && end!.offset === 0) &&
        found.quantities.every((q) => SERIES_DIMENSIONS.has(q.dimension))) ||
      // So is a list's activity of the evening before that ended before midnight (a feed's earlier walk).
      (found.context.single !== true &&
        own !== undefined &&
        own.offset < 0 &&
        !lastedIntoTheDay(own, spanned ? end : undefined, found.quantities)),
    // Without an id, a record of the day that names nothing (a day's summary, sent again as the day goes on) is the
    // same record each time: its latest version is the day's.
    // A device's report of its attribute is an observation, never a version of one record.
    // So is an event that names the thing it is about by that thing's id (`{id: mower, type: "mower-event-v2"}`) and
    // says no time of its own: each delivery of it is what happened then.
    identity:
      found.live || (own === undefined && namesAnEvent(item))
        ? null
        : (ownIdentity(identityOf(item), own, found.deviceReport) ??
          (headline === null && own === undefined && (wholeDay || found.date === found.context.day)
            ? `summary:${shapeOf(item)}`
            : null) ??
          // Without an id, a record of a kind, or named, at its own moment (a night's sleep from 23:20 polled three
          // times a day, a workout sent again with its notes) is that record each time it comes: its latest version is
          // the day's.
          (own !== undefined && ((kind !== null && (found.noun !== null || found.verb !== null)) || name !== null)
            ? // (A device's actions in one minute, unlocked then opened, are two.)
              // (Nor are two records of one moment in their own categories: a price's general and feed-in channels.)
              `moment:${kind ?? ''}|${name ?? headline?.text ?? ''}@${own.minute + own.offset * 1440}${found.deviceEvent ? `|${labels[0] ?? ''}` : ''}${categoriesOf(item)}`
            : null)),
    shape: shapeOf(item),
    breakdowns: found.breakdowns,
    by: actorOf(found),
    deleted: found.deleted,
    device: found.device,
    // (Whom an object of a recipient names is who it went to, no place it was posted in.)
    postedIn: found.postedIn !== null && found.postedIn === found.recipient ? null : found.postedIn,
    calledOff,
    ownName: texts.find((text) => text.role === 'name' && !text.by && namesTheThing(text.top))?.text ?? null,
    retracts: found.retracts,
    updatedMinute: lastUpdateOf(near),
  };
}

/** The heaviest a person or a thing they weigh in kilograms with no unit named is. */
const HEAVIEST_BODY_KG = 300;

/**
 * A weight of no unit is a body's, in kilograms, only when its name says no other thing (`weight`, `body_weight`): a
 * spool's `filament_weight_total` of 21.87 is grams, and cannot be phrased.
 */
function isBodyWeight(label: string): boolean {
  return label.split(' ').every((word) => BODY_WEIGHT_WORDS.has(word));
}

const BODY_WEIGHT_WORDS = new Set([
  'weight',
  'body',
  'bodyweight',
  'mass',
  'current',
  'latest',
  'last',
  'average',
  'avg',
  'morning',
]);

/** Temperatures a station works out from the air's (its dew point, wind chill, wet bulb). */
const DERIVED_TEMPERATURE = /\b(?:dew point|wind chill|wet bulb|heat index|apparent temperature)\b/;
/** How hot it feels: just after the air's own temperature. */
const FELT_TEMPERATURE = /\b(?:feels like|heat index)\b/;

/** Words of a record's top key that say it is the present state (`currentConditions`, `siteCurrentPowerFlow`). */
const PRESENT_WORDS = new Set(['current', 'now', 'live', 'realtime', 'instantaneous']);

function namesThePresent(item: unknown): boolean {
  if (!isObject(item)) return false;
  const keys = Object.keys(item);
  return keys.length <= 2 && keys.some((key) => isObject(item[key]) && keyWords(key).some((w) => PRESENT_WORDS.has(w)));
}

/** Whether a record that began the day before went on into the day: its end, or its start and its duration, say. */
function lastedIntoTheDay(
  start: { minute: number; offset: number },
  end: { minute: number; offset: number } | undefined,
  quantities: readonly Quantity[],
): boolean {
  if (end !== undefined) return end.offset >= 0;
  const lasted = Math.max(0, ...quantities.filter((q) => q.dimension === 'duration').map((q) => q.value));
  return start.minute + start.offset * 1440 + lasted / 60 > 0;
}

/** Words of a measure's detail: a part of a whole (a zone, an intensity) or a setting (a user's maximum). */
const DETAIL_LABEL =
  /\b(?:zone|intensity|user|bmr|class|stage|onset|minitrend|trend)\b|^(?:[A-Z][a-z]+ )+(?:duration|start|end)$/;

/** How soon a measure is said: its details after the rest, the order a reader looks for them kept otherwise. */
function importance(quantity: { label: string }): number {
  return DETAIL_LABEL.test(quantity.label) ? 1 : 0;
}

/** A meeting's own short lengths of no unit (`duration: 46.03` beside its attendees) are minutes: none lasts 46 s. */
function meetingMinutes(undecided: readonly Quantity[]): Quantity[] {
  return undecided
    .filter((q) => q.label === 'duration')
    .map(({ unitGuess: _guess, ...q }) => ({ ...q, value: q.value * 60 }));
}

/** The states of a record called off, or only drafted, before anything was paid (a payment declined is told with what was tried). */
const CALLED_OFF = new Set(['cancelled', 'canceled', 'voided', 'void', 'expired', 'draft']);

/** Who or what sends or holds a record rather than what it is about (`bot_full_name`, `chat_title`, `app_name`). */
const HOLDER_WORDS = new Set([
  ...['user', 'full', 'display', 'first', 'last', 'nick', 'screen', 'sender', 'author', 'owner', 'bot', 'account'],
  ...['app', 'application', 'source', 'client', 'device', 'host', 'server', 'chat', 'group', 'channel', 'team', 'form'],
  ...['file', 'calendar', 'company', 'org', 'organization', 'workspace', 'site', 'page', 'member', 'contact'],
]);

/** Whether a record's top field is the name of the thing it is about, `geocacheName`, `trail_title`. */
function namesTheThing(top: string | null): boolean {
  const words = top === null ? [] : keyWords(top);
  return words.length === 2 && (words[1] === 'name' || words[1] === 'title') && !HOLDER_WORDS.has(words[0]);
}

/** The latest time of the day under an update's name (`updated_at`, `modified`), not an end; null without one. */
function lastUpdateOf(times: Array<{ rank: number; end: boolean; offset: number; minute: number }>): number | null {
  const updates = times.filter((time) => Math.floor(time.rank) === EDIT_RANK && !time.end && time.offset === 0);
  return updates.length === 0 ? null : Math.max(...updates.map((time) => time.minute));
}

/** Whether the item names who acted and it is not the person. */
function othersAct(found: ItemFindings): boolean {
  const by = actorOf(found);
  return by !== null && !by.me;
}

/**
 * The shallowest actor the item names: the event's own user before a part's author. Of two at one depth (a cheer's
 * user beside the channel's owner), the one who is not the person: theirs is the action, the person's the channel.
 */
function actorOf(found: ItemFindings): ItemFacts['by'] {
  const isMe = (name: string) => found.context.identities?.isMe(name) ?? false;
  const shallowest = Math.min(...found.actors.map((actor) => actor.depth));
  const candidates = found.actors.filter((actor) => actor.depth === shallowest);
  const actor = candidates.find((candidate) => !isMe(candidate.name)) ?? candidates[0];
  if (!actor) return null;
  return { name: personOfAddress(actor.name), me: isMe(actor.name) };
}

/**
 * Readings of one measure each at its own time within one record (a ring's heart rate, `values: [{value, timestamp}]`)
 * are a series: its lowest and its highest are kept, each with its time, before the rest is said once.
 */
function withSeriesExtremes<Q extends Quantity & { minute?: number; depth: number }>(
  quantities: Q[],
  partial: boolean,
): Q[] {
  // Readings of what adds up (a house's energy interval by interval), timed or not, are their sum; past the walk's
  // bound the sum is unknown, and none of them is told.
  const series = new Map<string, Q[]>();
  for (const q of quantities) {
    if (q.minute === undefined && !q.sums) continue;
    const key = quantityKey(q);
    const readings = series.get(key);
    if (readings) readings.push(q);
    else series.set(key, [q]);
  }
  const extremes = new Set<Q>();
  const sums = new Map<string, Q>();
  for (const [key, readings] of series) {
    if (readings.length < 2) continue;
    // Steps counted interval by interval add up; counted on through the day (never falling), the last is the day's.
    if (readings[0].dimension === 'steps' && readings.every((q) => q.minute !== undefined)) {
      const inOrder = [...readings].sort((a, b) => a.minute! - b.minute!);
      const counting = inOrder.every((q, i) => i === 0 || q.value >= inOrder[i - 1].value);
      const total = counting ? inOrder[inOrder.length - 1].value : inOrder.reduce((sum, q) => sum + q.value, 0);
      if (!partial) sums.set(key, { ...readings[0], value: total, minute: undefined });
      continue;
    }
    if (readings[0].sums) {
      // A whole's reading beside its parts' (a site's energy and each inverter's) is their sum already.
      const whole = Math.min(...readings.map((q) => q.depth));
      const total = readings.reduce((sum, q) => sum + (q.depth === whole ? q.value : 0), 0);
      if (!partial) sums.set(key, { ...readings[0], value: Math.round(total * 100) / 100, minute: undefined });
      continue;
    }
    extremes.add(readings.reduce((low, q) => (q.value < low.value ? q : low)));
    extremes.add(readings.reduce((high, q) => (q.value > high.value ? q : high)));
  }
  if (![...series.values()].some((readings) => readings.length >= 2)) return quantities;
  const inSeries = (q: Q) => (series.get(quantityKey(q))?.length ?? 0) >= 2 && (q.minute !== undefined || q.sums);
  // The extremes first among their measure's readings, so that the first said is the lowest and the next the highest.
  const kept = quantities
    .filter((q) => extremes.has(q) || !inSeries(q))
    .sort((a, b) => (quantityKey(a) === quantityKey(b) ? a.value - b.value : 0));
  return [...kept, ...sums.values()];
}

/** Quantities with one key are one measure: the amount in euros and the amount in dollars are two. */
export function quantityKey(quantity: Pick<Quantity, 'label' | 'dimension' | 'currency' | 'unit'>): string {
  // (Temperatures are kept in °C whatever scale they are told in: one sent in both is one.)
  const unit = quantity.dimension === 'temperature' ? '' : (quantity.currency ?? quantity.unit ?? '');
  return `${quantity.label}\u0000${quantity.dimension}\u0000${unit}`;
}

/**
 * Texts said once: the same words in another form (the message, its markdown and its rendered HTML) are one text,
 * as are words that end another text after a short opening of its own (a mention the other form kept).
 */
const isShouted = (text: string) => /\p{Lu}{4}/u.test(text) && !/\p{Ll}/u.test(text) && /\s/.test(text);

function distinctTexts<T extends { text: string }>(texts: T[]): T[] {
  const keyOf = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '');
  const keys = texts.map((text) => keyOf(text.text));
  // A slug and its name as written for people ("shwe-market", "Shwe Market") are one text, said as people write it.
  const written = new Map<string, string>();
  texts.forEach((text, i) => {
    if (/\s/.test(text.text) && !/[-_]/.test(text.text) && !written.has(keys[i])) written.set(keys[i], text.text);
  });
  const seen = new Set<string>();
  return texts
    .filter((_, i) => {
      const key = keys[i];
      // (Compared with the item's first texts only: an item of thousands of texts costs a bounded time.)
      const longerForm = keys
        .slice(0, SAME_TEXT.compared)
        .some(
          (other) =>
            other.length >= SAME_TEXT.least &&
            other.length < key.length &&
            key.length - other.length <= SAME_TEXT.opening &&
            key.endsWith(other),
        );
      // A bank's raw line in capitals that opens with a name the record gives ("CAFE REGATTA OY HELSINKI" beside
      // "Café Regatta") is that name as the statement prints it.
      const statementLine =
        isShouted(texts[i].text) &&
        keys
          .slice(0, SAME_TEXT.compared)
          .some((other, j) => j !== i && other.length >= 3 && other.length < key.length && key.startsWith(other));
      return !longerForm && !statementLine && !seen.has(key) && seen.add(key);
    })
    .map((text) => {
      const readable = written.get(keyOf(text.text));
      return readable !== undefined && readable !== text.text ? { ...text, text: readable } : text;
    });
}

/**
 * Characters a text must have to be the same as a longer one it ends, how long that one's own opening may be, and how
 * many of an item's texts each is compared with.
 */
const SAME_TEXT = { least: 20, opening: 40, compared: 32 };

/**
 * A journey's two ends are what the record is called ("Frankfurt International (FRA) → Berlin Brandenburg (BER)"):
 * told once as its name, not each end as a text of its own; how late it left, from its own times, is its delay.
 */
/** Labels of a duration that is the record's whole length, not a part of it (moving time, a stage). */
const WHOLE_DURATION = /^(?:duration|elapsed(?: time)?|total(?: time| duration)?|time|length|duration total)$/;

/** Metres: no journey between two airports or coded stations is shorter. */
const CODED_LEG_LEAST = 20_000;

function withRoute(found: ItemFindings, route: Route): void {
  const ends = new Set([route.from.name, route.from.code, route.to.name, route.to.code].filter((t) => t !== null));
  const kept = found.texts.filter((text) => !ends.has(text.text));
  const weight = Math.max(0, ...kept.filter((text) => text.role !== 'own').map((text) => text.weight)) + 1;
  found.texts.length = 0;
  found.texts.push(...kept, {
    text: route.text,
    role: 'name',
    weight,
    top: null,
    order: -1,
    context: false,
  });
  for (let i = found.quantities.length - 1; i >= 0; i--)
    if (found.quantities[i].label.endsWith('delay')) found.quantities.splice(i, 1);
  // Between two coded ends (airports, stations) a distance of no unit read as under 20 km was sent in kilometres.
  if (route.from.code !== null && route.to.code !== null)
    for (const q of found.quantities)
      if (q.dimension === 'distance' && q.value > 0 && q.value < CODED_LEG_LEAST) q.value *= 1000;
  if (route.lateBy !== null && route.lateBy > 0)
    found.quantities.push({
      label: 'delay',
      dimension: 'duration',
      value: route.lateBy * 60,
      depth: 1,
      order: 0,
      stale: false,
      currency: undefined,
      unit: undefined,
      minute: undefined,
      sums: undefined,
      soFar: undefined,
    });
}
