import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { GenerationModule } from '../generation';
import { IngestController } from './adapters/http/ingest.controller';
import { WebhookThrottlerGuard } from './adapters/http/webhook-throttler.guard';
import { SqlArtifactRepository } from './adapters/persistence/sql-artifact.repository';
import { IngestPayload } from './application/ingest-payload.use-case';
import { ArtifactRepository } from './domain/artifact.repository';

@Module({
  imports: [AccountsModule, GenerationModule],
  controllers: [IngestController],
  providers: [{ provide: ArtifactRepository, useClass: SqlArtifactRepository }, IngestPayload, WebhookThrottlerGuard],
})
export class IngestModule {}
