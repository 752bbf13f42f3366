import type { DataSource } from 'typeorm';
import { countFrom } from '../database/row-reader';
import type { Claim, JobQueue } from './job-queue';

/** A column of a job table's key, with its SQL type; `readAs` casts it as it is returned (`text` for a date). */
export interface JobKeyColumn {
  column: string;
  type: string;
  readAs?: string;
}

/**
 * A queue's table and how its rows become jobs. The table has its key columns and these: `state` text
 * ('pending' | 'done' | 'parked'), `run_after` timestamptz, `locked_until` timestamptz null, `attempts` int,
 * `last_error` text null, `updated_at` timestamptz (as generation_jobs has: migrations/1763773200000-ingest-receipts-and-generation-jobs.ts).
 */
export interface JobTable<Job extends Claim, Outcome> {
  name: string;
  key: readonly JobKeyColumn[];
  /** What an instance was doing when it died, for the error of a job parked because its leases kept expiring. */
  abandonedWhile: string;
  /** The job's key values, in the order of `key`. */
  keyOf(job: Job): unknown[];
  /** Columns a claim returns besides the key's (what the work needs to know of its job). */
  carries?: readonly Omit<JobKeyColumn, 'type'>[];
  /** A claimed row (its key and carried columns, `run_after`, `attempts`) as the queue's job. */
  jobFromRow(row: unknown): Job;
  /** What completion also writes from the outcome: `set` names the outcome `$outcome`. */
  onComplete?: { set: string; value(outcome: Outcome): unknown };
  /**
   * At most `maxLeased` jobs sharing this column's value are leased at once, across instances (the deliveries of
   * one endpoint): a claim skips the group's jobs beyond what its current leases leave.
   */
  group?: { column: string; maxLeased: number };
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const TYPE = /^[a-z_][a-z0-9_ ]*(\[\])?$/;

function checked(table: JobTable<Claim, unknown>): void {
  const names = [
    table.name,
    ...table.key.map((k) => k.column),
    ...(table.group ? [table.group.column] : []),
    ...(table.carries ?? []).map((c) => c.column),
  ];
  const types: string[] = [
    ...table.key.map((k) => k.type),
    ...[...table.key, ...(table.carries ?? [])].flatMap((k) => (k.readAs ? [k.readAs] : [])),
  ];
  if (!names.every((name) => IDENTIFIER.test(name)) || !types.every((type) => TYPE.test(type)) || !table.key.length)
    throw new Error(`job table ${table.name}: names and types must be plain SQL identifiers`);
  if (table.group && !(Number.isInteger(table.group.maxLeased) && table.group.maxLeased > 0))
    throw new Error(`job table ${table.name}: a group's maxLeased must be a positive integer`);
}

const DUE = `state = 'pending' AND run_after <= $1 AND (locked_until IS NULL OR locked_until < $1)`;

/** The `due` CTE of a claim: the jobs to lease, locked; with a group, the oldest few of each group that room is left for. */
function dueJobs(table: JobTable<Claim, unknown>): string {
  const { name: t, group } = table;
  const keys = table.key.map((k) => k.column).join(', ');
  if (!group)
    return `due AS (SELECT ${keys} FROM ${t} WHERE ${DUE} ORDER BY run_after LIMIT $2 FOR UPDATE SKIP LOCKED)`;
  const g = group.column;
  // Window functions cannot sit beside FOR UPDATE: a few more candidates are locked first, then ranked per group.
  return `candidates AS (
        SELECT ${keys}, ${g}, run_after FROM ${t} WHERE ${DUE} ORDER BY run_after LIMIT $2 * 4 FOR UPDATE SKIP LOCKED
      ), ranked AS (
        SELECT c.*, row_number() OVER (PARTITION BY c.${g} ORDER BY c.run_after) AS nth FROM candidates c
      ), due AS (
        SELECT ${keys} FROM ranked r
         WHERE r.nth + (SELECT count(*) FROM ${t} busy
                         WHERE busy.${g} = r.${g} AND busy.state = 'pending' AND busy.locked_until >= $1) <= ${group.maxLeased}
         ORDER BY r.run_after LIMIT $2
      )`;
}

/**
 * The SQL side of a JobQueue on any job table (generation_jobs today; another queue brings its own table):
 * claims with FOR UPDATE SKIP LOCKED and a lease, counts attempts, parks after the last, backs off failures.
 * Timestamps that come back from JavaScript have milliseconds only: the claim's run_after is compared truncated so.
 * TypeORM returns [rows, count] for a bare UPDATE ... RETURNING: every statement that changes rows ends in a SELECT.
 */
export class SqlJobQueue<Job extends Claim, Outcome> implements JobQueue<Job, Outcome> {
  private readonly claimSql: string;
  private readonly completeSql: string;
  private readonly releaseSql: string;
  private readonly failSql: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly table: JobTable<Job, Outcome>,
  ) {
    checked(table);
    const t = table.name;
    const keys = table.key.map((k) => k.column);
    const width = keys.length;
    const byKey = (from = 1) => keys.map((column, i) => `${column} = $${from + i}`).join(' AND ');
    const returned = [...table.key, ...(table.carries ?? [])].map((k) =>
      k.readAs ? `j.${k.column}::${k.readAs} AS ${k.column}` : `j.${k.column}`,
    );
    this.claimSql = `
      WITH ${dueJobs(table)}, claimed AS (
        UPDATE ${t} j SET
          attempts = j.attempts + 1,
          updated_at = now(),
          state = CASE WHEN j.attempts >= $4 THEN 'parked' ELSE 'pending' END,
          locked_until = CASE WHEN j.attempts >= $4 THEN NULL ELSE $1::timestamptz + $3 * interval '1 millisecond' END,
          last_error = CASE WHEN j.attempts >= $4
            THEN concat_ws(': ', 'gave up after ' || j.attempts || ' attempts (an instance stopped while ' || $5::text || ')', j.last_error)
            ELSE j.last_error END
          FROM due WHERE ${keys.map((column) => `j.${column} = due.${column}`).join(' AND ')}
        RETURNING ${returned.join(', ')}, j.run_after, j.attempts, j.state
      )
      SELECT * FROM claimed WHERE state = 'pending'`;
    const also = table.onComplete ? `, ${table.onComplete.set.replaceAll('$outcome', `$${width + 2}`)}` : '';
    this.completeSql = `
      WITH done AS (
        UPDATE ${t} SET state = 'done', locked_until = NULL, attempts = 0, last_error = NULL, updated_at = now()${also}
         WHERE ${byKey()} AND date_trunc('milliseconds', run_after) = $${width + 1} AND state = 'pending'
        RETURNING 1
      ) SELECT count(*)::int AS n FROM done`;
    this.releaseSql = `
      WITH released AS (
        UPDATE ${t} SET locked_until = NULL WHERE ${byKey()} AND state = 'pending' RETURNING 1
      ) SELECT count(*)::int AS n FROM released`;
    this.failSql = `
      WITH failed AS (
        UPDATE ${t} SET
          locked_until = NULL, last_error = $${width + 1}, updated_at = now(),
          state = CASE WHEN attempts >= $${width + 3} THEN 'parked' ELSE state END,
          run_after = GREATEST(run_after, $${width + 2})
         WHERE ${byKey()} AND state = 'pending'
        RETURNING 1
      ) SELECT count(*)::int AS n FROM failed`;
  }

  async claimDue(now: Date, limit: number, leaseMs: number, maxAttempts: number): Promise<Job[]> {
    const rows: unknown[] = await this.dataSource.query(this.claimSql, [
      now,
      limit,
      leaseMs,
      maxAttempts,
      this.table.abandonedWhile,
    ]);
    return rows.map((row) => this.table.jobFromRow(row));
  }

  async complete(job: Job, outcome: Outcome): Promise<void> {
    const key = this.table.keyOf(job);
    const values = [...key, job.runAfter, ...(this.table.onComplete ? [this.table.onComplete.value(outcome)] : [])];
    const completed = countFrom(await this.dataSource.query(this.completeSql, values), this.table.name);
    // Postponed meanwhile: release the claim so that the later run is not held up by the lease.
    if (completed === 0) await this.dataSource.query(this.releaseSql, key);
  }

  async fail(job: Job, error: string, retryAt: Date, maxAttempts: number): Promise<void> {
    await this.dataSource.query(this.failSql, [...this.table.keyOf(job), error.slice(0, 2000), retryAt, maxAttempts]);
  }
}
