import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { RowReader } from '../../../../database/row-reader';
import type { ArtifactPartition, RetireOutcome } from '../../domain/artifact-partitions';
import { ArtifactPartitions } from '../../domain/artifact-partitions';

/** Taken for the length of one change to the partitions: instances take turns, and a turn already taken is skipped. */
const PARTITIONS_LOCK = 731_120_043;
/** Waiting longer for the artifacts table's lock would queue every webhook behind the change: give up, try next run. */
export const PARTITION_LOCK_TIMEOUT = '2s';
/**
 * A partition whose days still waiting to be generated hold more artifacts than this is left for a later run: they are
 * moved under the table's exclusive lock, and a move this large would hold the webhook up (generation is behind).
 */
export const HELD_ARTIFACTS_MAX = 10_000;
/** Held artifacts deleted per statement once their days are generated. */
const HELD_BATCH = 10_000;

const COLUMNS = 'id, account_id, token_id, source_label, day, payload, enrichment, received_at, warnings';

/**
 * An artifact some generation still needs: its day's job is pending or parked, or covered older material only. A job
 * remembers its material's newest receipt to the millisecond (as JavaScript read it), so receipts compare at that grain.
 */
const STILL_NEEDED = (a: string) => `EXISTS (
  SELECT 1 FROM generation_jobs j
   WHERE j.account_id = ${a}.account_id AND j.day = ${a}.day
     AND (j.state <> 'done' OR j.material_at < date_trunc('milliseconds', ${a}.received_at)))`;

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

  constructor(private readonly dataSource: DataSource) {
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
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
    const name = `artifacts_p${day.replaceAll('-', '')}`;
    const from = `${day}T00:00:00Z`;
    const to = new Date(Date.parse(from) + 86_400_000).toISOString();
    return this.turn(async (db) => {
      const [existing]: unknown[] = await db.query('SELECT to_regclass($1)::text AS found', [name]);
      if (RowReader.of(existing, 'pg_class').nullableText('found') !== null) return false;
      // Built beside the table and attached (a lock that lets the webhook go on), with the rows the default partition
      // took for that day while it had no partition (its own lock keeps more from arriving meanwhile).
      await db.query('LOCK TABLE artifacts_default IN SHARE ROW EXCLUSIVE MODE');
      await db.query(
        `CREATE TABLE ${name} (LIKE artifacts INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED)`,
      );
      await db.query(
        `ALTER TABLE ${name} ADD CONSTRAINT ${name}_range CHECK (received_at >= '${from}' AND received_at < '${to}')`,
      );
      await db.query(
        `WITH moved AS (DELETE FROM artifacts_default WHERE received_at >= $1 AND received_at < $2 RETURNING ${COLUMNS})
         INSERT INTO ${name} (${COLUMNS}) SELECT ${COLUMNS} FROM moved`,
        [from, to],
      );
      await db.query(`ALTER TABLE artifacts ATTACH PARTITION ${name} FOR VALUES FROM ('${from}') TO ('${to}')`);
      return true;
    });
  }

  async retire(partition: ArtifactPartition): Promise<RetireOutcome> {
    if (partition.to === null) throw new Error('the default partition is never retired whole');
    const name = quoted(partition.name);
    const outcome = await this.turn(async (db): Promise<RetireOutcome> => {
      // Everything that reads the partition happens before the table's exclusive lock: the artifacts still needed are
      // copied aside (a bounded few), and what goes is recorded as exactly the rest. A day whose generation started
      // since goes as recorded, and its entry is then kept as it was.
      await db.query(
        `CREATE TEMPORARY TABLE holding ON COMMIT DROP AS
           SELECT ${COLUMNS} FROM ${name} a WHERE ${STILL_NEEDED('a')} LIMIT ${this.heldMax + 1}`,
      );
      const [counted]: unknown[] = await db.query('SELECT count(*)::int AS n FROM holding');
      const held = RowReader.of(counted, 'holding').integer('n');
      if (held > this.heldMax)
        return {
          retired: false,
          reason: `more than ${this.heldMax} of its artifacts wait for their days' generation`,
        };
      await db.query(
        `CREATE TEMPORARY TABLE retiring ON COMMIT DROP AS
           SELECT account_id, day, count(*)::int AS artifacts FROM ${name} a
            WHERE NOT EXISTS (SELECT 1 FROM holding h WHERE h.id = a.id AND h.received_at = a.received_at)
            GROUP BY account_id, day`,
      );
      const [recorded]: unknown[] = await db.query(
        `WITH recorded AS (
           INSERT INTO artifact_removals AS r (account_id, day, artifacts)
           SELECT t.account_id, t.day, t.artifacts FROM retiring t JOIN accounts ON accounts.id = t.account_id
           ON CONFLICT (account_id, day) DO UPDATE SET artifacts = r.artifacts + EXCLUDED.artifacts, removed_at = now()
           RETURNING 1)
         SELECT coalesce(sum(artifacts), 0)::int AS n FROM retiring`,
      );
      // Under the lock: detach, put the held artifacts back (into the default partition; one deleted meanwhile stays
      // deleted), drop.
      await db.query(`ALTER TABLE artifacts DETACH PARTITION ${name}`);
      await db.query(
        `INSERT INTO artifacts (${COLUMNS}) SELECT ${COLUMNS} FROM holding h
          WHERE EXISTS (SELECT 1 FROM ${name} a WHERE a.id = h.id AND a.received_at = h.received_at)`,
      );
      await db.query(`DROP TABLE ${name}`);
      return { retired: true, removed: RowReader.of(recorded, 'retiring').integer('n'), held };
    });
    return outcome === false ? { retired: false, reason: 'another instance was changing the partitions' } : outcome;
  }

  async retireHeld(before: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const [row]: unknown[] = await this.dataSource.query(
        `WITH gone AS (
           DELETE FROM artifacts_default WHERE ctid IN (
             SELECT ctid FROM artifacts_default a WHERE a.received_at < $1 AND NOT ${STILL_NEEDED('a')} LIMIT ${HELD_BATCH})
           RETURNING account_id, day),
         recorded AS (
           INSERT INTO artifact_removals AS r (account_id, day, artifacts)
           SELECT account_id, day, count(*)::int FROM gone GROUP BY account_id, day
           ON CONFLICT (account_id, day) DO UPDATE SET artifacts = r.artifacts + EXCLUDED.artifacts, removed_at = now())
         SELECT count(*)::int AS n FROM gone`,
        [before],
      );
      const n = RowReader.of(row, 'held artifacts').integer('n');
      removed += n;
      if (n < HELD_BATCH) return removed;
    }
  }

  async removedFrom(accountId: string, day: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM artifact_removals WHERE account_id = $1 AND day = $2',
      [accountId, day],
    );
    return rows.length > 0;
  }

  /** One transaction under the partitions' lock, or false when another instance holds it. */
  private turn<T>(work: (db: EntityManager) => Promise<T>): Promise<T | false> {
    return this.dataSource.transaction(async (db) => {
      await db.query(`SET LOCAL lock_timeout = '${PARTITION_LOCK_TIMEOUT}'`);
      const [{ mine }] = (await db.query('SELECT pg_try_advisory_xact_lock($1) AS mine', [PARTITIONS_LOCK])) as {
        mine: boolean;
      }[];
      return mine ? work(db) : false;
    });
  }
}

function quoted(name: string): string {
  if (!/^artifacts_[a-z0-9_]+$/.test(name)) throw new Error(`not an artifacts partition: ${name}`);
  return name;
}
