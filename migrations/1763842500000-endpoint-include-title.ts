import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An entry's title can be the person's own words: an event carries it only to an endpoint that asks for it
 * (`--include-title true`). Endpoints made before this keep receiving titles, as they did.
 */
export class EndpointIncludeTitle1763842500000 implements MigrationInterface {
  name = 'EndpointIncludeTitle1763842500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE event_endpoints ADD COLUMN include_title boolean NOT NULL DEFAULT false');
    await db.query('UPDATE event_endpoints SET include_title = true');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE event_endpoints DROP COLUMN include_title');
  }
}
