/** What retention removed (artifact_removals): a day it struck keeps its entry and is never rewritten from the rest. */
export abstract class ArtifactRemovals {
  abstract removedFrom(accountId: string, day: string): Promise<boolean>;
}
