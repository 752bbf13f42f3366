import type { DayArtifactReader } from '../../ingest';
import type { DayWithMaterial } from '../../ingest/domain/day-artifact-reader';
import type { GenerationJobRepository } from '../domain/generation-job.repository';
import type { GenerationSettings } from './generation-settings';
import { SweepStaleDays } from './sweep-stale-days.use-case';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A reader that records how far back it was asked, and can be told to fail. */
function recordingReader() {
  const asked: number[] = [];
  let failing = false;
  const reader = {
    async *daysReceivedSince(since: Date): AsyncIterable<DayWithMaterial[]> {
      asked.push(since.getTime());
      if (failing) throw new Error('database is unavailable');
      yield [];
    },
  } as unknown as DayArtifactReader;
  return { reader, asked, fail: (value: boolean) => (failing = value) };
}

/** Jobs whose sweep horizon is kept as the database keeps it: shared, never moved back. */
function jobsWithHorizon(): GenerationJobRepository {
  let horizon: Date | null = null;
  return {
    reviveStale: async () => 0,
    pruneDone: async () => 0,
    sweptFrom: async () => horizon,
    markSwept: async (from: Date) => {
      horizon = horizon && horizon > from ? horizon : from;
    },
  } as unknown as GenerationJobRepository;
}
const settings = { quietPeriodMs: 300_000 } as GenerationSettings;

describe('SweepStaleDays', () => {
  it('reads the last 7 days at the first sweep, then only since the previous sweep began (with 2 minutes of overlap), on any instance', async () => {
    const { reader, asked } = recordingReader();
    const jobs = jobsWithHorizon();
    const sweep = new SweepStaleDays(reader, jobs, settings);
    const restarted = new SweepStaleDays(reader, jobs, settings);
    const start = Date.UTC(2026, 10, 25, 12);
    await sweep.execute(new Date(start));
    await sweep.execute(new Date(start + MINUTE_MS));
    await restarted.execute(new Date(start + 2 * MINUTE_MS));
    expect(asked).toEqual([start - 7 * DAY_MS, start - 2 * MINUTE_MS, start + MINUTE_MS - 2 * MINUTE_MS]);
  });

  it('after a failed sweep looks back to the last one that finished, and never past 7 days', async () => {
    const { reader, asked, fail } = recordingReader();
    const sweep = new SweepStaleDays(reader, jobsWithHorizon(), settings);
    const start = Date.UTC(2026, 10, 25, 12);
    await sweep.execute(new Date(start));
    fail(true);
    await expect(sweep.execute(new Date(start + 10 * MINUTE_MS))).rejects.toThrow('database is unavailable');
    fail(false);
    await sweep.execute(new Date(start + 20 * MINUTE_MS));
    await sweep.execute(new Date(start + 20 * MINUTE_MS + 30 * DAY_MS));
    expect(asked).toEqual([start - 7 * DAY_MS, start - 2 * MINUTE_MS, start - 2 * MINUTE_MS, start + 20 * MINUTE_MS + 30 * DAY_MS - 7 * DAY_MS]);
  });
});
