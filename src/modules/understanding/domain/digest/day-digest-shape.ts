import type { Enrichment, Highlight, Media, Place } from '../../../ingest';
import type { DayStory } from '../story/day-story';
import type { TextRole } from '../vocabulary/text-roles';
import type { Dimension } from '../vocabulary/quantity';

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
  /** Whose words they are, when not the person's. */
  by?: string;
  /** Where they were posted (a channel, a stream), when the record says. */
  in?: string;
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
  /** In a series of readings each with its own time: when the lowest and the highest were read, and how many were. */
  lowAt?: number;
  highAt?: number;
  readings?: number;
  /** In such a series: the latest reading and when it was read. */
  last?: number;
  lastAt?: number;
  /** Of a group of spans (a day's walks, each with its start and end): the measure added up over them. */
  total?: number;
  /** Read from whole minor units by its record alone; while the day is gathered only, never in a digest. */
  fromMinor?: true;
  /** A wind's speed sent with no unit, read in metres a second while the day is gathered; never in a digest. */
  bareWind?: true;
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
  /** What it is called by a name field of its own (`geocacheName`), when its words are not that name. */
  ownName?: string;
  /** The person's own words in it. */
  texts: string[];
  quantities: QuantityRange[];
  state: string | null;
  /** Its own kind, when its group holds records of several (an envelope voided among envelopes sent). */
  kind?: string;
  /** When it went to `state`, when a later delivery said so (its own time stays `minute`). */
  stateMinute?: number;
  /** The states earlier versions of it were in, oldest first, when a later version put it in another. */
  earlierStates?: Array<{ state: string; minute: number }>;
  /** Who did it, when not the person. */
  by?: string;
}

export interface KindCount {
  kind: string;
  count: number;
}

/** Items about one named thing (a device, an issue, an activity), or else of one kind, from one source. */
export interface ItemGroup {
  /** The name the items share, when they share one. */
  name: string | null;
  /** How its latest item's wholes divide (time by project): named parts with their measures, largest first. */
  breakdowns: Array<{ of: string; parts: Array<{ name: string; quantity: QuantityRange }>; more: number }>;
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
