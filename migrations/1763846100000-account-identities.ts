import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The names, handles and e-mail addresses that are the person: generation tells their actions from others'. */
export class AccountIdentities1763846100000 implements MigrationInterface {
  name = 'AccountIdentities1763846100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts ADD COLUMN identities text[] NOT NULL DEFAULT '{}'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE accounts DROP COLUMN identities');
  }
}
