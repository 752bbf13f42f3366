import { ItemFacts, quantityKey } from './item-facts';
import { durationBySpan } from './span-durations';
import { type Quantity, namesWind } from '../vocabulary/quantity';
import { DIGEST_LIMITS, QuantityRange, GroupRecord, ItemGroup } from '../digest/day-digest-shape';

// Items of one kind from one source told as a group: counts, times, quantity ranges, texts, records.

export interface GroupState extends ItemGroup {
  kindMap: Map<string, number>;
  quantityMap: Map<string, QuantityRange>;
  labelSet: Set<string>;
  stateMap: Map<string, { count: number; first: number; last: number }>;
  records: GroupRecord[];
  textKeys: Set<string>;
  /** The device its items are from, when they name one and nothing else names them. */
  device?: string;
  /** Its lifetime counters' first and last readings of the day, by measure. */
  counterMap: Map<string, CounterReadings>;
  /**
   * What each of its records brought to its ranges, while every record is kept (DIGEST_LIMITS.recordsPerGroup): a
   * record taken back (replaced by its next version, deleted) takes its readings with it. Null past that.
   */
  readings: QuantityReading[] | null;
}

interface QuantityReading {
  record: GroupRecord;
  quantity: ItemFacts['quantities'][number];
  at: number | undefined;
  added: number | undefined;
}

export interface CounterReadings {
  quantity: Quantity;
  first: number;
  firstAt: number;
  last: number;
  lastAt: number;
}

/** States of arriving at a place, and of leaving it. */
const ENTERED = new Set(['entered', 'arrived', 'enter', 'arrive']);
const LEFT = new Set(['exited', 'left', 'departed', 'exit', 'leave']);

/** Times the same headline is told again at a later time, as the same thing happening again. */
const HEADLINE_REPEATS = 6;

/** Measures that add up over the parts of one whole. */
const ADDITIVE = new Set(['distance', 'duration', 'energy', 'steps']);

export function newGroup(name: string | null, minute: number): GroupState {
  return {
    name,
    kinds: [],
    kindMap: new Map(),
    count: 0,
    first: minute,
    last: minute,
    texts: [],
    textsMore: 0,
    quantities: [],
    labels: [],
    states: [],
    timed: 0,
    notices: 0,
    records: [],
    breakdowns: [],
    salience: 0,
    quantityMap: new Map(),
    labelSet: new Set(),
    stateMap: new Map(),
    textKeys: new Set(),
    counterMap: new Map(),
    readings: [],
  };
}

/** A day's use of what a counter counts (its last reading less its first), where it read at two times and went up. */
export function counterUses(counters: ReadonlyMap<string, CounterReadings>): QuantityRange[] {
  return [...counters.values()].flatMap(({ quantity, first, firstAt, last, lastAt }) => {
    // A difference of two long readings carries float noise: it is said to the readings' own decimals.
    const decimals = Math.min(6, Math.max(...[first, last].map((value) => String(value).split('.')[1]?.length ?? 0)));
    const used = Number((last - first).toFixed(decimals));
    if (lastAt <= firstAt || !(used > 0)) return [];
    // (A bare energy counter counts what was used; a yield or a consumption says what it counts by its own name.)
    const label = quantity.label === 'energy' ? 'energy used' : quantity.label;
    return [
      { label, dimension: quantity.dimension, ...(quantity.unit ? { unit: quantity.unit } : {}), min: used, max: used },
    ];
  });
}

/** The texts a record brought to its group, taken back with it (a later version says what is true now). */
export function takeBackTexts(group: GroupState, record: GroupRecord): void {
  const said = new Set([record.headline, ...record.names, ...record.texts].filter((text) => text !== null));
  group.texts = group.texts.filter((text) => !said.has(text.text));
  for (const text of said) group.textKeys.delete(text!.replace(/\s+/g, ' ').toLowerCase());
}

/** A record told before is now in `state` (a payment that completed later): its group counts it there instead. */
export function restateRecord(group: GroupState, record: GroupRecord, state: string, minute: number): void {
  if (state === record.state) return;
  // The state it was in stays said, at its time (a mower in operation at 09:00, then in error at 10:47).
  const since = record.stateMinute ?? record.minute;
  if (record.state !== null && record.timed && minute > since)
    record.earlierStates = [...(record.earlierStates ?? []), { state: record.state, minute: since }].slice(
      -EARLIER_STATES,
    );
  const before = record.state === null ? undefined : group.stateMap.get(record.state);
  if (before && before.count > 1) before.count--;
  else if (before) group.stateMap.delete(record.state!);
  record.state = state;
  if (minute !== record.minute) record.stateMinute = minute;
  const now = group.stateMap.get(state);
  if (now) {
    now.count++;
    now.last = Math.max(now.last, minute);
  } else if (group.stateMap.size < DIGEST_LIMITS.labelsPerGroup)
    group.stateMap.set(state, { count: 1, first: minute, last: minute });
}

/** Earlier states a record's versions went through: at most this many are kept. */
const EARLIER_STATES = 3;

/** The next version of a record is in another state: the one it was in before stays said, at its time. */
export function keepEarlierState(record: GroupRecord, earlier: GroupRecord, updatedMinute: number | null): void {
  // (A version in no state between two that were, an e-mail's click between its bounce and a complaint, passes on
  // the states before it.)
  if (earlier.state === null && earlier.earlierStates) {
    record.earlierStates ??= earlier.earlierStates;
    return;
  }
  if (record.state === null && earlier.state !== null && earlier.timed) {
    const since = earlier.stateMinute ?? earlier.minute;
    record.earlierStates = [...(earlier.earlierStates ?? []), { state: earlier.state, minute: since }].slice(
      -EARLIER_STATES,
    );
    return;
  }
  if (earlier.state === null || record.state === null || earlier.state === record.state || !earlier.timed) return;
  // The state it went to was reached when the version that says it ended did (a delivery dropped off at 10:19, its
  // end), else at its latest update (a deploy created at 10:02, ready at 10:03).
  if (record.stateMinute === undefined && record.endMinute !== null && earlier.endMinute === null)
    record.stateMinute = record.endMinute;
  if (record.stateMinute === undefined && updatedMinute !== null && updatedMinute > record.minute)
    record.stateMinute = updatedMinute;
  const minute = earlier.stateMinute ?? earlier.minute;
  if (minute > (record.stateMinute ?? record.minute)) return;
  record.earlierStates = [...(earlier.earlierStates ?? []), { state: earlier.state, minute }].slice(-EARLIER_STATES);
}

/** Empties a group whose only record is replaced by its next version, so that what it says is that version's. */
export function restartGroup(group: GroupState, minute: number): void {
  Object.assign(group, newGroup(group.name, minute));
}

export function addToGroup(
  group: GroupState,
  facts: ItemFacts,
  minute: number,
  name: string | null,
  live: boolean,
  /** When it reached its state, when not at `minute` (a delivery that ended with this version, at its end). */
  stateMinute = minute,
): void {
  group.count++;
  if (facts.kind && (group.kindMap.has(facts.kind) || group.kindMap.size < DIGEST_LIMITS.kindsPerGroup)) {
    group.kindMap.set(facts.kind, (group.kindMap.get(facts.kind) ?? 0) + 1);
  }
  group.first = Math.min(group.first, minute);
  group.last = Math.max(group.last, minute);
  const texts = [facts.headline, ...facts.texts].filter((text) => text !== null && text.text !== name);
  for (const text of texts) {
    const key = text!.text.replace(/\s+/g, ' ').toLowerCase();
    // The same words as what a record is, sent again later (a doorbell's "Someone is at your Front Door"), happened again;
    // a topic or a title repeated is the same thread, and a person's words sent again (a conversation's opening message,
    // in each of its updates) the same words.
    const again =
      text === facts.headline &&
      facts.texts.length === 0 &&
      facts.by === null &&
      text!.role === 'own' &&
      text!.text.split(/\s+/).length >= 3 &&
      group.textKeys.has(key) &&
      group.texts.filter((told) => told.text === clip(text!.text)).length < HEADLINE_REPEATS &&
      group.texts.every((told) => told.text !== clip(text!.text) || told.minute !== minute);
    if (group.textKeys.has(key) && !again) continue;
    if (group.texts.length >= DIGEST_LIMITS.textsPerGroup) {
      group.textsMore++;
      continue;
    }
    group.textKeys.add(key);
    group.texts.push({
      text: clip(text!.text),
      role: text!.role,
      minute,
      // Words of a part that names its author are theirs (or the person's), whoever the record is by.
      ...(text!.by === undefined ? byOf(facts) : text!.by === '' ? {} : { by: clip(text!.by) }),
      ...(facts.postedIn ? { in: clip(facts.postedIn) } : {}),
    });
  }
  // A reading's own time (the item's, or the one beside the measure): where a series had its extremes.
  const readAt = (quantity: ItemFacts['quantities'][number]) =>
    quantity.minute ?? (facts.minute !== null || live ? minute : undefined);
  // Spans of one movement (the legs walked between places): what they measure adds up.
  const adds = (quantity: ItemFacts['quantities'][number]) =>
    facts.endMinute !== null && ADDITIVE.has(quantity.dimension) ? quantity.value : undefined;
  const record = group.records.length < DIGEST_LIMITS.recordsPerGroup ? recordOf(facts, minute, live) : null;
  if (record === null) group.readings = null;
  for (const quantity of facts.quantities) {
    const at = readAt(quantity);
    const added = adds(quantity);
    if (record !== null) group.readings?.push({ record, quantity, at, added });
    addReading(group, quantity, at, added);
  }
  // A counter read with no time of its own was read when it was sent: its readings still come in order.
  for (const counter of facts.counters) {
    const at = readAt(counter) ?? minute;
    const seen = group.counterMap.get(quantityKey(counter));
    if (!seen) {
      if (group.counterMap.size < DIGEST_LIMITS.quantitiesPerGroup)
        group.counterMap.set(quantityKey(counter), {
          quantity: counter,
          first: counter.value,
          firstAt: at,
          last: counter.value,
          lastAt: at,
        });
    } else if (at < seen.firstAt) [seen.first, seen.firstAt] = [counter.value, at];
    else if (at >= seen.lastAt) [seen.last, seen.lastAt] = [counter.value, at];
  }
  for (const label of facts.labels) if (group.labelSet.size < DIGEST_LIMITS.labelsPerGroup) group.labelSet.add(label);
  // A later item's breakdowns replace an earlier one's: a day's summary sent again is the same day, further on.
  const dividing = facts.breakdowns.filter((breakdown) => breakdown.parts.length > 1);
  if (dividing.length > 0)
    group.breakdowns = dividing.map((breakdown) => ({
      of: breakdown.of,
      more: breakdown.more,
      parts: breakdown.parts.map((part) => ({
        name: clip(part.name),
        quantity: {
          label: clip(part.name),
          dimension: part.quantity.dimension,
          ...(part.quantity.currency ? { currency: part.quantity.currency } : {}),
          ...(part.quantity.unit ? { unit: part.quantity.unit } : {}),
          min: part.quantity.value,
          max: part.quantity.value,
        },
      })),
    }));
  if (facts.minute !== null || live) group.timed++;
  if (facts.notice) group.notices++;
  if (record !== null) {
    if (stateMinute !== minute) record.stateMinute = stateMinute;
    group.records.push(record);
  }
  // The item's own state (its first label) counts once: a door "open" 8 times.
  const state = facts.labels[0];
  if (state !== undefined) {
    const seen = group.stateMap.get(state);
    if (seen) {
      seen.count++;
      seen.first = Math.min(seen.first, stateMinute);
      seen.last = Math.max(seen.last, stateMinute);
    } else if (group.stateMap.size < DIGEST_LIMITS.labelsPerGroup)
      group.stateMap.set(state, { count: 1, first: stateMinute, last: stateMinute });
  }
  const measured = facts.quantities.filter((q) => q.dimension !== 'count').length + facts.breakdowns.length;
  group.salience = Math.max(
    group.salience,
    (facts.headline?.weight ?? 0) + 1.5 * Math.min(measured, 3) + (facts.kind ? 1 : 0),
  );
}

/** One reading of a measure into the group's range of it. */
function addReading(
  group: GroupState,
  quantity: ItemFacts['quantities'][number],
  at: number | undefined,
  added: number | undefined,
): void {
  const range = group.quantityMap.get(quantityKey(quantity));
  if (range) range.total = added === undefined || range.total === undefined ? undefined : range.total + added;
  // A day's total so far is the day's as its latest reading says it (the rain since midnight, at 22:00).
  if (range && quantity.soFar) {
    if (at === undefined || range.lastAt === undefined || at >= range.lastAt)
      Object.assign(range, { min: quantity.value, max: quantity.value, lowAt: at, highAt: at, last: quantity.value });
    if (at !== undefined && range.lastAt !== undefined && at >= range.lastAt) range.lastAt = at;
    delete range.readings;
  } else if (range) {
    if (quantity.value < range.min) [range.min, range.lowAt] = [quantity.value, at];
    if (quantity.value > range.max) [range.max, range.highAt] = [quantity.value, at];
    range.readings = at === undefined || range.readings === undefined ? undefined : range.readings + 1;
    if (at !== undefined && range.lastAt !== undefined && at >= range.lastAt)
      [range.last, range.lastAt] = [quantity.value, at];
    if (range.min !== range.max) delete range.minute;
  } else if (group.quantityMap.size < DIGEST_LIMITS.quantitiesPerGroup) {
    group.quantityMap.set(quantityKey(quantity), {
      label: quantity.label,
      dimension: quantity.dimension,
      currency: quantity.currency,
      unit: quantity.unit,
      min: quantity.value,
      max: quantity.value,
      minute: quantity.minute,
      ...(at !== undefined ? { lowAt: at, highAt: at, readings: 1, last: quantity.value, lastAt: at } : {}),
      ...(added !== undefined ? { total: added } : {}),
      ...(quantity.fromMinor ? { fromMinor: true as const } : {}),
      ...(isBareWind(quantity) ? { bareWind: true as const } : {}),
    });
  }
}

/**
 * The readings a record brought to its group's ranges, taken back with it (a workout deleted, a dose edited): the
 * ranges are those of the records that remain, while the group keeps them all.
 */
export function takeBackReadings(group: GroupState, record: GroupRecord): void {
  if (group.readings === null || !group.readings.some((reading) => reading.record === record)) return;
  group.readings = group.readings.filter((reading) => reading.record !== record);
  group.quantityMap = new Map();
  for (const { quantity, at, added } of group.readings) addReading(group, quantity, at, added);
}

/** Who acted, when it is someone other than the person. */
function byOf(facts: ItemFacts): { by?: string } {
  return facts.by && !facts.by.me ? { by: clip(facts.by.name) } : {};
}

function recordOf(facts: ItemFacts, minute: number, live: boolean): GroupRecord {
  const texts = [facts.headline, ...facts.texts].filter((text): text is NonNullable<typeof text> => text !== null);
  return {
    minute,
    timed: facts.minute !== null || live,
    endMinute: facts.endMinute,
    headline: facts.headline ? clip(facts.headline.text) : null,
    names: texts
      .slice(1)
      .filter((t) => t.role === 'name')
      .slice(0, 3)
      .map((t) => clip(t.text)),
    texts: texts
      .slice(1)
      .filter((t) => t.role !== 'name')
      .slice(0, 2)
      .map((t) => clip(t.text)),
    quantities: facts.quantities.slice(0, 6).map((q) => ({
      label: q.label,
      dimension: q.dimension,
      ...(q.currency ? { currency: q.currency } : {}),
      ...(q.unit ? { unit: q.unit } : {}),
      min: q.value,
      max: q.value,
      ...(q.minute !== undefined ? { minute: q.minute } : {}),
      ...(q.fromMinor ? { fromMinor: true as const } : {}),
      ...(isBareWind(q) ? { bareWind: true as const } : {}),
    })),
    state: facts.labels[0] ?? null,
    ...(facts.ownName && facts.ownName !== facts.headline?.text ? { ownName: clip(facts.ownName) } : {}),
    ...(facts.kind ? { kind: facts.kind } : {}),
    ...byOf(facts),
  };
}

/**
 * The next version of a record, with what the earlier version said and this one does not repeat: a receipt for a
 * ride keeps the ride's distance and its span; what both say is this version's.
 */
export function withEarlierVersion(facts: ItemFacts, earlier: GroupRecord): ItemFacts {
  const said = new Set(facts.quantities.map(quantityKey));
  // An earlier version's whole number in a currency (a hold's 10000, cents or dollars) is not kept beside this
  // version's money in that currency: this version said what the amount is.
  const moneyIn = new Set(facts.quantities.filter((q) => q.dimension === 'money').map((q) => q.currency));
  // (Nor an earlier amount of a name this version says anew, in whatever currency: the deal's amount is now this.)
  const amountsSaid = new Set(
    facts.quantities.filter((q) => q.dimension === 'money' || q.dimension === 'as-sent').map((q) => q.label),
  );
  const kept = earlier.quantities
    .filter(
      (q) =>
        q.min === q.max &&
        !said.has(quantityKey(q)) &&
        !(q.dimension === 'as-sent' && moneyIn.has(q.unit ?? '')) &&
        !((q.dimension === 'money' || q.dimension === 'as-sent') && amountsSaid.has(q.label)) &&
        // (A version that calls the record off takes back what it was to cost.)
        !(facts.calledOff && (q.dimension === 'money' || q.dimension === 'as-sent')),
    )
    .map(({ label, dimension, currency, unit, min, minute }) => ({
      label,
      dimension,
      value: min,
      ...(currency ? { currency } : {}),
      ...(unit ? { unit } : {}),
      ...(minute !== undefined ? { minute } : {}),
    }));
  const since = earlier.stateMinute ?? earlier.minute;
  // A copy: the stay's duration below is added to this version's measures, never to the facts it came with.
  const quantities = [...(earlier.timed ? durationsSince(facts, since) : facts.quantities)];
  // Left a place it entered: the stay lasted from one to the other.
  if (
    earlier.timed &&
    facts.minute !== null &&
    facts.minute > since &&
    ENTERED.has(earlier.state ?? '') &&
    LEFT.has(facts.labels[0] ?? '') &&
    !quantities.some((q) => q.dimension === 'duration')
  )
    quantities.push({ label: 'duration', dimension: 'duration', value: (facts.minute - since) * 60 });
  const span = facts.endMinute === null && earlier.timed && earlier.endMinute !== null;
  const named = new Set([facts.headline?.text, ...facts.texts.map((text) => text.text)]);
  const names = earlier.names
    .filter((name) => !named.has(name))
    .map((text) => ({ text, role: 'name' as const, weight: 1 }));
  return {
    ...facts,
    // (A version that names nothing, a deal's new amount alone, is still the thing its earlier version named.)
    headline: facts.headline ?? (earlier.headline ? { text: earlier.headline, role: 'name', weight: 1 } : null),
    texts: [...facts.texts, ...names],
    by: facts.by ?? (earlier.by ? { name: earlier.by, me: false } : null),
    quantities: [...quantities, ...kept],
    ...(span ? { minute: earlier.minute, endMinute: earlier.endMinute } : {}),
  };
}

/**
 * An item's quantities once its durations of no named unit are held against the time since the thing's previous
 * event (entered a place at 08:00, left at 17:15 with `duration: 555`): minutes when they are that span in minutes.
 */
export function durationsSince(facts: ItemFacts, since: number): Quantity[] {
  if (facts.minute === null || facts.minute <= since) return facts.quantities;
  const span = (facts.minute - since) * 60;
  return [
    ...facts.quantities.map((q) => (q.dimension === 'duration' ? (durationBySpan(q, span) ?? q) : q)),
    ...facts.undecidedDurations.flatMap((q) => durationBySpan(q, span) ?? []),
  ];
}

/** One line of at most DIGEST_LIMITS.textLength characters; a link inside the text is named by its host. */
export function clip(text: string): string {
  const single = text
    .replace(WEB_ADDRESS, (address) => hostOf(address))
    .replace(/\s+/g, ' ')
    .trim();
  if (single.length <= DIGEST_LIMITS.textLength) return single;
  const cut = single.slice(0, DIGEST_LIMITS.textLength - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${boundary > DIGEST_LIMITS.textLength / 2 ? cut.slice(0, boundary) : cut}…`;
}

const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi;

function hostOf(address: string): string {
  try {
    return new URL(/^www\./i.test(address) ? `http://${address}` : address).hostname.replace(/^www\./, '');
  } catch {
    return 'a link';
  }
}

/** The most a wind blows in metres a second, gusts too, outside the strongest storms: a faster one was in km/h. */
const MOST_WIND_METRES_A_SECOND = 40;

/** A wind's speed sent with no unit (`wind_gust_speed: 68`), read in metres a second while the day is gathered. */
export function isBareWind(quantity: Pick<Quantity, 'dimension' | 'unitGuess' | 'unit' | 'label'>): boolean {
  return (
    quantity.dimension === 'speed' &&
    quantity.unitGuess === 'speed' &&
    quantity.unit === undefined &&
    namesWind(quantity.label)
  );
}

/** Whether a source's bare wind is faster than any wind in metres a second: it sends its winds in km/h. */
export function windsInKilometresAnHour(
  quantities: ReadonlyArray<Pick<Quantity, 'dimension' | 'unitGuess' | 'unit' | 'label' | 'value'>>,
): boolean {
  return quantities.some(
    (quantity) =>
      quantity.unitGuess === 'wind-kmh' || (isBareWind(quantity) && quantity.value > MOST_WIND_METRES_A_SECOND),
  );
}
