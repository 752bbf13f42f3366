import type { DailyMetric, DiaryEvent, HomeChange, MediaPlay, Position, Transaction } from '../events/diary-event';
import { When, whenOf } from '../events/moment';
import { DayStory, HomeSummary, KeptList, MediaSummary, MetricSummary, RouteSummary, STORY_LIMITS, StoryEvent, Told } from './day-story';

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
  private readonly home = new Map<string, HomeSummary & { stateMap: Map<string, { count: number; first: When; last: When }> }>();
  private readonly routes = new Map<string, RouteSummary & { lastPoint: Position | null }>();
  private readonly money = new Map<string, { currency: string; spent: number; received: number; count: number }>();
  private readonly bySource = new Map<string, { source: string; vendor: string; events: number }>();
  private media: (MediaSummary & { mediumMap: Map<MediaPlay['medium'], number>; creatorMap: Map<string, number> }) | null = null;

  constructor(private readonly zoned: Zoned) {}

  add(events: readonly DiaryEvent[], source: string, vendor: string, receivedAt: number): void {
    const key = `${source}\u0000${vendor}`;
    let counted = this.bySource.get(key);
    if (!counted && this.bySource.size < 200) this.bySource.set(key, (counted = { source, vendor, events: 0 }));
    if (counted) counted.events += events.length;
    const received = this.zoned(receivedAt);
    for (const event of events) this.addEvent(event, source, received);
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
      media: this.media && {
        count: this.media.count,
        byMedium: [...this.media.mediumMap].map(([medium, count]) => ({ medium, count })).sort((a, b) => b.count - a.count),
        creators: [...this.media.creatorMap].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
        first: this.media.first,
        last: this.media.last,
        sources: this.media.sources,
      },
      metrics: [...this.metrics.values()],
      home: [...this.home.values()].map(({ stateMap, ...summary }) => ({
        ...summary,
        states: [...stateMap].map(([state, seen]) => ({ state, ...seen })).sort((a, b) => b.count - a.count || a.state.localeCompare(b.state)),
      })),
      routes: [...this.routes.values()].map(({ lastPoint: _lastPoint, ...route }) => route),
      more: { ...this.more },
      moneyTotals: [...this.money.values()],
      eventsBySource: [...this.bySource.values()],
    };
  }

  private addEvent(event: DiaryEvent, source: string, received: When): void {
    const told: Told = { source, at: event.at ? whenOf(event.at, this.zoned) : null, end: event.end ? whenOf(event.end, this.zoned) : null, received };
    if (event.type === 'metric') return this.addMetric(event, told);
    if (event.type === 'home') return this.addHome(event, told);
    if (event.type === 'position') return this.addPosition(event, told);
    if (event.type === 'transaction') this.countMoney(event);
    const fresh = event.type !== 'media' || this.firstSighting(event.identity && `media:${event.identity}`);
    if (event.type === 'media' && fresh && !event.update) this.countPlay(event, told);
    const { at: _at, end: _end, identity, update, ...fields } = event;
    const story = { ...fields, ...told } as StoryEvent<DiaryEvent>;
    if (identity !== undefined) {
      const earlier = this.byIdentity.get(identity);
      if (earlier) {
        // A later delivery about the same thing: what it says replaces what was said; what it leaves out stays.
        Object.assign(earlier, withoutEmpty(fields), told.at ? { at: told.at } : {}, told.end ? { end: told.end } : {});
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
    const repeated = !this.firstSighting(event.identity && `metric:${event.identity}`);
    let metric = this.metrics.get(key);
    if (!metric) {
      if (this.metrics.size >= STORY_LIMITS.metrics) return;
      metric = { source: told.source, label: measure.label, dimension: measure.dimension, unit: measure.unit, combine: event.combine, value: 0, min: measure.value, max: measure.value, count: 0, first: when, last: when };
      this.metrics.set(key, metric);
    }
    if (repeated && metric.combine === 'sum') return;
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
      entity = { source: told.source, entity: event.entity, area: event.area, states: [], stateMap: new Map(), readings: null, changes: 0, lastState: null, first: when, last: when };
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
      const seen = entity.stateMap.get(event.state);
      if (seen) {
        seen.count++;
        if (isBefore(when, seen.first)) seen.first = when;
        if (!isBefore(when, seen.last)) seen.last = when;
      } else if (entity.stateMap.size < STORY_LIMITS.statesPerEntity) entity.stateMap.set(event.state, { count: 1, first: when, last: when });
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

  private countMoney(event: Transaction): void {
    if (event.declined) return;
    const { currency, amount } = event.amount;
    let total = this.money.get(currency);
    if (!total) {
      if (this.money.size >= 20) return;
      total = { currency, spent: 0, received: 0, count: 0 };
      this.money.set(currency, total);
    }
    total.count++;
    if (amount < 0) total.spent += -amount;
    else total.received += amount;
  }

  private countPlay(event: MediaPlay, told: Told): void {
    const when = told.at ?? told.received;
    if (!this.media) this.media = { count: 0, byMedium: [], creators: [], first: when, last: when, sources: [], mediumMap: new Map(), creatorMap: new Map() };
    const media = this.media;
    media.count++;
    media.mediumMap.set(event.medium, (media.mediumMap.get(event.medium) ?? 0) + 1);
    if (event.creator && (media.creatorMap.has(event.creator) || media.creatorMap.size < STORY_LIMITS.creators)) media.creatorMap.set(event.creator, (media.creatorMap.get(event.creator) ?? 0) + 1);
    if (!media.first || isBefore(when, media.first)) media.first = when;
    if (!media.last || isBefore(media.last, when)) media.last = when;
    if (!media.sources.includes(told.source) && media.sources.length < 20) media.sources.push(told.source);
  }
}

/** Whether a comes before b: by day, then by minute (a day without a minute comes first). */
export function isBefore(a: When, b: When): boolean {
  return a.day < b.day || (a.day === b.day && (a.minute ?? -1) < (b.minute ?? -1));
}

function withoutEmpty(fields: object): object {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
}

/** Great-circle distance (haversine), in metres. */
export function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
