import type { Quantity } from '../digest/quantity';
import type { Moment } from './moment';

/**
 * What a delivery says happened, in a small vocabulary a diary is written in.
 * Interpreters of well-known vendors turn payloads into these; every number is
 * in one unit (metres, seconds, bpm, kg, °C, kcal, major currency units), every
 * time a Moment as precise as the sender gave it. A field is left out when the
 * sender did not say it: nothing here is a guess.
 */
export type DiaryEvent =
  | Workout
  | Sleep
  | BodyMeasurement
  | DailyMetric
  | Transaction
  | CalendarEvent
  | MediaPlay
  | Message
  | Task
  | Note
  | CodeChange
  | HomeChange
  | Weather
  | PlaceVisit
  | Position
  | Reading;

export type EventType = DiaryEvent['type'];

interface EventBase {
  /** When it began (or happened). */
  at?: Moment;
  /** When it ended, for what lasts. */
  end?: Moment;
  /**
   * The vendor's own id of the thing (an activity, a transaction, a calendar
   * event), prefixed by the vendor: a later delivery about the same thing (an
   * update, a rename, a cancellation) replaces the earlier one. Never shown.
   */
  identity?: string;
  /**
   * Only updates the earlier event of the same identity (a rename, a state
   * change); alone it tells nothing and is dropped.
   */
  update?: true;
}

export interface Workout extends EventBase {
  type: 'workout';
  /** What was done, in lower case words: "run", "ride", "walk", "swim", "strength training", or the vendor's own word. */
  activity: string;
  /** The name the person gave it ("Landwehrkanal loop"). */
  name?: string;
  distanceM?: number;
  /** Time in motion. */
  movingS?: number;
  /** Time from start to finish. */
  elapsedS?: number;
  heartRateAvg?: number;
  heartRateMax?: number;
  energyKcal?: number;
  elevationGainM?: number;
  /** Average power in watts (a ride with a power meter). */
  powerW?: number;
  steps?: number;
  place?: string;
  /** The person's own description. */
  note?: string;
}

export interface Sleep extends EventBase {
  type: 'sleep';
  /** A nap in the day rather than the night's sleep. */
  nap?: true;
  asleepS?: number;
  inBedS?: number;
  /** The vendor's sleep score, out of 100. */
  score?: number;
  deepS?: number;
  remS?: number;
  lightS?: number;
  awakeS?: number;
  heartRateAvg?: number;
  restingHeartRate?: number;
  hrvMs?: number;
}

export interface BodyMeasurement extends EventBase {
  type: 'body';
  /** Weight, body fat, blood pressure, temperature...: each with its label. */
  measures: Quantity[];
}

/** One value of a measure that a day has one of (steps, resting heart rate) or sums over its parts (hourly steps). */
export interface DailyMetric extends EventBase {
  type: 'metric';
  measure: Quantity;
  /** How the day's values of this measure make one: added up (steps per hour), the last one (a daily total sent twice), or their range. */
  combine: 'sum' | 'latest' | 'range';
}

export interface Money {
  /** In major units (pounds, euros, yen), exact as the sender meant it. */
  amount: number;
  /** ISO 4217 code, upper case; empty when the sender does not say (a budget's transactions): then no sign is written. */
  currency: string;
}

export interface Transaction extends EventBase {
  type: 'transaction';
  /** Negative for money going out. */
  amount: Money;
  /** In the currency of the place, when it differs (a card used abroad). */
  localAmount?: Money;
  /** The merchant, payee or payer. */
  counterparty?: string;
  category?: string;
  /** The person's own memo. */
  note?: string;
  pending?: boolean;
  declined?: boolean;
  /**
   * What kind of movement it is, when it is not a purchase or an income: money
   * sent to or from a person, a refund, a move between the person's own
   * accounts (pots, savings, a top-up, a payout to the bank), which is not spent
   * or earned, or cash taken out of a machine.
   */
  kind?: 'transfer' | 'refund' | 'own' | 'cash';
}

export interface CalendarEvent extends EventBase {
  type: 'calendar';
  title?: string;
  /** It has dates, not times: `at` is its first day, `end` (when it lasts several) its last day. */
  allDay?: boolean;
  location?: string;
  cancelled?: boolean;
  /** The person declined it. */
  declined?: boolean;
  /** The person answered "maybe". */
  tentative?: boolean;
  /** The person's own notes on it (not the invitation boilerplate). */
  note?: string;
}

export interface MediaPlay extends EventBase {
  type: 'media';
  medium: 'track' | 'episode' | 'podcast' | 'movie' | 'show' | 'video' | 'audiobook' | 'game';
  action: 'played' | 'watched' | 'rated' | 'reviewed';
  title: string;
  /** The artist, director, author or channel. */
  creator?: string;
  /** The album, show or series. */
  collection?: string;
  rating?: { value: number; outOf: number };
  /** The person's own review. */
  review?: string;
}

export interface Message extends EventBase {
  type: 'message';
  kind: 'message' | 'post' | 'comment' | 'email';
  text?: string;
  /** Who wrote it, when it was not the person (a name, not an address). */
  author?: string;
  /** The chat, channel or group. */
  where?: string;
  /** Written by the person (or their bot) rather than received. */
  outgoing?: boolean;
  edited?: boolean;
  attachments?: number;
  voiceS?: number;
}

export interface Task extends EventBase {
  type: 'task';
  title: string;
  action: 'created' | 'completed' | 'updated' | 'moved' | 'deleted' | 'reopened' | 'commented';
  project?: string;
  /** The column or state it is in now ("Done", "In review"). */
  state?: string;
  note?: string;
}

export interface Note extends EventBase {
  type: 'note';
  title?: string;
  text?: string;
}

export interface CodeChange extends EventBase {
  type: 'code';
  object:
    | 'commit'
    | 'issue'
    | 'pull request'
    | 'merge request'
    | 'release'
    | 'pipeline'
    | 'deployment'
    | 'comment'
    | 'review'
    | 'branch'
    | 'tag'
    | 'star';
  /** What happened to it, as a past participle: pushed, opened, closed, merged, reopened, published, failed, succeeded, commented, approved. */
  action: string;
  repository?: string;
  title?: string;
  /** Commit messages, first lines (a push). */
  commits?: string[];
  commitCount?: number;
  branch?: string;
  /** The comment or review text. */
  text?: string;
  /**
   * Who did it, as the sender names them (a login, a name): said with it,
   * since a tool's events are the person's own and their collaborators' alike.
   */
  actor?: string;
}

export interface HomeChange extends EventBase {
  type: 'home';
  /** The device or entity as the person named it ("Front door", "Living room temperature"). */
  entity: string;
  /** The state it went to, as words ("on", "open", "home", "heat"), when it is not a measure. */
  state?: string;
  /** A reading with its unit (21.3 °C, 2,100 W). */
  measure?: Quantity;
  area?: string;
}

export interface Weather extends EventBase {
  type: 'weather';
  conditions?: string;
  temperatureC?: number;
  lowC?: number;
  highC?: number;
  feelsLikeC?: number;
  humidityPct?: number;
  windMs?: number;
  precipitationMm?: number;
  /** Temperatures whose scale the sender did not say (°C or °F): written with a bare degree sign, never converted. */
  degrees?: { temperature?: number; low?: number; high?: number; feelsLike?: number };
  place?: string;
}

export interface PlaceVisit extends EventBase {
  type: 'place';
  action: 'arrived' | 'left' | 'visited' | 'checked in';
  name?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
}

/** One point of a track: a stream of them is a route, not a list of places. */
export interface Position extends EventBase {
  type: 'position';
  latitude: number;
  longitude: number;
}

export interface Reading extends EventBase {
  type: 'reading';
  action: 'highlighted' | 'noted' | 'saved' | 'started' | 'finished' | 'read';
  /** The book or article. */
  title: string;
  author?: string;
  highlight?: string;
  /** The person's own note on it. */
  note?: string;
  progressPct?: number;
}
