export { EventsModule } from './events.module';
export { EVENTS } from './events.manifest';
