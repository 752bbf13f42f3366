import { ArtifactRemovals } from '../../../src/modules/ingest';

/** The removals retention recorded, per account and day; the partitions themselves are the SQL adapter's (e2e). */
export class RecordedArtifactRemovals extends ArtifactRemovals {
  readonly removed = new Set<string>();
  /** Called each time a day is asked about: a test can have retention strike between two questions. */
  onAsked: (accountId: string, day: string, asked: number) => void = () => undefined;
  private asked = 0;

  removedFrom(accountId: string, day: string): Promise<boolean> {
    this.onAsked(accountId, day, ++this.asked);
    return Promise.resolve(this.removed.has(`${accountId}/${day}`));
  }
}
