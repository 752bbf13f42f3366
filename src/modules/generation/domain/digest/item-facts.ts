import { FieldProfile, TextRole, fieldProfile, isTechnical, profileOfWords, textWeight } from './field-roles';
import { capitalized, keyWords } from './key-words';
import { Dimension, Quantity, quantityOf } from './quantity';
import { epochInstant, isProse, isWord, looksLikeDate, looksLikeEmail, looksLikeIdentifier, looksLikeUrl, looksLikeWrittenDate, parseWrittenTime } from './value-shapes';

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
  /** Its most telling text. */
  headline: TextFact | null;
  /** A few more texts, by weight. */
  texts: TextFact[];
  /** States and actions ("on", "completed"). */
  labels: string[];
  quantities: Quantity[];
  /** Minute of the day (0-1439) of its own event time when that falls on the day, else null. */
  minute: number | null;
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
  currency: string | undefined;
  /** Under an "old"/"previous" branch of a change event. */
  stale: boolean;
  /** Under an object that only says who or where (a repository, a sender). */
  context: boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const ROOT = profileOfWords([]);
const CURRENCY_CODE = /^[A-Za-z]{3}$/;
const NUMERIC = /^-?\d{1,12}(?:\.\d{1,6})?$/;
/** OWNER, IN_PROGRESS: enumeration constants, not names. */
const ENUM_CONSTANT = /^[A-Z][A-Z0-9_]*$/;
const MAX_TEXTS = 6;
/** Quantities in the order a reader looks for them; plain counts last. */
const DIMENSION_ORDER: Dimension[] = ['distance', 'duration', 'heart-rate', 'money', 'temperature', 'steps', 'energy', 'weight', 'speed', 'percent', 'count'];

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
  private readonly times: Array<{ rank: number; depth: number; day: string; minute: number }> = [];
  private noun: string | null = null;
  private verb: string | null = null;

  constructor(private readonly context: ItemContext) {}

  run(item: unknown): void {
    const stack: Frame[] = [{ value: item, field: ROOT, depth: 0, top: null, currency: undefined, stale: false, context: false }];
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
    const entries = Object.entries(frame.value as Json);
    const measured = measuredValue(frame.value as Json);
    // { "qty": 874.2, "units": "kcal" } under "activeEnergyBurned": one measure named by its field.
    if (measured && frame.field.words.length > 0) return this.number({ ...frame, field: profileOfWords([...frame.field.words, ...keyWords(measured.unit)]) }, measured.value);
    const currency = currencyOf(entries) ?? frame.currency;
    const children: Frame[] = [];
    for (const [key, child] of entries) {
      if (frame.depth === 0 && (this.context.skipKeys.has(key) || (key === 'source' && typeof child === 'string'))) continue;
      // The conventional `payload` wrapper adds nothing to read.
      if (frame.depth === 0 && key === 'payload' && isObject(child)) {
        children.push({ ...frame, value: child, depth: 0, currency });
        continue;
      }
      const field = fieldProfile(key);
      const nested = isObject(child) || Array.isArray(child);
      if (nested && field.technical) continue;
      children.push({
        value: child,
        field,
        depth: frame.depth + 1,
        top: frame.top ?? key,
        currency,
        stale: frame.stale || field.stale,
        // What an event carries along to say who or where, and the definitions of its categories (a status, a type).
        context: frame.context || (nested && field.context),
      });
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }

  private leaf(frame: Frame): void {
    if (typeof frame.value === 'number') this.number(frame, frame.value);
    else if (typeof frame.value === 'string') {
      const text = frame.value.slice(0, ITEM_LIMITS.inspectChars).trim();
      if (text !== '') this.string(frame, text);
    }
  }

  private number(frame: Frame, value: number): void {
    const instant = epochInstant(value);
    const rank = frame.field.timeRank;
    if (instant !== null && rank !== null) return this.time(rank, frame.depth, instant);
    if (instant !== null || frame.field.technical) return;
    const quantity = quantityOf(frame.field.words, value, frame.currency);
    // Plain counts say something only about the item itself, not about the parts it carries along (a repository's forks).
    if (quantity && (quantity.dimension !== 'count' || frame.depth <= 1) && frame.depth <= 4) this.quantities.push({ ...quantity, depth: frame.depth, order: this.nodes, stale: frame.stale });
  }

  private string(frame: Frame, text: string): void {
    const { field, depth } = frame;
    if (looksLikeUrl(text) || looksLikeEmail(text)) return;
    const written = parseWrittenTime(text);
    if (written) {
      const rank = field.timeRank ?? 4;
      if (written.instant !== null) this.time(rank, depth, written.instant);
      else this.times.push({ rank, depth, day: written.date, minute: written.hour * 60 + written.minute });
      return;
    }
    if (looksLikeDate(text) || looksLikeWrittenDate(text) || field.technical || looksLikeIdentifier(text)) return;
    if (NUMERIC.test(text)) return this.number(frame, Number(text));
    const role = field.role;
    const contextFactor = frame.context ? 0.3 : 1;
    if (isProse(text)) {
      // Prose under a name that says nothing of its role counts near the top of the item only.
      if (depth <= (role === 'own' || role === 'title' ? 5 : role === 'name' ? 4 : 2)) this.texts.push({ text: plainOf(text), role, weight: textWeight(role, depth) * contextFactor, top: frame.top, order: this.nodes, context: frame.context });
      return;
    }
    if (!isWord(text)) return;
    if (depth <= 3 && field.state) this.labels.push({ text: enumText(text), stale: frame.stale });
    // Only the item's own top-level fields name its kind: a nested `type` describes a part (a user, a repository).
    if (depth === 1 && field.verb && this.verb === null) this.verb = enumText(text);
    else if (depth === 1 && field.kind && this.noun === null) this.noun = enumText(text);
    else if (role !== null && depth <= 4 && !ENUM_CONSTANT.test(text)) {
      // "friendly_name" names the thing; "device_class" only mentions a device.
      const naming = field.words[field.words.length - 1] === 'name' ? 1 : 0.8;
      this.texts.push({ text: role === 'name' ? enumText(text) : text, role, weight: textWeight(role, depth) * 0.8 * naming * contextFactor, top: frame.top, order: this.nodes, context: frame.context });
    }
  }

  private time(rank: number, depth: number, instant: number): void {
    const { day, minute } = this.context.zoned(instant);
    this.times.push({ rank, depth, day, minute });
  }

  facts(item: unknown): ItemFacts {
    const texts = distinctTexts(this.texts.sort((a, b) => b.weight - a.weight || a.order - b.order));
    const headline = texts[0] ?? null;
    const subject = headline && this.texts.find((text) => text.text === headline.text)?.top;
    const nounText = this.noun ?? subjectOf(subject ?? firstObjectKey(item), this.context.skipKeys);
    const kind = nounText ? capitalized(this.verb && !nounText.includes(this.verb) ? `${nounText} ${this.verb}` : nounText) : this.verb ? capitalized(this.verb) : null;
    const labels = [...this.labels.filter((l) => !l.stale), ...this.labels.filter((l) => l.stale)].map((l) => l.text);
    const onDay = this.times.filter((time) => time.day === this.context.day).sort((a, b) => a.rank - b.rank || a.depth - b.depth);
    // The item's own measures before those of its parts (laps, splits), then in the order a reader looks for them.
    const rank = (q: { depth: number; dimension: Dimension; stale: boolean }) => (q.stale ? 200 : 0) + (q.depth <= 1 ? 0 : 100) + DIMENSION_ORDER.indexOf(q.dimension);
    const quantities = this.quantities.sort((a, b) => rank(a) - rank(b) || a.depth - b.depth || a.order - b.order);
    const seen = new Set<string>();
    return {
      kind,
      headline: headline && { text: headline.text, role: headline.role, weight: headline.weight },
      // Further texts: the person's own words, and others nearly as telling as the headline; not what describes the context.
      texts: texts
        .slice(1)
        .filter((text) => !text.context && (text.role !== 'name' || text.weight >= 0.8 * headline!.weight))
        .slice(0, MAX_TEXTS)
        .map(({ text, role, weight }) => ({ text, role, weight })),
      labels: [...new Set(labels)].filter((label) => !` ${kind?.toLowerCase()} `.includes(` ${label.toLowerCase()} `)).slice(0, 3),
      quantities: quantities
        .filter((q) => !seen.has(quantityKey(q)) && seen.add(quantityKey(q)))
        .slice(0, 8)
        .map(({ label, dimension, value, currency }) => (currency ? { label, dimension, value, currency } : { label, dimension, value })),
      minute: onDay[0]?.minute ?? null,
      shape: isObject(item) ? Object.keys(item).sort().join(',').slice(0, 200) : Array.isArray(item) ? '[]' : typeof item,
    };
  }
}

/** Keys that wrap content without saying what it is. */
const WRAPPERS = new Set(['data', 'payload', 'body', 'result', 'results', 'attributes', 'properties', 'details', 'meta', 'metadata', 'info', 'object', 'item', 'items', 'record', 'records', 'value', 'values', 'fields', 'params', 'content']);

/** "pull_request" -> "pull request": the top-level field an item is about, unless it is a mere wrapper. */
function subjectOf(key: string | null | undefined, skipKeys: ReadonlySet<string>): string | null {
  if (!key || skipKeys.has(key)) return null;
  const words = keyWords(key);
  return words.length === 0 || words.every((word) => WRAPPERS.has(word)) || isTechnical(words) ? null : words.join(' ');
}

function firstObjectKey(item: unknown): string | null {
  if (!isObject(item)) return null;
  for (const [key, value] of Object.entries(item)) if (isObject(value)) return key;
  return null;
}

/** Quantities with one key are one measure: the amount in euros and the amount in dollars are two. */
export function quantityKey(quantity: Pick<Quantity, 'label' | 'dimension' | 'currency'>): string {
  return `${quantity.label}\u0000${quantity.dimension}\u0000${quantity.currency ?? ''}`;
}

const AMOUNT_KEYS = ['qty', 'quantity', 'value', 'amount'];

/** A value-and-unit object (Apple Health, FHIR Quantity, many sensors), when it is one. */
function measuredValue(object: Json): { value: number; unit: string } | null {
  const unit = object.unit ?? object.units;
  if (typeof unit !== 'string' || !/^[A-Za-z°%/]{1,12}$/.test(unit)) return null;
  for (const key of AMOUNT_KEYS) if (typeof object[key] === 'number') return { value: object[key] as number, unit: unit === '%' ? 'pct' : unit.replace('°', '') };
  return null;
}

function currencyOf(entries: Array<[string, unknown]>): string | undefined {
  for (const [key, value] of entries) {
    if (typeof value === 'string' && CURRENCY_CODE.test(value) && keyWords(key).includes('currency')) return value.toUpperCase();
  }
  return undefined;
}

/** "state_changed", "STATE_CHANGED", "StateChanged" -> "state changed"; other names stay as written. */
function enumText(text: string): string {
  if (/^[a-z0-9]+(?:[_.:-][a-z0-9]+)+$/.test(text)) return text.replace(/[_.:-]+/g, ' ');
  if (ENUM_CONSTANT.test(text) || /^[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+$/.test(text)) return keyWords(text).join(' ');
  return text;
}

/** Text with HTML tags taken out (feeds and rich-text fields send them). */
function plainOf(text: string): string {
  return text.includes('<') ? text.replace(/<\/?[a-zA-Z][^<>]{0,300}>/g, ' ').replace(/\s+/g, ' ').trim() : text;
}

function distinctTexts<T extends { text: string }>(texts: T[]): T[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.text.replace(/\s+/g, ' ').toLowerCase();
    return !seen.has(key) && seen.add(key);
  });
}
