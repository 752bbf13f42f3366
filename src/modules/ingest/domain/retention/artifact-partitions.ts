/** A partition of the artifacts table: a span of receipt time, or the default one (no span). */
export interface ArtifactPartition {
  name: string;
  /** Null for the first partition (everything received before the migration's cutover) and the default one. */
  from: Date | null;
  /** Null for the default partition. */
  to: Date | null;
}

export type RetireOutcome =
  | { retired: true; removed: number; held: number }
  /** Left for a later run: another instance was at it, a lock was not free in time, or too much is still waiting. */
  | { retired: false; reason: string };

/**
 * The artifacts table as partitions of receipt time (migrations/1763831700000-artifacts-partitioned-by-receipt.ts):
 * one per UTC day created ahead, dropped whole once old enough, except the artifacts of days still waiting to be
 * generated, which stay in a smaller partition (a twin) that takes its place until they are.
 */
export abstract class ArtifactPartitions {
  abstract list(): Promise<ArtifactPartition[]>;
  /** Creates the partition of one UTC day (YYYY-MM-DD); false when another instance was at it. */
  abstract createDay(day: string): Promise<boolean>;
  /**
   * Drops the partition, recording per account and day what it removed (artifact_removals); the artifacts of days
   * not generated yet (a job pending, parked, or done from older material) stay, in a twin that takes its place.
   */
  abstract retire(partition: ArtifactPartition): Promise<RetireOutcome>;
  /**
   * Deletes the artifacts the default partition took (none of the day partitions covered them then) received before
   * `before` whose days are generated, recording them as retire does; how many.
   */
  abstract retireDefault(before: Date): Promise<number>;
  /** Drops what retirements detached and left to go (one that stopped half way leaves it for this). */
  abstract dropRetired(): Promise<void>;
}
