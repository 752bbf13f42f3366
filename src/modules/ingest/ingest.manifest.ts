import type { DynamicModule, Type } from '@nestjs/common';
import type { ModuleManifest } from '../../shared/module-manifest';
import { INGEST_COMMANDS } from './adapters/cli/ingest-commands';
import { ArtifactStoreModule, IngestModule, RetentionModule } from './ingest.module';

/**
 * The webhook tells `consumerModule`'s MaterialListener of new material, and retention asks its DaysStillNeeded which
 * days still need their artifacts: the one list (src/module-list.ts) names it.
 */
export function ingestManifest(consumerModule: Type<unknown>): ModuleManifest {
  const webhook: DynamicModule = IngestModule.register(consumerModule);
  const retention: DynamicModule = RetentionModule.register(consumerModule);
  return {
    name: 'ingest',
    core: ArtifactStoreModule,
    server: [webhook, retention],
    commands: INGEST_COMMANDS,
    schemas: [],
  };
}
