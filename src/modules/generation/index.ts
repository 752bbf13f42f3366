export { GenerationModule } from './generation.module';
export { ScheduleGeneration } from './application/schedule-generation.use-case';
