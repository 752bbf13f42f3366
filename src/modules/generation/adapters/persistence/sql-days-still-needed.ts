import { Injectable } from '@nestjs/common';
import { DaysStillNeeded } from '../../../ingest';
import { SWEEP_OVERLAP_MS } from '../../application/sweep-stale-days.use-case';
import { GenerationJobRepository } from '../../domain/generation-job.repository';

/**
 * A day still needs its artifacts while its job says it is not generated up to them: pending or parked, or done from
 * older material. A job remembers its material's newest receipt to the millisecond (as JavaScript read it), so
 * receipts compare at that grain.
 */
@Injectable()
export class SqlDaysStillNeeded extends DaysStillNeeded {
  constructor(private readonly jobs: GenerationJobRepository) {
    super();
  }

  async settledBefore(): Promise<Date | null> {
    const { sweptFrom } = await this.jobs.sweepHorizon();
    return sweptFrom === null ? null : new Date(sweptFrom.getTime() - SWEEP_OVERLAP_MS);
  }

  stillNeededSql(row: string, newest: string): string {
    return `EXISTS (
      SELECT 1 FROM generation_jobs j
       WHERE j.account_id = ${row}.account_id AND j.day = ${row}.day
         AND (j.state <> 'done' OR j.material_at < date_trunc('milliseconds', ${newest})))`;
  }
}
