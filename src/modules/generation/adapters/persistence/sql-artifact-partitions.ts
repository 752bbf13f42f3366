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
    const name = partition.name;
    const [{ held }] = (await this.dataSource.query(
      `SELECT count(*)::int AS held FROM (SELECT 1 FROM ${quoted(name)} a WHERE ${STILL_NEEDED('a')} LIMIT ${HELD_ARTIFACTS_MAX + 1}) h`,
    )) as { held: number }[];
    if (held > HELD_ARTIFACTS_MAX)
      return {
        retired: false,
        reason: `more than ${HELD_ARTIFACTS_MAX} of its artifacts wait for their days' generation`,
      };
    const outcome = await this.turn(async (db): Promise<RetireOutcome> => {
      // What goes is recorded first, without the table's lock; only that goes (a day whose generation started since is
      // held as well, and stays recorded: its entry is kept as it was).
      await db.query(
        `CREATE TEMPORARY TABLE retiring ON COMMIT DROP AS
           SELECT account_id, day, count(*)::int AS artifacts FROM ${quoted(name)} a
            WHERE NOT ${STILL_NEEDED('a')} GROUP BY account_id, day`,
      );
      await db.query(
        `INSERT INTO artifact_removals AS r (account_id, day, artifacts)
         SELECT t.account_id, t.day, t.artifacts FROM retiring t JOIN accounts ON accounts.id = t.account_id
         ON CONFLICT (account_id, day) DO UPDATE SET artifacts = r.artifacts + EXCLUDED.artifacts, removed_at = now()`,
      );
      await db.query(`ALTER TABLE artifacts DETACH PARTITION ${quoted(name)}`);
      const kept: unknown[] = await db.query(
        `WITH kept AS (
           INSERT INTO artifacts (${COLUMNS}) SELECT ${COLUMNS} FROM ${quoted(name)} a
            WHERE ${STILL_NEEDED('a')} OR NOT EXISTS (SELECT 1 FROM retiring t WHERE t.account_id = a.account_id AND t.day = a.day)
           RETURNING 1)
         SELECT count(*)::int AS held, (SELECT coalesce(sum(artifacts), 0)::int FROM retiring) AS recorded FROM kept`,
      );
      const [{ held: moved, recorded }] = kept as { held: number; recorded: number }[];
      await db.query(`DROP TABLE ${quoted(name)}`);
      return { retired: true, removed: recorded, held: moved };
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
