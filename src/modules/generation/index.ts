export { GenerationModule, GenerationWorkerModule } from './generation.module';
export { ScheduleGeneration } from './application/schedule-generation.use-case';
export { GenerationOperations } from './adapters/cli/generation-operations';
