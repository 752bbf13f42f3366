import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The webhook-ids of signing tokens' dry runs, remembered while their signature could still be accepted: the dry-run
 * query is not signed, so the same bytes without it must not be stored as a real delivery. Rows go with their token.
 */
export class SignedDryRuns1763805600000 implements MigrationInterface {
  name = 'SignedDryRuns1763805600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ingest_dry_runs (
        token_id uuid NOT NULL REFERENCES webhook_tokens (id) ON DELETE CASCADE,
        delivery_key text NOT NULL CHECK (char_length(delivery_key) BETWEEN 1 AND 255),
        seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (token_id, delivery_key)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE ingest_dry_runs');
  }
}
