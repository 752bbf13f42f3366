import type { JobTable } from '../../../../jobs/sql-job-queue';
import type { GenerationJob } from '../../domain/generation-job';
import { generationJobFromRow } from './generation-job-rows';

/**
 * generation_jobs as a job runner's table: one row per account-day; completion also records the newest material
 * the generation covered (none when the day had nothing to generate).
 */
export const GENERATION_JOBS: JobTable<GenerationJob, Date | null> = {
  name: 'generation_jobs',
  key: [
    { column: 'account_id', type: 'uuid' },
    { column: 'day', type: 'date', readAs: 'text' },
  ],
  abandonedWhile: 'generating',
  keyOf: (job) => [job.accountId, job.day],
  jobFromRow: generationJobFromRow,
  onComplete: {
    set: 'material_at = GREATEST(material_at, $outcome)',
    value: (materialUpTo) => materialUpTo ?? new Date(0),
  },
};
