export { GenerationModule, GenerationWorkerModule } from './generation.module';
export { GenerationOperations } from './adapters/cli/generation-operations';
