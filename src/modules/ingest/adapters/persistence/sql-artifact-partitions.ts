import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { RowReader } from '../../../../database/row-reader';
import { addDays, isCalendarDate } from '../../../../shared/calendar';
import type { ArtifactPartition, RetireOutcome } from '../../domain/retention/artifact-partitions';
import { ArtifactPartitions } from '../../domain/retention/artifact-partitions';
import { DaysStillNeeded } from '../../domain/retention/days-still-needed';
import { databaseFailureOf, isLockNotAvailable, isUndefinedTable } from '../../../../shared/database-failure';

/** Taken for the length of one change to the partitions: instances take turns, and a turn already taken is skipped. */
const PARTITIONS_LOCK = 731_120_043;
/** Waiting longer for the artifacts table's lock would queue every webhook behind the change: give up, try next run. */
export const PARTITION_LOCK_TIMEOUT = '2s';
/**
 * A partition whose days still waiting to be generated hold more artifacts than this is left for a later run: they are
 * moved under the table's exclusive lock, and a move this large would hold the webhook up (generation is behind).
 */
export const HELD_ARTIFACTS_MAX = 10_000;
/** Artifacts of the default partition deleted per statement once their days are generated. */
const HELD_BATCH = 10_000;

/** A detached partition renamed to go (dropped outside the lock of the retirement that detached it). */
const RETIRED_PREFIX = 'retired_';

const COLUMNS = 'id, account_id, token_id, source_label, day, payload, enrichment, received_at, warnings';

const PARTITIONS = `
  SELECT c.relname AS name,
         (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'FROM \\(''([^'']+)''\\)'))[1]::timestamptz AS from_at,
         (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''([^'']+)''\\)'))[1]::timestamptz AS to_at
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
   WHERE i.inhparent = 'artifacts'::regclass`;

@Injectable()
export class SqlArtifactPartitions extends ArtifactPartitions {
  /** HELD_ARTIFACTS_MAX; a test lowers it. */
  heldMax = HELD_ARTIFACTS_MAX;

  constructor(
    private readonly dataSource: DataSource,
    private readonly needed: DaysStillNeeded,
  ) {
    super();
  }

  async list(): Promise<ArtifactPartition[]> {
    const rows: unknown[] = await this.dataSource.query(PARTITIONS);
    return rows.map((row) => {
      const read = RowReader.of(row, 'artifacts partitions');
      return { name: read.text('name'), from: read.nullableDate('from_at'), to: read.nullableDate('to_at') };
    });
  }

  createDay(day: string): Promise<boolean> {
    if (!isCalendarDate(day)) throw new Error(`not a day: ${day}`);
    const name = `artifacts_p${day.replaceAll('-', '')}`;
    const from = new Date(`${day}T00:00:00Z`);
    const to = new Date(`${addDays(day, 1)}T00:00:00Z`);
    return this.turn(async (db) => {
      const [existing]: unknown[] = await db.query('SELECT to_regclass($1)::text AS found', [name]);
      if (RowReader.of(existing, 'pg_class').nullableText('found') !== null) return false;
      // With the rows the default partition took for that day while it had no partition (its own lock keeps more from
      // arriving meanwhile).
      await db.query('LOCK TABLE artifacts_default IN SHARE ROW EXCLUSIVE MODE');
      await createTwin(db, name, from, to);
      await db.query(
        `WITH moved AS (DELETE FROM artifacts_default WHERE received_at >= $1 AND received_at < $2 RETURNING ${COLUMNS})
         INSERT INTO ${name} (${COLUMNS}) SELECT ${COLUMNS} FROM moved`,
        [from, to],
      );
      await db.query(`ALTER TABLE artifacts ATTACH PARTITION ${name} ${bounds(from, to)}`);
      return true;
    });
  }

  async retire(partition: ArtifactPartition): Promise<RetireOutcome> {
    if (partition.to === null) throw new Error('the default partition is never retired whole');
    const name = quoted(partition.name);
    const { from, to } = partition;
    const outcome = await this.turn(async (db): Promise<RetireOutcome> => {
      // Deletes in the partition (an artifact deleted, an account erased) wait until this ends: what is read below stays
      // what is dropped. Everything that reads the partition happens before the table's exclusive lock.
      await db.query(`LOCK TABLE ${name} IN SHARE MODE`);
      // Per account-day of the partition, from its (account_id, day, received_at) index: how many, and the newest.
      await db.query(
        `CREATE TEMPORARY TABLE days ON COMMIT DROP AS
           SELECT account_id, day, count(*)::int AS artifacts, max(received_at) AS newest FROM ${name} GROUP BY account_id, day`,
      );
      await db.query(
        `CREATE TEMPORARY TABLE waiting ON COMMIT DROP AS
           SELECT d.account_id, d.day FROM days d WHERE ${this.needed.stillNeededSql('d', 'd.newest')}`,
      );
      const [sizes]: unknown[] = await db.query(
        `SELECT coalesce(sum(artifacts), 0)::int AS total,
                coalesce(sum(artifacts) FILTER (WHERE EXISTS (SELECT 1 FROM waiting w WHERE w.account_id = d.account_id AND w.day = d.day)), 0)::int AS held
           FROM days d`,
      );
      const read = RowReader.of(sizes, 'days');
      const [total, held] = [read.integer('total'), read.integer('held')];
      if (held > this.heldMax)
        return { retired: false, reason: `more than ${this.heldMax} of its artifacts wait for their days' generation` };
      if (held > 0 && held === total)
        return { retired: false, reason: `all ${held} of its artifacts wait for their days' generation` };
      await db.query(
        `INSERT INTO artifact_removals AS r (account_id, day, artifacts)
         SELECT d.account_id, d.day, d.artifacts FROM days d JOIN accounts ON accounts.id = d.account_id
          WHERE NOT EXISTS (SELECT 1 FROM waiting w WHERE w.account_id = d.account_id AND w.day = d.day)
         ON CONFLICT (account_id, day) DO UPDATE SET artifacts = r.artifacts + EXCLUDED.artifacts, removed_at = now()`,
      );
      // The artifacts still waiting go into a twin of the partition, indexed and constrained like it, which takes its
      // place; under the table's exclusive lock there is then only the swap.
      const twin = held > 0 ? `${partition.name.replace(/_held_\d+$/, '')}_held_${Date.now()}` : null;
      if (twin !== null) {
        await createTwin(db, twin, from, to);
        // Day by day along the partition's (account_id, day, received_at) index.
        await db.query(
          `INSERT INTO ${twin} (${COLUMNS})
           SELECT a.* FROM waiting w CROSS JOIN LATERAL (
             SELECT ${COLUMNS} FROM ${name} a WHERE a.account_id = w.account_id AND a.day = w.day) a`,
        );
      }
      await db.query(`ALTER TABLE artifacts DETACH PARTITION ${name}`);
      if (twin !== null) await db.query(`ALTER TABLE artifacts ATTACH PARTITION ${twin} ${bounds(from, to)}`);
      // Dropped once the table's lock is released (removing its files took 80 ms at commit under it), under a name
      // that says it is to go: a run that stops in between finds it next time.
      await db.query(`ALTER TABLE ${name} RENAME TO ${RETIRED_PREFIX}${name}`);
      return { retired: true, removed: total - held, held };
    });
    if (outcome === false)
      return { retired: false, reason: 'another instance was changing the partitions, or a lock was not free in time' };
    await this.dropRetired();
    return outcome;
  }

  async dropRetired(): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT c.relname AS name FROM pg_class c
        WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace AND starts_with(c.relname, $1)
          AND NOT c.relispartition`,
      [RETIRED_PREFIX],
    );
    for (const row of rows) {
      const name = quoted(RowReader.of(row, 'pg_class').text('name'));
      // Emptied first (its files go now, under its own lock only). Dropping it drops its foreign keys, which takes the
      // referenced tables' exclusive locks: taken first, in the order a webhook's insert checks them (accounts, then
      // webhook_tokens), so that a drop and an insert never wait on each other in a cycle (PostgreSQL's deadlock
      // detection then failed the webhook), and for 2 s at most.
      try {
        await this.dataSource.query(`TRUNCATE ${name}`);
        await this.dataSource.transaction(async (db) => {
          await db.query(`SET LOCAL lock_timeout = '${PARTITION_LOCK_TIMEOUT}'`);
          await db.query('LOCK TABLE accounts, webhook_tokens IN ACCESS EXCLUSIVE MODE');
          await db.query(`DROP TABLE IF EXISTS ${name}`);
        });
      } catch (error) {
        // Another instance dropped it meanwhile; or it is left (empty) for the next run.
        if (!isUndefinedTable(error) && !isLockNotAvailable(error) && databaseFailureOf(error) !== 'conflict')
          throw error;
      }
    }
  }

  async retireDefault(before: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const [row]: unknown[] = await this.dataSource.query(
        `WITH gone AS (
           DELETE FROM artifacts_default WHERE ctid IN (
             SELECT ctid FROM artifacts_default a WHERE a.received_at < $1 AND NOT ${this.needed.stillNeededSql('a', 'a.received_at')} LIMIT ${HELD_BATCH})
           RETURNING account_id, day),
         recorded AS (
           INSERT INTO artifact_removals AS r (account_id, day, artifacts)
           SELECT account_id, day, count(*)::int FROM gone GROUP BY account_id, day
           ON CONFLICT (account_id, day) DO UPDATE SET artifacts = r.artifacts + EXCLUDED.artifacts, removed_at = now())
         SELECT count(*)::int AS n FROM gone`,
        [before],
      );
      const n = RowReader.of(row, 'default partition').integer('n');
      removed += n;
      if (n < HELD_BATCH) return removed;
    }
  }

  /**
   * One transaction under the partitions' lock; false when another instance holds it, or when a table's lock was not
   * free within PARTITION_LOCK_TIMEOUT or PostgreSQL chose the transaction as a deadlock's victim (nothing was changed;
   * the next run tries again).
   */
  private async turn<T>(work: (db: EntityManager) => Promise<T>): Promise<T | false> {
    try {
      return await this.dataSource.transaction(async (db) => {
        await db.query(`SET LOCAL lock_timeout = '${PARTITION_LOCK_TIMEOUT}'`);
        const [row]: unknown[] = await db.query('SELECT pg_try_advisory_xact_lock($1) AS mine', [PARTITIONS_LOCK]);
        return RowReader.of(row, 'advisory lock').boolean('mine') ? work(db) : false;
      });
    } catch (error) {
      if (isLockNotAvailable(error) || databaseFailureOf(error) === 'conflict') return false;
      throw error;
    }
  }
}

function quoted(name: string): string {
  if (!/^(retired_)?artifacts_[a-z0-9_]+$/.test(name)) throw new Error(`not an artifacts partition: ${name}`);
  return name;
}

/**
 * A table beside artifacts made to become its partition for [from, to): its columns, defaults, checks and generated
 * column, its indexes, and the range as a CHECK, so that ATTACH has nothing to build or scan. Its foreign keys come
 * with ATTACH (a check of the rows it holds): adding them here would take the referenced tables' locks for the rest of
 * the transaction.
 */
async function createTwin(db: EntityManager, name: string, from: Date | null, to: Date): Promise<void> {
  quoted(name);
  await db.query(
    `CREATE TABLE ${name} (LIKE artifacts INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED INCLUDING INDEXES)`,
  );
  await db.query(
    `ALTER TABLE ${name} ADD CONSTRAINT ${name}_range CHECK (${from === null ? '' : `received_at >= '${from.toISOString()}' AND `}received_at < '${to.toISOString()}')`,
  );
}

function bounds(from: Date | null, to: Date): string {
  return `FOR VALUES FROM (${from === null ? 'MINVALUE' : `'${from.toISOString()}'`}) TO ('${to.toISOString()}')`;
}
