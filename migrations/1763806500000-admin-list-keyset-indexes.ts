import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin lists are read in pages by keyset (decisions.md "Admin lists"): accounts and operators oldest first by
 * (created_at, id), generation jobs most recently changed first by (updated_at, account_id, day). Each page is then
 * one index range instead of a sort of the whole table (300,000 accounts: every page read them all). Keys and
 * tokens page within an account along their (account_id, created_at) indexes, artifacts along (account_id, day,
 * received_at). Built concurrently, outside a transaction, so that writes are not held up meanwhile.
 */
export class AdminListKeysetIndexes1763806500000 implements MigrationInterface {
  name = 'AdminListKeysetIndexes1763806500000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX CONCURRENTLY IF NOT EXISTS accounts_created_idx ON accounts (created_at, id)');
    await db.query('CREATE INDEX CONCURRENTLY IF NOT EXISTS operators_created_idx ON operators (created_at, id)');
    await db.query(
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS generation_jobs_updated_idx ON generation_jobs (updated_at, account_id, day)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX CONCURRENTLY IF EXISTS generation_jobs_updated_idx');
    await db.query('DROP INDEX CONCURRENTLY IF EXISTS operators_created_idx');
    await db.query('DROP INDEX CONCURRENTLY IF EXISTS accounts_created_idx');
  }
}
