import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbound events. entry_changes gains what an event tells of the entry (recorded with the change, so the event
 * says what was written, not what is there when it is sent). A dispatcher moves one shared cursor over the
 * outbox and creates one delivery per subscribed endpoint in the same transaction; deliveries are a job table
 * (the columns the job runner needs, see src/jobs/sql-job-queue.ts, whose `attempts` restarts with each round) with
 * what the attempts left: how many were made in all, the last answer's status and time.
 * Endpoints remember since when they fail, to be disabled after five days of it.
 */
export class EventDeliveries1763820900000 implements MigrationInterface {
  name = 'EventDeliveries1763820900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE entry_changes ADD COLUMN title text, ADD COLUMN generated_at timestamptz, ADD COLUMN word_count integer',
    );
    await db.query('CREATE INDEX entry_changes_dispatch_idx ON entry_changes (txid, id)');
    await db.query(`
      CREATE TABLE event_dispatch_cursor (
        single boolean PRIMARY KEY DEFAULT true CHECK (single),
        txid xid8 NOT NULL,
        last_id bigint NOT NULL
      )`);
    // Changes made before events existed are not sent: the cursor starts after the last one.
    await db.query(`
      INSERT INTO event_dispatch_cursor (txid, last_id)
      SELECT COALESCE(max(txid), '0'::xid8), COALESCE(max(id), 0) FROM entry_changes`);
    await db.query(`
      CREATE TABLE event_deliveries (
        id uuid PRIMARY KEY,
        seq bigserial UNIQUE,
        endpoint_id uuid NOT NULL REFERENCES event_endpoints (id) ON DELETE CASCADE,
        account_id uuid NOT NULL,
        event_type text NOT NULL,
        occurred_at timestamptz NOT NULL,
        entry_date date,
        title text,
        generated_at timestamptz,
        word_count integer,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'parked')),
        outcome text CHECK (outcome IN ('delivered', 'failed')),
        run_after timestamptz NOT NULL,
        locked_until timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        attempts_made integer NOT NULL DEFAULT 0,
        last_status integer,
        last_attempt_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX event_deliveries_due_idx ON event_deliveries (run_after) WHERE state = 'pending'`);
    await db.query(
      `CREATE INDEX event_deliveries_leased_idx ON event_deliveries (endpoint_id) WHERE state = 'pending' AND locked_until IS NOT NULL`,
    );
    await db.query('CREATE INDEX event_deliveries_endpoint_idx ON event_deliveries (endpoint_id, seq)');
    await db.query("CREATE INDEX event_deliveries_age_idx ON event_deliveries (updated_at) WHERE state <> 'pending'");
    await db.query('ALTER TABLE event_endpoints ADD COLUMN failing_since timestamptz, ADD COLUMN disabled_reason text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE event_endpoints DROP COLUMN disabled_reason, DROP COLUMN failing_since');
    await db.query('DROP TABLE event_deliveries');
    await db.query('DROP TABLE event_dispatch_cursor');
    await db.query('DROP INDEX entry_changes_dispatch_idx');
    await db.query('ALTER TABLE entry_changes DROP COLUMN word_count, DROP COLUMN generated_at, DROP COLUMN title');
  }
}
