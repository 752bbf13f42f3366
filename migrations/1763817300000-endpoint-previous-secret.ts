import type { MigrationInterface, QueryRunner } from 'typeorm';

/** After `endpoints rotate-secret` the previous secret signs alongside the new one for 24 h. */
export class EndpointPreviousSecret1763817300000 implements MigrationInterface {
  name = 'EndpointPreviousSecret1763817300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE event_endpoints ADD COLUMN previous_signing_secret bytea, ADD COLUMN previous_secret_until timestamptz',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE event_endpoints DROP COLUMN previous_secret_until, DROP COLUMN previous_signing_secret',
    );
  }
}
