import type { Clock } from '../shared/clock';
import { PermanentJobFailure, exponentialBackoff } from './job-policy';
import type { JobQueue } from './job-queue';
import { JobRunner } from './job-runner';

interface Delivery {
  id: string;
  runAfter: Date;
  attempts: number;
}

/** An in-memory queue that hands out what it is given and records what the runner told it. */
class RecordingQueue implements JobQueue<Delivery, number> {
  due: Delivery[] = [];
  claims: Array<{ limit: number; leaseMs: number; maxAttempts: number }> = [];
  completed: Array<{ id: string; outcome: number }> = [];
  failed: Array<{ id: string; error: string; retryAt: Date; maxAttempts: number }> = [];
  failing = false;
  async claimDue(_now: Date, limit: number, leaseMs: number, maxAttempts: number): Promise<Delivery[]> {
    this.claims.push({ limit, leaseMs, maxAttempts });
    return this.due.splice(0, limit);
  }
  async complete(job: Delivery, outcome: number): Promise<void> {
    this.completed.push({ id: job.id, outcome });
  }
  async fail(job: Delivery, error: string, retryAt: Date, maxAttempts: number): Promise<void> {
    if (this.failing) throw new Error('database is unavailable');
    this.failed.push({ id: job.id, error, retryAt, maxAttempts });
  }
}

describe('JobRunner', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const clock: Clock = { now: () => now };
  const policy = { leaseMs: 30_000, maxAttempts: 3, retryDelayMs: exponentialBackoff(1_000, 5_000) };
  const job = (id: string, attempts: number): Delivery => ({ id, runAfter: now, attempts });
  let reported: string[];
  const report = {
    done: (j: Delivery, outcome: number) => reported.push(`done ${j.id} ${outcome}`),
    failed: (j: Delivery, message: string, a: { attempts: number; maxAttempts: number; parked: boolean }) =>
      reported.push(`failed ${j.id} ${a.attempts}/${a.maxAttempts}${a.parked ? ' parked' : ''}: ${message}`),
    unrecorded: (j: Delivery) => reported.push(`unrecorded ${j.id}`),
  };
  beforeEach(() => (reported = []));

  it('claims a batch under the policy, completes what ran with its outcome, fails what threw with backoff from the clock', async () => {
    const queue = new RecordingQueue();
    queue.due = [job('a', 1), job('b', 2), job('c', 3)];
    const runner = new JobRunner(queue, { policy, batch: 2, concurrency: 2 }, clock, report);
    const work = async (d: Delivery) => {
      if (d.id === 'b') throw new Error('HTTP 503');
      return 200;
    };
    expect(await runner.runDue(work)).toBe(2);
    expect(queue.claims).toEqual([{ limit: 2, leaseMs: 30_000, maxAttempts: 3 }]);
    expect(queue.completed).toEqual([{ id: 'a', outcome: 200 }]);
    // Second attempt: 1 s * 2.
    expect(queue.failed).toEqual([
      { id: 'b', error: 'HTTP 503', retryAt: new Date(now.getTime() + 2_000), maxAttempts: 3 },
    ]);
    expect(reported.sort()).toEqual(['done a 200', 'failed b 2/3: HTTP 503']);
  });

  it('says a failure at the last attempt parks the job, and goes on when the failure cannot be recorded', async () => {
    const queue = new RecordingQueue();
    queue.due = [job('c', 3)];
    queue.failing = true;
    await new JobRunner(queue, { policy, batch: 10, concurrency: 1 }, clock, report).runDue(async () => {
      throw new Error('gone');
    });
    expect(reported).toEqual(['failed c 3/3 parked: gone', 'unrecorded c']);
  });

  it('parks a job at once when its work fails for good, whatever attempt it is', async () => {
    const queue = new RecordingQueue();
    queue.due = [job('d', 1)];
    await new JobRunner(queue, { policy, batch: 10, concurrency: 1 }, clock, report).runDue(async () => {
      throw new PermanentJobFailure('the endpoint was deleted');
    });
    expect(reported).toEqual(['failed d 1/3 parked: the endpoint was deleted']);
    expect(queue.failed).toEqual([expect.objectContaining({ id: 'd', maxAttempts: 1 })]);
  });

  it('backs off exponentially up to the maximum', () => {
    expect([1, 2, 3, 4, 10].map(exponentialBackoff(1_000, 5_000))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('starts jobs into free slots without waiting for them: one that hangs holds its own slot only', async () => {
    const queue = new RecordingQueue();
    queue.due = [job('hangs', 1), job('quick', 1), job('next', 1), job('after', 1)];
    const runner = new JobRunner(queue, { policy, batch: 2, concurrency: 2 }, clock, report);
    let release!: () => void;
    const hanging = new Promise<number>((resolve) => (release = () => resolve(204)));
    const freed: string[] = [];
    runner.onFreed(() => freed.push('freed'));
    const work = (d: Delivery) => (d.id === 'hangs' ? hanging : Promise.resolve(200));

    const first = await runner.startDue(work);
    expect(first).toHaveLength(2);
    await first[1];
    expect(queue.completed).toEqual([{ id: 'quick', outcome: 200 }]);
    expect(freed).toEqual(['freed']);
    // One slot is free while 'hangs' still runs: the next call claims exactly one.
    const second = await runner.startDue(work);
    expect(queue.claims.map((claim) => claim.limit)).toEqual([2, 1]);
    await Promise.all(second);
    expect(queue.completed.map((done) => done.id)).toEqual(['quick', 'next']);
    // Once the hanging job ends, its slot is free too.
    release();
    await runner.drain();
    expect(queue.completed.map((done) => done.id)).toEqual(['quick', 'next', 'hangs']);
    expect(await runner.startDue(work)).toHaveLength(1);
    await runner.drain();
  });
});
