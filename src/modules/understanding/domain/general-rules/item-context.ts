import { FieldProfile } from '../vocabulary/field-roles';
import type { Identities } from './item-actors';
import { STATE_WORDS } from '../vocabulary/text-roles';

/** Bounds of the walk over one item: a 100 KB payload costs the same as a small one past these. */
export const ITEM_LIMITS = { nodes: 2_000, depth: 8, arrayItems: 25, inspectChars: 2_000 } as const;

export interface ItemContext {
  day: string;
  /** The day and minute of the day of an instant in the account's time zone. */
  zoned: (instant: number) => { day: string; minute: number };
  /** Top-level properties read elsewhere (media, location, highlights). */
  skipKeys: ReadonlySet<string>;
  /** Who the person is (the account's identities), to tell their actions from others'. */
  identities?: Identities;
  /**
   * The currency of the country of the account's zone (homeCurrencyOf): what an amount no currency goes with is
   * counted in, when it would otherwise be a bare number.
   */
  homeCurrency?: string;
  /** Whether people of the account's zone count distances in miles (countsInMiles): a bare distance is miles. */
  miles?: boolean;
  /** The item is its delivery's one record (no batch): its delivery may be its event, whatever its dates say. */
  single?: boolean;
  /** Whether its sender writes its times of no zone in UTC (senders-clock), worked out when first asked. */
  utcWallClock?: () => boolean;
  /** Whether the delivery's sender writes the person's local time marked as UTC (senders-clock). */
  localAsUtc?: () => boolean;
}

/** Where the walk stands in an item: a value, the field it sits under, and what the enclosing fields said of it. */
export interface Frame {
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
  /** The unit a sibling field names for this value (`consumptionUnit` beside `consumption`). */
  siblingUnit?: string;
  /** The units a sibling object names for this object's values (`current_units` beside `current`), by key. */
  unitTable?: Readonly<Record<string, unknown>>;
  /** The amount of a list's element with a name of its own (`priceElements: [{name, amount}]`): called by that name. */
  partAmount?: boolean;
  /** A time without a zone beside the same time written as local (`localDateTime`): it is UTC. */
  utcClock?: boolean;
  /** Who wrote the words of the part it is in (a conversation's reply, by its `author`), when that part says. */
  speaker?: string;
  /** A time of day written "14:00" beside it: a two-part clock duration ("00:30") is hours and minutes. */
  hoursClock?: boolean;
  /** The words of the nearest enclosing field that is not a mere wrapper (`start_location` above `properties.timestamp`). */
  ownerWords: readonly string[];
  /** Under an "old"/"previous" branch of a change event. */
  stale: boolean;
  /** Under an object that only says who or where (a repository, a sender). */
  context: boolean;
  /** An element of a list: its field's words are the list's name (`legs`, `games`), which names the records, not a value. */
  element?: boolean;
  /** Below an element of a list (each of a match's teams): what it says is that element's, not the record's. */
  inList?: boolean;
  /** Among a game piece's statistics (`trophies`, `level`, `xp` beside it). */
  amongStats?: boolean;
  /**
   * The words of the part it is in (`solar`) when the part's siblings hold measures of the same names
   * (`sharedMeasures`): a leaf of one of those names is that part's measure.
   */
  partWords?: readonly string[];
  sharedMeasures?: ReadonlySet<string>;
  /** Within an envelope's content (the record an event carries), not among the envelope's own fields. */
  inContent?: boolean;
  /** Under an object of values in imperial units (`imperial: {temp, elev}`). */
  imperial?: boolean;
  /** Where the value is in the item (`main.temp`), kept only while an explanation is traced. */
  path?: string;
}

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How deep a time counts as being in its record: a state object's own time (`list_status.updated_at` beside its
 * `status`) is the record's, as its state is.
 */
export function timeDepthOf(frame: Frame): number {
  return frame.depth === 2 && frame.parentWords.some((word) => STATE_WORDS.has(word)) ? 1 : frame.depth;
}

/** Objects of a message's own metadata (`metadata: {generatedAt, messageId}`): when it was sent, not what it tells of. */
const METADATA_WORDS = new Set(['metadata', 'meta']);
/** A delivery's rank (time-roles): after every time of the event itself. */
const DELIVERY_RANK = 5;

/** A time's rank as the record's own, a time of its message's metadata ranked as the message's delivery. */
export function envelopeRank(frame: Frame, rank: number): number {
  return frame.parentWords.length === 1 && METADATA_WORDS.has(frame.parentWords[0])
    ? Math.max(rank, DELIVERY_RANK)
    : rank;
}
