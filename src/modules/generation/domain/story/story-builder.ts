import type {
  DailyMetric,
  DiaryEvent,
  HomeChange,
  MediaPlay,
  Position,
  Sleep,
  Transaction,
  Workout,
} from '../events/diary-event';
import { When, whenOf } from '../events/moment';
import { plausibleEvent } from './plausible';
import {
  DayStory,
  HomeSummary,
  KeptList,
  MediaSummary,
  MetricSummary,
  RouteSummary,
  STORY_LIMITS,
  StoryEvent,
  Told,
} from './day-story';

type Zoned = (instant: number) => { day: string; minute: number };

const LIST_OF: Record<Exclude<DiaryEvent['type'], 'metric' | 'home' | 'position'>, KeptList> = {
  workout: 'workouts',
  sleep: 'sleeps',
  body: 'bodies',
  transaction: 'transactions',
  calendar: 'calendar',
  task: 'tasks',
  note: 'notes',
  code: 'code',
  place: 'places',
  reading: 'readings',
  message: 'messages',
  weather: 'weather',
  media: 'plays',
};

/**
 * Folds a day's events into a DayStory in bounded memory: each kind of event
 * keeps at most STORY_LIMITS of itself to write about and counts the rest;
 * streams (metrics, home states, plays, positions) become summaries. A later
 * event with the identity of an earlier one updates it instead of repeating it.
 */
export class StoryBuilder {
  private readonly kept = new Map<KeptList, Array<StoryEvent<DiaryEvent>>>();
  private readonly byIdentity = new Map<string, StoryEvent<DiaryEvent>>();
  private readonly seen = new Set<string>();
  private readonly more: Partial<Record<KeptList, number>> = {};
  private readonly metrics = new Map<string, MetricSummary>();
  private readonly home = new Map<
    string,
    HomeSummary & { stateMap: Map<string, { count: number; first: When; last: When }> }
  >();
  private readonly routes = new Map<string, RouteSummary & { lastPoint: Position | null }>();
  private readonly money = new Map<string, { currency: string; spent: number; received: number; count: number }>();
  private readonly bySource = new Map<string, { source: string; vendor: string; events: number }>();
  /** What each transaction with an identity adds to the totals, so that a later delivery of it replaces its part instead of adding to it. */
  private readonly moneyByIdentity = new Map<string, { currency: string; amount: number } | null>();
  /** The last value of each summed data point, so that a re-sent hour that grew counts with its new value. */
  private readonly metricValues = new Map<string, number>();
  private readonly mediums = new Map<
    MediaPlay['medium'],
    { count: number; first: When | null; last: When | null; creators: Map<string, number> }
  >();
  private readonly mediaSources: string[] = [];

  /**
   * @param day the diary day: daily metrics of other days (a summary of yesterday sent this morning) are not this day's
   */
  constructor(
    private readonly zoned: Zoned,
    private readonly day: string,
  ) {}

  add(events: readonly DiaryEvent[], source: string, vendor: string, receivedAt: number): void {
    const key = `${source}\u0000${vendor}`;
    let counted = this.bySource.get(key);
    if (!counted && this.bySource.size < 200) this.bySource.set(key, (counted = { source, vendor, events: 0 }));
    if (counted) counted.events += events.length;
    const received = this.zoned(receivedAt);
    for (const event of events) {
      const plausible = plausibleEvent(event);
      if (plausible) this.addEvent(plausible, source, received);
    }
  }

  build(): DayStory {
    const list = <K extends KeptList>(name: K) => (this.kept.get(name) ?? []) as never;
    return {
      workouts: list('workouts'),
      sleeps: list('sleeps'),
      bodies: list('bodies'),
      transactions: list('transactions'),
      calendar: list('calendar'),
      tasks: list('tasks'),
      notes: list('notes'),
      code: list('code'),
      places: list('places'),
      readings: list('readings'),
      messages: list('messages'),
      weather: list('weather'),
      plays: list('plays'),
      media: this.mediaSummary(),
      metrics: [...this.metrics.values()],
      home: [...this.home.values()].map(({ stateMap, ...summary }) => ({
        ...summary,
        states: [...stateMap]
          .map(([state, seen]) => ({ state, ...seen }))
          .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state)),
      })),
      routes: [...this.routes.values()].map(({ lastPoint: _lastPoint, ...route }) => route),
      more: { ...this.more },
      moneyTotals: [...this.money.values()],
      eventsBySource: [...this.bySource.values()],
    };
  }

  private addEvent(event: DiaryEvent, source: string, received: When): void {
    const told: Told = {
      source,
      at: event.at ? whenOf(event.at, this.zoned) : null,
      end: event.end ? whenOf(event.end, this.zoned) : null,
      received,
    };
    if (!this.ofThisDay(event, told)) return;
    if (event.type === 'metric') return this.addMetric(event, told);
    if (event.type === 'home') return this.addHome(event, told);
    if (event.type === 'position') return this.addPosition(event, told);
    if (event.type === 'transaction') this.countMoney(event);
    if (
      (event.type === 'workout' || event.type === 'sleep') &&
      !event.update &&
      this.mergedWithAnotherSource(event, told)
    )
      return;
    const fresh = event.type !== 'media' || this.firstSighting(event.identity && `media:${event.identity}`);
    if (event.type === 'media' && fresh && !event.update) this.countPlay(event, told);
    const { at: _at, end: _end, identity, update, ...fields } = bounded(event);
    const story = { ...fields, ...told } as StoryEvent<DiaryEvent>;
    if (identity !== undefined) {
      const earlier = this.byIdentity.get(identity);
      if (earlier) {
        // A later delivery about the same thing: what it says replaces what was said; what it leaves out stays.
        // An update keeps what was done (a task added, then renamed, is still an added task).
        const said = withoutEmpty(fields) as Record<string, unknown>;
        if (update || said.action === 'updated') delete said.action;
        Object.assign(earlier, said, told.at ? { at: told.at } : {}, told.end ? { end: told.end } : {});
        return;
      }
    }
    if (!fresh || update) return;
    const name = LIST_OF[event.type];
    const list = this.kept.get(name) ?? [];
    if (list.length >= STORY_LIMITS[name]) {
      this.more[name] = (this.more[name] ?? 0) + 1;
      return;
    }
    list.push(story);
    this.kept.set(name, list);
    if (identity !== undefined && this.byIdentity.size < STORY_LIMITS.identities) this.byIdentity.set(identity, story);
  }

  /**
   * Whether an event belongs to this day's story: a page of history (an
   * activity list, recently played tracks) carries other days' events. Plays
   * count on their own day only; other events also the day before (a night that
   * began the evening before, a payment posted late); calendar events ahead too
   * (they are planned).
   */
  private ofThisDay(event: DiaryEvent, told: Told): boolean {
    if (!told.at || event.update) return true;
    const offset = dayDifference(told.at.day, this.day);
    const endsToday = told.end !== null && dayDifference(told.end.day, this.day) >= 0 && offset <= 0;
    // Tracks and episodes played belong to the day they were played (pages of them overlap days); a film may be logged days after.
    if (event.type === 'media' && event.action === 'played') return offset === 0;
    if (event.type === 'workout') return offset === 0 || endsToday;
    if (event.type === 'calendar') return offset >= -1 || endsToday;
    return (offset >= -1 && offset <= 1) || endsToday;
  }

  /** Whether an identity is new (and remembers it, within bounds); an event without one is always new. */
  private firstSighting(identity: string | undefined): boolean {
    if (identity === undefined) return true;
    if (this.seen.has(identity)) return false;
    if (this.seen.size < STORY_LIMITS.identities) this.seen.add(`${identity}`);
    return true;
  }

  private addMetric(event: DailyMetric, told: Told): void {
    const { measure } = event;
    const key = `${told.source}\u0000${measure.label}\u0000${measure.dimension}\u0000${measure.unit ?? ''}\u0000${measure.currency ?? ''}`;
    const when = told.at ?? told.received;
    if (told.at && told.at.day !== this.day) return;
    const identity = event.identity && `metric:${event.identity}`;
    const repeated = !this.firstSighting(identity);
    let metric = this.metrics.get(key);
    if (!metric) {
      if (this.metrics.size >= STORY_LIMITS.metrics) return;
      metric = {
        source: told.source,
        label: measure.label,
        dimension: measure.dimension,
        unit: measure.unit,
        combine: event.combine,
        value: 0,
        min: measure.value,
        max: measure.value,
        count: 0,
        first: when,
        last: when,
      };
      this.metrics.set(key, metric);
    }
    if (repeated && metric.combine === 'sum') {
      // The same data point again: its new value replaces its old one in the sum (an hour sent again once it was complete).
      const before = identity !== undefined ? this.metricValues.get(identity) : undefined;
      if (before !== undefined && before !== measure.value) {
        metric.value += measure.value - before;
        this.metricValues.set(identity!, measure.value);
        metric.min = Math.min(metric.min, measure.value);
        metric.max = Math.max(metric.max, measure.value);
      }
      return;
    }
    if (identity !== undefined && metric.combine === 'sum' && this.metricValues.size < STORY_LIMITS.identities)
      this.metricValues.set(identity, measure.value);
    metric.count++;
    metric.min = Math.min(metric.min, measure.value);
    metric.max = Math.max(metric.max, measure.value);
    if (metric.combine === 'sum') metric.value += measure.value;
    else if (!metric.last || !isBefore(when, metric.last)) metric.value = measure.value;
    if (!metric.first || isBefore(when, metric.first)) metric.first = when;
    if (!metric.last || isBefore(metric.last, when)) metric.last = when;
  }

  private addHome(event: HomeChange, told: Told): void {
    const key = `${told.source}\u0000${event.entity}`;
    const when = told.at ?? told.received;
    let entity = this.home.get(key);
    if (!entity) {
      if (this.home.size >= STORY_LIMITS.home) {
        this.more.home = (this.more.home ?? 0) + 1;
        return;
      }
      entity = {
        source: told.source,
        entity: event.entity,
        area: event.area,
        states: [],
        stateMap: new Map(),
        readings: null,
        changes: 0,
        transitions: [],
        lastState: null,
        first: when,
        last: when,
      };
      this.home.set(key, entity);
    }
    entity.changes++;
    if (isBefore(when, entity.first)) entity.first = when;
    if (!isBefore(when, entity.last)) entity.last = when;
    if (event.measure) {
      const { label, dimension, unit, value } = event.measure;
      const readings = entity.readings;
      if (!readings) entity.readings = { label, dimension, unit, min: value, max: value, last: value, count: 1 };
      else if (readings.dimension === dimension && readings.unit === unit) {
        readings.min = Math.min(readings.min, value);
        readings.max = Math.max(readings.max, value);
        readings.last = value;
        readings.count++;
      }
    } else if (event.state !== undefined) {
      entity.lastState = event.state;
      if (entity.transitions.length < STORY_LIMITS.transitions)
        entity.transitions.push({ state: event.state, at: when });
      const seen = entity.stateMap.get(event.state);
      if (seen) {
        seen.count++;
        if (isBefore(when, seen.first)) seen.first = when;
        if (!isBefore(when, seen.last)) seen.last = when;
      } else if (entity.stateMap.size < STORY_LIMITS.statesPerEntity)
        entity.stateMap.set(event.state, { count: 1, first: when, last: when });
    }
  }

  private addPosition(event: Position, told: Told): void {
    if (!this.firstSighting(event.identity && `position:${event.identity}`)) return;
    const when = told.at ?? told.received;
    let route = this.routes.get(told.source);
    if (!route) {
      if (this.routes.size >= STORY_LIMITS.routes) return;
      route = { source: told.source, points: 0, distanceM: 0, first: when, last: when, lastPoint: null };
      this.routes.set(told.source, route);
    }
    route.points++;
    if (route.lastPoint) route.distanceM += metresBetween(route.lastPoint, event);
    route.lastPoint = event;
    if (!route.first || isBefore(when, route.first)) route.first = when;
    if (!route.last || isBefore(route.last, when)) route.last = when;
  }

  /**
   * Adds a transaction to the day's totals once: a later delivery of the same
   * identity (an update, a settled payment, the same page again) replaces its
   * earlier part; a declined payment or a move between one's own accounts adds nothing.
   */
  private countMoney(event: Transaction): void {
    const part =
      event.declined || event.kind === 'own' ? null : { currency: event.amount.currency, amount: event.amount.amount };
    if (event.identity !== undefined) {
      if (this.moneyByIdentity.has(event.identity)) {
        this.addToTotals(this.moneyByIdentity.get(event.identity) ?? null, -1);
        this.moneyByIdentity.set(event.identity, part);
        this.addToTotals(part, 1);
        return;
      }
      if (event.update) return;
      if (this.moneyByIdentity.size < STORY_LIMITS.identities) this.moneyByIdentity.set(event.identity, part);
    } else if (event.update) return;
    this.addToTotals(part, 1);
  }

  private addToTotals(part: { currency: string; amount: number } | null, sign: 1 | -1): void {
    if (!part) return;
    let total = this.money.get(part.currency);
    if (!total) {
      if (this.money.size >= 20 || sign < 0) return;
      total = { currency: part.currency, spent: 0, received: 0, count: 0 };
      this.money.set(part.currency, total);
    }
    total.count += sign;
    if (part.amount < 0) total.spent += sign * -part.amount;
    else total.received += sign * part.amount;
  }

  /**
   * The same workout or night told by two tools (a run on Strava and in Apple
   * Health): the one already kept takes what the other adds and stays one.
   */
  private mergedWithAnotherSource(event: Workout | Sleep, told: Told): boolean {
    if (!told.at || told.at.minute === null) return false;
    const list = (this.kept.get(event.type === 'workout' ? 'workouts' : 'sleeps') ?? []) as Array<
      StoryEvent<Workout | Sleep>
    >;
    const same = list.find((kept) => {
      if (kept.source === told.source || !kept.at || kept.at.minute === null || kept.type !== event.type) return false;
      const apart = Math.abs(minutesBetween(kept.at, told.at!));
      if (event.type === 'sleep') return apart <= 20;
      const other = kept as StoryEvent<Workout>;
      const sameActivity =
        other.activity === event.activity || other.activity === 'workout' || event.activity === 'workout';
      const distances = other.distanceM !== undefined && event.distanceM !== undefined;
      return (
        sameActivity &&
        apart <= 3 &&
        (!distances ||
          Math.abs(other.distanceM! - event.distanceM!) <= 0.03 * Math.max(other.distanceM!, event.distanceM!))
      );
    });
    if (!same) return false;
    const { at: _at, end: _end, identity: _identity, update: _update, ...fields } = event;
    const kept = same as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(withoutEmpty(fields))) if (kept[key] === undefined) kept[key] = value;
    if (!same.end && told.end) same.end = told.end;
    return true;
  }

  private countPlay(event: MediaPlay, told: Told): void {
    const when = told.at ?? told.received;
    let medium = this.mediums.get(event.medium);
    if (!medium) this.mediums.set(event.medium, (medium = { count: 0, first: when, last: when, creators: new Map() }));
    medium.count++;
    if (event.creator && (medium.creators.has(event.creator) || medium.creators.size < STORY_LIMITS.creators))
      medium.creators.set(event.creator, (medium.creators.get(event.creator) ?? 0) + 1);
    if (!medium.first || isBefore(when, medium.first)) medium.first = when;
    if (!medium.last || isBefore(medium.last, when)) medium.last = when;
    if (!this.mediaSources.includes(told.source) && this.mediaSources.length < 20) this.mediaSources.push(told.source);
  }

  private mediaSummary(): MediaSummary | null {
    if (this.mediums.size === 0) return null;
    const byMedium = [...this.mediums].map(([medium, seen]) => ({
      medium,
      count: seen.count,
      first: seen.first,
      last: seen.last,
      creators: [...seen.creators]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    }));
    return {
      count: byMedium.reduce((sum, m) => sum + m.count, 0),
      byMedium: byMedium.sort((a, b) => b.count - a.count),
      sources: [...this.mediaSources],
    };
  }
}

/** Longest text an event keeps (a message, a note, a highlight): longer ones are cut at a word. */
export const MAX_EVENT_TEXT = 1_000;
const MAX_LIST = 10;

/** The event with its texts cut to MAX_EVENT_TEXT and its lists (commit subjects) to MAX_LIST: what a day keeps does not grow with what was sent. */
function bounded<E extends DiaryEvent>(event: E): E {
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(event)) {
    let cut: unknown = value;
    if (typeof value === 'string' && value.length > MAX_EVENT_TEXT) {
      const head = value.slice(0, MAX_EVENT_TEXT);
      const space = head.lastIndexOf(' ');
      cut = `${space > MAX_EVENT_TEXT / 2 ? head.slice(0, space) : head}…`;
    } else if (Array.isArray(value) && value.length > MAX_LIST) cut = value.slice(0, MAX_LIST);
    if (cut !== value) (copy ??= { ...event })[key] = cut;
  }
  return (copy as E | null) ?? event;
}

function dayDifference(day: string, from: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function minutesBetween(a: When, b: When): number {
  return (
    (Date.parse(`${b.day}T00:00:00Z`) - Date.parse(`${a.day}T00:00:00Z`)) / 60_000 + (b.minute ?? 0) - (a.minute ?? 0)
  );
}

/** Whether a comes before b: by day, then by minute (a day without a minute comes first). */
export function isBefore(a: When, b: When): boolean {
  return a.day < b.day || (a.day === b.day && (a.minute ?? -1) < (b.minute ?? -1));
}

function withoutEmpty(fields: object): object {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
}

/** Great-circle distance (haversine), in metres. */
export function metresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
