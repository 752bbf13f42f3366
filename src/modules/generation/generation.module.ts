import { Module } from '@nestjs/common';
import { SqlGenerationJobRepository } from './adapters/persistence/sql-generation-job.repository';
import { ScheduleGeneration } from './application/schedule-generation.use-case';
import { GenerationJobRepository } from './domain/generation-job.repository';

@Module({
  providers: [{ provide: GenerationJobRepository, useClass: SqlGenerationJobRepository }, ScheduleGeneration],
  exports: [ScheduleGeneration],
})
export class GenerationModule {}
