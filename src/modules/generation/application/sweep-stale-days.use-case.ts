import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { GenerationJobRepository } from '../domain/generation-job.repository';

/** How far back the sweep looks for artifacts newer than their day's entry. */
const SWEEP_WINDOW_MS = 7 * 86_400_000;

/** Schedules days whose material is newer than their entry (e.g. after downtime) and that have no job. */
@Injectable()
export class SweepStaleDays {
  constructor(
    private readonly jobs: GenerationJobRepository,
    private readonly config: AppConfig,
  ) {}

  execute(now = new Date()): Promise<number> {
    return this.jobs.scheduleStaleDays(new Date(now.getTime() + this.config.generationQuietPeriodSeconds * 1000), new Date(now.getTime() - SWEEP_WINDOW_MS));
  }
}
