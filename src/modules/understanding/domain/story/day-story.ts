import type { DiaryEvent, MediaPlay } from '../events/diary-event';
import type { When } from '../events/moment';
import type { Dimension } from '../vocabulary/quantity';

/** Where and when an event was told: the source (token name) and its own times resolved in the person's zone. */
export interface Told {
  source: string;
  /** Its own start or time, when the sender gave one. */
  at: When | null;
  end: When | null;
  /** When the delivery arrived: the time of what is sent as it happens (a message, a note), never of a summary. */
  received: When;
}

export type StoryEvent<E extends DiaryEvent> = Omit<E, 'at' | 'end' | 'identity'> & Told;

/** A measure the day has one of, or sums: steps, active energy, resting heart rate. */
export interface MetricSummary {
  source: string;
  label: string;
  dimension: Dimension;
  unit?: string;
  combine: 'sum' | 'latest' | 'range';
  /** The day's value: the sum, the latest value, or (range) the last value. */
  value: number;
  min: number;
  max: number;
  count: number;
  first: When | null;
  last: When | null;
}

/** One device or entity of a home over the day. */
export interface HomeSummary {
  source: string;
  entity: string;
  area?: string;
  /** How many times it went to each state ("open" 8, "closed" 8), most frequent first. */
  states: Array<{ state: string; count: number; first: When; last: When }>;
  /** Its readings, when it measures something. */
  readings: {
    label: string;
    dimension: Dimension;
    unit?: string;
    min: number;
    max: number;
    last: number;
    count: number;
  } | null;
  changes: number;
  /** Its first state changes in order (at most STORY_LIMITS.transitions), to say each when there were few. */
  transitions: Array<{ state: string; at: When }>;
  lastState: string | null;
  first: When;
  last: When;
}

export interface MediaSummary {
  /** Plays, watches and ratings over the day, kept or not. */
  count: number;
  /** Per medium (tracks, podcast episodes, films...): how many, when, and the artists, directors or shows by how often they came up. */
  byMedium: Array<{
    medium: MediaPlay['medium'];
    count: number;
    first: When | null;
    last: When | null;
    creators: Array<{ name: string; count: number }>;
  }>;
  sources: string[];
}

/** A stream of positions from one source: a route, not a list of places. */
export interface RouteSummary {
  source: string;
  points: number;
  /** Along the points in the order they came, in metres. */
  distanceM: number;
  first: When | null;
  last: When | null;
}

/**
 * Each kind of event a day keeps as a list to write about: its list's name in the story and how many it keeps (the
 * rest are counted in `more`). A new kind of event is a row here; streams (metrics, home states, positions) are
 * summarised instead.
 */
export const KEPT_LISTS = {
  workout: { list: 'workouts', limit: 20 },
  sleep: { list: 'sleeps', limit: 6 },
  body: { list: 'bodies', limit: 20 },
  transaction: { list: 'transactions', limit: 60 },
  calendar: { list: 'calendar', limit: 40 },
  task: { list: 'tasks', limit: 60 },
  note: { list: 'notes', limit: 40 },
  code: { list: 'code', limit: 80 },
  place: { list: 'places', limit: 40 },
  reading: { list: 'readings', limit: 40 },
  message: { list: 'messages', limit: 80 },
  weather: { list: 'weather', limit: 12 },
  /** Plays kept for naming (others are counted in media). */
  media: { list: 'plays', limit: 40 },
} as const satisfies Partial<Record<DiaryEvent['type'], { list: string; limit: number }>>;

export type KeptType = keyof typeof KEPT_LISTS;
type KeptLists = {
  [T in KeptType as (typeof KEPT_LISTS)[T]['list']]: Array<StoryEvent<Extract<DiaryEvent, { type: T }>>>;
};

export interface DayStory extends KeptLists {
  media: MediaSummary | null;
  metrics: MetricSummary[];
  home: HomeSummary[];
  routes: RouteSummary[];
  /** Events told but past the kept bounds, by list. */
  more: Partial<Record<KeptList, number>>;
  /** Every transaction of the day, kept or not, added up per currency. */
  moneyTotals: Array<{ currency: string; spent: number; received: number; count: number }>;
  /** Interpreted events per source, for naming every source with what it told. */
  eventsBySource: Array<{ source: string; vendor: string; events: number }>;
  /** Events left out because they could not be told: a time no diary tells (year 1, 9999), or a value that broke the telling. */
  untold: number;
}

export type KeptList = (typeof KEPT_LISTS)[KeptType]['list'] | 'home';

/** How many of each kind of event a day keeps to write about; the rest are counted. */
export const STORY_LIMITS: Record<KeptList, number> & {
  metrics: number;
  routes: number;
  creators: number;
  statesPerEntity: number;
  transitions: number;
  identities: number;
} = {
  ...(Object.fromEntries(Object.values(KEPT_LISTS).map(({ list, limit }) => [list, limit])) as Record<
    (typeof KEPT_LISTS)[KeptType]['list'],
    number
  >),
  home: 80,
  metrics: 60,
  routes: 10,
  creators: 100,
  statesPerEntity: 8,
  transitions: 6,
  identities: 5_000,
};
