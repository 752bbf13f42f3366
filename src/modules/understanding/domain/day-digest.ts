import { payloadAsRead, zoneReadingOf } from './payload-reading';
import { interpret } from './interpreters/interpret';
import { StoryBuilder } from './story/story-builder';
import { prunedJson } from './vocabulary/pruned-json';
import type { ItemContext } from './general-rules/item-context';
import { ItemFacts, itemFacts } from './general-rules/item-facts';
import { writesLocalAsUtc, writesUtcWithoutZone } from './general-rules/senders-clock';
import { namesFahrenheit } from './general-rules/field-shapes';
import { itemsOf } from './general-rules/batch-items';
import { removedRecordId } from './general-rules/item-shape';
import {
  DIGEST_LIMITS,
  GroupRecord,
  DigestSample,
  OwnText,
  DayDigest,
  SpecialProperties,
  DigestArtifact,
} from './digest/day-digest-shape';
import { DayEnrichment, keysLeftToEnrichment } from './digest/day-enrichment';
import {
  SourceState,
  MAX_COUNTED_NAMES,
  ANY_CURRENCY,
  amountKey,
  countKind,
  DaySources,
} from './general-rules/day-sources';
import {
  GroupState,
  newGroup,
  addToGroup,
  clip,
  restartGroup,
  restateRecord,
  keepEarlierState,
  takeBackTexts,
  takeBackReadings,
  durationsSince,
  withEarlierVersion,
  windsInKilometresAnHour,
} from './general-rules/item-groups';
import { SpreadSample } from './vocabulary/spread-sample';
import { Identities } from './general-rules/item-actors';

/** The digest's shape, for those that name it beside the builder (the digester port, the digest thread). */
export type { DayDigest, SpecialProperties } from './digest/day-digest-shape';

/** Builds a DayDigest one artifact at a time, in order of receipt, in bounded memory. */
/** States a record ends in: reached when it ended, not when it began. */
const FINAL_STATES = new Set([
  'finished',
  'completed',
  'done',
  'succeeded',
  'success',
  'failed',
  'errored',
  'resolved',
  'closed',
  'delivered',
]);

export class DayDigestBuilder {
  private readonly sources = new DaySources();
  private artifacts = 0;
  private items = 0;
  private readonly enrichment = new DayEnrichment();
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
  private unreadArtifacts = 0;
  private readonly context: ItemContext;
  private readonly story: StoryBuilder;

  /**
   * @param special the top-level properties enrichment reads: those of places
   *   and highlights are left to the enrichment when it extracted any from the
   *   artifact (media properties are read: their URLs are dropped, their captions kept).
   */
  private readonly identities: Identities;

  /** @param identities the names, handles and e-mail addresses that are the person (the account's) */
  constructor(
    private readonly day: string,
    private readonly timezone: string,
    private readonly special: SpecialProperties,
    identities: readonly string[] = [],
  ) {
    this.identities = new Identities(identities);
    this.context = {
      day,
      ...zoneReadingOf(timezone),
      skipKeys: new Set(),
      identities: this.identities,
    };
    this.story = new StoryBuilder(this.context.zoned, day);
  }

  /**
   * Reads one artifact into the day. Pure code over what a sender sent: should it throw on a value nobody foresaw,
   * the artifact's rest is left out and counted as untold, and the day goes on with the next.
   */
  add(artifact: DigestArtifact): void {
    try {
      this.read(artifact);
    } catch {
      this.unreadArtifacts++;
    }
  }

  private read(artifact: DigestArtifact): void {
    this.artifacts++;
    const received = artifact.receivedAt.getTime();
    this.newest = this.newest === null ? received : Math.max(this.newest, received);
    this.enrichment.add(artifact.enrichment);
    const source = this.sources.sourceFor(artifact.sourceLabel);
    if (source) source.artifacts++;
    const receivedMinute = this.context.zoned(received).minute;
    const payload = payloadAsRead(artifact.payload);
    const whole = interpret(payload);
    if (whole) {
      const told = Math.max(whole.events.length, 1);
      this.items += told;
      if (!source) return;
      source.items += told;
      this.story.add(whole.events, source.name, whole.vendor, received);
      return;
    }
    const { items, total, gone } = itemsOf(payload, this.identities);
    this.items += total;
    if (!source) return;
    source.items += total;
    const described = Math.min(items.length, DIGEST_LIMITS.itemsPerArtifact);
    let utcWallClock: boolean | undefined;
    let localAsUtc: boolean | undefined;
    const context = {
      ...this.context,
      skipKeys: keysLeftToEnrichment(artifact.enrichment, this.special),
      single: total === 1,
      // (Asked only when a record holds a time of no zone: most senders say their zone or send epochs.)
      utcWallClock: () => (utcWallClock ??= writesUtcWithoutZone(payload, received, this.context.zoned)),
      localAsUtc: () => (localAsUtc ??= writesLocalAsUtc(payload, received, this.context.zoned)),
    };
    // Records of one batch share their fields: once a record of these fields is known to no interpreter, the next ones are not asked.
    let unknownFields: string | null = null;
    const read: Array<{ i: number; facts: ItemFacts }> = [];
    for (let i = 0; i < described; i++) {
      const fields =
        typeof items[i] === 'object' && items[i] !== null ? Object.keys(items[i] as object).join('\u0000') : null;
      const known = fields !== null && fields === unknownFields ? null : interpret(items[i]);
      if (!known) unknownFields = fields;
      if (known) this.story.add(known.events, source.name, known.vendor, received);
      else read.push({ i, facts: itemFacts(items[i], context) });
      // (A record that names its scale Fahrenheit says it for those its source sends with no scale.)
      if (!known && namesFahrenheit(items[i])) source.fahrenheit = true;
    }
    // A reading stamped at midnight among readings of their own times (every 15 minutes) is a reading of that minute,
    // not a day's total stamped with its date.
    if (read.some(({ facts }) => facts.minute !== null))
      for (const { facts } of read)
        if (facts.minute === null && facts.midnightMinute !== null) facts.minute = facts.midnightMinute;
    for (const { i, facts } of read) {
      // Listed among what was deleted: told as gone, taking back what was told of it.
      if (gone?.has(items[i])) {
        facts.deleted = true;
        // What a removal names by the id of the record it removes (`{status: {id}}`).
        facts.identity ??= removedRecordId(items[i]);
      }
      // A record dated another day (yesterday's summary in today's page) is counted, not told as today's.
      if (facts.otherDay) {
        source.otherItems++;
        continue;
      }
      // One event pushed as it happens (a webhook naming its kind, someone's words, a sensor's readings, alone in its
      // delivery) happened when it arrived.
      this.addItem(
        source,
        facts,
        receivedMinute,
        facts.minute === null &&
          ((total === 1 && (facts.kindNamed || saysWords(facts) || isReadingsOnly(facts))) || facts.live),
      );
      const record = items[i];
      this.unknownRecords.offer(() => ({
        source: source.name,
        minute: facts.minute ?? receivedMinute,
        json: prunedJson(record),
      }));
    }
    source.otherItems += total - described;
    if (total >= 2) this.withdrawPendingGone(source, read, receivedMinute);
  }

  /**
   * A batch that repeats the source's earlier one (a bank feed's whole list, polled again) and no longer holds a
   * record that was pending there: that hold went (dropped, or settled as another record), and what was told of it is
   * taken back.
   */
  private withdrawPendingGone(source: SourceState, read: ReadonlyArray<{ facts: ItemFacts }>, minute: number): void {
    const keyOf = (facts: ItemFacts) => (facts.identity === null ? null : `${source.name}\u0000${facts.identity}`);
    const all = new Set<string>();
    const pending = new Set<string>();
    for (const { facts } of read) {
      const key = keyOf(facts);
      if (key === null) continue;
      all.add(key);
      if (facts.labels.includes('pending')) pending.add(key);
    }
    const earlier = source.lastBatch;
    if (earlier !== null && [...earlier.all].some((key) => all.has(key)))
      for (const key of earlier.pending) {
        const told = all.has(key) ? undefined : this.records.get(key);
        if (told) this.takeBack(key, told, minute);
      }
    source.lastBatch = { all, pending };
  }

  build(): DayDigest {
    return {
      day: this.day,
      timezone: this.timezone,
      artifacts: this.artifacts,
      items: this.items,
      story: this.storyTold(),
      ...this.sources.build(this.identities.configured),
      samples: this.samples.items,
      ownTexts: this.ownTexts.items,
      unknownRecords: this.unknownRecords.items,
      ...this.enrichment.build(),
      newestReceivedAt: this.newest === null ? null : new Date(this.newest).toISOString(),
    };
  }

  private storyTold() {
    const story = this.story.build();
    return { ...story, untold: story.untold + this.unreadArtifacts };
  }

  /** A record told before leaves its group: a later version replaces it, or another record hid it. */
  private takeBack(
    identity: string,
    earlier: { group: GroupState; record: GroupRecord | undefined },
    minute: number,
  ): void {
    const index = earlier.record ? earlier.group.records.indexOf(earlier.record) : -1;
    if (index >= 0) earlier.group.records.splice(index, 1);
    if (earlier.record) takeBackTexts(earlier.group, earlier.record);
    if (earlier.record) takeBackReadings(earlier.group, earlier.record);
    if (earlier.group.count > 0) earlier.group.count--;
    // Its only record gone, a group says nothing of it any more (its ranges and states were that record's).
    if (earlier.group.count === 0) restartGroup(earlier.group, minute);
    this.records.delete(identity);
  }

  private addItem(source: SourceState, told: ItemFacts, receivedMinute: number, live = false): void {
    let facts = withWholeAmountsRead(source, told);
    if (windsInKilometresAnHour(facts.quantities)) source.windInKmh = true;
    // The same record delivered again (pending, then settled; renamed): it replaces what was told of it instead of counting twice.
    const known = facts.identity === null ? null : `${source.name}\u0000${facts.identity}`;
    const said = known === null ? undefined : this.records.get(known);
    const bare = !facts.deleted && facts.headline === null && facts.quantities.length === 0;
    // A change of state that names only the record (`{id, old_state, new_state}`): the record told before is now in it.
    // (One that calls it off replaces it: what it was to cost is taken back with it.)
    if (said?.record && bare && facts.labels[0] !== undefined && !facts.calledOff)
      return restateRecord(said.group, said.record, facts.labels[0], facts.minute ?? receivedMinute);
    // A notice that says only that the record changed ("sleep.updated" with its id) takes nothing back.
    const identity = said && bare && !facts.calledOff ? null : known;
    const earlier = identity === null ? undefined : said;
    if (earlier?.record && !facts.deleted) facts = withEarlierVersion(facts, earlier.record);
    const minute = facts.minute ?? receivedMinute;
    // Told once: the earlier delivery's record leaves its group, and this one is told in its place.
    if (earlier) this.takeBack(identity!, earlier, minute);
    // Records this one hides (a moderator's hiding of a message): what was told of them is taken back.
    for (const id of facts.retracts) {
      const key = `${source.name}\u0000id:${id}`;
      const hidden = this.records.get(key);
      if (hidden) this.takeBack(key, hidden, minute);
    }
    // A record that says it is gone: not told, and what was told of it before is taken back (above); one the day had
    // not told, named and still to come, was cancelled (a meeting deleted before it began), told with none of its numbers.
    // (So is one whose own words say it is gone, "Node old-thinkpad deleted": told as the removal it is.)
    const cancelled =
      facts.deleted &&
      !earlier &&
      facts.headline !== null &&
      ((facts.minute !== null && facts.minute > receivedMinute) || SAYS_REMOVAL.test(facts.headline.text));
    // (And a removal the event itself names, `"eventType": "MovieDelete"`, the day had told nothing of before: the person
    // removed it, told as that.)
    const removed =
      facts.deleted && !earlier && !cancelled && facts.headline !== null && KIND_OF_REMOVAL.test(facts.kind ?? '');
    if (facts.deleted && !cancelled && !removed) {
      source.otherItems++;
      return;
    }
    if (cancelled) facts = cancelledRecord(facts);
    if (removed) facts = { ...cancelledRecord(facts), labels: ['deleted'] };
    // Items about one named thing (a device, a pet, a workflow) group together; titles differ from event to event.
    const name =
      facts.headline && facts.headline.role === 'name' && facts.headline.text.length <= 100
        ? facts.headline.text
        : null;
    if (facts.kind) countKind(source, facts.kind);
    // Items of one named kind group together; a kind only guessed from where the text sits does not join different records.
    // Unnamed items of a hub's several devices (a beehive's scale, a mailbox) stay apart (named by their devices when
    // the digest is built).
    const device = name === null ? facts.device : null;
    // A record that names a device by its id and its name (a device list's entry): the name of that device's events.
    if (name !== null && facts.device !== null && source.deviceNames.size < MAX_COUNTED_NAMES)
      source.deviceNames.set(facts.device, name);
    // (So does a named record's own id, a device list's `{id, name}`, for events that name it `devId`.)
    if (name !== null && facts.identity?.startsWith('id:') && source.deviceNames.size < MAX_COUNTED_NAMES)
      source.deviceNames.set(facts.identity.slice(3), name);
    const key =
      (name !== null
        ? `name:${name}`
        : facts.kind !== null && facts.kindNamed
          ? `kind:${facts.kind}`
          : `shape:${facts.shape}`) + (device !== null ? `\u0000device:${device}` : '');
    let group = source.groups.get(key);
    // The next version of a group's one record: what the group says is that version's alone (a day's summary, later).
    if (group && earlier?.group === group && group.count === 0) restartGroup(group, minute);
    if (!group) {
      if (source.groups.size >= DIGEST_LIMITS.groupsPerSource) {
        source.otherItems++;
        return;
      }
      group = newGroup(name, minute);
      if (device !== null) group.device = device;
      source.groups.set(key, group);
    }
    // The next event of a named thing (left the place it entered): its duration of no unit may be the time since.
    const previous = group.name !== null && !earlier ? group.records[group.records.length - 1] : undefined;
    if (previous?.timed)
      facts = { ...facts, quantities: durationsSince(facts, previous.stateMinute ?? previous.minute) };
    // The version that first says when it ended (dropped off at 10:19) reached its state then.
    // So did a record that ended in its final state (a submission finished at its completion, not its creation).
    // (Or, without an end of its own, at its last update.)
    const final = FINAL_STATES.has(facts.labels[0]?.toLowerCase() ?? '');
    const ended = facts.endMinute !== null && ((earlier?.record && earlier.record.endMinute === null) || final);
    const finishedAt = final && facts.endMinute === null && facts.updatedMinute !== null ? facts.updatedMinute : null;
    addToGroup(group, facts, minute, name, live, ended ? facts.endMinute! : (finishedAt ?? minute));
    const record = group.records[group.records.length - 1];
    if (earlier?.record && record) keepEarlierState(record, earlier.record, facts.updatedMinute);
    if (facts.by && !facts.by.me && (source.actors.has(facts.by.name) || source.actors.size < MAX_COUNTED_NAMES))
      source.actors.set(facts.by.name, (source.actors.get(facts.by.name) ?? 0) + 1);
    if (identity !== null && this.records.size < MAX_COUNTED_NAMES * 5) this.records.set(identity, { group, record });
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
}

/** An event's kind that says it removed its record (`MovieDelete`, `file.deleted`, `item removed`). */
const KIND_OF_REMOVAL = /\b(?:delete|deleted|remove|removed|trash|trashed)$|^(?:delete|remove|trash)\b/i;

/** Words that say a thing was removed. */
const SAYS_REMOVAL = /\b(?:deleted|removed|cancell?ed|archived|uninstalled|revoked)\b/i;

/** Whether a record carries someone's own words (a text message's body). */
function saysWords(facts: ItemFacts): boolean {
  return facts.headline?.role === 'own' || facts.texts.some((text) => text.role === 'own');
}

/** A sensor's readings of the moment (a hydrometer's gravity and temperature), no day's totals nor a span's. */
function isReadingsOnly(facts: ItemFacts): boolean {
  return (
    facts.quantities.length > 0 &&
    // (A status with a lifetime counter, a car's odometer, is one record the day updates: the counter's use is its.)
    facts.counters.length === 0 &&
    facts.quantities.every((q) => READING_DIMENSIONS.has(q.dimension) && !q.soFar && !STATISTIC_LABEL.test(q.label))
  );
}

/** A statistic of a span (a night's average heart rate) is no reading of the moment it was sent. */
const STATISTIC_LABEL = /\b(?:average|avg|mean|lowest|highest|minimum|maximum|min|max|total)\b/;

const READING_DIMENSIONS = new Set(['temperature', 'percent', 'measure', 'heart-rate', 'speed']);

/** A record the day learns of only as removed before it came: its name, its time and who cancelled it. */
function cancelledRecord(facts: ItemFacts): ItemFacts {
  // (Its kind is what it was: "meeting", not "meeting deleted".)
  const kind = facts.kind?.replace(/[ _.:-]*\b(?:deleted?|removed?|cancelled|canceled)\b.*$/i, '') || null;
  return {
    ...facts,
    kind,
    deleted: false,
    quantities: [],
    counters: [],
    undecidedDurations: [],
    breakdowns: [],
    labels: ['cancelled'],
  };
}

/** Amounts the source is known to send in whole units (after one of the same name came with cents) read as money. */
function withWholeAmountsRead(source: SourceState, facts: ItemFacts): ItemFacts {
  // One record whose amounts only minor units explain says how the source counts all of its records' amounts.
  if (facts.quantities.some((quantity) => quantity.fromMinor)) source.minorUnits = true;
  let changed = false;
  const quantities = facts.quantities.map((quantity) => {
    if (
      quantity.dimension === 'money' &&
      quantity.currency &&
      !Number.isInteger(quantity.value) &&
      !quantity.fromMinor
    ) {
      // (By its name alone too: a transfer's `targetValue` with cents in pesos says its whole dollars are dollars.)
      if (source.decimalAmounts.size < MAX_COUNTED_NAMES)
        source.decimalAmounts
          .add(amountKey(quantity.label, quantity.currency))
          .add(amountKey(quantity.label, ANY_CURRENCY));
    } else if (
      quantity.dimension === 'money' &&
      quantity.currency &&
      !quantity.fromMinor &&
      source.wholeAmounts.size < MAX_COUNTED_NAMES
    ) {
      source.wholeAmounts.add(amountKey(quantity.label, quantity.currency));
    } else if (
      quantity.dimension === 'as-sent' &&
      quantity.unit !== undefined &&
      /^[A-Z]{3}$/.test(quantity.unit) &&
      (source.decimalAmounts.has(amountKey(quantity.label, quantity.unit)) ||
        source.decimalAmounts.has(amountKey(quantity.label, ANY_CURRENCY)) ||
        source.wholeAmounts.has(amountKey(quantity.label, quantity.unit)))
    ) {
      changed = true;
      return { ...quantity, dimension: 'money' as const, currency: quantity.unit, unit: undefined };
    }
    return quantity;
  });
  // (And of one record, its other whole amounts in a currency it says in whole units: a transfer's source beside its
  // target.)
  const whole = new Set(quantities.filter((q) => q.dimension === 'money' && !q.fromMinor).map((q) => q.currency));
  const read = quantities.map((quantity) => {
    if (quantity.dimension !== 'as-sent' || quantity.unit === undefined || !whole.has(quantity.unit)) return quantity;
    changed = true;
    return { ...quantity, dimension: 'money' as const, currency: quantity.unit, unit: undefined };
  });
  return changed ? { ...facts, quantities: read } : facts;
}
