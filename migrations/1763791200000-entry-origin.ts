import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where an entry came from: `generated` from the day's artifacts, `imported`
 * by its owner. Deleting a day's last artifact removes a generated entry and
 * leaves an imported one alone. Entries written before this migration have no
 * origin (NULL) and are treated as imported: nothing a person wrote is removed
 * on a guess. Nullable without a default, so adding it rewrites no row.
 */
export class EntryOrigin1763791200000 implements MigrationInterface {
  name = 'EntryOrigin1763791200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE entries ADD COLUMN origin text CHECK (origin IN ('generated', 'imported'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE entries DROP COLUMN origin');
  }
}
