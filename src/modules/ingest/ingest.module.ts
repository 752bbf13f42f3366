import { DynamicModule, Module, Type } from '@nestjs/common';
import { IngestController } from './adapters/http/ingest.controller';
import { WebhookPreflight } from './adapters/http/webhook-preflight';
import { SqlArtifactRepository } from './adapters/persistence/sql-artifact.repository';
import { SqlDayArtifactReader } from './adapters/persistence/sql-day-artifact-reader';
import { SqlSignedDryRuns } from './adapters/persistence/sql-signed-dry-runs';
import { SqlArtifactPartitions } from './adapters/persistence/sql-artifact-partitions';
import { SqlArtifactRemovals } from './adapters/persistence/sql-artifact-removals';
import { RetentionWorker } from './adapters/retention/retention-worker';
import { MaintainArtifactPartitions } from './application/maintain-artifact-partitions.use-case';
import { RetentionSettings } from './application/retention-settings';
import { ArtifactPartitions } from './domain/retention/artifact-partitions';
import { ArtifactRemovals } from './domain/retention/artifact-removals';
import { AppConfig } from '../../config/app-config';
import { IngestPayload } from './application/ingest-payload.use-case';
import { ListArtifacts } from './application/list-artifacts.use-case';
import { ShowArtifact } from './application/show-artifact.use-case';
import { ListTokenReceipts } from './application/list-token-receipts.use-case';
import { AccountsHttpModule, AccountsModule } from '../accounts';
import { ArtifactRepository } from './domain/artifact.repository';
import { DayArtifactReader } from './domain/day-artifact-reader';
import { SignedDryRuns } from './domain/signed-dry-runs';

/** The stored artifacts, for ingest itself, for the readers of the day's material, and for their owners (list, show). */
@Module({
  imports: [AccountsModule],
  providers: [
    { provide: ArtifactRepository, useClass: SqlArtifactRepository },
    { provide: DayArtifactReader, useClass: SqlDayArtifactReader },
    { provide: ArtifactRemovals, useClass: SqlArtifactRemovals },
    ListArtifacts,
    ShowArtifact,
    ListTokenReceipts,
  ],
  exports: [ArtifactRepository, DayArtifactReader, ArtifactRemovals, ListArtifacts, ShowArtifact, ListTokenReceipts],
})
export class ArtifactStoreModule {}

/** The webhook. */
@Module({})
export class IngestModule {
  /**
   * @param listenerModule exports the MaterialListener told of every stored
   *   artifact: the composition root wires it, so that ingest depends on no consumer.
   */
  static register(listenerModule: Type<unknown>): DynamicModule {
    return {
      module: IngestModule,
      imports: [AccountsHttpModule, ArtifactStoreModule, listenerModule],
      controllers: [IngestController],
      providers: [IngestPayload, WebhookPreflight, { provide: SignedDryRuns, useClass: SqlSignedDryRuns }],
    };
  }
}

/** The artifacts table's partitions: created ahead, and old ones retired (ARTIFACT_RETENTION_DAYS), on the server. */
@Module({})
export class RetentionModule {
  /** @param neededModule exports the DaysStillNeeded that says which days still need their artifacts (generation). */
  static register(neededModule: Type<unknown>): DynamicModule {
    return {
      module: RetentionModule,
      imports: [neededModule],
      providers: [
        {
          provide: RetentionSettings,
          inject: [AppConfig],
          useFactory: (config: AppConfig): RetentionSettings => ({
            artifactRetentionMs:
              config.artifactRetentionDays === null ? null : config.artifactRetentionDays * 86_400_000,
          }),
        },
        { provide: ArtifactPartitions, useClass: SqlArtifactPartitions },
        MaintainArtifactPartitions,
        RetentionWorker,
      ],
      exports: [ArtifactPartitions, MaintainArtifactPartitions],
    };
  }
}
