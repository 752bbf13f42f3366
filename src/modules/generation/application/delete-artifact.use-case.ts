import { Injectable } from '@nestjs/common';
import { EntryRepository } from '../../diary';
import { ArtifactNotFoundError, ArtifactRepository } from '../../ingest';
import { GenerationJobRepository } from '../domain/generation-job.repository';
import { GenerateDay } from './generate-day.use-case';

/**
 * An owner deletes one artifact: its day is regenerated at once without it (the
 * pending job settled), or, when it was the day's last one, the generated entry
 * goes too; an imported entry is left alone.
 */
@Injectable()
export class DeleteArtifact {
  constructor(
    private readonly artifacts: ArtifactRepository,
    private readonly generateDay: GenerateDay,
    private readonly jobs: GenerationJobRepository,
    private readonly entries: EntryRepository,
  ) {}

  async execute(id: string): Promise<{ id: string; day: string; deleted: true }> {
    const removed = await this.artifacts.delete(id);
    if (!removed) throw new ArtifactNotFoundError(id);
    const result = await this.generateDay.execute(removed);
    if (result.generated) await this.jobs.settle(removed.accountId, removed.day, result.materialUpTo);
    else await this.entries.deleteGenerated(removed.accountId, removed.day);
    return { id, day: removed.day, deleted: true };
  }
}
