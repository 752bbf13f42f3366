import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fair claims of event deliveries (src/jobs/sql-job-queue.ts, lanes): each endpoint with pending deliveries is found
 * by one probe of this index and its oldest due ones read from it, so a backlog of one endpoint never hides another's.
 */
export class EventDeliveryLanes1763838900000 implements MigrationInterface {
  name = 'EventDeliveryLanes1763838900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX event_deliveries_lane_idx ON event_deliveries (endpoint_id, run_after) WHERE state = 'pending'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX event_deliveries_lane_idx');
  }
}
