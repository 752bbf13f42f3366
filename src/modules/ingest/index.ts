export { ArtifactStoreModule, IngestModule } from './ingest.module';
export { ingestManifest } from './ingest.manifest';
export { WEBHOOK_URL } from './adapters/http/ingest.controller';
export { DayArtifactReader } from './domain/day-artifact-reader';
export { ArtifactRepository } from './domain/artifact.repository';
export { ArtifactNotFoundError } from './domain/ingest.errors';
export { MaterialListener } from './domain/material-listener';
export type { MaterialArrived } from './domain/material-listener';
export { SPECIAL_PROPERTIES } from './domain/special-properties';

export { INGEST_COMMANDS } from './adapters/cli/ingest-commands';
export { emptyEnrichment } from './domain/enrichment/enrichment';
export type { Enrichment, Highlight, Media, Place } from './domain/enrichment/enrichment';
export { toArtifactOutput } from './adapters/cli/artifact-output';
