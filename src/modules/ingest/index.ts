export { IngestModule } from './ingest.module';
export { extractEnrichment } from './domain/enrichment/extract-enrichment';
