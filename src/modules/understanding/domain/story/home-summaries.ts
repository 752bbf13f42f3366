import type { HomeChange } from '../events/diary-event';
import type { When } from '../events/moment';
import { HomeSummary, KeptList, STORY_LIMITS, Told } from './day-story';
import { isBefore } from './when-arithmetic';

/** Home entities per source: their readings' range and their states with counts and first changes. */
export class HomeSummaries {
  private readonly home = new Map<
    string,
    HomeSummary & { stateMap: Map<string, { count: number; first: When; last: When }> }
  >();

  /** @param more the story's counts of what was left out, where entities past the limit are counted */
  constructor(private readonly more: Partial<Record<KeptList, number>>) {}

  add(event: HomeChange, told: Told): void {
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

  build(): HomeSummary[] {
    return [...this.home.values()].map(({ stateMap, ...summary }) => ({
      ...summary,
      states: [...stateMap]
        .map(([state, seen]) => ({ state, ...seen }))
        .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state)),
    }));
  }
}
