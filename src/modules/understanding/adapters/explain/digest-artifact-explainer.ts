import { Injectable } from '@nestjs/common';
import { ArtifactExplainer, ArtifactExplanation, ExplainRequest, SPECIAL_PROPERTIES } from '../../../ingest';
import { keysLeftToEnrichment } from '../../domain/digest/day-enrichment';
import { explainPayload } from '../../domain/explain-payload';

/** Explains an artifact with the digest's own reading, in process (one payload, bounded like the digest). */
@Injectable()
export class DigestArtifactExplainer extends ArtifactExplainer {
  explain(input: ExplainRequest): ArtifactExplanation {
    return explainPayload(input.payload, {
      ...input,
      skipKeys: keysLeftToEnrichment(input.enrichment, SPECIAL_PROPERTIES),
    });
  }
}
