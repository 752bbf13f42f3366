export { GenerationModule, GenerationWorkerModule } from './generation.module';
export { GENERATION } from './generation.manifest';
export { GENERATION_COMMANDS } from './adapters/cli/generation-commands';
export { ReadGenerationStats } from './application/read-generation-stats.use-case';
export type { GenerationJobStats } from './domain/generation-job';
