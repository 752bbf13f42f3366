import type { ModuleManifest } from '../../shared/module-manifest';
import { DELIVERY_COMMANDS } from './adapters/cli/delivery-commands';
import { ENDPOINT_COMMANDS } from './adapters/cli/endpoint-commands';
import { EventsModule, EventsWorkerModule } from './events.module';

/** Its operations reach the server as admin commands; the server also runs the delivery worker. */
export const EVENTS: ModuleManifest = {
  name: 'events',
  core: EventsModule,
  server: [EventsWorkerModule],
  commands: [...ENDPOINT_COMMANDS, ...DELIVERY_COMMANDS],
  schemas: [],
};
