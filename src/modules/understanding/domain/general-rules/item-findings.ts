import { TextRole } from '../vocabulary/text-roles';
import { Quantity } from '../vocabulary/quantity';
import { epochInstant, isTellableInstant, parseWrittenTime } from '../vocabulary/value-shapes';
import { ItemContext, Frame } from './item-context';
import type { Breakdown } from './item-breakdowns';

/** A text of an item, with the role its field gives it and how telling it is. */
export interface TextFact {
  text: string;
  role: TextRole | null;
  weight: number;
  /** Who wrote these words, when a part of the record names its own author ('' for the person). */
  by?: string;
}

/** How one field of a payload was read: as what, or why it was left out. */
export interface FieldTrace {
  /** Where it is in the record: `main.temp`, `readings[2].value`. */
  path: string;
  readAs:
    'quantity' | 'money' | 'text' | 'time' | 'state' | 'kind' | 'date' | 'actor' | 'breakdown' | 'lifecycle' | null;
  /** What it became (`temperature 21.5 °C`, `title`), or why it was left out. */
  detail: string;
}

/** What the walk over one item found, before it is ranked into its facts. */
export class ItemFindings {
  nodes = 0;
  /** `belongs`: the name of what the record is for (its project, its client), context that is still told. */
  readonly texts: Array<TextFact & { top: string | null; order: number; context: boolean; belongs?: boolean }> = [];
  readonly labels: Array<{ text: string; stale: boolean; aside?: boolean; own?: boolean; first?: boolean }> = [];
  /** The decimals its amounts are counted in, when it says (`decimalDigits: 2`: 24900 is 249.00). */
  amountDecimals: number | null = null;
  /** First words that several of its top-level keys share (`transaction` of `transaction_id`, `transaction_status`): its own noun. */
  ownPrefixes: ReadonlySet<string> = new Set();
  readonly quantities: Array<Quantity & { depth: number; order: number; stale: boolean }> = [];
  readonly times: Array<{
    rank: number;
    depth: number;
    day: string;
    minute: number;
    midnight: boolean;
    end: boolean;
    /** The words of its field (`voided date time`), to find the time named for what happened. */
    words?: readonly string[];
  }> = [];
  noun: string | null = null;
  /** The kind of the event an envelope carries (`"type": "result-added"` beside `result`), when the record names none. */
  eventKind: string | null = null;
  /** The event's kind was named by its delivery's metadata (a webhook subscription's `type`): what happened, not a notice. */
  deliveredKind = false;
  /** The noun came from a documented activity code: nothing guessed replaces it. */
  activityNamed = false;
  /** Identifiers and other machinery it carried (left out). */
  machinery = 0;
  /** Whether a list or the walk was cut at its bound: what adds up over the item cannot be added up. */
  partial = false;
  /** Numbers left out as running totals (`playtime_forever`): all a record says of itself, it says nothing of the day. */
  runningTotals = 0;
  /** A device reported it as it happened (an attribute event): its delivery is its time. */
  live = false;
  /** The item is about charging (a car, a phone): its battery level is what it tells, not telemetry. */
  charging = false;
  /** The item is a thing sent (it names its carrier, its shipment or its tracking number): a weight of no unit is no body's. */
  shipped = false;
  /** Weights read without a unit named: kilograms for a body, but a parcel's may be in ounces. */
  readonly bareWeights = new Set<object>();
  /** The item is a device's own event (it names its `deviceType`): the device's name is what it is about, its action its state. */
  deviceEvent = false;
  /** The device the item is from, as its id or name field gives it (`end_device_ids.device_id`): items group by it. */
  device: string | null = null;
  /** Where the record's words went: a chat's channel or stream, a community (`display_recipient`, `channel_name`). */
  postedIn: string | null = null;
  /** Whom a sale was for (`client_full_name`, `customer.name`) and whose business sold it (`restaurant_name`). */
  customer: string | null = null;
  readonly businesses = new Set<string>();
  /** It carries its device's battery or signal (`RSSI`, `Battery`): a report of a device, not a record of its own. */
  deviceReport = false;
  /** Ids of other records this one hides or removes (`{ids: ["k3Jd"], visible: false}`): what was told of them is taken back. */
  readonly retracts: string[] = [];
  /** When the thing last went down (`lastDownTime` of a monitor now up): the outage lasted until the record's time. */
  downSince: number | null = null;
  /** A voltage of no unit past any socket's: the record's data points are scaled, its bare power no watts. */
  scaledPoints = false;
  /** Whether the record is due at a time (a task's `dueDate`): its start is then its plan, its completion what happened. */
  due = false;
  /** Proper names of one word under names that say nothing of them (`hive: "Bottlebrush"`): what a reading is of? */
  readonly properWords: string[] = [];
  /** The item's own date, from a field that names it ("date", "day", "calendar_date"). */
  date: string | null = null;
  verb: string | null = null;
  stack: Frame[] = [];
  /** The record says it is gone (deleted, voided): what it was is not told as done. */
  deleted = false;
  /** Who acted, as the item's objects name them (its user, a comment's author), shallowest first once sorted. */
  readonly actors: Array<{ name: string; depth: number }> = [];
  /** Whom the record was given to (`assignee: {name}`), when an event of it names one. */
  assignee: string | null = null;
  /** Whom the record went to (`recipient: {name}`): a transfer's, a message's. */
  recipient: string | null = null;
  /** Lists of named parts with their measures (time by project). */
  readonly breakdowns: Breakdown[] = [];
  /** Its own short durations of no unit (`duration: 67`, seconds or minutes?), told only when a span decides them. */
  readonly undecidedDurations: Quantity[] = [];
  /** It lists who took part (`attendees`, `participants`): a meeting, a call, an outing of minutes, not seconds. */
  attended = false;
  /** Readings of a lifetime counter (a meter's `total_kwh`): over a day's readings, their difference is what was used. */
  readonly counters: Quantity[] = [];
  /** Unitless numbers named for a stage of sleep: durations only when their sum matches the night's span. */
  readonly stages: Array<{ label: string; value: number; depth: number; order: number }> = [];
  readonly money: Array<{
    quantity: Quantity & { depth: number; order: number; stale: boolean };
    decimal: boolean;
    scaled: boolean;
    /** The field's words, to find its formatted twin. */
    key: string;
    /** In the account's home currency only because no currency went with it. */
    homeGuess?: boolean;
  }> = [];
  /** Currencies the record names anywhere (a part's `currency`, a market's code). */
  readonly namedCurrencies = new Set<string>();
  /** Amounts the sender also wrote for people (`total_formatted: "$29.00"`), by the words of the field they format. */
  readonly formattedMoney = new Map<string, number>();
  /** Amounts with cents written in the record's texts ("7 nights x 125.00 EUR"): its whole amounts are whole units. */
  readonly writtenAmounts = new Set<number>();
  /** Durations the sender also wrote as a clock (`time_formatted: "24:02.3"`), in seconds, by the words of their field. */
  readonly formattedDurations = new Map<string, number>();

  /** What each field was read as, when an explanation was asked for (artifacts show --explain); null otherwise. */
  trace: FieldTrace[] | null = null;

  constructor(readonly context: ItemContext) {}

  /** The minute of the day (counted from its midnight) a time value gives, or null when it is not a time near the day. */
  minuteOf(value: unknown): number | null {
    const written = typeof value === 'string' ? parseWrittenTime(value) : null;
    const instant = typeof value === 'number' ? epochInstant(value) : (written?.instant ?? null);
    if (instant !== null && !isTellableInstant(instant)) return null;
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

  time(rank: number, depth: number, instant: number, midnight = false, end = false, words?: readonly string[]): void {
    if (!isTellableInstant(instant)) return;
    const { day, minute } = this.context.zoned(instant);
    this.times.push({ rank, depth, day, minute, midnight, end, ...(words ? { words } : {}) });
  }
}

const dayNumbers = new Map<string, number>();

export function dayOffset(day: string, from: string): number {
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
