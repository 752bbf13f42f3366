import type { Clock } from '../shared/clock';
import { JobPolicy, PermanentJobFailure, isLastAttempt } from './job-policy';
import type { Claim, JobQueue } from './job-queue';

/** What the runner tells its owner, who words it for the activity log. */
export interface JobReport<Job, Outcome> {
  done(job: Job, outcome: Outcome): void;
  failed(job: Job, message: string, attempt: { attempts: number; maxAttempts: number; parked: boolean }): void;
  /** The failure could not be recorded (the database is out): the lease expires and the job is claimed again. */
  unrecorded(job: Job, error: unknown): void;
}

export interface JobRunnerOptions {
  policy: JobPolicy;
  /** Jobs claimed at once. */
  batch: number;
  /** Jobs run at once by this instance. */
  concurrency: number;
}

/**
 * Claims a queue's due jobs and runs them, a few at once: a run that returns completes its job with its
 * outcome; one that throws (or whose completion does) is failed, retried after the policy's backoff or parked at its last attempt
 * (at once for a PermanentJobFailure).
 * The queue (its table) and the work are the caller's; the lease, attempts and backoff are the policy's.
 */
export class JobRunner<Job extends Claim, Outcome> {
  /** Jobs started by startDue and not finished, and slots promised to a claim in progress. */
  private readonly started = new Set<Promise<void>>();
  private reserved = 0;
  private freed: () => void = () => undefined;

  constructor(
    private readonly queue: JobQueue<Job, Outcome>,
    private readonly options: JobRunnerOptions,
    private readonly clock: Clock,
    private readonly report: JobReport<Job, Outcome>,
  ) {}

  /** Runs the jobs due at `now`; returns how many it claimed. */
  async runDue(work: (job: Job) => Promise<Outcome>, now: Date = this.clock.now()): Promise<number> {
    const { policy, batch, concurrency } = this.options;
    const due = await this.queue.claimDue(now, batch, policy.leaseMs, policy.maxAttempts);
    const waiting = [...due];
    await Promise.all(
      Array.from({ length: Math.min(concurrency, waiting.length) }, async () => {
        for (let job = waiting.shift(); job; job = waiting.shift()) await this.run(job, work);
      }),
    );
    return due.length;
  }

  /**
   * Claims as many due jobs as there are free slots (concurrency less the jobs still running from earlier calls)
   * and starts them without waiting: a slow job holds its own slot only, and each one that ends frees its slot at
   * once (onFreed). Returns the jobs started, to wait for when the caller wants to.
   */
  async startDue(work: (job: Job) => Promise<Outcome>, now: Date = this.clock.now()): Promise<Array<Promise<void>>> {
    const { policy, batch, concurrency } = this.options;
    const free = Math.min(batch, concurrency - this.started.size - this.reserved);
    if (free <= 0) return [];
    this.reserved += free;
    let due: Job[];
    try {
      due = await this.queue.claimDue(now, free, policy.leaseMs, policy.maxAttempts);
    } finally {
      this.reserved -= free;
    }
    return due.map((job) => {
      const running: Promise<void> = this.run(job, work).finally(() => {
        this.started.delete(running);
        this.freed();
      });
      this.started.add(running);
      return running;
    });
  }

  /** Called each time a job started by startDue ends. */
  onFreed(listener: () => void): void {
    this.freed = listener;
  }

  /** Waits until every job started by startDue has ended. */
  async drain(): Promise<void> {
    while (this.started.size > 0) await Promise.all([...this.started]);
  }

  private async run(job: Job, work: (job: Job) => Promise<Outcome>): Promise<void> {
    const { policy } = this.options;
    try {
      const outcome = await work(job);
      await this.queue.complete(job, outcome);
      this.report.done(job, outcome);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobFailure;
      const parked = permanent || isLastAttempt(policy, job.attempts);
      this.report.failed(job, message, { attempts: job.attempts, maxAttempts: policy.maxAttempts, parked });
      const retryAt = new Date(this.clock.now().getTime() + policy.retryDelayMs(job.attempts));
      await this.queue
        .fail(job, message, retryAt, permanent ? job.attempts : policy.maxAttempts)
        .catch((failure: unknown) => this.report.unrecorded(job, failure));
    }
  }
}
