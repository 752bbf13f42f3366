import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every write and removal of an entry, recorded in the transaction that makes it (an outbox): the change feed reads
 * it, and outbound events will be sent from it. `txid` is the writing transaction's id: the feed hands out only the
 * changes of transactions older than every one still running, in (txid, id) order, so a change that commits late
 * is never skipped by a reader that moved past younger ones.
 */
export class EntryChanges1763810100000 implements MigrationInterface {
  name = 'EntryChanges1763810100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE entry_changes (
        id bigserial PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        date date NOT NULL,
        change text NOT NULL CHECK (change IN ('written', 'removed')),
        at timestamptz NOT NULL DEFAULT now(),
        txid xid8 NOT NULL DEFAULT pg_current_xact_id()
      )`);
    await db.query('CREATE INDEX entry_changes_feed_idx ON entry_changes (account_id, txid, id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE entry_changes');
  }
}
