import type { DayArtifact } from './day-material';

export abstract class DayMaterialRepository {
  /** The day's artifacts in order of receipt. */
  abstract artifactsOf(accountId: string, day: string): Promise<DayArtifact[]>;
}
