import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search of entries (`GET /api/v1/entries?q=`): each entry's words kept as a tsvector beside it, the title
 * weighted above the content, with English stemming ("walked" finds "walk"). A search is always within one account
 * and a window of days, so it reads the account's rows through entries_account_date_key and tests each stored vector:
 * 730 days of an account are 730 cheap tests, whatever the other accounts hold (measured in the bench).
 * Adding the column rewrites the table once.
 */
export class EntrySearch1763824500000 implements MigrationInterface {
  name = 'EntrySearch1763824500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE entries ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', content), 'B')
      ) STORED`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE entries DROP COLUMN search');
  }
}
