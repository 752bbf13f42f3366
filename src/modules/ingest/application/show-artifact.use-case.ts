import { Injectable } from '@nestjs/common';
import type { ArtifactSummary } from '../domain/artifact';
import { ArtifactRepository } from '../domain/artifact.repository';
import { ArtifactNotFoundError } from '../domain/ingest.errors';

/** One received artifact with the payload as stored. */
@Injectable()
export class ShowArtifact {
  constructor(private readonly artifacts: ArtifactRepository) {}

  async execute(id: string): Promise<ArtifactSummary & { payload: unknown }> {
    const artifact = await this.artifacts.findById(id);
    if (!artifact) throw new ArtifactNotFoundError(id);
    return artifact;
  }
}
