import type { ArtifactPartition, RetireOutcome } from '../../../src/modules/generation/domain/artifact-partitions';
import { ArtifactPartitions } from '../../../src/modules/generation/domain/artifact-partitions';

/** The removals retention recorded, per account and day; the partitions themselves are the SQL adapter's (e2e). */
export class RecordedArtifactRemovals extends ArtifactPartitions {
  readonly removed = new Set<string>();
  /** Called each time a day is asked about: a test can have retention strike between two questions. */
  onAsked: (accountId: string, day: string, asked: number) => void = () => undefined;
  private asked = 0;

  removedFrom(accountId: string, day: string): Promise<boolean> {
    this.onAsked(accountId, day, ++this.asked);
    return Promise.resolve(this.removed.has(`${accountId}/${day}`));
  }

  list(): Promise<ArtifactPartition[]> {
    return Promise.reject(new Error('partitions live in PostgreSQL: test/artifact-retention.e2e-spec.ts'));
  }
  createDay(): Promise<boolean> {
    return this.list().then(() => false);
  }
  retire(): Promise<RetireOutcome> {
    return this.list().then(() => ({ retired: false, reason: '' }));
  }
  dropRetired(): Promise<void> {
    return this.list().then(() => undefined);
  }
  retireDefault(): Promise<number> {
    return this.list().then(() => 0);
  }
}
