import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Warnings of each ingest receipt (replayed for duplicate deliveries) and the durable generation jobs. */
export class IngestReceiptsAndGenerationJobs1763773200000 implements MigrationInterface {
  name = 'IngestReceiptsAndGenerationJobs1763773200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE artifacts ADD COLUMN warnings jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(warnings) = 'array')`,
    );
    // The generation sweep looks at recently received artifacts only.
    await db.query(`CREATE INDEX artifacts_received_idx ON artifacts (received_at)`);

    // One row per account-day waiting to be generated: a burst of artifacts moves
    // run_after forward instead of adding jobs. Any instance claims due rows with
    // FOR UPDATE SKIP LOCKED; a claim expires (locked_until) if its instance dies.
    await db.query(`
      CREATE TABLE generation_jobs (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        day date NOT NULL,
        run_after timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, day)
      )`);
    await db.query(`CREATE INDEX generation_jobs_due_idx ON generation_jobs (run_after)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE generation_jobs');
    await db.query('DROP INDEX artifacts_received_idx');
    await db.query('ALTER TABLE artifacts DROP COLUMN warnings');
  }
}
