import type { DailyMetric } from '../events/diary-event';
import { MetricSummary, STORY_LIMITS, Told } from './day-story';
import type { Sightings } from './sightings';
import { isBefore } from './when-arithmetic';

/** Daily metrics summed or kept last per source and measure; a re-sent data point replaces its earlier value. */
export class MetricSummaries {
  private readonly metrics = new Map<string, MetricSummary>();
  /** The last value of each summed data point, so that a re-sent hour that grew counts with its new value. */
  private readonly metricValues = new Map<string, number>();

  constructor(
    private readonly day: string,
    private readonly sightings: Sightings,
  ) {}

  add(event: DailyMetric, told: Told): void {
    const { measure } = event;
    const key = `${told.source}\u0000${measure.label}\u0000${measure.dimension}\u0000${measure.unit ?? ''}\u0000${measure.currency ?? ''}`;
    const when = told.at ?? told.received;
    if (told.at && told.at.day !== this.day) return;
    const identity = event.identity && `metric:${event.identity}`;
    const repeated = !this.sightings.first(identity);
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

  build(): MetricSummary[] {
    return [...this.metrics.values()];
  }
}
