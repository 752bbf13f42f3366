import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Operator tokens of the admin HTTP API (`diary_op_...`): only the SHA-256 hash of each is stored, as for keys and tokens. */
export class Operators1763794800000 implements MigrationInterface {
  name = 'Operators1763794800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE operators (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        secret_hash char(64) NOT NULL UNIQUE,
        display_prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE operators');
  }
}
