import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DeliveryAttempts, ReadDeliveryStats } from '../modules/events';

/** Seconds; an attempt ends within 15 s (the sender's deadline). */
const DELIVERY_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

/**
 * Outbound events: attempts by outcome and their latency (this instance's sends), and the delivery queue by state
 * (shared by every instance, read at each scrape).
 */
export function registerDeliveryMetrics(
  registry: Registry,
  attempts: DeliveryAttempts,
  stats: ReadDeliveryStats,
): void {
  const outcomes = new Counter({
    name: 'diary_event_delivery_attempts_total',
    help: 'Event delivery attempts by outcome: delivered (2xx), failed (another status), no_answer (refused, timeout, connection error)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'diary_event_delivery_duration_seconds',
    help: 'Event delivery attempts from connecting to the end of the answer',
    labelNames: ['outcome'],
    buckets: DELIVERY_BUCKETS,
    registers: [registry],
  });
  attempts.listen((attempt) => {
    const outcome = attempt.delivered ? 'delivered' : attempt.status === null ? 'no_answer' : 'failed';
    outcomes.inc({ outcome });
    latency.observe({ outcome }, attempt.durationMs / 1000);
  });
  new Gauge({
    name: 'diary_event_deliveries',
    help: 'Event deliveries by state: pending (to be sent or retried) and failed (given up on), shared by every instance',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { pending, failed } = await stats.execute();
      this.set({ state: 'pending' }, pending);
      this.set({ state: 'failed' }, failed);
    },
  });
}
