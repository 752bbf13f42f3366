import type { ArtifactSummary } from '../../domain/artifact';

/** An artifact as its owner sees it: what arrived, from which source, what was found in it. */
export function toArtifactOutput(artifact: ArtifactSummary) {
  return {
    id: artifact.id,
    day: artifact.day,
    sourceLabel: artifact.sourceLabel,
    receivedAt: artifact.receivedAt.toISOString(),
    bytes: artifact.bytes,
    extracted: {
      media: artifact.enrichment.media.length,
      locations: artifact.enrichment.locations.length,
      highlights: artifact.enrichment.highlights.length,
    },
    warnings: artifact.warnings,
  };
}
