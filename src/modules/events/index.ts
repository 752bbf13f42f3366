export { EventsModule } from './events.module';
export { EVENTS } from './events.manifest';
export { DeliveryAttempts } from './application/delivery-attempts';
export type { AttemptReport } from './application/delivery-attempts';
export { ReadDeliveryStats } from './application/read-delivery-stats.use-case';
