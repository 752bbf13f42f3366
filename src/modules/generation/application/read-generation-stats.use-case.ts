import { Injectable } from '@nestjs/common';
import type { GenerationJobStats } from '../domain/generation-job';
import { GenerationJobRepository } from '../domain/generation-job.repository';

/** Latency is measured over the jobs finished in this last stretch of time. */
export const LATENCY_WINDOW_MS = 3_600_000;

/** Generation jobs by state and the latency of the last hour's finished days, for metrics. */
@Injectable()
export class ReadGenerationStats {
  constructor(private readonly jobs: GenerationJobRepository) {}

  execute(): Promise<GenerationJobStats> {
    return this.jobs.stats(LATENCY_WINDOW_MS);
  }
}
