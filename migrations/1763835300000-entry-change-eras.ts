import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Positions in the change log that survive a move to another cluster. Changes are ordered by transaction id, which
 * is the cluster's own counter: restored into a cluster that has used fewer ids, new changes would sort before the
 * restored ones (no event sent, saved cursors finding nothing). Each change now belongs to an era, and a new era
 * begins when the log holds transaction ids the cluster has not reached (src/modules/diary/adapters/persistence/
 * change-eras.ts, at start): positions are (era, txid, id), so everything after a restore follows everything before
 * it and every saved position keeps its meaning. Changes of a past era were all committed before it ended.
 *
 * Cursors of the feed are sealed (AES-256-GCM) under a key kept with the data it describes: a restore brings it
 * along, so cursors stay valid.
 */
export class EntryChangeEras1763835300000 implements MigrationInterface {
  name = 'EntryChangeEras1763835300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      -- Era 0 (no row) is the first; a row is written when an era begins.
      CREATE TABLE entry_change_eras (
        era integer PRIMARY KEY CHECK (era > 0),
        began_at timestamptz NOT NULL DEFAULT now(),
        reason text NOT NULL
      )`);
    // plpgsql: its body is read when called, so a restore may create it before the table it reads.
    await db.query(`
      CREATE FUNCTION entry_change_era() RETURNS integer LANGUAGE plpgsql STABLE AS $$
        BEGIN RETURN (SELECT COALESCE(max(era), 0) FROM entry_change_eras); END $$`);
    // Existing rows are of era 0 without rewriting the table; new ones take the current era.
    await db.query('ALTER TABLE entry_changes ADD COLUMN era integer NOT NULL DEFAULT 0');
    await db.query('ALTER TABLE entry_changes ALTER COLUMN era SET DEFAULT entry_change_era()');
    await db.query('CREATE INDEX entry_changes_feed_era_idx ON entry_changes (account_id, era, txid, id)');
    await db.query('CREATE INDEX entry_changes_dispatch_era_idx ON entry_changes (era, txid, id)');
    await db.query('DROP INDEX entry_changes_feed_idx');
    await db.query('DROP INDEX entry_changes_dispatch_idx');
    await db.query('ALTER TABLE event_dispatch_cursor ADD COLUMN era integer NOT NULL DEFAULT 0');
    // The key is made by the first process that needs it (sealed-feed-cursors.ts).
    await db.query(`
      CREATE TABLE entry_change_cursor_key (
        single boolean PRIMARY KEY DEFAULT true CHECK (single),
        key bytea NOT NULL CHECK (length(key) = 32)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE entry_change_cursor_key');
    await db.query('ALTER TABLE event_dispatch_cursor DROP COLUMN era');
    await db.query('CREATE INDEX entry_changes_dispatch_idx ON entry_changes (txid, id)');
    await db.query('CREATE INDEX entry_changes_feed_idx ON entry_changes (account_id, txid, id)');
    await db.query('DROP INDEX entry_changes_dispatch_era_idx');
    await db.query('DROP INDEX entry_changes_feed_era_idx');
    await db.query('ALTER TABLE entry_changes DROP COLUMN era');
    await db.query('DROP FUNCTION entry_change_era()');
    await db.query('DROP TABLE entry_change_eras');
  }
}
