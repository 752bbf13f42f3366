import type { ModuleManifest } from '../../shared/module-manifest';
import { GENERATION_COMMANDS } from './adapters/cli/generation-commands';
import { GenerationModule, GenerationWorkerModule } from './generation.module';

export const GENERATION: ModuleManifest = {
  name: 'generation',
  core: GenerationModule,
  server: [GenerationWorkerModule],
  commands: GENERATION_COMMANDS,
  schemas: [],
};
