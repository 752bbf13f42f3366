export { GenerationModule, GenerationWorkerModule } from './generation.module';
export { GENERATION_COMMANDS } from './adapters/cli/generation-commands';
