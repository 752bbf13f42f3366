export { ArtifactStoreModule, IngestModule, RetentionModule } from './ingest.module';
export { ArtifactRemovals } from './domain/retention/artifact-removals';
export { DaysStillNeeded } from './domain/retention/days-still-needed';
export { ingestManifest } from './ingest.manifest';
export { WEBHOOK_URL } from './adapters/http/ingest.controller';
export { DayArtifactReader } from './domain/day-artifact-reader';
export { ArtifactRepository } from './domain/artifact.repository';
export type { ArtifactRemoval } from './domain/artifact';
export { ArtifactNotFoundError } from './domain/ingest.errors';
export { MaterialListener } from './domain/material-listener';
export type { MaterialArrived } from './domain/material-listener';
export { SPECIAL_PROPERTIES } from './domain/enrichment/enrichment-kinds';

export { INGEST_COMMANDS } from './adapters/cli/ingest-commands';
export { ENRICHMENT_KIND_NAMES, emptyEnrichment, isEnrichment } from './domain/enrichment/enrichment-kinds';
export type { EnrichmentKind } from './domain/enrichment/enrichment-kinds';
export type { Enrichment, Highlight, Media, Place } from './domain/enrichment/enrichment';
export { toArtifactOutput } from './adapters/cli/artifact-output';
