import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AccountsModule } from '../accounts';
import { DiaryModule } from '../diary';
import { GenerationOperations } from './adapters/cli/generation-operations';
import { LanguageModelComposer } from './adapters/composers/language-model-composer';
import { TemplateComposer } from './adapters/composers/template-composer';
import { GenerationWorker } from './adapters/generation-worker';
import { SqlDayMaterialRepository } from './adapters/persistence/sql-day-material.repository';
import { SqlGenerationJobRepository } from './adapters/persistence/sql-generation-job.repository';
import { GenerateDay } from './application/generate-day.use-case';
import { RunDueGenerations } from './application/run-due-generations.use-case';
import { ScheduleGeneration } from './application/schedule-generation.use-case';
import { SweepStaleDays } from './application/sweep-stale-days.use-case';
import { DayMaterialRepository } from './domain/day-material.repository';
import { EntryComposer } from './domain/entry-composer';
import { GenerationJobRepository } from './domain/generation-job.repository';

@Module({
  imports: [AccountsModule, DiaryModule],
  providers: [
    { provide: GenerationJobRepository, useClass: SqlGenerationJobRepository },
    { provide: DayMaterialRepository, useClass: SqlDayMaterialRepository },
    {
      provide: EntryComposer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => (config.llm ? new LanguageModelComposer(config.llm) : new TemplateComposer()),
    },
    ScheduleGeneration,
    GenerateDay,
    RunDueGenerations,
    SweepStaleDays,
    GenerationOperations,
  ],
  exports: [ScheduleGeneration, GenerateDay, RunDueGenerations, SweepStaleDays, GenerationOperations],
})
export class GenerationModule {}

/** The background worker, for the server only (the admin CLI generates on demand). */
@Module({
  imports: [GenerationModule],
  providers: [GenerationWorker],
})
export class GenerationWorkerModule {}
