import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { GenerationSettings, SWEEP_PACING } from './application/generation-settings';
import { AccountsModule } from '../accounts';
import { DiaryModule } from '../diary';
import { ArtifactStoreModule, MaterialListener } from '../ingest';
import { LanguageModelComposer } from './adapters/composers/language-model-composer';
import { OpenAiChatCompletionsClient } from './adapters/composers/model-clients/openai-chat-completions';
import { TemplateComposer } from './adapters/composers/template-composer';
import { ThreadedDayDigester } from './adapters/digest-thread/threaded-day-digester';
import { GenerationWorker } from './adapters/generation-worker';
import { SqlArtifactPartitions } from './adapters/persistence/sql-artifact-partitions';
import { SqlGenerationJobRepository } from './adapters/persistence/sql-generation-job.repository';
import { ScheduleOnNewMaterial } from './adapters/schedule-on-new-material';
import { DeleteArtifact } from './application/delete-artifact.use-case';
import { GenerateDayNow } from './application/generate-day-now.use-case';
import { GenerateDay } from './application/generate-day.use-case';
import { ListGenerationJobs } from './application/list-generation-jobs.use-case';
import { MaintainArtifactPartitions } from './application/maintain-artifact-partitions.use-case';
import { ReadGenerationStats } from './application/read-generation-stats.use-case';
import { RunDueGenerations } from './application/run-due-generations.use-case';
import { ScheduleGeneration } from './application/schedule-generation.use-case';
import { SweepStaleDays } from './application/sweep-stale-days.use-case';
import { DayDigester } from './domain/day-digester';
import { EntryComposer } from './domain/entry-composer';
import { ArtifactPartitions } from './domain/artifact-partitions';
import { GenerationJobRepository } from './domain/generation-job.repository';

@Module({
  imports: [AccountsModule, DiaryModule, ArtifactStoreModule],
  providers: [
    {
      provide: GenerationSettings,
      inject: [AppConfig],
      useFactory: (config: AppConfig): GenerationSettings => ({
        quietPeriodMs: config.generationQuietPeriodSeconds * 1000,
        sweepPacing: SWEEP_PACING,
        artifactRetentionMs: config.artifactRetentionDays === null ? null : config.artifactRetentionDays * 86_400_000,
      }),
    },
    { provide: GenerationJobRepository, useClass: SqlGenerationJobRepository },
    { provide: ArtifactPartitions, useClass: SqlArtifactPartitions },
    { provide: DayDigester, useClass: ThreadedDayDigester },
    { provide: MaterialListener, useClass: ScheduleOnNewMaterial },
    {
      provide: EntryComposer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.llm
          ? new LanguageModelComposer(
              { contextChars: config.llm.contextChars, maxWords: config.generationMaxWords },
              new OpenAiChatCompletionsClient(config.llm),
            )
          : new TemplateComposer(config.generationMaxWords),
    },
    ScheduleGeneration,
    GenerateDay,
    GenerateDayNow,
    DeleteArtifact,
    ListGenerationJobs,
    ReadGenerationStats,
    RunDueGenerations,
    SweepStaleDays,
    MaintainArtifactPartitions,
  ],
  exports: [
    MaterialListener,
    GenerateDay,
    ReadGenerationStats,
    RunDueGenerations,
    SweepStaleDays,
    MaintainArtifactPartitions,
    ArtifactPartitions,
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
