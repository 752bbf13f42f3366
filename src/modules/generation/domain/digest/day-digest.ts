import type { Enrichment, Highlight, Media, Place } from '../../../ingest';
import { interpret } from '../interpreters/interpret';
import type { DayStory } from '../story/day-story';
import { StoryBuilder } from '../story/story-builder';
import { isContext } from './field-roles';
import { tableAsRecords, withJsonTextRead } from './json-text';
import { keyWords } from './key-words';
import { prunedJson } from './pruned-json';
import type { TextRole } from './field-roles';
import type { ItemContext } from './item-context';
import { ItemFacts, itemFacts, quantityKey } from './item-facts';
import type { Dimension } from './quantity';

/**
 * A day's material digested: every artifact counted, items of the same kind
 * grouped with counts and ranges, the salient texts and quantities kept, the
 * noise left out. Bounded by DIGEST_LIMITS whatever the day's volume.
 */
export const DIGEST_LIMITS = {
  sources: 50,
  groupsPerSource: 60,
  kindsPerSource: 200,
  kindsPerGroup: 8,
  textsPerGroup: 12,
  textLength: 280,
  quantitiesPerGroup: 12,
  labelsPerGroup: 6,
  recordsPerGroup: 12,
  itemsPerArtifact: 250,
  samples: 48,
  ownTexts: 200,
  unknownRecords: 24,
  media: 60,
  places: 30,
  highlights: 60,
} as const;

export interface GroupText {
  text: string;
  role: TextRole | null;
  minute: number;
}

export interface QuantityRange {
  label: string;
  dimension: Dimension;
  currency?: string;
  /** The sender's unit of a `measure`, or what is known of an `as-sent` number. */
  unit?: string;
  /** When it was measured, when the sender said and one value is all there is. */
  minute?: number;
  min: number;
  max: number;
}

/** One item of a group, as the general rules read it. */
export interface GroupRecord {
  minute: number;
  /** Whether the minute is the item's own time (else its delivery's). */
  timed: boolean;
  endMinute: number | null;
  headline: string | null;
  /** Other names it carries (a show beside an episode's name). */
  names: string[];
  /** The person's own words in it. */
  texts: string[];
  quantities: QuantityRange[];
  state: string | null;
}

export interface KindCount {
  kind: string;
  count: number;
}

/** Items about one named thing (a device, an issue, an activity), or else of one kind, from one source. */
export interface ItemGroup {
  /** The name the items share, when they share one. */
  name: string | null;
  /** Their kinds of event, most frequent first ("Issue opened", "State changed"). */
  kinds: KindCount[];
  count: number;
  /** Minutes of the day of the first and last item (counted from midnight: the evening before is negative). */
  first: number;
  last: number;
  /** Distinct texts in order of arrival, each at most DIGEST_LIMITS.textLength characters. */
  texts: GroupText[];
  textsMore: number;
  quantities: QuantityRange[];
  labels: string[];
  /** How often each state was reached ("open" 8 times), with the first and last minute: at most DIGEST_LIMITS.labelsPerGroup. */
  states: Array<{ state: string; count: number; first: number; last: number }>;
  /** Items that carried a time of their own: when none did, first and last are only the deliveries' times. */
  timed: number;
  /** Items that only said something happened, with ids (a webhook's "go and fetch" notice). */
  notices: number;
  /** The group's first items one by one (DIGEST_LIMITS.recordsPerGroup), for groups of distinct records (transactions, time entries). */
  records: GroupRecord[];
  /** How much the group says about the day: its best item's texts and measures, and how many items. */
  salience: number;
}

export interface SourceDigest {
  name: string;
  artifacts: number;
  items: number;
  /** Groups by salience, most telling first. */
  groups: ItemGroup[];
  /** Every kind of event the source sent, most frequent first (bounded; the rest counted in otherKinds). */
  kinds: KindCount[];
  /** Items past DIGEST_LIMITS.groupsPerSource or itemsPerArtifact: counted, not described. */
  otherItems: number;
  /** Kinds past DIGEST_LIMITS.kindsPerSource. */
  otherKinds: number;
}

export interface DigestSample {
  source: string;
  minute: number;
  kind: string | null;
  text: string | null;
  quantities: QuantityRange[];
}

export interface OwnText {
  source: string;
  minute: number;
  text: string;
}

export interface DayDigest {
  day: string;
  timezone: string;
  artifacts: number;
  items: number;
  /** What the interpreters of well-known vendors understood, as events of the day. */
  story: DayStory;
  /** By name. */
  sources: SourceDigest[];
  /** Names of the sources past DIGEST_LIMITS.sources (bounded too). */
  otherSourceNames: string[];
  /** Items spread evenly over the whole day, for a reader that wants examples. */
  samples: DigestSample[];
  /** The person's own short texts (notes, messages, titles), verbatim; spread over the day when there are more than DIGEST_LIMITS.ownTexts. */
  ownTexts: OwnText[];
  /** Records no interpreter knows, pruned to compact JSON text (prunedJson), spread over the day: what a language model reads of them. */
  unknownRecords: Array<{ source: string; minute: number; json: string }>;
  media: Media[];
  places: Place[];
  highlights: Highlight[];
  /** Enrichment items past their bounds, counted. */
  more: { media: number; places: number; highlights: number };
  /** The newest receipt among the artifacts (ISO 8601), null for an empty day. */
  newestReceivedAt: string | null;
}

export interface SpecialProperties {
  locations: readonly string[];
  highlights: readonly string[];
}

export interface DigestArtifact {
  sourceLabel: string;
  receivedAt: Date;
  payload: unknown;
  enrichment: Enrichment;
}

interface GroupState extends ItemGroup {
  kindMap: Map<string, number>;
  quantityMap: Map<string, QuantityRange>;
  labelSet: Set<string>;
  stateMap: Map<string, { count: number; first: number; last: number }>;
  records: GroupRecord[];
  textKeys: Set<string>;
}

interface SourceState {
  name: string;
  artifacts: number;
  items: number;
  groups: Map<string, GroupState>;
  kinds: Map<string, number>;
  otherItems: number;
  otherKinds: Set<string>;
}

const MAX_COUNTED_NAMES = 1_000;

/** Builds a DayDigest one artifact at a time, in order of receipt, in bounded memory. */
export class DayDigestBuilder {
  private readonly sources = new Map<string, SourceState>();
  private otherSources = new Set<string>();
  private artifacts = 0;
  private items = 0;
  private readonly media = new Map<string, Media>();
  private readonly places = new Map<string, Place>();
  private readonly highlights: Highlight[] = [];
  private readonly more = { media: 0, places: 0, highlights: 0 };
  private readonly samples = new SpreadSample<DigestSample>(DIGEST_LIMITS.samples);
  private readonly ownTexts = new SpreadSample<OwnText>(DIGEST_LIMITS.ownTexts);
  private readonly unknownRecords = new SpreadSample<{ source: string; minute: number; json: string }>(
    DIGEST_LIMITS.unknownRecords,
  );
  /** Texts already offered, so that a repeated one counts once (bounded: past it, repeats may recur). */
  private readonly seenTexts = new Set<string>();
  /** The last record told of each identity, to replace it when the same record comes again. */
  private readonly records = new Map<string, { group: GroupState; record: GroupRecord | undefined }>();
  private newest: number | null = null;
  private readonly context: ItemContext;
  private readonly story: StoryBuilder;

  /**
   * @param special the top-level properties enrichment reads: those of places
   *   and highlights are left to the enrichment when it extracted any from the
   *   artifact (media properties are read: their URLs are dropped, their captions kept).
   */
  constructor(
    private readonly day: string,
    private readonly timezone: string,
    private readonly special: SpecialProperties,
  ) {
    this.context = { day, zoned: zonedClock(timezone), skipKeys: new Set() };
    this.story = new StoryBuilder(this.context.zoned, day);
  }

  add(artifact: DigestArtifact): void {
    this.artifacts++;
    const received = artifact.receivedAt.getTime();
    this.newest = this.newest === null ? received : Math.max(this.newest, received);
    this.addEnrichment(artifact.enrichment);
    const source = this.sourceFor(artifact.sourceLabel);
    if (source) source.artifacts++;
    const receivedMinute = this.context.zoned(received).minute;
    const payload = tableAsRecords(withJsonTextRead(artifact.payload));
    const whole = interpret(payload);
    if (whole) {
      const told = Math.max(whole.events.length, 1);
      this.items += told;
      if (!source) return;
      source.items += told;
      this.story.add(whole.events, source.name, whole.vendor, received);
      return;
    }
    const { items, total } = itemsOf(payload);
    this.items += total;
    if (!source) return;
    source.items += total;
    const described = Math.min(items.length, DIGEST_LIMITS.itemsPerArtifact);
    const context = { ...this.context, skipKeys: this.skipFor(artifact.enrichment) };
    // Records of one batch share their fields: once a record of these fields is known to no interpreter, the next ones are not asked.
    let unknownFields: string | null = null;
    for (let i = 0; i < described; i++) {
      const fields =
        typeof items[i] === 'object' && items[i] !== null ? Object.keys(items[i] as object).join('\u0000') : null;
      const known = fields !== null && fields === unknownFields ? null : interpret(items[i]);
      if (!known) unknownFields = fields;
      if (known) {
        this.story.add(known.events, source.name, known.vendor, received);
        continue;
      }
      const facts = itemFacts(items[i], context);
      // A record dated another day (yesterday's summary in today's page) is counted, not told as today's.
      if (facts.otherDay) {
        source.otherItems++;
        continue;
      }
      // One event pushed as it happens (a webhook naming its kind, alone in its delivery) happened when it arrived.
      this.addItem(source, facts, receivedMinute, total === 1 && facts.kindNamed && facts.minute === null);
      const record = items[i];
      this.unknownRecords.offer(() => ({
        source: source.name,
        minute: facts.minute ?? receivedMinute,
        json: prunedJson(record),
      }));
    }
    source.otherItems += total - described;
  }

  build(): DayDigest {
    const sources = [...this.sources.values()].sort((a, b) => a.name.localeCompare(b.name)).map(toSourceDigest);
    return {
      day: this.day,
      timezone: this.timezone,
      artifacts: this.artifacts,
      items: this.items,
      story: this.story.build(),
      sources,
      otherSourceNames: [...this.otherSources].sort(),
      samples: this.samples.items,
      ownTexts: this.ownTexts.items,
      unknownRecords: this.unknownRecords.items,
      media: [...this.media.values()],
      places: [...this.places.values()],
      highlights: this.highlights,
      more: { ...this.more },
      newestReceivedAt: this.newest === null ? null : new Date(this.newest).toISOString(),
    };
  }

  private skipFor(enrichment: Enrichment): ReadonlySet<string> {
    return new Set([
      ...(enrichment.locations?.length ? this.special.locations : []),
      ...(enrichment.highlights?.length ? this.special.highlights : []),
    ]);
  }

  private sourceFor(name: string): SourceState | null {
    let source = this.sources.get(name);
    if (!source) {
      if (this.sources.size >= DIGEST_LIMITS.sources) {
        if (this.otherSources.size < MAX_COUNTED_NAMES) this.otherSources.add(name);
        return null;
      }
      source = {
        name,
        artifacts: 0,
        items: 0,
        groups: new Map(),
        kinds: new Map(),
        otherItems: 0,
        otherKinds: new Set(),
      };
      this.sources.set(name, source);
    }
    return source;
  }

  private addItem(source: SourceState, facts: ItemFacts, receivedMinute: number, live = false): void {
    const minute = facts.minute ?? receivedMinute;
    // The same record delivered again (pending, then settled; renamed): it replaces what was told of it instead of counting twice.
    const identity = facts.identity === null ? null : `${source.name}\u0000${facts.identity}`;
    const earlier = identity === null ? undefined : this.records.get(identity);
    if (earlier) {
      // Told once: the earlier delivery's record leaves its group, and this one is told in its place.
      const index = earlier.record ? earlier.group.records.indexOf(earlier.record) : -1;
      if (index >= 0) earlier.group.records.splice(index, 1);
      if (earlier.group.count > 0) earlier.group.count--;
      this.records.delete(identity!);
    }
    // Items about one named thing (a device, a pet, a workflow) group together; titles differ from event to event.
    const name =
      facts.headline && facts.headline.role === 'name' && facts.headline.text.length <= 100
        ? facts.headline.text
        : null;
    if (facts.kind) countKind(source, facts.kind);
    // Items of one named kind group together; a kind only guessed from where the text sits does not join different records.
    const key =
      name !== null
        ? `name:${name}`
        : facts.kind !== null && facts.kindNamed
          ? `kind:${facts.kind}`
          : `shape:${facts.shape}`;
    let group = source.groups.get(key);
    if (!group) {
      if (source.groups.size >= DIGEST_LIMITS.groupsPerSource) {
        source.otherItems++;
        return;
      }
      group = newGroup(name, minute);
      source.groups.set(key, group);
    }
    addToGroup(group, facts, minute, name, live);
    if (identity !== null && this.records.size < MAX_COUNTED_NAMES * 5)
      this.records.set(identity, { group, record: group.records[group.records.length - 1] });
    this.samples.offer(() => ({
      source: source.name,
      minute,
      kind: facts.kind,
      text: facts.headline ? clip(facts.headline.text) : null,
      quantities: facts.quantities.slice(0, 4).map((q) => ({
        label: q.label,
        dimension: q.dimension,
        currency: q.currency,
        unit: q.unit,
        min: q.value,
        max: q.value,
      })),
    }));
    for (const text of [facts.headline, ...facts.texts]) {
      if (!text || text.role === 'name' || text.text.length > DIGEST_LIMITS.textLength) continue;
      const key = `${source.name}\u0000${text.text}`;
      if (this.seenTexts.has(key)) continue;
      if (this.seenTexts.size < MAX_COUNTED_NAMES * 5) this.seenTexts.add(key);
      this.ownTexts.offer(() => ({ source: source.name, minute, text: clip(text.text) }));
    }
  }

  private addEnrichment(enrichment: Enrichment): void {
    for (const item of enrichment.media ?? []) {
      if (this.media.has(item.url)) continue;
      if (this.media.size < DIGEST_LIMITS.media) this.media.set(item.url, item);
      else this.more.media++;
    }
    for (const place of enrichment.locations ?? []) {
      const key = JSON.stringify(place);
      if (this.places.has(key)) continue;
      if (this.places.size < DIGEST_LIMITS.places) this.places.set(key, place);
      else this.more.places++;
    }
    for (const highlight of enrichment.highlights ?? []) {
      if (this.highlights.length < DIGEST_LIMITS.highlights) this.highlights.push(highlight);
      else this.more.highlights++;
    }
  }
}

function countKind(source: SourceState, kind: string): void {
  if (source.kinds.has(kind) || source.kinds.size < DIGEST_LIMITS.kindsPerSource)
    source.kinds.set(kind, (source.kinds.get(kind) ?? 0) + 1);
  else if (source.otherKinds.size < MAX_COUNTED_NAMES) source.otherKinds.add(kind);
}

function sortedKinds(kinds: Map<string, number>): KindCount[] {
  return [...kinds]
    .map(([kind, count]) => ({ kind, count }))
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
}

/** Keys that page a list rather than add to it. */
const PAGING = /^(?:cursors?|paging|pagination|links|_links|meta|page)$/i;
/** Scalars that page or count a list. */
const PAGING_SCALARS =
  /^(?:next|prev|previous|limit|offset|count|total|page|size|per_page|has_more|hasMore|cursor|next_cursor|nextPageCursor|next_token|server_knowledge|href|kind|etag|object|type|status|ok|success)$/i;
/** Keys that only wrap the content: a batch may sit below them. */
const BATCH_WRAPPERS = /^(?:data|result|results|response|body|payload|content)$/i;
const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The items a payload holds: each element of an array; the records of the one
 * list an object holds (below `data` or `result` wrappers too), with its other
 * objects as items of their own (a trip beside its points) and its paging left
 * out; else the object itself. A list beside the repository, project or sender
 * it belongs to is part of one event (the commits of a push), not a batch.
 */
function itemsOf(payload: unknown): { items: unknown[]; total: number } {
  const whole = { items: [payload], total: 1 };
  if (Array.isArray(payload))
    return { items: payload.slice(0, DIGEST_LIMITS.itemsPerArtifact), total: Math.max(payload.length, 1) };
  if (!isRecord(payload)) return whole;
  let current = payload as Record<string, unknown>;
  for (let depth = 0; depth < 3; depth++) {
    const entries = Object.entries(current);
    const lists = entries.filter(
      ([, value]) => Array.isArray(value) && value.length > 0 && value.every(isRecord),
    ) as Array<[string, unknown[]]>;
    const objects = entries.filter(([key, value]) => isRecord(value) && !PAGING.test(key));
    if (lists.length === 1) {
      // Scalars beside the list that are not its paging (a distance, a ref, a title) make the object one record with parts.
      const told = entries.some(
        ([key, value]) => value !== null && typeof value !== 'object' && !PAGING_SCALARS.test(key),
      );
      if (told || objects.some(([key]) => isContext(keyWords(key)))) return whole;
      const records = lists[0][1];
      const extras = objects.map(([, value]) => value);
      const total = records.length + extras.length;
      return total > 1 ? { items: [...extras, ...records].slice(0, DIGEST_LIMITS.itemsPerArtifact), total } : whole;
    }
    if (lists.length > 0 || objects.length !== 1 || !BATCH_WRAPPERS.test(objects[0][0])) return whole;
    current = objects[0][1] as Record<string, unknown>;
  }
  return whole;
}

/** Keeps every stride-th offer; when full, drops every other one and doubles the stride: an even spread over any length, in bounded memory. */
class SpreadSample<T> {
  items: T[] = [];
  private stride = 1;
  private offered = 0;

  constructor(private readonly capacity: number) {}

  offer(make: () => T): void {
    if (this.offered++ % this.stride !== 0) return;
    this.items.push(make());
    if (this.items.length >= this.capacity) {
      this.items = this.items.filter((_, index) => index % 2 === 0);
      this.stride *= 2;
    }
  }
}

function newGroup(name: string | null, minute: number): GroupState {
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
    salience: 0,
    quantityMap: new Map(),
    labelSet: new Set(),
    stateMap: new Map(),
    textKeys: new Set(),
  };
}

function addToGroup(group: GroupState, facts: ItemFacts, minute: number, name: string | null, live: boolean): void {
  group.count++;
  if (facts.kind && (group.kindMap.has(facts.kind) || group.kindMap.size < DIGEST_LIMITS.kindsPerGroup)) {
    group.kindMap.set(facts.kind, (group.kindMap.get(facts.kind) ?? 0) + 1);
  }
  group.first = Math.min(group.first, minute);
  group.last = Math.max(group.last, minute);
  const texts = [facts.headline, ...facts.texts].filter((text) => text !== null && text.text !== name);
  for (const text of texts) {
    const key = text!.text.replace(/\s+/g, ' ').toLowerCase();
    if (group.textKeys.has(key)) continue;
    if (group.texts.length >= DIGEST_LIMITS.textsPerGroup) {
      group.textsMore++;
      continue;
    }
    group.textKeys.add(key);
    group.texts.push({ text: clip(text!.text), role: text!.role, minute });
  }
  for (const quantity of facts.quantities) {
    const range = group.quantityMap.get(quantityKey(quantity));
    if (range) {
      range.min = Math.min(range.min, quantity.value);
      range.max = Math.max(range.max, quantity.value);
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
      });
    }
  }
  for (const label of facts.labels) if (group.labelSet.size < DIGEST_LIMITS.labelsPerGroup) group.labelSet.add(label);
  if (facts.minute !== null || live) group.timed++;
  if (facts.notice) group.notices++;
  if (group.records.length < DIGEST_LIMITS.recordsPerGroup) group.records.push(recordOf(facts, minute, live));
  // The item's own state (its first label) counts once: a door "open" 8 times.
  const state = facts.labels[0];
  if (state !== undefined) {
    const seen = group.stateMap.get(state);
    if (seen) {
      seen.count++;
      seen.first = Math.min(seen.first, minute);
      seen.last = Math.max(seen.last, minute);
    } else if (group.stateMap.size < DIGEST_LIMITS.labelsPerGroup)
      group.stateMap.set(state, { count: 1, first: minute, last: minute });
  }
  const measured = facts.quantities.filter((q) => q.dimension !== 'count').length;
  group.salience = Math.max(
    group.salience,
    (facts.headline?.weight ?? 0) + 1.5 * Math.min(measured, 3) + (facts.kind ? 1 : 0),
  );
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
      .slice(0, 2)
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
    })),
    state: facts.labels[0] ?? null,
  };
}

function toSourceDigest(source: SourceState): SourceDigest {
  const groups = [...source.groups.values()]
    .map(({ kindMap, quantityMap, labelSet, stateMap, textKeys: _textKeys, ...group }) => ({
      ...group,
      kinds: sortedKinds(kindMap),
      quantities: [...quantityMap.values()].map(({ label, dimension, currency, unit, min, max, minute }) => ({
        label,
        dimension,
        ...(currency ? { currency } : {}),
        ...(unit ? { unit } : {}),
        min,
        max,
        ...(minute !== undefined ? { minute } : {}),
      })),
      labels: [...labelSet],
      states: [...stateMap]
        .map(([state, seen]) => ({ state, ...seen }))
        .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state)),
      salience: group.salience + Math.log2(group.count),
    }))
    .sort((a, b) => b.salience - a.salience || a.first - b.first);
  return {
    name: source.name,
    artifacts: source.artifacts,
    items: source.items,
    groups,
    kinds: sortedKinds(source.kinds),
    otherItems: source.otherItems,
    otherKinds: source.otherKinds.size,
  };
}

/** One line of at most DIGEST_LIMITS.textLength characters; a link inside the text is named by its host. */
function clip(text: string): string {
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

/** The day and minute of the day of instants in one time zone, with one cached formatter. */
export function zonedClock(timeZone: string): (instant: number) => { day: string; minute: number } {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // Formatting costs microseconds and a busy day asks about the same minutes again and again.
  const byMinute = new Map<number, { day: string; minute: number }>();
  return (instant) => {
    const key = Math.floor(instant / 60_000);
    let zoned = byMinute.get(key);
    if (!zoned) {
      const parts: Record<string, string> = {};
      for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
      zoned = {
        day: `${parts.year}-${parts.month}-${parts.day}`,
        minute: Number(parts.hour) * 60 + Number(parts.minute),
      };
      if (byMinute.size >= 10_000) byMinute.clear();
      byMinute.set(key, zoned);
    }
    return zoned;
  };
}
