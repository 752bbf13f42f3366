import { metresBetween } from './route-distance';
import type { Position } from '../events/diary-event';
import { RouteSummary, STORY_LIMITS, Told } from './day-story';
import type { Sightings } from './sightings';
import { isBefore } from './when-arithmetic';

/** A source's positions as one route: its points, its distance along them, its first and last times. */
export class RouteSummaries {
  private readonly routes = new Map<string, RouteSummary & { lastPoint: Position | null }>();

  constructor(private readonly sightings: Sightings) {}

  add(event: Position, told: Told): void {
    if (!this.sightings.first(event.identity && `position:${event.identity}`)) return;
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

  build(): RouteSummary[] {
    return [...this.routes.values()].map(({ lastPoint: _lastPoint, ...route }) => route);
  }
}
