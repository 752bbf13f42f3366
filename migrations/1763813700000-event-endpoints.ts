import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where an account's events are sent (at most ten per account), each with its signing secret sealed at rest. */
export class EventEndpoints1763813700000 implements MigrationInterface {
  name = 'EventEndpoints1763813700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE event_endpoints (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        url text NOT NULL,
        events text[] NOT NULL,
        description text,
        enabled boolean NOT NULL DEFAULT true,
        signing_secret bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX event_endpoints_account_idx ON event_endpoints (account_id, created_at, id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE event_endpoints');
  }
}
