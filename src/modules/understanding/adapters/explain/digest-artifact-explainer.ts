import { Injectable } from '@nestjs/common';
import { ArtifactExplainer, ArtifactExplanation, Enrichment, SPECIAL_PROPERTIES } from '../../../ingest';
import { explainPayload } from '../../domain/explain-payload';

/** Explains an artifact with the digest's own reading, in process (one payload, bounded like the digest). */
@Injectable()
export class DigestArtifactExplainer extends ArtifactExplainer {
  explain(input: {
    payload: unknown;
    enrichment: Enrichment;
    day: string;
    timezone: string;
    identities: readonly string[];
  }): ArtifactExplanation {
    // As the digest does: the properties enrichment read are left to it when it extracted something from them.
    const skipKeys = new Set([
      ...(input.enrichment.locations?.length ? SPECIAL_PROPERTIES.locations : []),
      ...(input.enrichment.highlights?.length ? SPECIAL_PROPERTIES.highlights : []),
    ]);
    return explainPayload(input.payload, { ...input, skipKeys });
  }
}
