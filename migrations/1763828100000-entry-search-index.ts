import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Searches find an account's matching entries from an index instead of testing each entry's words: a GIN index over
 * (account_id, search) (btree_gin lets the uuid sit in it), so a search reads only the entries of its account that
 * hold its words (a word in no entry: nothing read). btree_gin is a trusted contrib extension (no superuser needed);
 * the embedded database loads it (src/database/database.ts).
 */
export class EntrySearchIndex1763828100000 implements MigrationInterface {
  name = 'EntrySearchIndex1763828100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS btree_gin');
    await db.query('CREATE INDEX entries_account_search_idx ON entries USING gin (account_id, search)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX entries_account_search_idx');
  }
}
