import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each entry carries its sorted tag slugs, written in the same transaction as its
 * entry_tags links: the list and single-entry reads then touch one table (one
 * index range, no per-row subqueries). entry_tags still serves the tag counts.
 */
export class EntryTagSlugs1763776800000 implements MigrationInterface {
  name = 'EntryTagSlugs1763776800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE entries ADD COLUMN tag_slugs text[] NOT NULL DEFAULT '{}'`);
    await db.query(`
      UPDATE entries e SET tag_slugs = s.slugs
        FROM (SELECT et.entry_id, array_agg(t.slug ORDER BY t.slug) AS slugs
                FROM entry_tags et JOIN tags t ON t.id = et.tag_id GROUP BY et.entry_id) s
       WHERE s.entry_id = e.id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE entries DROP COLUMN tag_slugs');
  }
}
