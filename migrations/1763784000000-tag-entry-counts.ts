import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tag counts kept on write: a trigger on entry_tags keeps tags.entry_count, so
 * that GET /tags reads the account's tags and nothing else (it counted the
 * account's links on every request). Tags with no entry stay, with a count of 0.
 */
export class TagEntryCounts1763784000000 implements MigrationInterface {
  name = 'TagEntryCounts1763784000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tags ADD COLUMN entry_count integer NOT NULL DEFAULT 0 CHECK (entry_count >= 0)`);
    await db.query(
      `UPDATE tags t SET entry_count = c.n FROM (SELECT tag_id, count(*)::int AS n FROM entry_tags GROUP BY tag_id) c WHERE c.tag_id = t.id`,
    );
    await db.query(`
      CREATE FUNCTION entry_tags_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE tags SET entry_count = entry_count + 1 WHERE id = NEW.tag_id;
        ELSE
          UPDATE tags SET entry_count = entry_count - 1 WHERE id = OLD.tag_id;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(
      `CREATE TRIGGER entry_tags_count AFTER INSERT OR DELETE ON entry_tags FOR EACH ROW EXECUTE FUNCTION entry_tags_count()`,
    );
    // The read: an account's used tags by count, then slug.
    await db.query(
      `CREATE INDEX tags_account_count_idx ON tags (account_id, entry_count DESC, slug) WHERE entry_count > 0`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX tags_account_count_idx');
    await db.query('DROP TRIGGER entry_tags_count ON entry_tags');
    await db.query('DROP FUNCTION entry_tags_count()');
    await db.query('ALTER TABLE tags DROP COLUMN entry_count');
  }
}
