import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Artifact sizes, so that generation reads a day in pages of bounded bytes; and
 * generation jobs that outlive their run: done (with the newest material they
 * covered) or parked after repeated failures, instead of deleted.
 */
export class ArtifactSizesAndJobStates1763780400000 implements MigrationInterface {
  name = 'ArtifactSizesAndJobStates1763780400000';

  async up(db: QueryRunner): Promise<void> {
    // Computed by the database, so that no writer can get it wrong or leave it out.
    await db.query(
      `ALTER TABLE artifacts ADD COLUMN payload_bytes integer GENERATED ALWAYS AS (octet_length(payload::text)) STORED`,
    );

    await db.query(
      `ALTER TABLE generation_jobs ADD COLUMN state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'parked'))`,
    );
    // The newest receipt of the material the day has (pending) or was generated from (done), to the millisecond.
    await db.query(`ALTER TABLE generation_jobs ADD COLUMN material_at timestamptz NOT NULL DEFAULT '-infinity'`);
    await db.query(`ALTER TABLE generation_jobs ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await db.query(`DROP INDEX generation_jobs_due_idx`);
    await db.query(`CREATE INDEX generation_jobs_due_idx ON generation_jobs (run_after) WHERE state = 'pending'`);
    // Days generated before this migration count as done with what they had, so that the first sweep does not regenerate them.
    await db.query(`
      INSERT INTO generation_jobs (account_id, day, run_after, state, material_at)
      SELECT a.account_id, a.day, now(), 'done', date_trunc('milliseconds', max(a.received_at))
        FROM artifacts a JOIN entries e ON e.account_id = a.account_id AND e.date = a.day
       WHERE a.received_at > now() - interval '8 days'
       GROUP BY a.account_id, a.day, e.generated_at
      HAVING max(a.received_at) <= e.generated_at
      ON CONFLICT (account_id, day) DO NOTHING`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM generation_jobs WHERE state <> 'pending'`);
    await db.query(`DROP INDEX generation_jobs_due_idx`);
    await db.query(`CREATE INDEX generation_jobs_due_idx ON generation_jobs (run_after)`);
    await db.query(`ALTER TABLE generation_jobs DROP COLUMN updated_at, DROP COLUMN material_at, DROP COLUMN state`);
    await db.query(`ALTER TABLE artifacts DROP COLUMN payload_bytes`);
  }
}
