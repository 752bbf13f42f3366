import type { DayArtifactReader } from '../../ingest';
import type { DayWithMaterial } from '../../ingest/domain/day-artifact-reader';
import type { GenerationJobRepository } from '../domain/generation-job.repository';
import type { Clock } from '../../../shared/clock';
import { GenerationSettings, SWEEP_PACING } from './generation-settings';
import { SweepStaleDays } from './sweep-stale-days.use-case';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far before the last finished sweep a later one looks (the database's clock). */
const OVERLAP_MS = 40_000;

/** A reader that records how far back each sweep asked (the start of its first slice), and can be told to fail. */
function recordingReader() {
  const asked: number[] = [];
  let failing = false;
  let last = Number.POSITIVE_INFINITY;
  const reader = {
    async daysReceivedBetween(since: Date, until: Date): Promise<DayWithMaterial[]> {
      // A sweep's slices follow each other; a slice that does not start where the last ended begins a sweep.
      if (since.getTime() !== last) asked.push(since.getTime());
      last = until.getTime();
      if (failing) throw new Error('database is unavailable');
      return [];
    },
  } as unknown as DayArtifactReader;
  return { reader, asked, fail: (value: boolean) => (failing = value) };
}

/** Jobs whose sweep horizon is kept as the database keeps it (shared, never moved back), by a database clock the test sets. */
function jobsWithHorizon() {
  let horizon: Date | null = null;
  const clock = { now: 0 };
  const jobs = {
    reviveStale: async () => 0,
    pruneDone: async () => 0,
    sweepHorizon: async () => ({ sweptFrom: horizon, now: new Date(clock.now) }),
    markSwept: async (from: Date) => {
      horizon = horizon && horizon > from ? horizon : from;
    },
  } as unknown as GenerationJobRepository;
  return { jobs, clock };
}
const settings: GenerationSettings = { quietPeriodMs: 300_000, sweepPacing: SWEEP_PACING };
/** The instance's clock; each test passes the sweep its now. */
const instanceClock: Clock = { now: () => new Date(0) };

describe('SweepStaleDays', () => {
  it('reads the last 7 days at the first sweep, then only since the previous sweep began (with 40 s of overlap), on any instance, by the database clock', async () => {
    const { reader, asked } = recordingReader();
    const { jobs, clock } = jobsWithHorizon();
    const sweep = new SweepStaleDays(reader, jobs, settings, instanceClock);
    const restarted = new SweepStaleDays(reader, jobs, settings, instanceClock);
    const start = Date.UTC(2026, 10, 25, 12);
    // The instance's own clock is off by an hour: the database's stamps the material and the horizon.
    const instanceNow = (ms: number) => new Date(ms + 3_600_000);
    for (const at of [start, start + MINUTE_MS]) {
      clock.now = at;
      await sweep.execute(instanceNow(at));
    }
    clock.now = start + 2 * MINUTE_MS;
    await restarted.execute(instanceNow(clock.now));
    expect(asked).toEqual([start - 7 * DAY_MS, start - OVERLAP_MS, start + MINUTE_MS - OVERLAP_MS]);
  });

  it('after a failed sweep looks back to the last one that finished, and never past 7 days', async () => {
    const { reader, asked, fail } = recordingReader();
    const { jobs, clock } = jobsWithHorizon();
    const sweep = new SweepStaleDays(reader, jobs, settings, instanceClock);
    const start = Date.UTC(2026, 10, 25, 12);
    const at = async (ms: number) => {
      clock.now = ms;
      await sweep.execute(new Date(ms));
    };
    await at(start);
    fail(true);
    await expect(at(start + 10 * MINUTE_MS)).rejects.toThrow('database is unavailable');
    fail(false);
    await at(start + 20 * MINUTE_MS);
    await at(start + 20 * MINUTE_MS + 30 * DAY_MS);
    expect(asked).toEqual([
      start - 7 * DAY_MS,
      start - OVERLAP_MS,
      start - OVERLAP_MS,
      start + 20 * MINUTE_MS + 30 * DAY_MS - 7 * DAY_MS,
    ]);
  });

  it('stops between pages when told to, without moving the horizon', async () => {
    const { reader, asked } = recordingReader();
    const { jobs, clock } = jobsWithHorizon();
    const sweep = new SweepStaleDays(reader, jobs, settings, instanceClock);
    clock.now = Date.UTC(2026, 10, 25, 12);
    await sweep.execute(new Date(clock.now), () => true);
    clock.now += MINUTE_MS;
    await sweep.execute(new Date(clock.now));
    expect(asked).toEqual([clock.now - MINUTE_MS - 7 * DAY_MS, clock.now - 7 * DAY_MS]);
  });

  it('reads its span in at most 60 slices of at least 10 s, each in pages of the size it asks for, and revives their days', async () => {
    const calls: Array<{ since: number; until: number; after: { day: string } | null; limit: number }> = [];
    const day = (n: number): DayWithMaterial => ({
      accountId: 'a',
      day: `2026-11-0${n}`,
      newestReceivedAt: new Date(n),
    });
    const reader = {
      async daysReceivedBetween(since: Date, until: Date, after: { day: string } | null, limit: number) {
        calls.push({ since: since.getTime(), until: until.getTime(), after, limit });
        // The first slice holds three days: a full page of two, then one.
        if (calls.length === 1) return [day(1), day(2)];
        if (calls.length === 2) return [day(3)];
        return [];
      },
    } as unknown as DayArtifactReader;
    const revived: string[] = [];
    const { jobs, clock } = jobsWithHorizon();
    Object.assign(jobs, {
      reviveStale: async (days: Array<{ day: string }>) => revived.push(...days.map((d) => d.day)),
    });
    const paced = { quietPeriodMs: 0, sweepPacing: { ...SWEEP_PACING, daysPerPage: 2 } };
    clock.now = Date.UTC(2026, 10, 25, 12);
    await new SweepStaleDays(reader, jobs, paced, instanceClock).execute(new Date(clock.now));

    expect(revived).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(calls.slice(0, 2).map((c) => [c.after?.day ?? null, c.limit])).toEqual([
      [null, 2],
      ['2026-11-02', 2],
    ]);
    const slices = calls.slice(1);
    expect(slices).toHaveLength(60);
    expect(slices[0].since).toBe(clock.now - 7 * DAY_MS);
    expect(slices.at(-1)!.until).toBe(clock.now);
    for (const [i, slice] of slices.entries()) if (i > 0) expect(slice.since).toBe(slices[i - 1].until);
  });
});
