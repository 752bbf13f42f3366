import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { GenerationSettings, SWEEP_PACING } from './application/generation-settings';
import { AccountsModule } from '../accounts';
import { DiaryModule } from '../diary';
import { ArtifactStoreModule, DaysStillNeeded, MaterialListener } from '../ingest';
import { SqlDaysStillNeeded } from './adapters/persistence/sql-days-still-needed';
import { NarrationModule } from '../narration';
import { UnderstandingModule } from '../understanding';
import { GenerationWorker } from './adapters/generation-worker';
import { SqlGenerationJobRepository } from './adapters/persistence/sql-generation-job.repository';
import { ScheduleOnNewMaterial } from './adapters/schedule-on-new-material';
import { DeleteArtifact } from './application/delete-artifact.use-case';
import { GenerateDayNow } from './application/generate-day-now.use-case';
import { GenerateDay } from './application/generate-day.use-case';
import { ListGenerationJobs } from './application/list-generation-jobs.use-case';
import { ReadGenerationStats } from './application/read-generation-stats.use-case';
import { RunDueGenerations } from './application/run-due-generations.use-case';
import { ScheduleGeneration } from './application/schedule-generation.use-case';
import { SweepStaleDays } from './application/sweep-stale-days.use-case';
import { GenerationJobRepository } from './domain/generation-job.repository';

@Module({
  imports: [AccountsModule, DiaryModule, ArtifactStoreModule, UnderstandingModule, NarrationModule],
  providers: [
    {
      provide: GenerationSettings,
      inject: [AppConfig],
      useFactory: (config: AppConfig): GenerationSettings => ({
        quietPeriodMs: config.generationQuietPeriodSeconds * 1000,
        sweepPacing: SWEEP_PACING,
      }),
    },
    { provide: GenerationJobRepository, useClass: SqlGenerationJobRepository },
    { provide: DaysStillNeeded, useClass: SqlDaysStillNeeded },
    { provide: MaterialListener, useClass: ScheduleOnNewMaterial },
    ScheduleGeneration,
    GenerateDay,
    GenerateDayNow,
    DeleteArtifact,
    ListGenerationJobs,
    ReadGenerationStats,
    RunDueGenerations,
    SweepStaleDays,
  ],
  exports: [
    MaterialListener,
    GenerateDay,
    ReadGenerationStats,
    RunDueGenerations,
    SweepStaleDays,
    DaysStillNeeded,
    GenerationSettings,
  ],
})
export class GenerationModule {}

/** The background worker, for the server only (the admin CLI generates on demand). */
@Module({
  imports: [GenerationModule],
  providers: [GenerationWorker],
})
export class GenerationWorkerModule {}
