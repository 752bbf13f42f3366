import type { ArtifactSummary } from '../../domain/artifact';
import { enrichmentCounts } from '../../domain/enrichment/enrichment-kinds';

/** An artifact as its owner sees it: what arrived, from which source, what was found in it. */
export function toArtifactOutput(artifact: ArtifactSummary) {
  return {
    id: artifact.id,
    day: artifact.day,
    sourceLabel: artifact.sourceLabel,
    receivedAt: artifact.receivedAt.toISOString(),
    bytes: artifact.bytes,
    extracted: enrichmentCounts(artifact.enrichment),
    warnings: artifact.warnings,
  };
}
