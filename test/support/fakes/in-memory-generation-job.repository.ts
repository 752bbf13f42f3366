import type {
  DayMaterialMark,
  GenerationJob,
  GenerationJobStats,
  GenerationJobView,
} from '../../../src/modules/generation/domain/generation-job';
import { GenerationJobRepository } from '../../../src/modules/generation/domain/generation-job.repository';

type Row = GenerationJobView & { materialAt: Date; leasedUntil: Date | null };

/** GenerationJobRepository in memory: one job per account-day, with the states and rules the SQL adapter keeps. */
export class InMemoryGenerationJobRepository extends GenerationJobRepository {
  readonly rows = new Map<string, Row>();
  private sweptFrom: Date | null = null;

  job(accountId: string, day: string): Row | undefined {
    return this.rows.get(`${accountId}/${day}`);
  }

  async schedule(marks: DayMaterialMark[], runAfter: Date): Promise<void> {
    for (const mark of marks) {
      const row = this.job(mark.accountId, mark.day);
      const materialAt = row && row.materialAt > mark.materialAt ? row.materialAt : mark.materialAt;
      this.put({ ...mark, materialAt, state: 'pending', attempts: 0, runAfter, lastError: null });
    }
  }

  async claimDue(now: Date, limit: number, leaseMs: number, maxAttempts: number): Promise<GenerationJob[]> {
    const due = [...this.rows.values()].filter(
      (row) => row.state === 'pending' && row.runAfter <= now && !(row.leasedUntil && row.leasedUntil > now),
    );
    const claimed: GenerationJob[] = [];
    for (const row of due.slice(0, limit)) {
      if (row.attempts >= maxAttempts) {
        row.state = 'parked';
        continue;
      }
      row.attempts++;
      row.leasedUntil = new Date(now.getTime() + leaseMs);
      claimed.push({ accountId: row.accountId, day: row.day, runAfter: row.runAfter, attempts: row.attempts });
    }
    return claimed;
  }

  async complete(job: GenerationJob, materialUpTo: Date | null): Promise<void> {
    const row = this.job(job.accountId, job.day);
    if (!row) return;
    row.leasedUntil = null;
    if (row.runAfter.getTime() !== job.runAfter.getTime()) return;
    row.state = 'done';
    if (materialUpTo) row.materialAt = materialUpTo;
  }

  async fail(job: GenerationJob, error: string, retryAt: Date, maxAttempts: number): Promise<void> {
    const row = this.job(job.accountId, job.day);
    if (!row) return;
    Object.assign(row, { lastError: error, leasedUntil: null, runAfter: retryAt });
    if (row.attempts >= maxAttempts) row.state = 'parked';
  }

  async settle(accountId: string, day: string, materialUpTo: Date): Promise<void> {
    const row = this.job(accountId, day);
    if (row && row.state === 'pending' && row.materialAt > materialUpTo) return;
    this.put({
      accountId,
      day,
      materialAt: materialUpTo,
      state: 'done',
      attempts: 0,
      runAfter: materialUpTo,
      lastError: null,
    });
  }

  async reviveStale(days: DayMaterialMark[], runAfter: Date): Promise<number> {
    const stale = days.filter((mark) => {
      const row = this.job(mark.accountId, mark.day);
      return !row || (row.state !== 'pending' && row.materialAt < mark.materialAt);
    });
    await this.schedule(stale, runAfter);
    return stale.length;
  }

  async sweepHorizon(): Promise<{ sweptFrom: Date | null; now: Date }> {
    return { sweptFrom: this.sweptFrom, now: new Date() };
  }

  async markSwept(from: Date): Promise<void> {
    if (!this.sweptFrom || from > this.sweptFrom) this.sweptFrom = from;
  }

  async pruneDone(before: Date): Promise<number> {
    const old = [...this.rows.entries()].filter(([, row]) => row.state === 'done' && row.materialAt < before);
    for (const [key] of old) this.rows.delete(key);
    return old.length;
  }

  async list(filter: {
    accountId?: string;
    failedOnly: boolean;
    limit: number;
    after?: { accountId: string; day: string } | null;
  }): Promise<GenerationJobView[] | null> {
    const all = [...this.rows.values()]
      .filter(
        (row) =>
          (filter.accountId === undefined || row.accountId === filter.accountId) &&
          (!filter.failedOnly || row.lastError !== null),
      )
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.day.localeCompare(b.day));
    let from = 0;
    if (filter.after) {
      const at = all.findIndex((row) => row.accountId === filter.after!.accountId && row.day === filter.after!.day);
      if (at < 0) return null;
      from = at + 1;
    }
    return all.slice(from, from + filter.limit).map(({ materialAt: _m, leasedUntil: _l, ...view }) => view);
  }

  async stats(): Promise<GenerationJobStats> {
    const counts = new Map<string, number>();
    for (const row of this.rows.values()) counts.set(row.state, (counts.get(row.state) ?? 0) + 1);
    return { byState: [...counts].map(([state, count]) => ({ state, count })), latency: { p50: null, p95: null } };
  }

  private put(row: Omit<Row, 'updatedAt' | 'leasedUntil'>): void {
    this.rows.set(`${row.accountId}/${row.day}`, { ...row, updatedAt: new Date(), leasedUntil: null });
  }
}
