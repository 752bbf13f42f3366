import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { ActivityLog } from '../../../shared/activity-log';
import { RemoveGeneratedEntry } from '../../diary';
import { ArtifactNotFoundError, ArtifactRepository } from '../../ingest';
import { GenerationJobRepository } from '../domain/generation-job.repository';
import { GenerateDay } from './generate-day.use-case';

/** How long a deletion waits for its day's regeneration before it answers; past it, the day's job finishes the work. */
export const REGENERATION_WAIT_MS = 5_000;

/**
 * An owner deletes one artifact: its day is regenerated without it (the pending
 * job settled), or, when it was the day's last one, the generated entry goes
 * too; an imported entry is left alone. The answer waits for the regeneration
 * REGENERATION_WAIT_MS at most (a heavy day, or a day queued behind others'
 * digests, takes longer): past it, or when it failed, the day's job is made
 * pending, and the worker regenerates the day.
 */
@Injectable()
export class DeleteArtifact {
  constructor(
    private readonly artifacts: ArtifactRepository,
    private readonly generateDay: GenerateDay,
    private readonly jobs: GenerationJobRepository,
    private readonly removeGeneratedEntry: RemoveGeneratedEntry,
    private readonly log: ActivityLog,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, waitMs = REGENERATION_WAIT_MS): Promise<{ id: string; day: string; deleted: true }> {
    const removed = await this.artifacts.delete(id);
    if (!removed) throw new ArtifactNotFoundError(id);
    const regeneration = this.regenerate(removed).then(
      () => 'done' as const,
      (error: unknown) => {
        this.log.warn(
          DeleteArtifact.name,
          `regenerating ${removed.day} after deleting artifact ${id} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        return 'failed' as const;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      regeneration,
      new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitMs))),
    ]);
    clearTimeout(timer);
    if (outcome !== 'done') {
      // The deletion is done whatever happens here: the day's job (due once this one had its chance) regenerates it.
      await this.jobs.schedule(
        [{ ...removed, materialAt: new Date(0) }],
        new Date(this.clock.now().getTime() + waitMs),
      );
      this.log.info(
        DeleteArtifact.name,
        `artifact ${id} deleted; ${removed.day} was not regenerated within ${waitMs} ms (${outcome}), its job will`,
      );
    }
    return { id, day: removed.day, deleted: true };
  }

  private async regenerate(day: { accountId: string; day: string }): Promise<void> {
    const result = await this.generateDay.execute(day);
    if (result.generated) await this.jobs.settle(day.accountId, day.day, result.materialUpTo);
    else await this.removeGeneratedEntry.execute(day.accountId, day.day);
  }
}
