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
   * Fair claims across lanes: at most `lane.maxLeased` jobs sharing the lane column's value (the deliveries of one
   * endpoint) and at most `owner.maxLeased` sharing the owner column's (one account's endpoints) are leased at once,
   * across instances. Every lane with due jobs is looked at (a backlog in one lane never hides another's), and a
   * claim takes each owner's first job before any owner's second. Needs an index on (lane column, run_after) WHERE
   * state = 'pending'; a claim costs a probe per lane with pending jobs.
   */
  lanes?: { lane: JobGroup; owner: JobGroup };
}

/** A column whose jobs share a bound on leases. */
export interface JobGroup {
  column: string;
  maxLeased: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const TYPE = /^[a-z_][a-z0-9_ ]*(\[\])?$/;

function checked(table: JobTable<Claim, unknown>): void {
  const names = [
    table.name,
    ...table.key.map((k) => k.column),
    ...(table.lanes ? [table.lanes.lane.column, table.lanes.owner.column] : []),
    ...(table.carries ?? []).map((c) => c.column),
  ];
  const types: string[] = [
    ...table.key.map((k) => k.type),
    ...[...table.key, ...(table.carries ?? [])].flatMap((k) => (k.readAs ? [k.readAs] : [])),
  ];
  if (!names.every((name) => IDENTIFIER.test(name)) || !types.every((type) => TYPE.test(type)) || !table.key.length)
    throw new Error(`job table ${table.name}: names and types must be plain SQL identifiers`);
  const groups = table.lanes ? [table.lanes.lane, table.lanes.owner] : [];
  if (!groups.every((group) => Number.isInteger(group.maxLeased) && group.maxLeased > 0))
    throw new Error(`job table ${table.name}: a group's maxLeased must be a positive integer`);
}

const DUE = `state = 'pending' AND run_after <= $1 AND (locked_until IS NULL OR locked_until < $1)`;

/** The `due` CTE of a claim (after WITH RECURSIVE): the jobs to lease, locked; with lanes, fairly across them. */
function dueJobs(table: JobTable<Claim, unknown>): string {
  const { name: t, lanes } = table;
  const keys = table.key.map((k) => k.column).join(', ');
  if (!lanes)
    return `due AS (SELECT ${keys} FROM ${t} WHERE ${DUE} ORDER BY run_after LIMIT $2 FOR UPDATE SKIP LOCKED)`;
  const { lane, owner } = lanes;
  const jobDue = DUE.replace(/\b(state|run_after|locked_until)\b/g, 'j.$1');
  // The lanes with pending jobs, one index probe each (a loose index scan); the live leases (few: instances ×
  // concurrency); each lane's oldest due jobs that its room allows; ranked per owner counting its leases; the
  // first of every owner before any second; then locked (window functions cannot sit beside FOR UPDATE).
  return `lanes AS (
        (SELECT ${lane.column} AS lane FROM ${t} WHERE state = 'pending' ORDER BY ${lane.column} LIMIT 1)
        UNION ALL
        SELECT (SELECT j.${lane.column} FROM ${t} j
                 WHERE j.state = 'pending' AND j.${lane.column} > l.lane ORDER BY j.${lane.column} LIMIT 1)
          FROM lanes l WHERE l.lane IS NOT NULL
      ), busy AS (
        SELECT ${lane.column} AS lane, ${owner.column} AS owner FROM ${t} WHERE state = 'pending' AND locked_until >= $1
      ), candidates AS (
        SELECT c.* FROM lanes l CROSS JOIN LATERAL (
          SELECT ${table.key.map((k) => `j.${k.column}`).join(', ')}, j.${owner.column} AS owner, j.run_after FROM ${t} j
           WHERE j.${lane.column} = l.lane AND ${jobDue}
           ORDER BY j.run_after
           LIMIT GREATEST(0, ${lane.maxLeased} - (SELECT count(*) FROM busy b WHERE b.lane = l.lane))
        ) c WHERE l.lane IS NOT NULL
      ), ranked AS (
        SELECT c.*, row_number() OVER (PARTITION BY c.owner ORDER BY c.run_after)
                    + (SELECT count(*) FROM busy b WHERE b.owner = c.owner) AS nth
          FROM candidates c
      ), chosen AS (
        SELECT ${keys} FROM ranked WHERE nth <= ${owner.maxLeased} ORDER BY nth, run_after LIMIT $2
      ), due AS (
        SELECT ${keys} FROM ${t} WHERE (${keys}) IN (SELECT ${keys} FROM chosen) AND ${DUE} FOR UPDATE SKIP LOCKED
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
      WITH RECURSIVE ${dueJobs(table)}, claimed AS (
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
