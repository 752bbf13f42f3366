import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { ArtifactPartitions } from '../domain/retention/artifact-partitions';
import { RetentionSettings } from './retention-settings';
import { DaysStillNeeded } from '../domain/retention/days-still-needed';

const DAY_MS = 86_400_000;
/** Day partitions exist this many days ahead, so that a week without maintenance still writes to day partitions. */
export const PARTITION_DAYS_AHEAD = 7;

export interface PartitionMaintenance {
  created: string[];
  retired: { name: string; removed: number; held: number }[];
  /** Partitions old enough that were left for a later run, and why. */
  waiting: { name: string; reason: string }[];
  /** Artifacts of the default partition removed (days generated, old enough). */
  defaultRemoved: number;
}

/**
 * Keeps the artifacts table's day partitions: creates them ahead, and with ARTIFACT_RETENTION_DAYS drops those whose
 * whole span is older than that, once every day with material in them has
 * been scheduled (DaysStillNeeded.settledBefore). Artifacts of days not generated yet are held back; entries stay.
 */
@Injectable()
export class MaintainArtifactPartitions {
  constructor(
    private readonly partitions: ArtifactPartitions,
    private readonly needed: DaysStillNeeded,
    private readonly settings: RetentionSettings,
    private readonly clock: Clock,
  ) {}

  async execute(now: Date = this.clock.now()): Promise<PartitionMaintenance> {
    const existing = await this.partitions.list();
    const created: string[] = [];
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    for (let start = today - DAY_MS; start <= today + PARTITION_DAYS_AHEAD * DAY_MS; start += DAY_MS) {
      const covered = existing.some(
        (p) => p.to !== null && p.to.getTime() > start && (p.from === null || p.from.getTime() < start + DAY_MS),
      );
      const day = new Date(start).toISOString().slice(0, 10);
      if (!covered && (await this.partitions.createDay(day))) created.push(day);
    }
    const result: PartitionMaintenance = { created, retired: [], waiting: [], defaultRemoved: 0 };
    const retentionMs = this.settings.artifactRetentionMs;
    if (retentionMs === null) return result;

    await this.partitions.dropRetired();
    const settled = await this.needed.settledBefore();
    if (settled === null) return result;
    const before = Math.min(now.getTime() - retentionMs, settled.getTime());
    const old = existing
      .filter((p): p is typeof p & { to: Date } => p.to !== null && p.to.getTime() <= before)
      .sort((a, b) => a.to.getTime() - b.to.getTime());
    for (const partition of old) {
      const outcome = await this.partitions.retire(partition);
      if (outcome.retired) result.retired.push({ name: partition.name, removed: outcome.removed, held: outcome.held });
      else result.waiting.push({ name: partition.name, reason: outcome.reason });
    }
    result.defaultRemoved = await this.partitions.retireDefault(new Date(before));
    return result;
  }
}
