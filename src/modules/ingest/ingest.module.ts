import { DynamicModule, Module, Type } from '@nestjs/common';
import { IngestController } from './adapters/http/ingest.controller';
import { WebhookPreflight } from './adapters/http/webhook-preflight';
import { SqlArtifactRepository } from './adapters/persistence/sql-artifact.repository';
import { SqlDayArtifactReader } from './adapters/persistence/sql-day-artifact-reader';
import { SqlSignedDryRuns } from './adapters/persistence/sql-signed-dry-runs';
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
    ListArtifacts,
    ShowArtifact,
    ListTokenReceipts,
  ],
  exports: [ArtifactRepository, DayArtifactReader, ListArtifacts, ShowArtifact, ListTokenReceipts],
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
