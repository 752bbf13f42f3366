import { DynamicModule, Module, Type } from '@nestjs/common';
import { AccountsHttpModule } from '../accounts';
import { IngestController } from './adapters/http/ingest.controller';
import { WebhookPreflight } from './adapters/http/webhook-preflight';
import { SqlArtifactRepository } from './adapters/persistence/sql-artifact.repository';
import { SqlDayArtifactReader } from './adapters/persistence/sql-day-artifact-reader';
import { IngestPayload } from './application/ingest-payload.use-case';
import { ArtifactRepository } from './domain/artifact.repository';
import { DayArtifactReader } from './domain/day-artifact-reader';

/** The stored artifacts, for ingest itself and for the readers of the day's material. */
@Module({
  providers: [
    { provide: ArtifactRepository, useClass: SqlArtifactRepository },
    { provide: DayArtifactReader, useClass: SqlDayArtifactReader },
  ],
  exports: [ArtifactRepository, DayArtifactReader],
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
      providers: [IngestPayload, WebhookPreflight],
    };
  }
}
