import { Global, Module } from '@nestjs/common';
import { ArtifactExplainer } from '../ingest';
import { DigestArtifactExplainer } from './adapters/explain/digest-artifact-explainer';
import { ThreadedDayDigester } from './adapters/digest-thread/threaded-day-digester';
import { DayDigester } from './domain/day-digester';

/**
 * The explainer ingest's `artifacts show --explain` asks (ingest cannot import this module: understanding reads
 * ingest's types). Global, so that ingest's store of artifacts finds it wherever generation is loaded.
 */
@Global()
@Module({
  providers: [{ provide: ArtifactExplainer, useClass: DigestArtifactExplainer }],
  exports: [ArtifactExplainer],
})
export class ArtifactExplanationModule {}

/** Reads a day's artifacts into a day digest, in a worker thread of its own. */
@Module({
  imports: [ArtifactExplanationModule],
  providers: [{ provide: DayDigester, useClass: ThreadedDayDigester }],
  exports: [DayDigester],
})
export class UnderstandingModule {}
