import {
  FieldProfile,
  STATE_WORDS,
  TextRole,
  fieldProfile,
  isContext,
  isTechnical,
  profileOfWords,
  textWeight,
} from './field-roles';
import { capitalized, keyWords } from './key-words';
import { jsonDocumentIn } from './json-text';
import { Dimension, Quantity, amountScaleNamed, quantityOf } from './quantity';
import { currencyExponent } from '../events/currency';
import {
  epochInstant,
  isoDuration,
  spelledDuration,
  isProse,
  isWord,
  looksLikeDate,
  looksLikeEmail,
  looksLikeIdentifier,
  looksLikeUrl,
  looksLikeWrittenDate,
  parseWrittenTime,
} from './value-shapes';

/** Bounds of the walk over one item: a 100 KB payload costs the same as a small one past these. */
export const ITEM_LIMITS = { nodes: 2_000, depth: 8, arrayItems: 25, inspectChars: 2_000 } as const;

export interface TextFact {
  text: string;
  role: TextRole | null;
  weight: number;
}

/** What one item (an object payload, or one element of an array payload) says, with the noise left out. */
export interface ItemFacts {
  /** The event or thing it is ("Issue opened", "Run", "State changed"), from its own fields. */
  kind: string | null;
  /** Whether the kind was named by a field of its own (`type`, `event`, `action`) rather than guessed from the field its text sits under. */
  kindNamed: boolean;
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
}

export interface ItemContext {
  day: string;
  /** The day and minute of the day of an instant in the account's time zone. */
  zoned: (instant: number) => { day: string; minute: number };
  /** Top-level properties read elsewhere (media, location, highlights). */
  skipKeys: ReadonlySet<string>;
}

interface Frame {
  value: unknown;
  field: FieldProfile;
  depth: number;
  top: string | null;
  /** Currencies named in the enclosing objects, by the prefix of their field ("" for `currency`, "local" for `local_currency`). */
  currencies: ReadonlyMap<string, string>;
  /** The name of the nearest enclosing part that has one (a weather station's "Outdoor" module), for its measures. */
  scope: string | null;
  /** The name and unit of a measure whose data points lie below (Health Auto Export's `{name, units, data: [{qty}]}`). */
  measure: { words: string[]; unit: string } | null;
  /** The words of the field of the enclosing object, for values named only by a generic key (`start.dateTime`, `amount.value`). */
  parentWords: readonly string[];
  /** For a measure: the value of its own time field (`date_min_temp` beside `min_temp`); for that time field: true. */
  measureTime?: unknown;
  pairedTime?: boolean;
  /** The words of the nearest enclosing field that is not a mere wrapper (`start_location` above `properties.timestamp`). */
  ownerWords: readonly string[];
  /** Under an "old"/"previous" branch of a change event. */
  stale: boolean;
  /** Under an object that only says who or where (a repository, a sender). */
  context: boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const ROOT = profileOfWords([]);
const NO_CURRENCIES: ReadonlyMap<string, string> = new Map();
const CURRENCY_CODE = /^[A-Za-z]{3}$/;
/** Keys that hold a value without saying what it is: its meaning comes from the enclosing field. */
const GENERIC_VALUE = new Set([
  'value',
  'amount',
  'qty',
  'quantity',
  'val',
  'in',
  'base',
  'units',
  'minor',
  'cents',
  'milliunits',
  'major',
  'decimal',
  'number',
  'avg',
  'min',
  'max',
  'mean',
  'total',
  'average',
  'minimum',
  'maximum',
]);
/** Words of a generic key that still say something: the scale of an amount ("valueInBaseUnits"). */
const SCALE_WORDS = new Set([
  'base',
  'units',
  'minor',
  'cents',
  'milliunits',
  'min',
  'max',
  'avg',
  'mean',
  'average',
  'minimum',
  'maximum',
]);
const GENERIC_TIME = new Set([
  'date',
  'time',
  'datetime',
  'timestamp',
  'ts',
  'utc',
  'local',
  'iso',
  'at',
  'epoch',
  'unix',
]);
/** Counts below the top of an item say something only when they are scores and levels. */
const SCORE_WORDS = new Set([
  'score',
  'strain',
  'recovery',
  'readiness',
  'performance',
  'efficiency',
  'level',
  'rating',
  'index',
  'quality',
  'aqi',
  'uv',
]);
/** Kinds that name the delivery, not what happened. */
const PLUMBING_KINDS =
  /^(?:event[ _.]?callback|callback|webhook|notification|ping|test|heartbeat|record|event|data|payload|object)$/i;
const NUMERIC = /^-?\d{1,12}(?:\.\d{1,6})?$/;
/** OWNER, IN_PROGRESS: enumeration constants, not names. */
const ENUM_CONSTANT = /^[A-Z][A-Z0-9_]*$/;
const MAX_TEXTS = 6;
/** Quantities in the order a reader looks for them; plain counts last. */
const DIMENSION_ORDER: Dimension[] = [
  'distance',
  'duration',
  'heart-rate',
  'money',
  'as-sent',
  'temperature',
  'steps',
  'energy',
  'weight',
  'speed',
  'percent',
  'measure',
  'count',
];

/** Reads one item within ITEM_LIMITS. Pure; never throws on any JSON value. */
export function itemFacts(item: unknown, context: ItemContext): ItemFacts {
  const walk = new ItemWalk(context);
  walk.run(item);
  return walk.facts(item);
}

class ItemWalk {
  private nodes = 0;
  private readonly texts: Array<TextFact & { top: string | null; order: number; context: boolean }> = [];
  private readonly labels: Array<{ text: string; stale: boolean }> = [];
  private readonly quantities: Array<Quantity & { depth: number; order: number; stale: boolean }> = [];
  private readonly times: Array<{
    rank: number;
    depth: number;
    day: string;
    minute: number;
    midnight: boolean;
    end: boolean;
  }> = [];
  private noun: string | null = null;
  /** Identifiers and other machinery it carried (left out). */
  private machinery = 0;
  /** The item is about charging (a car, a phone): its battery level is what it tells, not telemetry. */
  private charging = false;
  /** The item's own date, from a field that names it ("date", "day", "calendar_date"). */
  private date: string | null = null;
  private verb: string | null = null;
  private stack: Frame[] = [];
  /** Unitless numbers named for a stage of sleep: durations only when their sum matches the night's span. */
  private readonly stages: Array<{ label: string; value: number; depth: number; order: number }> = [];
  private readonly money: Array<{
    quantity: Quantity & { depth: number; order: number; stale: boolean };
    decimal: boolean;
    scaled: boolean;
  }> = [];

  constructor(private readonly context: ItemContext) {}

  run(item: unknown): void {
    const stack: Frame[] = [
      {
        value: item,
        field: ROOT,
        depth: 0,
        top: null,
        currencies: NO_CURRENCIES,
        scope: null,
        measure: null,
        parentWords: [],
        ownerWords: [],
        stale: false,
        context: false,
      },
    ];
    this.stack = stack;
    this.charging = mentionsCharging(item, 0);
    while (stack.length > 0 && this.nodes < ITEM_LIMITS.nodes) {
      const frame = stack.pop()!;
      this.nodes++;
      if (Array.isArray(frame.value)) {
        const children = frame.value.slice(0, ITEM_LIMITS.arrayItems);
        for (let i = children.length - 1; i >= 0; i--) stack.push({ ...frame, value: children[i] });
      } else if (isObject(frame.value)) {
        this.pushChildren(frame, stack);
      } else {
        this.leaf(frame);
      }
    }
  }

  private pushChildren(frame: Frame, stack: Frame[]): void {
    if (frame.depth >= ITEM_LIMITS.depth) return;
    const object = frame.value as Json;
    const entries = Object.entries(object);
    const measured = measuredValue(object);
    // { "qty": 874.2, "units": "kcal" } under "activeEnergyBurned", or a state with its unit of measurement: one measure.
    if (measured) {
      const named = frame.field.words.length === 0;
      const words = named ? measured.words : frame.field.words;
      if (words.length > 0)
        return this.measuredNumber(
          { ...frame, field: profileOfWords(words) },
          measured.value,
          measured.unit,
          named ? measured.name : undefined,
        );
    }
    const currencies = currenciesOf(entries, frame.currencies);
    const ownMeasure = measureContextOf(object);
    // A measure's own name is what its values are called, not a part they belong to.
    const scope = frame.depth >= 1 && !ownMeasure ? (scopeNameOf(entries) ?? frame.scope) : frame.scope;
    const measure = ownMeasure ?? frame.measure;
    const children: Frame[] = [];
    const paired = measureTimesOf(entries);
    for (const [key, child] of entries) {
      if (frame.depth === 0 && (this.context.skipKeys.has(key) || (key === 'source' && typeof child === 'string')))
        continue;
      // The conventional `payload` wrapper adds nothing to read.
      if (frame.depth === 0 && key === 'payload' && isObject(child)) {
        children.push({ ...frame, value: child, depth: 0, currencies });
        continue;
      }
      let field = fieldProfile(key);
      const nested = isObject(child) || Array.isArray(child);
      if (nested && field.technical) continue;
      // A generic key ("dateTime" under "start", "value" under "amount") means what its enclosing field says.
      const owner =
        frame.field.words.length > 0 && frame.field.words.every((w) => WRAPPERS.has(w))
          ? frame.ownerWords
          : frame.field.words;
      if (!nested && field.words.length > 0 && frame.field.words.some((w) => !WRAPPERS.has(w))) {
        if (field.words.every((w) => GENERIC_VALUE.has(w)))
          field = profileOfWords([...frame.field.words, ...field.words.filter((w) => SCALE_WORDS.has(w))]);
      }
      // A time named only as a time is the time of what its enclosing field names, through wrappers (`start_location.properties.timestamp`).
      if (
        !nested &&
        field.words.length > 0 &&
        field.words.every((w) => GENERIC_TIME.has(w)) &&
        owner.length > 0 &&
        owner.some((w) => !WRAPPERS.has(w))
      ) {
        field = profileOfWords([...owner, ...field.words]);
      }
      children.push({
        value: child,
        field,
        depth: frame.depth + 1,
        top: frame.top ?? key,
        currencies,
        scope,
        measure,
        parentWords: frame.field.words,
        ownerWords: owner,
        stale: frame.stale || field.stale,
        measureTime: paired.timeOf.get(key),
        pairedTime: paired.times.has(key),
        // What an event carries along to say who or where, and the definitions of its categories (a status, a type).
        // A category's object is small (a status with its name and colour); "charge_state" with thirty readings is data.
        context:
          frame.context ||
          (nested && (field.owner || (field.context && !(isObject(child) && Object.keys(child).length > 8)))),
      });
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }

  private leaf(frame: Frame): void {
    if (frame.field.technical) this.machinery++;
    if (typeof frame.value === 'number') this.number(frame, frame.value);
    else if (typeof frame.value === 'string') {
      const text = frame.value.slice(0, ITEM_LIMITS.inspectChars).trim();
      if (text !== '') this.string(frame, text);
    }
  }

  /**
   * @param written the text the number was sent as, when it was a string ("12.00" is written with decimals)
   * @param name a name the sender gave the measure, written as given instead of the field's words
   */
  private number(frame: Frame, value: number, written?: string, name?: string): void {
    const instant = epochInstant(value);
    const rank = frame.field.timeRank;
    if (frame.pairedTime) return;
    if (instant !== null && rank !== null) return this.time(rank, frame.depth, instant, false, frame.field.ends);
    if (instant !== null || frame.field.technical) return;
    // A data point of a named measure: its name and unit are on the measure ({ "name": "step_count", "units": "count", "data": [...] }).
    if (frame.measure && frame.field.words.every((w) => GENERIC_VALUE.has(w))) {
      return this.measuredNumber(
        {
          ...frame,
          field: profileOfWords([
            ...frame.field.words.filter((w) => w !== 'qty' && w !== 'quantity' && w !== 'value'),
            ...frame.measure.words,
          ]),
        },
        value,
        frame.measure.unit,
      );
    }
    if (
      this.charging &&
      frame.field.words.some((w) => w === 'battery' || w === 'batt') &&
      value > 0 &&
      value <= 100 &&
      !frame.field.words.some((w) => w === 'voltage' || w === 'range' || w === 'heater' || w === 'temp')
    ) {
      this.quantities.push({
        label: 'battery',
        dimension: 'percent',
        value,
        depth: frame.depth,
        order: this.nodes,
        stale: frame.stale,
      });
      return;
    }
    // What an event carries along (a project's all-time total, a repository's stars) does not measure the day.
    if (frame.context) return;
    const currency = currencyFor(frame.field.words, frame.currencies);
    const quantity = quantityOf(frame.field.words, value, currency);
    if (!quantity) return;
    if (
      quantity.dimension === 'count' &&
      Number.isInteger(value) &&
      value > 0 &&
      frame.field.words.some((w) => STAGE_WORDS.has(w)) &&
      !frame.field.words.some((w) => NOT_STAGE_TIME.has(w))
    ) {
      this.stages.push({ label: quantity.label, value, depth: frame.depth, order: this.nodes });
      return;
    }
    // Plain counts say something only about the item itself (a repository's forks are not the day's), unless they are scores.
    if (
      quantity.dimension === 'count' &&
      frame.depth > 1 &&
      !(frame.depth <= 4 && frame.field.words.some((w) => SCORE_WORDS.has(w)))
    )
      return;
    if (frame.depth > 6) return;
    const own = name ?? quantity.label;
    const label =
      frame.scope && frame.depth >= 2 && !own.toLowerCase().startsWith(frame.scope.toLowerCase())
        ? `${frame.scope} ${own}`
        : own;
    const at = frame.measureTime === undefined ? null : this.minuteOf(frame.measureTime);
    const kept = {
      ...quantity,
      label,
      depth: frame.depth,
      order: this.nodes,
      stale: frame.stale,
      ...(at !== null ? { minute: at } : {}),
    };
    if (kept.dimension === 'money') {
      this.money.push({
        quantity: kept,
        decimal: !Number.isInteger(value) || (written ?? '').includes('.'),
        scaled: amountScaleNamed(frame.field.words),
      });
      return;
    }
    this.quantities.push(kept);
  }

  /** A value given with its unit as a text ("°C", "kg", "W"): known units are read as measures, others kept as sent. */
  private measuredNumber(frame: Frame, value: number, unit: string, name?: string): void {
    const known =
      UNIT_WORDS_BY_SYMBOL[unit] ?? (/^[a-z]{1,12}$/i.test(unit) && KNOWN_UNIT.test(unit) ? unit.toLowerCase() : null);
    if (known !== null) {
      const words = [...frame.field.words, ...keyWords(known).filter((word) => !frame.field.words.includes(word))];
      return this.number({ ...frame, field: profileOfWords(words) }, value, undefined, name);
    }
    if (value === 0 || frame.field.technical) return;
    const label = name ?? frame.field.words.join(' ');
    this.quantities.push({
      label: frame.scope && frame.depth >= 2 ? `${frame.scope} ${label}` : label,
      dimension: 'measure',
      value,
      unit,
      depth: frame.depth,
      order: this.nodes,
      stale: frame.stale,
    });
  }

  private string(frame: Frame, text: string): void {
    const { field, depth } = frame;
    if (looksLikeUrl(text) || looksLikeEmail(text)) return;
    const written = parseWrittenTime(text);
    if (written && frame.pairedTime) return;
    if (written) {
      const rank = field.timeRank ?? 4;
      // A day's total stamped at midnight ("2026-11-21 00:00:00 +0100") has a date, not a time.
      const midnight = /[T ]00:00(?::00(?:\.0+)?)?(?:\s*(?:Z|[+-]\d{2}:?\d{2}))?$/i.test(text);
      // A time without a zone in a field named for UTC ("utcTime") is UTC, not the person's wall clock.
      const utc =
        written.instant === null && (field.words.includes('utc') || field.words.includes('gmt'))
          ? Date.parse(
              `${written.date}T${String(written.hour).padStart(2, '0')}:${String(written.minute).padStart(2, '0')}:00Z`,
            )
          : null;
      if (written.instant !== null || utc !== null)
        this.time(rank, depth, (written.instant ?? utc)!, midnight, field.ends);
      else
        this.times.push({
          rank,
          depth,
          day: written.date,
          minute: written.hour * 60 + written.minute,
          midnight,
          end: field.ends,
        });
      return;
    }
    if (field.technical) return;
    // A JSON document sent as text is data to read, not the person's words.
    if ((text[0] === '{' || text[0] === '[') && typeof frame.value === 'string') {
      const document = jsonDocumentIn(frame.value);
      if (document !== undefined) {
        this.stack.push({ ...frame, value: document, depth: frame.depth + 1 });
        return;
      }
    }
    const duration = isoDuration(text) ?? spelledDuration(text, field.words);
    if (duration !== null) {
      if (frame.context) return;
      if (duration > 0)
        this.quantities.push({
          label: quantityOf(field.words, 1)?.label ?? field.words.join(' '),
          dimension: 'duration',
          value: duration,
          depth,
          order: this.nodes,
          stale: frame.stale,
        });
      return;
    }
    if (looksLikeIdentifier(text)) {
      this.machinery++;
      return;
    }
    if (looksLikeDate(text) || looksLikeWrittenDate(text)) {
      // An item's own date ("date": "2026-07-08") says which day it is about.
      if (DATE_FIELD.test(field.words.join(' ')) && /^\d{4}-\d{2}-\d{2}$/.test(text) && this.date === null)
        this.date = text;
      return;
    }
    if (NUMERIC.test(text)) return this.number(frame, Number(text), text);
    // A short phrase in the item's own kind field ("activity": "Morning run") names what happened.
    if (
      depth === 1 &&
      field.kind &&
      this.noun === null &&
      isProse(text) &&
      text.length <= 40 &&
      text.split(/\s+/).length <= 4 &&
      !text.includes('#')
    ) {
      this.noun = text;
      return;
    }
    const role = field.role;
    // A device's, a user's or an app's name says where the data came from, not what happened.
    const contextFactor = frame.context || isContext(field.words) ? 0.3 : 1;
    const contextual = contextFactor < 1;
    if (
      isProse(text) &&
      frame.parentWords.some((w) => STATE_WORDS.has(w)) &&
      field.words[field.words.length - 1] === 'name' &&
      text.length <= 40
    ) {
      this.labels.push({ text, stale: frame.stale });
      return;
    }
    if (isProse(text)) {
      // A bank's raw upper-case line reads worse than the same thing named in ordinary case.
      const shouting = /\p{Lu}{4}/u.test(text) && text === text.toUpperCase() ? 0.7 : 1;
      // Prose under a name that says nothing of its role counts near the top of the item only.
      if (depth <= (role === 'own' || role === 'title' ? 5 : role === 'name' ? 4 : 2))
        this.texts.push({
          text: plainOf(text),
          role,
          weight: textWeight(role, depth) * contextFactor * shouting,
          top: frame.top,
          order: this.nodes,
          context: contextual,
        });
      return;
    }
    if (!isWord(text)) return;
    // A state field, or the name of a state object (`"state": { "name": "Done" }`), says where the thing is now.
    const stateName =
      (field.words[field.words.length - 1] === 'name' || field.words[field.words.length - 1] === 'label') &&
      frame.parentWords.some((w) => STATE_WORDS.has(w));
    if (depth <= 3 && (field.state || stateName)) this.labels.push({ text: enumText(text), stale: frame.stale });
    // Only the item's own top-level fields name its kind: a nested `type` describes a part (a user, a repository).
    // "calendar#event", "event_callback": the sender's type tags, not what happened.
    const tag = text.includes('#') || PLUMBING_KINDS.test(enumText(text));
    if (depth === 1 && field.verb && this.verb === null) {
      if (!tag) this.verb = enumText(text);
    } else if (depth === 1 && field.kind && this.noun === null) {
      if (!tag) this.noun = enumText(text);
    } else if (role !== null && depth <= 4 && !ENUM_CONSTANT.test(text)) {
      // "friendly_name" names the thing; "device_class" only mentions a device.
      const naming = field.words[field.words.length - 1] === 'name' ? 1 : 0.8;
      this.texts.push({
        text: role === 'name' ? enumText(text) : text,
        role,
        weight: textWeight(role, depth) * 0.8 * naming * contextFactor,
        top: frame.top,
        order: this.nodes,
        context: contextual,
      });
    }
  }

  /** The minute of the day (counted from its midnight) a time value gives, or null when it is not a time near the day. */
  private minuteOf(value: unknown): number | null {
    const written = typeof value === 'string' ? parseWrittenTime(value) : null;
    const instant = typeof value === 'number' ? epochInstant(value) : (written?.instant ?? null);
    const when =
      instant !== null
        ? this.context.zoned(instant)
        : written
          ? { day: written.date, minute: written.hour * 60 + written.minute }
          : null;
    if (!when) return null;
    const offset = dayOffset(when.day, this.context.day);
    return Math.abs(offset) <= 1 ? when.minute + offset * 1440 : null;
  }

  private time(rank: number, depth: number, instant: number, midnight = false, end = false): void {
    const { day, minute } = this.context.zoned(instant);
    this.times.push({ rank, depth, day, minute, midnight, end });
  }

  facts(item: unknown): ItemFacts {
    const texts = distinctTexts(this.texts.sort((a, b) => b.weight - a.weight || a.order - b.order));
    const headline = texts[0] ?? null;
    const subject = headline && this.texts.find((text) => text.text === headline.text)?.top;
    const nounText = this.noun ?? subjectOf(subject ?? firstObjectKey(item), this.context.skipKeys);
    const kind = nounText
      ? capitalized(this.verb && !nounText.includes(this.verb) ? `${nounText} ${this.verb}` : nounText)
      : this.verb
        ? capitalized(this.verb)
        : null;
    const labels = [...this.labels.filter((l) => !l.stale), ...this.labels.filter((l) => l.stale)].map((l) => l.text);
    // Its best-ranked own time (a start before an end, an event time before an upload), also the evening before.
    const near = this.times
      .map((time) => ({ ...time, offset: dayOffset(time.day, this.context.day) }))
      .filter((time) => Math.abs(time.offset) <= 1)
      .sort((a, b) => a.rank - b.rank || Math.abs(a.offset) - Math.abs(b.offset) || a.depth - b.depth);
    const own = near[0];
    this.quantities.push(...resolvedMoney(this.money));
    // A start and an end, and no duration said: how long it lasted.
    const start = near.find((time) => time.rank === 1 || time.rank === 1.5);
    const end = near.find((time) => time.end);
    if (start && end)
      this.quantities.push(
        ...stageDurations(this.stages, end.minute + end.offset * 1440 - (start.minute + start.offset * 1440)),
      );
    if (start && end) {
      const minutes = end.minute + end.offset * 1440 - (start.minute + start.offset * 1440);
      if (minutes > 0 && minutes < 24 * 60) {
        // The record's own span is its duration: a "duration" of a part it carries (a task's or a project's total) that disagrees is not.
        const span = minutes * 60;
        for (let i = this.quantities.length - 1; i >= 0; i--) {
          const q = this.quantities[i];
          if (
            q.dimension === 'duration' &&
            q.label === 'duration' &&
            q.depth >= 2 &&
            Math.abs(q.value - span) > Math.max(60, 0.1 * span)
          )
            this.quantities.splice(i, 1);
        }
        if (!this.quantities.some((q) => q.dimension === 'duration' && !q.stale))
          this.quantities.push({
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
      (q.stale ? 200 : 0) +
      (q.depth <= 1 ? 0 : 100) +
      (/(?:altitude|elevation)$/.test(q.label) ? DIMENSION_ORDER.length : DIMENSION_ORDER.indexOf(q.dimension));
    const quantities = this.quantities.sort((a, b) => rank(a) - rank(b) || a.depth - b.depth || a.order - b.order);
    const seen = new Set<string>();
    return {
      kind,
      kindNamed: this.noun !== null || this.verb !== null,
      headline: headline && { text: headline.text, role: headline.role, weight: headline.weight },
      // Further texts: the person's own words, and others nearly as telling as the headline; not what describes the context.
      texts: texts
        .slice(1)
        .filter((text) => !text.context && (text.role !== 'name' || text.weight >= 0.6 * headline!.weight))
        .slice(0, MAX_TEXTS)
        .map(({ text, role, weight }) => ({ text, role, weight })),
      labels: [...new Set(labels)]
        .filter((label) => !` ${kind?.toLowerCase()} `.includes(` ${label.toLowerCase()} `))
        .slice(0, 3),
      quantities: quantities
        .filter((q) => !seen.has(quantityKey(q)) && seen.add(quantityKey(q)))
        .slice(0, 12)
        .map(({ label, dimension, value, currency, unit, minute }) => ({
          label,
          dimension,
          value,
          ...(currency ? { currency } : {}),
          ...(unit ? { unit } : {}),
          ...(minute !== undefined ? { minute } : {}),
        })),
      minute: own && !(own.midnight && own.offset === 0 && own.minute === 0) ? own.minute + own.offset * 1440 : null,
      endMinute:
        start && end && end.minute + end.offset * 1440 > start.minute + start.offset * 1440
          ? end.minute + end.offset * 1440
          : null,
      notice: headline === null && this.quantities.length === 0 && this.machinery > 0,
      otherDay: this.date !== null && this.date !== this.context.day,
      identity: identityOf(item),
      shape: shapeOf(item),
    };
  }
}

/**
 * The field names of an item and of the objects it holds: records of one shape
 * group together when they name no kind (a webhook's notice and the resource
 * it announces share their top-level keys, not the ones below).
 */
function shapeOf(item: unknown): string {
  if (!isObject(item)) return Array.isArray(item) ? '[]' : typeof item;
  const keys: string[] = [];
  for (const [key, value] of Object.entries(item)) {
    keys.push(key);
    if (isObject(value)) for (const inner of Object.keys(value).slice(0, 20)) keys.push(`${key}.${inner}`);
  }
  return keys.sort().join(',').slice(0, 400);
}

/** Keys that wrap content without saying what it is. */
const WRAPPERS = new Set([
  'data',
  'payload',
  'body',
  'result',
  'results',
  'attributes',
  'properties',
  'details',
  'meta',
  'metadata',
  'info',
  'object',
  'item',
  'items',
  'record',
  'records',
  'value',
  'values',
  'fields',
  'params',
  'content',
  'score',
  'scores',
  'summary',
  'stats',
  'statistics',
  'metrics',
  'measurements',
  'dashboard',
  'readings',
]);

/** "pull_request" -> "pull request": the top-level field an item is about, unless it is a mere wrapper. */
function subjectOf(key: string | null | undefined, skipKeys: ReadonlySet<string>): string | null {
  if (!key || skipKeys.has(key)) return null;
  // A field of text ("name", "title", "note") says what the item is called, not what it is.
  if (fieldProfile(key).role !== null) return null;
  const words = keyWords(key);
  return words.length === 0 || words.every((word) => WRAPPERS.has(word)) || isTechnical(words) ? null : words.join(' ');
}

function firstObjectKey(item: unknown): string | null {
  if (!isObject(item)) return null;
  for (const [key, value] of Object.entries(item)) if (isObject(value)) return key;
  return null;
}

/** Quantities with one key are one measure: the amount in euros and the amount in dollars are two. */
export function quantityKey(quantity: Pick<Quantity, 'label' | 'dimension' | 'currency' | 'unit'>): string {
  return `${quantity.label}\u0000${quantity.dimension}\u0000${quantity.currency ?? quantity.unit ?? ''}`;
}

/** Fields that hold the number of a value-and-unit object. */
const AMOUNT_KEYS = ['qty', 'quantity', 'value', 'amount', 'state', 'reading', 'measurement'];
const UNIT_KEYS = ['unit', 'units', 'unit_of_measurement', 'unitOfMeasurement', 'uom'];
/** Unit texts that name a unit the quantity rules know, as the word they read. */
const UNIT_WORDS_BY_SYMBOL: Record<string, string> = {
  '°C': 'c',
  '°c': 'c',
  C: 'c',
  '°F': 'f',
  '°f': 'f',
  F: 'f',
  '%': 'pct',
  kg: 'kg',
  lb: 'lb',
  lbs: 'lb',
  g: 'g',
  km: 'km',
  m: 'm',
  mi: 'mi',
  s: 's',
  sec: 's',
  min: 'min',
  h: 'h',
  hr: 'h',
  ms: 'ms',
  bpm: 'bpm',
  'count/min': 'bpm',
  kcal: 'kcal',
  Cal: 'kcal',
  kJ: 'kj',
  count: 'count',
  steps: 'steps',
  'km/h': 'kmh',
  mph: 'mph',
  'm/s': 'mps',
};
const KNOWN_UNIT = /^(?:kcal|kj|kg|lb|km|mi|bpm|steps|count|pct|mph|kmh)$/i;

/**
 * A value-and-unit object, when it is one: `{ "qty": 874.2, "units": "kcal" }`
 * (Apple Health, FHIR Quantity, many sensors) or a state with its unit of
 * measurement among its attributes (`{ "state": "21.3", "attributes": {
 * "unit_of_measurement": "°C", "friendly_name": "Living room" } }`), with the
 * words of its own name when it has one.
 */
function measuredValue(object: Json): { value: number; unit: string; words: string[]; name?: string } | null {
  const attributes = isObject(object.attributes)
    ? object.attributes
    : isObject(object.properties)
      ? object.properties
      : null;
  let unit: unknown;
  for (const key of UNIT_KEYS) unit ??= object[key] ?? attributes?.[key];
  if (typeof unit !== 'string' || unit.length > 12 || unit.trim() === '') return null;
  for (const key of AMOUNT_KEYS) {
    const raw = object[key];
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' && NUMERIC.test(raw.trim()) ? Number(raw) : undefined;
    if (value === undefined || !Number.isFinite(value)) continue;
    const name = [attributes?.friendly_name, object.friendly_name, object.name, attributes?.device_class].find(
      (n): n is string => typeof n === 'string' && n.length <= 80,
    );
    return {
      value,
      unit: unit.trim(),
      words: name ? keyWords(name.replace(/\s+/g, '_')) : [],
      name: name?.replace(/\s+/g, ' ').trim(),
    };
  }
  return null;
}

/** The currencies of an object's fields by their prefix ("" for `currency`, "local" for `local_currency`), over those of its parents. */
function currenciesOf(
  entries: Array<[string, unknown]>,
  inherited: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  let found: Map<string, string> | null = null;
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || !CURRENCY_CODE.test(value)) continue;
    const words = keyWords(key);
    if (!words.includes('currency')) continue;
    found ??= new Map(inherited);
    found.set(words.filter((w) => w !== 'currency' && w !== 'code' && w !== 'iso').join(' '), value.toUpperCase());
  }
  return found ?? inherited;
}

const MONEY_WORDS = new Set([
  'amount',
  'value',
  'price',
  'total',
  'balance',
  'cost',
  'in',
  'base',
  'units',
  'minor',
  'cents',
  'milliunits',
  'major',
]);

/** The currency of a money field: the one named with the same prefix (`local_amount` with `local_currency`), else the plain one. */
function currencyFor(words: readonly string[], currencies: ReadonlyMap<string, string>): string | undefined {
  if (currencies.size === 0) return undefined;
  const prefix = words.filter((w) => !MONEY_WORDS.has(w)).join(' ');
  return currencies.get(prefix) ?? currencies.get('');
}

/**
 * Amounts as certain as their payload makes them: a decimal amount, or one whose
 * field names its scale, is read as it is; whole numbers in a currency with
 * cents are taken as major units only when another amount of the item is
 * written with decimals, else written as sent (-350 may be pence).
 */
function resolvedMoney<Q extends Quantity>(money: Array<{ quantity: Q; decimal: boolean; scaled: boolean }>): Q[] {
  const decimals = money.some((m) => m.decimal && !m.scaled);
  return money.map(({ quantity, decimal, scaled }) => {
    if (decimal || scaled || decimals || currencyExponent(quantity.currency ?? '') === 0) return quantity;
    return { ...quantity, dimension: 'as-sent' as const, unit: quantity.currency, currency: undefined };
  });
}

/** The name a part of a payload gives itself (`module_name`, `station_name`, `name`), when short: its measures are said with it. */
function scopeNameOf(entries: Array<[string, unknown]>): string | null {
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || value.length === 0 || value.length > 40) continue;
    const words = keyWords(key);
    if (
      words[words.length - 1] === 'name' &&
      !words.some((w) => w === 'user' || w === 'first' || w === 'last' || w === 'display' || w === 'file')
    )
      return value.trim();
  }
  return null;
}

/** `{ "name": "step_count", "units": "count", "data": [...] }`: the data points below are values of this measure. */
function measureContextOf(object: Json): { words: string[]; unit: string } | null {
  const name = object.name;
  const unit = object.units ?? object.unit;
  if (typeof name !== 'string' || typeof unit !== 'string' || name.length > 60 || unit.length > 12) return null;
  if (!Object.values(object).some((value) => Array.isArray(value))) return null;
  return { words: keyWords(name), unit };
}

const STAGE_WORDS = new Set([
  'light',
  'deep',
  'rem',
  'core',
  'awake',
  'asleep',
  'sleep',
  'stage',
  'wake',
  'unrecognized',
  'restless',
]);
const NOT_STAGE_TIME = new Set([
  'score',
  'count',
  'efficiency',
  'percentage',
  'pct',
  'percent',
  'rate',
  'index',
  'level',
  'number',
  'cycles',
  'quality',
  'consistency',
  'need',
  'debt',
  'goal',
]);

/**
 * Sleep stages sent as bare numbers (Polar's `light_sleep: 15060`) are seconds
 * or minutes: their sum, set against the night's span, tells which; when it
 * matches neither they are left out rather than guessed.
 */
function stageDurations(
  stages: Array<{ label: string; value: number; depth: number; order: number }>,
  spanMinutes: number,
): Array<Quantity & { depth: number; order: number; stale: boolean }> {
  if (stages.length < 2 || spanMinutes <= 0) return [];
  const sum = stages.reduce((total, stage) => total + stage.value, 0);
  const fits = (seconds: number) => seconds >= 0.75 * spanMinutes * 60 && seconds <= 1.05 * spanMinutes * 60;
  const factor = fits(sum) ? 1 : fits(sum * 60) ? 60 : null;
  if (factor === null) return [];
  return stages.map((stage) => ({
    label: stage.label,
    dimension: 'duration' as const,
    value: stage.value * factor,
    depth: stage.depth,
    order: stage.order,
    stale: false,
  }));
}

const ID_KEYS = ['id', 'uid', 'uuid', '_id', 'guid', 'feedItemUid'];

function identityOf(item: unknown): string | null {
  if (!isObject(item)) return null;
  for (const key of ID_KEYS) {
    const value = item[key];
    if (
      (typeof value === 'string' && value.length > 0 && value.length <= 200) ||
      (typeof value === 'number' && Number.isFinite(value))
    )
      return `${key}:${String(value)}`;
  }
  return null;
}

/** Whether a record (or an object two levels below it) has a field about charging. */
function mentionsCharging(value: unknown, depth: number): boolean {
  if (!isObject(value)) return false;
  for (const [key, child] of Object.entries(value)) {
    if (/charg/i.test(key)) return true;
    if (depth < 2 && isObject(child) && mentionsCharging(child, depth + 1)) return true;
  }
  return false;
}

/** Fields that date a record as a whole. */
const DATE_FIELD = /^(?:date|day|calendar date|summary date|local date|for date)$/;

const TIME_PREFIXES = new Set(['date', 'time', 'at', 'timestamp', 'ts', 'when']);
/** A key that may name a time beside a measure, looked for before anything is split. */
const TIME_KEY =
  /^(?:date|time|at|timestamp|ts|when)[_A-Z-]|(?:[_-](?:date|time|at|timestamp|ts)|[a-z](?:Date|Time|At|Timestamp))$/;

/**
 * Measures with a time of their own beside them: `min_temp` with `date_min_temp`
 * (Netatmo), `max_hr` with `max_hr_time`. The time says when the measure was
 * taken, not when the item happened.
 */
function measureTimesOf(entries: Array<[string, unknown]>): { timeOf: Map<string, unknown>; times: Set<string> } {
  const timeOf = new Map<string, unknown>();
  const times = new Set<string>();
  if (entries.length < 2 || !entries.some(([key]) => TIME_KEY.test(key))) return { timeOf, times };
  const measures = new Map<string, string>();
  for (const [key, value] of entries)
    if (typeof value === 'number' || typeof value === 'string') measures.set(keyWords(key).join(' '), key);
  for (const [key, value] of entries) {
    const words = keyWords(key);
    const rest = TIME_PREFIXES.has(words[0])
      ? words.slice(1)
      : TIME_PREFIXES.has(words[words.length - 1])
        ? words.slice(0, -1)
        : null;
    const measure = rest && rest.length > 0 ? measures.get(rest.join(' ')) : undefined;
    if (measure !== undefined && measure !== key && typeof entries.find(([k]) => k === measure)?.[1] === 'number') {
      timeOf.set(measure, value);
      times.add(key);
    }
  }
  return { timeOf, times };
}

const dayNumbers = new Map<string, number>();

function dayOffset(day: string, from: string): number {
  return dayNumber(day) - dayNumber(from);
}

function dayNumber(day: string): number {
  let number = dayNumbers.get(day);
  if (number === undefined) {
    number = Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
    if (dayNumbers.size >= 1_000) dayNumbers.clear();
    dayNumbers.set(day, number);
  }
  return number;
}

/** "state_changed", "STATE_CHANGED", "StateChanged" -> "state changed"; other names stay as written. */
function enumText(text: string): string {
  if (/^[a-z0-9]+(?:[_.:-][a-z0-9]+)+$/.test(text)) return text.replace(/[_.:-]+/g, ' ');
  if (ENUM_CONSTANT.test(text) || /^[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+$/.test(text)) return keyWords(text).join(' ');
  return text;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text with HTML tags taken out and its character references read (feeds, posts and rich-text fields send HTML). */
function plainOf(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  return (
    text
      // Block tags part words; inline ones (a mention's <span>@<span>name</span></span>) do not.
      .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|blockquote)\b[^<>]{0,300}>/gi, ' ')
      .replace(/<\/?[a-zA-Z][^<>]{0,300}>/g, '')
      .replace(
        /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,6}));/gi,
        (entity, decimal: string, hex: string, name: string) => {
          const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : null;
          if (code !== null)
            return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
              ? String.fromCodePoint(code)
              : entity;
          return ENTITIES[name.toLowerCase()] ?? entity;
        },
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function distinctTexts<T extends { text: string }>(texts: T[]): T[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.text.replace(/\s+/g, ' ').toLowerCase();
    return !seen.has(key) && seen.add(key);
  });
}
