/**
 * How the stale-day sweep paces itself. Under a webhook flood a minute's span is a few hundred thousand rows,
 * and read at once it held a PostgreSQL core for over half a second, long enough to show in the webhook's p99:
 * so the span is read in slices of receipt time, each followed by a pause as long as it and the revival of its
 * days took (at most half of one backend's time). On a quiet database the slices take a millisecond, and so do the pauses.
 */
export interface SweepPacing {
  /** An instance starts a sweep this often (when the last one has finished). */
  everyMs: number;
  /** A slice spans at least this much receipt time... */
  sliceMinMs: number;
  /** ...and a sweep reads at most this many slices. */
  slicesMax: number;
  /** Account-days read per page: each page reads its slice's artifacts again, so pages are large (~1 MB of rows). */
  daysPerPage: number;
}

export const SWEEP_PACING: SweepPacing = { everyMs: 60_000, sliceMinMs: 10_000, slicesMax: 60, daysPerPage: 10_000 };

/** What the generation use cases take from configuration; the module provides it (use cases never read config/). */
export abstract class GenerationSettings {
  /** A day is generated once it has received nothing for this long (GENERATION_QUIET_PERIOD_SECONDS). */
  abstract readonly quietPeriodMs: number;
  /** The stale-day sweep's pacing (SWEEP_PACING). */
  abstract readonly sweepPacing: SweepPacing;
}
