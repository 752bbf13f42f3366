import type { Dimension } from '../vocabulary/quantity';

// How much each thing found in one item counts, and how deep in it each is looked for. The weight of a text by
// its role and depth is textWeight's (field-roles.ts); these are the shares and bounds the walk applies on top.

/** A text that says who or where (a device's, a user's, an app's name) counts this share of one that says what happened. */
export const CONTEXT_TEXT_SHARE = 0.3;
/** A raw upper-case line (a bank's) reads worse than the same thing named in ordinary case. */
export const SHOUTED_TEXT_SHARE = 0.7;
/** A single word counts this share of prose in the same role: prose says more. */
export const WORD_TEXT_SHARE = 0.8;
/** A word under a field that only mentions a thing ("device_class") counts this share of one that names it ("friendly_name"). */
export const MENTIONED_NAME_SHARE = 0.8;
/** A further name is kept beside the headline when it weighs at least this share of it: nearly as telling. */
export const FURTHER_NAME_SHARE = 0.6;

/**
 * Deepest level at which prose counts, by its role: the person's own words and titles are looked for deep in
 * an item, names less deep, prose under a field that says nothing of its role near the top only.
 */
export const PROSE_DEPTH = { ownOrTitle: 5, name: 4, other: 2 } as const;
/** Deepest level a single word is kept as a text: below, it describes a part, not the item. */
export const WORD_DEPTH = 4;
/** Deepest level a state says where the item is now: below, it is a part's state. */
export const STATE_DEPTH = 3;
/** Plain counts below the top say something only as scores and levels, and only down to this level. */
export const SCORE_DEPTH = 4;
/** Deepest level a number is read as a measure of the item: below are the parts of parts (a lap's split's sample). */
export const MEASURE_DEPTH = 6;

/** A phrase that names what happened ("Morning run") is short; longer, it is prose about it. */
export const KIND_PHRASE = { chars: 40, words: 4 } as const;
/** A state's name ("Done", "In review") is short; longer, it is prose. */
export const STATE_NAME_CHARS = 40;
/** A category's object (a status with its name and colour) is small; one with more fields ("charge_state" with thirty readings) is data. */
export const CATEGORY_FIELDS = 8;

/** At most this many further texts, labels and measures an item: enough to tell it, bounded for the digest. */
export const MAX_TEXTS = 6;
export const MAX_LABELS = 3;
export const MAX_QUANTITIES = 12;

/** A part's "duration" that differs from the record's own span by more than this (seconds, or share of the span) is not the record's. */
export const SPAN_TOLERANCE = { seconds: 60, share: 0.1 } as const;
/** Bare sleep stages are durations when their sum covers this share of the night: awake time and rounding leave a gap, never much more. */
export const STAGES_COVER = { least: 0.75, most: 1.05 } as const;
/** Rank of a measure from the "old" branch of a change: after every current one. */
export const STALE_RANK = 200;
/** Rank of a part's measure (a lap's, a split's): after the item's own. */
export const PART_RANK = 100;

/** Quantities in the order a reader looks for them; plain counts last. */
export const DIMENSION_ORDER: Dimension[] = [
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
