import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PollingLoop } from '../../../../jobs/polling-loop';
import { Clock } from '../../../../shared/clock';
import { MaintainArtifactPartitions } from '../../application/maintain-artifact-partitions.use-case';

/** Each instance looks after the artifacts' partitions this often (and at start); instances take turns. */
export const PARTITION_MAINTENANCE_EVERY_MS = 3_600_000;

/** Creates the artifacts' day partitions ahead and, with ARTIFACT_RETENTION_DAYS, retires old ones. */
@Injectable()
export class RetentionWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionWorker.name);
  private readonly loop = new PollingLoop(() => this.maintain(), PARTITION_MAINTENANCE_EVERY_MS);

  constructor(
    private readonly partitions: MaintainArtifactPartitions,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  private async maintain(): Promise<void> {
    try {
      const done = await this.partitions.execute(this.clock.now());
      if (done.created.length > 0) this.logger.log(`artifact partitions created for ${done.created.join(', ')}`);
      for (const p of done.retired)
        this.logger.log(`retention dropped ${p.name}: ${p.removed} artifact(s) removed, ${p.held} held for generation`);
      for (const p of done.waiting) this.logger.warn(`retention left ${p.name} for later: ${p.reason}`);
      if (done.defaultRemoved > 0)
        this.logger.log(`retention removed ${done.defaultRemoved} artifact(s) of the default partition`);
    } catch (error) {
      this.logger.warn(`artifact partitions: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
