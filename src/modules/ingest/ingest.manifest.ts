import type { DynamicModule, Type } from '@nestjs/common';
import type { ModuleManifest } from '../../shared/module-manifest';
import { INGEST_COMMANDS } from './adapters/cli/ingest-commands';
import { ArtifactStoreModule, IngestModule } from './ingest.module';

/** The webhook tells `listenerModule`'s MaterialListener of new material: the one list (src/modules.ts) names it. */
export function ingestManifest(listenerModule: Type<unknown>): ModuleManifest {
  const webhook: DynamicModule = IngestModule.register(listenerModule);
  return { name: 'ingest', core: ArtifactStoreModule, server: [webhook], commands: INGEST_COMMANDS, schemas: [] };
}
