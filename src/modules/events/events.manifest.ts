import type { ModuleManifest } from '../../shared/module-manifest';
import { ENDPOINT_COMMANDS } from './adapters/cli/endpoint-commands';
import { EventsModule } from './events.module';

/** Its operations reach the server as admin commands only (for now). */
export const EVENTS: ModuleManifest = {
  name: 'events',
  core: EventsModule,
  server: [],
  commands: ENDPOINT_COMMANDS,
  schemas: [],
};
