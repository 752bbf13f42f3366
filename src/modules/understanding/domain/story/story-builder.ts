import type { DiaryEvent, Sleep, Workout } from '../events/diary-event';
import { When, whenOf } from '../events/moment';
import { plausibleEvent } from './plausible';
import { DayStory, KEPT_LISTS, KeptList, KeptType, STORY_LIMITS, StoryEvent, Told } from './day-story';
import { bounded, withoutEmpty } from './event-fields';
import { dayDifference, minutesBetween } from './when-arithmetic';
import { HomeSummaries } from './home-summaries';
import { MediaPlays } from './media-plays';
import { MetricSummaries } from './metric-summaries';
import { MoneyTotals } from './money-totals';
import { RouteSummaries } from './route-summaries';
import { Sightings } from './sightings';

type Zoned = (instant: number) => { day: string; minute: number };

/**
 * Folds a day's events into a DayStory in bounded memory: each kind of event
 * keeps at most STORY_LIMITS of itself to write about and counts the rest;
 * streams (metrics, home states, plays, positions) become summaries. A later
 * event with the identity of an earlier one updates it instead of repeating it.
 */
/** At most this many sources and vendors get their count of events. */
const COUNTED_SOURCES = 200;

export class StoryBuilder {
  private readonly kept = new Map<KeptList, Array<StoryEvent<DiaryEvent>>>();
  private readonly byIdentity = new Map<string, StoryEvent<DiaryEvent>>();
  private readonly more: Partial<Record<KeptList, number>> = {};
  private readonly sightings = new Sightings();
  private readonly metrics: MetricSummaries;
  private readonly home = new HomeSummaries(this.more);
  private readonly routes = new RouteSummaries(this.sightings);
  private readonly money = new MoneyTotals();
  private readonly plays = new MediaPlays();
  private readonly bySource = new Map<string, { source: string; vendor: string; events: number }>();
  private untold = 0;

  /**
   * @param day the diary day: daily metrics of other days (a summary of yesterday sent this morning) are not this day's
   */
  constructor(
    private readonly zoned: Zoned,
    private readonly day: string,
  ) {
    this.metrics = new MetricSummaries(day, this.sightings);
  }

  add(events: readonly DiaryEvent[], source: string, vendor: string, receivedAt: number): void {
    const key = `${source}\u0000${vendor}`;
    let counted = this.bySource.get(key);
    if (!counted && this.bySource.size < COUNTED_SOURCES)
      this.bySource.set(key, (counted = { source, vendor, events: 0 }));
    if (counted) counted.events += events.length;
    const received = this.zoned(receivedAt);
    for (const event of events) {
      try {
        const plausible = plausibleEvent(event);
        if (plausible) this.addEvent(plausible, source, received);
      } catch {
        // Pure code over what a sender sent: a value it did not foresee leaves this event out, never the day.
        this.untold++;
      }
    }
  }

  build(): DayStory {
    return {
      ...(Object.fromEntries(Object.values(KEPT_LISTS).map(({ list }) => [list, this.kept.get(list) ?? []])) as Pick<
        DayStory,
        (typeof KEPT_LISTS)[KeptType]['list']
      >),
      media: this.plays.build(),
      metrics: this.metrics.build(),
      home: this.home.build(),
      routes: this.routes.build(),
      more: { ...this.more },
      moneyTotals: this.money.build(),
      eventsBySource: [...this.bySource.values()],
      untold: this.untold,
    };
  }

  private addEvent(event: DiaryEvent, source: string, received: When): void {
    const told: Told = {
      source,
      at: event.at ? whenOf(event.at, this.zoned) : null,
      end: event.end ? whenOf(event.end, this.zoned) : null,
      received,
    };
    // A start no diary tells (year 1, 9999) could be any day's: the event is left out, not told as undated.
    if (event.at && told.at === null && !event.update) {
      this.untold++;
      return;
    }
    if (!this.ofThisDay(event, told)) return;
    if (event.type === 'metric') return this.metrics.add(event, told);
    if (event.type === 'home') return this.home.add(event, told);
    if (event.type === 'position') return this.routes.add(event, told);
    if (event.type === 'transaction') this.money.add(event);
    if (
      (event.type === 'workout' || event.type === 'sleep') &&
      !event.update &&
      this.mergedWithAnotherSource(event, told)
    )
      return;
    const fresh = event.type !== 'media' || this.sightings.first(event.identity && `media:${event.identity}`);
    if (event.type === 'media' && fresh && !event.update) this.plays.add(event, told);
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
    const name = KEPT_LISTS[event.type as KeptType].list;
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
    // Nothing more than a year away is the day's, however planned.
    if (!(Math.abs(offset) <= 366)) return false;
    const endsToday = told.end !== null && dayDifference(told.end.day, this.day) >= 0 && offset <= 0;
    // Tracks and episodes played belong to the day they were played (pages of them overlap days); a film may be logged days after.
    if (event.type === 'media' && event.action === 'played') return offset === 0;
    if (event.type === 'workout') return offset === 0 || endsToday;
    if (event.type === 'calendar') return offset >= -1 || endsToday;
    return (offset >= -1 && offset <= 1) || endsToday;
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
}
