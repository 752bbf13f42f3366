import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where the stale-day sweep may start: the moment the last finished sweep of any instance began. A sweep reads only
 * the material received since then (less an overlap), so that neither a restart nor a second instance reads the
 * whole week of artifacts again.
 */
export class GenerationSweepHorizon1763798400000 implements MigrationInterface {
  name = 'GenerationSweepHorizon1763798400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE generation_sweeps (
        single boolean PRIMARY KEY DEFAULT true CHECK (single),
        swept_from timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE generation_sweeps');
  }
}
