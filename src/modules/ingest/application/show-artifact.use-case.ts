import { Injectable } from '@nestjs/common';
import { AccountRepository } from '../../accounts';
import type { ArtifactSummary } from '../domain/artifact';
import { ArtifactExplainer, ArtifactExplanation } from '../domain/artifact-explainer';
import { ArtifactRepository } from '../domain/artifact.repository';
import { ArtifactNotFoundError } from '../domain/ingest.errors';

export type ShownArtifact = ArtifactSummary & { payload: unknown; explanation?: ArtifactExplanation };

/** One received artifact with the payload as stored and, asked for, what the diary makes of it. */
@Injectable()
export class ShowArtifact {
  constructor(
    private readonly artifacts: ArtifactRepository,
    private readonly accounts: AccountRepository,
    private readonly explainer: ArtifactExplainer,
  ) {}

  async execute(id: string, options: { explain?: boolean } = {}): Promise<ShownArtifact> {
    const artifact = await this.artifacts.findById(id);
    if (!artifact) throw new ArtifactNotFoundError(id);
    if (!options.explain) return artifact;
    // Read as that day's generation reads it: in the account's time zone, knowing who the person is.
    const account = await this.accounts.findById(artifact.accountId);
    const explanation = this.explainer.explain({
      payload: artifact.payload,
      enrichment: artifact.enrichment,
      day: artifact.day,
      timezone: account?.timezone ?? 'UTC',
      identities: account?.identities ?? [],
    });
    return { ...artifact, explanation };
  }
}
