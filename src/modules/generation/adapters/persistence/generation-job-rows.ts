import { RowReader } from '../../../../database/row-reader';
import type { GenerationJob, GenerationJobStats, GenerationJobView } from '../../domain/generation-job';

const TABLE = 'generation_jobs';
const STATES = ['pending', 'done', 'parked'] as const;

/** A claimed row (account_id, day as text, run_after, attempts). */
export function generationJobFromRow(row: unknown): GenerationJob {
  const read = RowReader.of(row, TABLE);
  return {
    accountId: read.text('account_id'),
    day: read.text('day'),
    runAfter: read.date('run_after'),
    attempts: read.integer('attempts'),
  };
}

/** A listed row; a pending job whose lease runs past `now` is running. */
export function generationJobViewFromRow(row: unknown, now: Date): GenerationJobView {
  const read = RowReader.of(row, TABLE);
  const state = read.oneOf('state', STATES);
  const lockedUntil = read.nullableDate('locked_until');
  return {
    accountId: read.text('account_id'),
    day: read.text('day'),
    state: state === 'pending' && lockedUntil && lockedUntil > now ? 'running' : state,
    attempts: read.integer('attempts'),
    runAfter: read.date('run_after'),
    lastError: read.nullableText('last_error'),
    updatedAt: read.date('updated_at'),
  };
}

export function stateCountFromRow(row: unknown): GenerationJobStats['byState'][number] {
  const read = RowReader.of(row, TABLE);
  return { state: read.text('state'), count: read.integer('count') };
}

/** The percentiles row, or none when the statement answered none. */
export function latencyFromRow(row: unknown): GenerationJobStats['latency'] {
  if (row === undefined) return { p50: null, p95: null };
  const read = RowReader.of(row, TABLE);
  return { p50: read.nullableNumber('p50'), p95: read.nullableNumber('p95') };
}

/** The sweep horizon row: when the last finished sweep began (null before the first), and the database's now. */
export function sweepHorizonFromRow(row: unknown): { sweptFrom: Date | null; now: Date } {
  const read = RowReader.of(row, 'generation_sweeps');
  return { sweptFrom: read.nullableDate('swept_from'), now: read.date('now') };
}
