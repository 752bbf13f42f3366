import { ACCOUNTS } from './modules/accounts';
import { DIARY } from './modules/diary';
import { GENERATION, GenerationModule } from './modules/generation';
import { ingestManifest } from './modules/ingest';
import { PRIVACY } from './modules/privacy';
import { EVENTS } from './modules/events';
import type { ModuleManifest } from './shared/module-manifest';

/**
 * The one list of the service's modules: the server, the admin CLI, the admin HTTP API and the entity schemas
 * are read from it. A new module adds one line here.
 */
export const MODULES: readonly ModuleManifest[] = [
  ACCOUNTS,
  ingestManifest(GenerationModule),
  DIARY,
  GENERATION,
  PRIVACY,
  EVENTS,
];

export const ENTITY_SCHEMAS = MODULES.flatMap((module) => module.schemas);
